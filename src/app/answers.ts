/**
 * How a pending decision is answered from a button: which catalog command answers each decision kind,
 * the answers a button may carry for one decision, the catalog arguments each answer stands for, and the
 * labels. The catalog builds the request, exactly as if the player had typed the command, so a button
 * never takes a path of its own into the game. Drawing a button and pressing it both read `offeredAnswers`,
 * so a button that is drawn is one its press accepts.
 */

import type { Decision, DecisionKind } from "../engine/index.ts";
import {
  cardName,
  lawAnswer,
  lawAnswerLabel,
  planetLabel,
  raceName,
  refreshLabel,
  systemName,
  voteLabel,
} from "./answerLabels.ts";
import {
  type ArgError,
  type Args,
  type CatalogCommand,
  type CommandGroup,
  commandFor,
  findCommand,
  fullName,
} from "./catalog/index.ts";
import { namesWaited, type Pending, seatOf } from "./pending.ts";
import { TACTICAL_ANSWERS } from "./tacticalAnswers.ts";
import { ti4AnswerLabel, ti4HowTo, ti4Offered, ti4Request } from "./ti4/answers.ts";
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
  /** An answer's label: it names what the answer acts on, so two answers never share one. */
  label?: (answer: string, pending: Pending) => string;
  /** Answers offered beside the decision's listed choices (Pass, Abstain, Claim nothing). */
  fixed?: readonly FixedAnswer[];
  /**
   * The answers one decision offers, when they are not its listed choices and the fixed answers (a trade
   * proposal's number becomes an accept and a refuse; the systems a tactical action may activate).
   */
  answers?: (decision: Decision, pending: Pending) => readonly string[];
  /** A button telling which command gives the fuller answer (counters, payment, targets). */
  more?: string;
}

const card = (pending: Pending) => pending.cardInPlay ?? "";

/** "nebula-se@101" -> "Nebula → 101". */
function tilePlacement(answer: string): string {
  const [system, position] = answer.split("@");
  return `${systemName(system ?? "")} → ${position}`;
}

function firstOfEachLabel(answers: readonly string[], label: (answer: string) => string): string[] {
  const seen = new Set<string>();
  return answers.filter((answer) => !seen.has(label(answer)) && seen.add(label(answer)));
}
const secondaryOf = (pending: Pending) =>
  pending.cardInPlay ? `the ${cardName(pending.cardInPlay)} secondary` : "the secondary";

/** "accept.3": a verb and the number of the trade proposal it answers. */
const onProposal = (verbs: readonly [string, string]) => (decision: Decision) =>
  (decision.choices ?? []).flatMap((id) => verbs.map((verb) => `${verb}.${id}`));
const proposalOf = (answer: string) => Number(answer.split(".")[1]);
const verbOf = (answer: string) => answer.split(".")[0];

