/**
 * Buttons and select menus drawn from the engine's pending decisions. The answers a button may carry
 * come from the app (offeredAnswers), the list a press is checked against: a kind with a few answers
 * gets a button per answer, one with many a select menu, one that needs more than a choice a button that
 * tells which /ti command to use. A tactical step answered in several parts gets a menu per part and a
 * button sending them (picks.ts). Every custom id goes through the one codec.
 */
import {
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APIStringSelectComponent,
  ButtonStyle,
  ComponentType,
} from "discord.js";
import { answerLabel, CATCH_UP_LABEL, howToLabel, kindPrompt, offeredAnswers } from "../app/answers.ts";
import type { Pending } from "../app/pending.ts";
import { type Picks, pickFormOf } from "../app/picks.ts";
import { BANK_CHOICES, type BankChoice } from "../app/timeBank.ts";
import type { Decision } from "../engine/index.ts";
import { encodeCustomId, gameShort } from "./customId.ts";
import { pickMenus, sendButton } from "./picks.ts";

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/** Discord's limits: 5 rows a message, 5 buttons a row, 25 options a select menu, 80-character labels. */
const MAX_ROWS = 5;
const BUTTONS_PER_ROW = 5;
const MAX_SELECT_OPTIONS = 25;
/** The most menus one TI4 decision's answers are spread over (the other rows stay for other answers). */
const TI4_MENUS = 3;
/** Up to this many answers get buttons (two rows); more get a select menu. */
const MAX_CHOICE_BUTTONS = 10;
/** A kind with more answers than this starts rows of its own; fewer share the last rows. */
const OWN_ROW_FROM = 3;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

function button(customId: string, label: string, style: ButtonStyle): APIButtonComponentWithCustomId {
  return {
    type: ComponentType.Button,
    style: style as ButtonStyle.Primary,
    label: clip(label, 80),
    custom_id: customId,
  };
}

function rowsOf(buttons: APIButtonComponentWithCustomId[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < buttons.length; i += BUTTONS_PER_ROW) {
    rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + BUTTONS_PER_ROW) });
  }
  return rows;
}

function selectMenu(
  game: string,
  pending: Pending,
  kind: string,
  prompts: string[],
  answers: string[],
  part?: { index: number; of: number },
): Row {
  const suffix = part ? ` (${part.index + 1}/${part.of})` : "";
  const menu: APIStringSelectComponent = {
    type: ComponentType.StringSelect,
    // Several menus of one decision differ by their part (a press reads the value chosen, not the part).
    custom_id: encodeCustomId({
      route: "select",
      game,
      decision: kind,
      answer: part ? `p${part.index}` : "-",
    }),
    placeholder: clip(`${kindPrompt(kind, prompts)}${suffix}`, 150),
    options: answers.map((a) => ({ label: clip(answerLabel(kind, a, pending), 100), value: a })),
  };
  return { type: ComponentType.ActionRow, components: [menu] };
}

/** True when the answer fits in a button's custom id (and a select option's 100-character value). */
function fits(game: string, kind: string, answer: string): boolean {
  try {
    encodeCustomId({ route: "answer", game, decision: kind, answer });
    return answer.length <= 100;
  } catch {
    return false;
  }
}

/**
 * The decisions of the message by kind. Decisions of one kind share their buttons: a button's custom id
 * names the kind and the answer, and a press is checked against the presser's own decision, so each
 * answer is drawn once even when several players may give it (or each gives their own, as with trade
 * proposals: each player's accept carries their own proposal's number).
 */
function byKind(list: readonly Decision[]): Map<string, Decision[]> {
  const kinds = new Map<string, Decision[]>();
  for (const decision of list) kinds.set(decision.kind, [...(kinds.get(decision.kind) ?? []), decision]);
  return kinds;
}

/** The labels of a ballot's buttons on a seat whose time bank ran out (app/bankVotes.ts). */
const BALLOT_LABELS: Record<BankChoice, (name: string) => string> = {
  skip: (name) => `Skip ${name}'s turn`,
  bot: (name) => `Give ${name}'s seat to the bot`,
  wait: (name) => `Wait for ${name}`,
};

/** One row per vote open on a seat: its three ballots. */
function ballotRows(game: string, pending: Pending): Row[] {
  return (pending.votes ?? []).map((vote) => ({
    type: ComponentType.ActionRow,
    components: BANK_CHOICES.map((choice) =>
      button(
        encodeCustomId({ route: "vote", game, decision: String(vote.seat), answer: choice }),
        BALLOT_LABELS[choice](vote.name),
        choice === "wait" ? ButtonStyle.Secondary : ButtonStyle.Primary,
      ),
    ),
  }));
}

