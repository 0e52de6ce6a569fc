/**
 * Buttons and select menus drawn from the engine's pending decisions. A decision with a few listed
 * choices gets a button per choice, one with many a select menu, one that needs more than a choice a
 * button that tells which /ti command to use. Every custom id goes through the one codec.
 */
import {
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APIStringSelectComponent,
  ButtonStyle,
  ComponentType,
} from "discord.js";
import { ANSWERS, answerLabel, answersDirectly } from "../app/answers.ts";
import type { Pending } from "../app/pending.ts";
import type { Decision } from "../engine/index.ts";
import { type CustomId, encodeCustomId, gameShort } from "./customId.ts";

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/** Discord's limits: 5 rows a message, 5 buttons a row, 25 options a select menu, 80-character labels. */
const MAX_ROWS = 5;
const BUTTONS_PER_ROW = 5;
const MAX_SELECT_OPTIONS = 25;
/** Up to this many choices get buttons (two rows); more get a select menu. */
const MAX_CHOICE_BUTTONS = 10;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

function button(id: CustomId, label: string, style: ButtonStyle): APIButtonComponentWithCustomId {
  return {
    type: ComponentType.Button,
    style: style as ButtonStyle.Primary,
    label: clip(label, 80),
    custom_id: encodeCustomId(id),
  };
}

function rowsOf(buttons: APIButtonComponentWithCustomId[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < buttons.length; i += BUTTONS_PER_ROW) {
    rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + BUTTONS_PER_ROW) });
  }
  return rows;
}

function selectMenu(game: string, decision: Decision, choices: readonly string[]): Row {
  const menu: APIStringSelectComponent = {
    type: ComponentType.StringSelect,
    custom_id: encodeCustomId({ route: "select", game, decision: decision.kind, answer: "-" }),
    placeholder: clip(decision.prompt, 150),
    options: choices.map((c) => ({ label: clip(answerLabel(decision.kind, c), 100), value: c })),
  };
  return { type: ComponentType.ActionRow, components: [menu] };
}

/** The rows answering the listed choices of one decision, or none when there are too many. */
function choiceRows(game: string, decision: Decision): Row[] {
  const choices = decision.choices ?? [];
  if (!answersDirectly(decision.kind) || choices.length === 0) return [];
  if (choices.length > MAX_SELECT_OPTIONS || choices.some((c) => c.length > 100)) return [];
  if (choices.length > MAX_CHOICE_BUTTONS) return [selectMenu(game, decision, choices)];
  return rowsOf(
    choices.map((answer) =>
      button(
        { route: "answer", game, decision: decision.kind, answer },
        answerLabel(decision.kind, answer),
        answer === "decline" ? ButtonStyle.Secondary : ButtonStyle.Primary,
      ),
    ),
  );
}

/** Fixed answers (Pass, Claim nothing) and the how-to button of one decision. */
function otherButtons(game: string, decision: Decision, answered: boolean): APIButtonComponentWithCustomId[] {
  const rule = ANSWERS[decision.kind];
  const kind = decision.kind;
  const fixed = (rule?.fixed ?? []).map((f) =>
    button({ route: "answer", game, decision: kind, answer: f.answer }, f.label, ButtonStyle.Primary),
  );
  const needsHowTo = !answered || rule?.more !== undefined;
  const label = answered ? (rule?.more ?? "How to answer…") : capitalise(decision.prompt);
  const howTo = needsHowTo
    ? [button({ route: "howTo", game, decision: kind, answer: "-" }, label, ButtonStyle.Secondary)]
    : [];
  return [...fixed, ...howTo];
}

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}…`;
}

/** One decision per kind: simultaneous decisions of a kind share their buttons. */
function oneOfEachKind(list: readonly Decision[]): Decision[] {
  const byKind = new Map<string, Decision>();
  for (const decision of list) if (!byKind.has(decision.kind)) byKind.set(decision.kind, decision);
  return [...byKind.values()];
}

/** The components answering the pending decisions, within Discord's five rows. */
export function controlsFor(pending: Pending): Row[] {
  const game = gameShort(pending.gameId);
  const rows: Row[] = [];
  const others: APIButtonComponentWithCustomId[] = [];
  for (const decision of oneOfEachKind(pending.decisions)) {
    const choices = choiceRows(game, decision);
    rows.push(...choices);
    const fixedAnswers = (ANSWERS[decision.kind]?.fixed ?? []).length > 0;
    others.push(...otherButtons(game, decision, choices.length > 0 || fixedAnswers));
  }
  return [...rows, ...rowsOf(others)].slice(0, MAX_ROWS);
}