/** Every decision kind a button can answer; a kind missing here gets a how-to button only. */
export const ANSWERS: Readonly<Partial<Record<DecisionKind, AnswerRule>>> = {
  pickRace: { command: ["turn", "race"], args: (race) => ({ race }), label: raceName },
  placeGalaxyTile: {
    command: ["turn", "place"],
    // A base and an SE copy of one system (two Nebulae) place the same: one button for both.
    answers: (decision) => firstOfEachLabel(decision.choices ?? [], tilePlacement),
    args: (answer) => {
      const [system, position] = answer.split("@");
      return { system, position };
    },
    label: tilePlacement,
  },
  claimEarlySystem: {
    command: ["turn", "claim"],
    answers: (decision) => [
      ...(decision.choices ?? []),
      ...(decision.prompt.includes("or none") ? ["none"] : []),
    ],
    args: (answer) => (answer === "none" ? { none: true } : { position: answer }),
    label: (answer) => (answer === "none" ? "Claim no second system" : `Claim ${answer}`),
  },
  buyEarlyUnits: {
    command: ["turn", "buy"],
    args: () => ({}),
    fixed: [{ answer: "none", label: "Buy nothing" }],
    more: "Buy units and a technology…",
  },
  placeEarlyUnits: {
    command: ["turn", "deploy"],
    args: () => ({}),
    fixed: [{ answer: "home", label: "Keep everything at home" }],
    more: "Send units to your claims…",
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
    label: (answer, pending) =>
      answer === "decline" ? `Decline ${secondaryOf(pending)}` : `Follow ${secondaryOf(pending)}`,
    more: "Follow and pay…",
  },
  pass: {
    command: ["turn", "pass"],
    args: () => ({}),
    fixed: [{ answer: "go", label: "Pass for this round" }],
  },
  skipTurn: {
    command: ["turn", "skip"],
    args: () => ({}),
    fixed: [{ answer: "go", label: "Skip this turn" }],
  },
  scoreObjectives: {
    command: ["turn", "score"],
    args: () => ({}),
    fixed: [{ answer: "none", label: "Claim no objective" }],
    more: "Claim objectives…",
  },
  finishTurn: {
    command: ["turn", "finish"],
    args: () => ({}),
    fixed: [{ answer: "go", label: "End your turn" }],
  },
  confirmByHand: {
    command: ["turn", "confirm"],
    args: () => ({}),
    fixed: [{ answer: "go", label: "Confirm it is done by hand" }],
  },
  // Playing a card instead is its own decision (playActionCard), with its own button. The first window a
  // player is asked in also offers to pass every window (rules/actionCards/window.ts).
  passActionWindow: {
    command: ["cards", "pass"],
    answers: (decision) => (decision.choices?.includes("everyWindow") ? ["go", "everyWindow"] : ["go"]),
    args: (answer) => (answer === "everyWindow" ? { every: true } : {}),
    label: (answer) =>
      answer === "everyWindow" ? "Pass every window (autopass)" : "Play no Action Card now",
  },
  firePds: {
    command: ["combat", "pds"],
    // A listed choice names whose ships to shoot.
    args: (answer) => (answer === "hold" ? { hold: true } : answer === "fire" ? {} : { target: answer }),
    label: (answer, pending) =>
      answer === "hold"
        ? "Hold PDS fire"
        : answer === "fire"
          ? "Fire PDS"
          : `Fire PDS at ${nameAt(pending, answer)}'s ships`,
  },
  sabotageRuns: {
    command: ["combat", "sabotage"],
    args: () => ({ fighters: 0 }),
    fixed: [{ answer: "none", label: "Send no sabotage run" }],
    more: "Send Fighters…",
  },
  announceRetreat: {
    command: ["combat", "retreat"],
    args: (answer) => ({ to: answer }),
    label: (answer) => `Retreat to ${answer}`,
    fixed: [{ answer: "stay", label: "Stay and fight" }],
    more: "Retreat…",
  },
  answerActivation: {
    command: ["tactical", "cancel"],
    args: (answer) => (answer === "allow" ? { allow: true } : {}),
    fixed: [
      { answer: "cancel", label: "Cancel the activation (Diplomats)" },
      { answer: "allow", label: "Let the activation stand" },
    ],
  },
  vetoAgenda: {
    command: ["politics", "veto"],
    args: (answer) => (answer === "allow" ? { allow: true } : {}),
    fixed: [
      { answer: "veto", label: "Veto the agenda" },
      { answer: "allow", label: "Let the agenda stand" },
    ],
  },
  useLaw: {
    command: ["politics", "law"],
    // The answers are the decision's own: a use (aimed at a player) or a decline; paying needs the command.
    answers: (decision) => decision.choices ?? [],
    args: (answer) => {
      const { use, card, target } = lawAnswer(answer);
      return { card, ...(use ? {} : { decline: true }), ...(target === undefined ? {} : { player: target }) };
    },
    label: (answer, pending) => lawAnswerLabel(answer, pending.players),
    more: "Use a law…",
  },
  castVotes: {
    command: ["politics", "vote"],
    args: (choice) => ({ choice }),
    label: (choice, pending) => `Vote: ${voteLabel(choice, pending.players)}`,
    fixed: [{ answer: "abstain", label: "Abstain from the vote" }],
    more: "Vote…",
  },
  callCouncilVote: {
    command: ["politics", "voice"],
    args: (answer) => (answer === "decline" ? { decline: true } : {}),
    label: (answer) => (answer === "decline" ? "Call no vote" : "Call a vote for the Voice of the Council"),
  },
  placeArtifact: {
    command: ["turn", "artifact"],
    args: (planet) => ({ planet }),
    label: (planet) => `Artifact on ${planetLabel(planet)}`,
  },
  breakTie: {
    command: ["politics", "tiebreak"],
    args: (choice) => ({ choice }),
    label: (choice, pending) => `Break the tie: ${voteLabel(choice, pending.players)}`,
  },
  answerTradeProposal: {
    command: ["trade", "answer"],
    answers: onProposal(["accept", "refuse"]),
    args: (answer) => ({ proposal: proposalOf(answer), refuse: verbOf(answer) === "refuse" }),
    label: (answer) =>
      `${verbOf(answer) === "refuse" ? "Refuse" : "Accept"} trade proposal #${proposalOf(answer)}`,
  },
  approveTradeAgreement: {
    command: ["trade", "approve"],
    answers: onProposal(["approve", "veto"]),
    args: (answer) => ({ proposal: proposalOf(answer), veto: verbOf(answer) === "veto" }),
    label: (answer) =>
      `${verbOf(answer) === "veto" ? "Veto" : "Approve"} trade agreement #${proposalOf(answer)}`,
  },
  finishTrading: {
    command: ["trade", "done"],
    args: () => ({}),
    fixed: [{ answer: "go", label: "Finish trading" }],
  },
  moveHighAlert: {
    command: ["tactical", "alert"],
    args: (to) => ({ to }),
    label: (to) => `Take the High Alert token to ${to}`,
    fixed: [{ answer: "stay", label: "Leave the High Alert token where it is" }],
  },
  useRefreshAbilities: {
    command: ["turn", "refresh"],
    // One planet, or all of them at once (their ids joined), or none.
    answers: (decision) => {
      const planets = decision.choices ?? [];
      return ["none", ...planets, ...(planets.length > 1 ? [planets.join(",")] : [])];
    },
    args: (answer) => (answer === "none" ? {} : { planets: answer }),
    label: refreshLabel,
    fixed: [{ answer: "none", label: "Use no refresh ability" }],
  },
  salvageShip: {
    command: ["combat", "salvage"],
    answers: () => ["none"],
    args: () => ({}),
    fixed: [{ answer: "none", label: "Salvage no ship" }],
    more: "Salvage a ship and pay…",
  },
  // Borderlands: one declaration a button ("war.2", "peace.1"), or none; several at once by the command.
  declareRelations: {
    command: ["politics", "relations"],
    args: (answer) => {
      const [kind, seat] = answer.split(".");
      return answer === "none" ? {} : { [kind === "war" ? "war" : "peace"]: seat ?? "" };
    },
    label: (answer, pending) => {
      const [kind, seat] = answer.split(".");
      return kind === "war"
        ? `Declare war on ${nameAt(pending, seat ?? "")}`
        : `Offer peace to ${nameAt(pending, seat ?? "")}`;
    },
    fixed: [{ answer: "none", label: "Declare neither war nor peace" }],
    more: "Declare several at once…",
  },
  // Borderlands' Assassins: one Assassin a button, at one player ("2"), or none; several by the command.
  sendAssassins: {
    command: ["politics", "assassins"],
    args: (answer) => (answer === "none" ? {} : { targets: answer }),
    label: (answer, pending) => `Send an Assassin at ${nameAt(pending, answer)}`,
    fixed: [{ answer: "none", label: "Send no Assassin" }],
    more: "Send several Assassins…",
  },
  guardAgainstAssassin: {
    command: ["politics", "bodyguard"],
    args: (answer) => ({ guard: answer === "guard" }),
    label: (answer) => (answer === "guard" ? "Spend an Assassin as a bodyguard (+1)" : "No bodyguard"),
  },
  buyAssassins: {
    command: ["politics", "hire"],
    answers: () => ["none"],
    args: () => ({ count: 0 }),
    fixed: [{ answer: "none", label: "Hire no Assassin" }],
    more: "Hire Assassins and pay…",
  },
  // SE option 7: whose Space Mine the ships cleared (a seat, or the neutral mine).
  removeSpaceMine: {
    command: ["combat", "clear-mine"],
    args: (answer) => (answer === "neutral" ? {} : { owner: answer }),
    label: (answer, pending) =>
      answer === "neutral" ? "Clear the neutral Space Mine" : `Clear ${nameAt(pending, answer)}'s Space Mine`,
  },
  captureStructures: {
    command: ["combat", "capture"],
    args: (answer) => (answer === "none" ? { none: true } : {}),
    fixed: [
      { answer: "all", label: "Capture them all" },
      { answer: "none", label: "Capture nothing: they are destroyed" },
    ],
    more: "Capture only some…",
  },
  ...TACTICAL_ANSWERS,
  transferAction: { command: ["turn", "transfer"] },
  resolvePrimary: { command: ["turn", "primary"] },
  redistributeCounters: { command: ["turn", "counters"] },
};

