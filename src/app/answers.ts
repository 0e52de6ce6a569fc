/**
 * How a pending decision is answered from a button: which catalog command answers each decision kind,
 * the catalog arguments one answer stands for, and the labels. The catalog builds the request, exactly as
 * if the player had typed the command, so a button never takes a path of its own into the game.
 */

import { getRace, getStrategyCard, getSystem } from "../content/index.ts";
import type { Decision } from "../engine/index.ts";
import {
  type ArgError,
  type Args,
  type CatalogCommand,
  type CommandGroup,
  commandFor,
  findCommand,
  fullName,
} from "./catalog/index.ts";
import type { Pending } from "./pending.ts";
import type { AppRequest } from "./types.ts";

export interface FixedAnswer {
  answer: string;
  label: string;
}

export interface AnswerRule {
  /** The catalog command ("turn pick") that answers this decision kind. */
  command: readonly [Exclude<CommandGroup, null>, string];
  /** Catalog arguments for one answer; absent when an answer needs more than a choice. */
  args?: (answer: string, pending: Pending) => Args;
  /** A listed choice's label. */
  label?: (answer: string) => string;
  /** Answers offered as buttons when the decision lists no choices. */
  fixed?: readonly FixedAnswer[];
  /** A button telling which command gives the fuller answer (counters, payment, targets). */
  more?: string;
}

const named = (lookup: (id: string) => { name: string }) => (id: string) => {
  try {
    return lookup(id).name;
  } catch {
    return id;
  }
};
const cardName = named((id) => getStrategyCard(id as never));
const raceName = named(getRace);
const systemName = named(getSystem);

const card = (pending: Pending) => pending.cardInPlay ?? "";

/** Every decision kind a button can answer; a kind missing here gets a how-to button only. */
export const ANSWERS: Readonly<Record<string, AnswerRule>> = {
  pickRace: { command: ["turn", "race"], args: (race) => ({ race }), label: raceName },
  placeGalaxyTile: {
    command: ["turn", "place"],
    args: (answer) => {
      const [system, position] = answer.split("@");
      return { system, position };
    },
    label: (answer) => {
      const [system, position] = answer.split("@");
      return `${systemName(system ?? "")} → ${position}`;
    },
  },
  pickStrategyCard: {
    command: ["turn", "pick"],
    args: (answer) => ({ card: answer }),
    label: cardName,
    more: "Take bonus counters…",
  },
  strategicAction: {
    command: ["turn", "strategic"],
    args: (answer) => ({ card: answer }),
    label: (answer) => `Play ${cardName(answer)}`,
  },
  answerSecondary: {
    command: ["turn", "follow"],
    args: (answer, pending) =>
      answer === "decline" ? { card: card(pending), decline: true } : { card: card(pending) },
    label: (answer) => (answer === "decline" ? "Decline" : "Follow"),
    more: "Follow and pay…",
  },
  pass: { command: ["turn", "pass"], args: () => ({}), fixed: [{ answer: "go", label: "Pass" }] },
  skipTurn: {
    command: ["turn", "skip"],
    args: () => ({}),
    fixed: [{ answer: "go", label: "Skip this turn" }],
  },
  scoreObjectives: {
    command: ["turn", "score"],
    args: () => ({}),
    fixed: [{ answer: "none", label: "Claim nothing" }],
    more: "Claim objectives…",
  },
  finishTurn: {
    command: ["turn", "finish"],
    args: () => ({}),
    fixed: [{ answer: "go", label: "End the action" }],
  },
  confirmByHand: {
    command: ["turn", "confirm"],
    args: () => ({}),
    fixed: [{ answer: "go", label: "Done by hand" }],
  },
  passActionWindow: {
    command: ["cards", "pass"],
    args: () => ({}),
    fixed: [{ answer: "go", label: "No Action Card" }],
    more: "Play an Action Card…",
  },
  firePds: {
    command: ["combat", "pds"],
    // A listed choice names whose ships to shoot.
    args: (answer) => (answer === "hold" ? { hold: true } : answer === "fire" ? {} : { target: answer }),
    label: (answer) => (answer === "hold" ? "Hold fire" : answer === "fire" ? "Fire PDS" : answer),
  },
  announceRetreat: {
    command: ["combat", "retreat"],
    args: (answer) => ({ to: answer }),
    fixed: [{ answer: "stay", label: "Stay and fight" }],
    more: "Retreat…",
  },
  answerActivation: {
    command: ["tactical", "cancel"],
    args: (answer) => (answer === "allow" ? { allow: true } : {}),
    fixed: [
      { answer: "cancel", label: "Cancel it (Diplomats)" },
      { answer: "allow", label: "Let it stand" },
    ],
  },
  vetoAgenda: {
    command: ["politics", "veto"],
    args: (answer) => (answer === "allow" ? { allow: true } : {}),
    fixed: [
      { answer: "veto", label: "Veto" },
      { answer: "allow", label: "Let it stand" },
    ],
  },
  castVotes: {
    command: ["politics", "vote"],
    args: (choice) => ({ choice }),
    fixed: [{ answer: "abstain", label: "Abstain" }],
    more: "Vote…",
  },
  breakTie: { command: ["politics", "tiebreak"], args: (choice) => ({ choice }) },
  finishTrading: {
    command: ["trade", "done"],
    args: () => ({}),
    fixed: [{ answer: "go", label: "Done trading" }],
  },
  tacticalAction: { command: ["turn", "tactical"] },
  transferAction: { command: ["turn", "transfer"] },
  resolvePrimary: { command: ["turn", "primary"] },
  redistributeCounters: { command: ["turn", "counters"] },
};

function catalogCommand(rule: AnswerRule | undefined): CatalogCommand | undefined {
  return rule ? findCommand(rule.command[0], rule.command[1]) : undefined;
}

/** The command that answers a decision: the button rule's, else the catalog's command for that kind. */
function answeringCommand(decision: Decision): CatalogCommand | undefined {
  return catalogCommand(ANSWERS[decision.kind]) ?? commandFor(decision.kind);
}

/** The request one answer stands for, built by the catalog; an ArgError when it cannot be. */
export function requestFor(kind: string, answer: string, pending: Pending): AppRequest | ArgError {
  const rule = ANSWERS[kind];
  const command = catalogCommand(rule);
  if (!rule?.args || !command) return { argError: "Answer this one with a /ti command (see /ti help)." };
  return command.build(rule.args(answer, pending));
}

/** True when a button can carry this answer by itself. */
export function answersDirectly(kind: string): boolean {
  return ANSWERS[kind]?.args !== undefined;
}

export function answerLabel(kind: string, answer: string): string {
  const rule = ANSWERS[kind];
  return rule?.fixed?.find((f) => f.answer === answer)?.label ?? rule?.label?.(answer) ?? answer;
}

/** The short prompt for a decision that needs the full command: which one, with what. */
export function howToText(decision: Decision): string {
  const command = answeringCommand(decision);
  if (!command) return `To ${decision.prompt}, see /ti help for the command.`;
  const options = command.options.map((o) =>
    o.required ? `${o.name}:<${o.description}>` : `[${o.name}:<${o.description}>]`,
  );
  return [`To ${decision.prompt}, use:`, `\`${[fullName(command), ...options].join(" ")}\``].join("\n");
}