/**
 * The components answering the pending decisions, within Discord's five rows; a vote open on a seat
 * whose time bank ran out comes first (it is rare, and the table is waiting on it). The menus of a step
 * answered in several parts take the rows left, with what `picks` holds chosen in them.
 */
export function controlsFor(pending: Pending, picks: Picks = new Map()): Row[] {
  const rows = answerControls(pending, picks);
  // The catch-up reads TI3's log: a TI4 game's message has no such button yet.
  return pending.ruleset === "ti4" ? rows : withCatchUp(rows, gameShort(pending.gameId));
}

/**
 * The "What happened?" button, for anyone who reads the message: in the last row of buttons if it has
 * room, else in a row of its own if the message has one left (the answers come first).
 */
function withCatchUp(rows: Row[], game: string): Row[] {
  const press = button(
    encodeCustomId({ route: "catchUp", game, decision: "catchup", answer: "-" }),
    CATCH_UP_LABEL,
    ButtonStyle.Secondary,
  );
  const last = rows.at(-1);
  if (
    last &&
    last.components.length < BUTTONS_PER_ROW &&
    last.components.every((c) => c.type === ComponentType.Button)
  )
    return [...rows.slice(0, -1), { ...last, components: [...last.components, press] }];
  return rows.length < MAX_ROWS ? [...rows, { type: ComponentType.ActionRow, components: [press] }] : rows;
}

function answerControls(pending: Pending, picks: Picks): Row[] {
  const game = gameShort(pending.gameId);
  const ballots = ballotRows(game, pending);
  const rows: Row[] = [];
  const shared: APIButtonComponentWithCustomId[] = [];
  const howTo: APIButtonComponentWithCustomId[] = [];
  const menus: Row[] = [];
  const sends: APIButtonComponentWithCustomId[] = [];
  for (const [kind, list] of byKind(pending.decisions)) {
    const prompts = list.map((d) => d.prompt);
    const answers = [...new Set(list.flatMap((d) => offeredAnswers(d, pending)))];
    // A TI4 decision listing more answers than a menu holds (the systems to activate) gets several menus.
    const menusAllowed = pending.ruleset === "ti4" ? TI4_MENUS : 1;
    const drawable =
      answers.length <= MAX_SELECT_OPTIONS * menusAllowed && answers.every((a) => fits(game, kind, a));
    const drawn = drawable ? answers : [];
    if (drawn.length > MAX_SELECT_OPTIONS) {
      const of = Math.ceil(drawn.length / MAX_SELECT_OPTIONS);
      for (let index = 0; index < of; index++) {
        const slice = drawn.slice(index * MAX_SELECT_OPTIONS, (index + 1) * MAX_SELECT_OPTIONS);
        rows.push(selectMenu(game, pending, kind, prompts, slice, { index, of }));
      }
    } else if (drawn.length > MAX_CHOICE_BUTTONS) rows.push(selectMenu(game, pending, kind, prompts, drawn));
    else {
      const buttons = drawn.map((answer) =>
        button(
          encodeCustomId({ route: "answer", game, decision: kind, answer }),
          answerLabel(kind, answer, pending),
          answer === "decline" || answer === "none" ? ButtonStyle.Secondary : ButtonStyle.Primary,
        ),
      );
      if (buttons.length >= OWN_ROW_FROM) rows.push(...rowsOf(buttons));
      else shared.push(...buttons);
    }
    const form = pickFormOf(pending, kind);
    if (form) {
      menus.push(...pickMenus(game, form, picks));
      sends.push(sendButton(game, form));
    }
    const label = howToLabel(kind, prompts, drawn.length > 0, pending.ruleset);
    if (label !== null) {
      const id = encodeCustomId({ route: "howTo", game, decision: kind, answer: "-" });
      howTo.push(button(id, label, ButtonStyle.Secondary));
    }
  }
  const withMenus = rowsOf([...sends, ...shared, ...howTo]);
  const room = MAX_ROWS - ballots.length - rows.length - withMenus.length;
  if (room <= 0 || menus.length === 0)
    return [...ballots, ...rows, ...rowsOf([...shared, ...howTo])].slice(0, MAX_ROWS);
  return [...ballots, ...menus.slice(0, room), ...rows, ...withMenus];
}