function nameAt(pending: Pending, seat: string): string {
  return pending.players.find((p) => String(p.seat) === seat)?.name ?? `seat ${seat}`;
}

function ruleOf(kind: string): AnswerRule | undefined {
  return ANSWERS[kind as DecisionKind];
}

function catalogCommand(rule: AnswerRule | undefined): CatalogCommand | undefined {
  return rule ? findCommand(rule.command[0], rule.command[1]) : undefined;
}

/** The command that answers a decision: the button rule's, else the catalog's command for that kind. */
export function answeringCommand(decision: Decision): CatalogCommand | undefined {
  return catalogCommand(ruleOf(decision.kind)) ?? commandFor(decision.kind);
}

/** True when a button can carry this kind's answers by itself. */
export function answersDirectly(kind: string): boolean {
  return ruleOf(kind)?.args !== undefined;
}

/**
 * The answers a button may carry for this decision, without repeats: its listed choices and the fixed
 * answers (Abstain beside the listed options), or the rule's own list. None when it needs the command.
 */
export function offeredAnswers(decision: Decision, pending: Pending): string[] {
  if (pending.ruleset === "ti4") return ti4Offered(decision);
  const rule = ruleOf(decision.kind);
  if (!rule?.args) return [];
  const answers = rule.answers
    ? rule.answers(decision, pending)
    : [...(decision.choices ?? []), ...(rule.fixed ?? []).map((f) => f.answer)];
  return [...new Set(answers)];
}

/** The request one answer stands for, built by the catalog; an ArgError when it cannot be. */
export function requestFor(kind: string, answer: string, pending: Pending): AppRequest | ArgError {
  if (pending.ruleset === "ti4") return ti4Request(kind, answer);
  const rule = ruleOf(kind);
  const command = catalogCommand(rule);
  if (!rule?.args || !command) return { argError: "Answer this one with a /ti command (see /ti help)." };
  return command.build(rule.args(answer, pending));
}

export function answerLabel(kind: string, answer: string, pending: Pending): string {
  if (pending.ruleset === "ti4") return ti4AnswerLabel(kind, answer, pending.ti4Places);
  const rule = ruleOf(kind);
  return rule?.fixed?.find((f) => f.answer === answer)?.label ?? rule?.label?.(answer, pending) ?? answer;
}

/**
 * What the decisions of one kind ask, in one line: their prompt when every player is asked the same,
 * else the answering command's description (each asked in their own words: their partners, their vote).
 */
export function kindPrompt(kind: string, prompts: readonly string[]): string {
  const [first, ...others] = prompts;
  const alike = first !== undefined && others.every((p) => p === first);
  const text = alike ? first : (commandFor(kind as DecisionKind)?.description ?? kind);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * The label of the button telling which command answers decisions of this kind, or null when the
 * answer buttons drawn for them are enough: with answer buttons, only the fuller answer's (payment...).
 */
export function howToLabel(
  kind: string,
  prompts: readonly string[],
  answered: boolean,
  ruleset?: Pending["ruleset"],
): string | null {
  if (answered) return ruleset === "ti4" ? null : (ruleOf(kind)?.more ?? null);
  if (ruleset === "ti4")
    return `${prompts[0]?.charAt(0).toUpperCase() ?? ""}${prompts[0]?.slice(1) ?? kind}…`;
  return `${kindPrompt(kind, prompts)}…`;
}

/** The short prompt for a decision that needs the full command: which one, with what. */
export function howToText(decision: Decision, ruleset?: Pending["ruleset"]): string {
  if (ruleset === "ti4") return `To ${decision.prompt}: ${ti4HowTo(decision.kind)}`;
  const command = answeringCommand(decision);
  if (!command) return `To ${decision.prompt}, see /ti help for the command.`;
  const options = command.options.map((o) =>
    o.required ? `${o.name}:<${o.description}>` : `[${o.name}:<${o.description}>]`,
  );
  return [`To ${decision.prompt}, use:`, `\`${[fullName(command), ...options].join(" ")}\``].join("\n");
}

export const NOT_YOURS = "This is not yours";

/** The button on every "waiting for" message that gives the presser their own catch-up (catchUp.ts). */
export const CATCH_UP_LABEL = "What happened?";

/**
 * The presser's own open decision that a button of this kind (and answer, when it carries one) answers,
 * or the sentence saying why there is none. A button is only a suggestion: the decisions at the moment
 * of pressing decide, so a question already answered or someone else's button changes nothing.
 */
export function decisionPressed(
  pending: Pending,
  userId: string,
  kind: string,
  answer?: string,
): Decision | string {
  const open = pending.decisions.filter((d) => d.kind === kind);
  if (open.length === 0) return "That question is no longer open: see /ti game status.";
  const seat = seatOf(pending, userId);
  const mine = open.filter((d) => d.seat === seat);
  if (mine.length === 0) return `${NOT_YOURS}: the game waits for ${namesWaited(pending, kind)} here.`;
  if (answer === undefined) return mine[0] as Decision;
  const offered = mine.find((d) => offeredAnswers(d, pending).includes(answer));
  if (offered) return offered;
  // Another player's answer of the same kind (a trade proposal made to them, not to the presser).
  const owners = open.filter((d) => offeredAnswers(d, pending).includes(answer));
  if (owners.length > 0) {
    const names = [...new Set(owners.map((d) => nameAt(pending, String(d.seat))))].join(", ");
    return `${NOT_YOURS}: that answer is for ${names}.`;
  }
  return "That choice is no longer available: see /ti game status.";
}

/** What pressing a button that carries `answer` sends, or the sentence saying why it sends nothing. */
export function pressAnswer(
  pending: Pending,
  userId: string,
  kind: string,
  answer: string,
): { decision: Decision; request: AppRequest } | { refusal: string } {
  const decision = decisionPressed(pending, userId, kind, answer);
  if (typeof decision === "string") return { refusal: decision };
  const request = requestFor(kind, answer, pending);
  return "argError" in request ? { refusal: request.argError } : { decision, request };
}
