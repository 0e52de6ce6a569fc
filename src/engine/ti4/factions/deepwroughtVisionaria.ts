/**
 * The Deepwrought Scholarate's breakthrough, Visionaria Select (TE "Breakthroughs and Synergy";
 * content/ti4/breakthroughs.te.ts: "As an action, let other players pay 3 trade goods and a promissory note
 * each to research a generic technology that you gain as well").
 *
 * Read here [recalled: the printed card, as community references give it: "ACTION: Exhaust this card to allow
 * each other player to spend 3 trade goods and give you 1 promissory note. Each player that does may research
 * a non-faction, non-unit upgrade technology. You also gain each technology researched this way."]:
 * - It is a component action (LRR 22): the holder exhausts the card (readied as the status phase ends,
 *   breakthroughs.ts) and each other player in turn, from the holder's left (LRR 1.19's order [reading]),
 *   answers for themselves: join (`visionariaJoin`: 3 trade goods spent and a promissory note from their hand
 *   given to the holder) or not (`visionariaDecline`). Nobody answers for another player.
 * - A player who joins researches at no further cost (LRR 90, prerequisites as ever) a technology that is
 *   neither a faction technology nor a unit upgrade, or nothing (the research frame's `genericOnly`,
 *   optional); joining is refused while there is nothing such they could research.
 * - The holder gains (LRR 90: gaining needs no prerequisite) each technology researched this way that they do
 *   not own yet.
 */
import type { Ti4TechnologyId } from "../../../content/ti4/index.ts";
import { command, seat as seatField } from "../../commands/forms.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id } from "../forms.ts";
import type { Ti4Module } from "../hooks/index.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { genericNonUpgrade, pushResearch, researchable } from "../technology/research.ts";
import { breakthroughReady, exhaustBreakthrough } from "../thundersEdge/breakthroughs.ts";
import { holdsInHand, notePurged, notesInHand, type Ti4NoteRef } from "../transactions/notes.ts";
import { noteRulesOf } from "../transactions/noteTable.ts";

type Ti4Tx = Tx<Ti4>;

const RULE = "TE Breakthroughs and Synergy: Visionaria Select";
/** What joining costs in trade goods. */
export const VISIONARIA_TRADE_GOODS = 3;
const REASON = "Visionaria Select";

export const VISIONARIA_COMMANDS = [
  /** Visionaria Select (the Deepwrought's breakthrough): the card exhausted, the other players asked in turn. */
  command("visionariaSelect", {}),
  /** Visionaria Select, another player's answer: 3 trade goods and this note from their hand, then a research. */
  command("visionariaJoin", { note: ti4Id("promissoryNote"), owner: seatField }),
  /** Visionaria Select, another player's answer: not joining. */
  command("visionariaDecline", {}),
] as const;

/** Visionaria Select under way: `seat` used it; `asked` are the other players still to answer, in turn. */
export interface TeVisionariaSelectFrame {
  kind: "teVisionariaSelect";
  seat: Seat;
  asked: Seat[];
}

/** The other players from `seat`'s left, in seat order. */
function othersInTurn(state: Ti4State, seat: Seat): Seat[] {
  const n = state.players.length;
  return Array.from({ length: n - 1 }, (_, i) => (seat + 1 + i) % n);
}

/** What `seat` could research through Visionaria Select now (generic, no unit upgrade, prerequisites met). */
export function visionariaChoices(state: Ti4State, seat: Seat): Ti4TechnologyId[] {
  return researchable(state, seat, 0).filter(genericNonUpgrade);
}

function componentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (!breakthroughReady(state, seat, "deepwroughtbt")) return [];
  return [
    {
      kind: "visionariaSelect",
      seat,
      simultaneous: false,
      prompt:
        "Visionaria Select: exhaust it to let each other player pay 3 trade goods and a promissory note to research a technology you gain too",
    },
  ];
}

function visionariaSelect(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "visionariaSelect" }>,
): RuleError | undefined {
  const { seat } = command;
  if (!breakthroughReady(tx.state, seat, "deepwroughtbt"))
    return ruleError(
      "ERR_TI4_VISIONARIA_SELECT",
      RULE,
      "Visionaria Select is used by exhausting your ready breakthrough card, and you hold it ready only as the Deepwrought who gained it.",
    );
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  exhaustBreakthrough(tx, seat);
  const frame: TeVisionariaSelectFrame = {
    kind: "teVisionariaSelect",
    seat,
    asked: othersInTurn(tx.state, seat),
  };
  tx.emit({ type: "ti4FramePushed", frame });
  return undefined;
}

/** The Visionaria Select frame on top, asking `seat` now, or the refusal. */
function askedFrame(state: Ti4State, seat: Seat): TeVisionariaSelectFrame | RuleError {
  const frame = state.stack.at(-1);
  if (frame?.kind === "teVisionariaSelect" && frame.asked[0] === seat) return frame;
  return ruleError(
    "ERR_TI4_VISIONARIA_NOT_ASKED",
    RULE,
    "Visionaria Select is not asking you now: each other player answers in turn once its holder uses it.",
  );
}

function joinRefused(state: Ti4State, seat: Seat, note: Ti4NoteRef): RuleError | undefined {
  const goods = state.players[seat]?.tradeGoods ?? 0;
  if (goods < VISIONARIA_TRADE_GOODS)
    return ruleError(
      "ERR_TI4_VISIONARIA_GOODS",
      RULE,
      `Joining costs ${VISIONARIA_TRADE_GOODS} trade goods, and you have ${goods}.`,
      { tradeGoods: goods },
    );
  if (!holdsInHand(state, seat, note) || notePurged(state, note))
    return ruleError(
      "ERR_TI4_VISIONARIA_NOTE",
      RULE,
      "Joining gives a promissory note from your hand, and that note is not in your hand.",
      { note: note.note },
    );
  if (visionariaChoices(state, seat).length === 0)
    return ruleError(
      "ERR_TI4_VISIONARIA_NOTHING",
      RULE,
      "There is no technology you could research this way (neither a faction's nor a unit upgrade, prerequisites met): joining would gain you nothing.",
    );
  return undefined;
}

function visionariaJoin(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "visionariaJoin" }>,
): RuleError | undefined {
  const { seat } = command;
  const frame = askedFrame(tx.state, seat);
  if (frame.kind === "ruleError") return frame;
  const note = { note: command.note, owner: command.owner };
  const refused = joinRefused(tx.state, seat, note);
  if (refused) return refused;
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, asked: frame.asked.slice(1) } });
  tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: -VISIONARIA_TRADE_GOODS, reason: REASON });
  tx.emit({ type: "ti4PromissoryNoteGiven", giver: seat, receiver: frame.seat, ...note });
  // LRR 69: a note that lies face up once received (Support for the Throne) does so at once.
  const rules = noteRulesOf(note.note, tx.state);
  if (rules?.onReceived && frame.seat !== note.owner) {
    tx.emit({ type: "ti4PromissoryNoteLaidOut", seat: frame.seat, ...note });
    rules.onReceived(tx, frame.seat, note.owner);
  }
  pushResearch(tx, { seat, cost: 0, optional: true, reason: REASON, genericOnly: true });
  return undefined;
}

function visionariaDecline(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "visionariaDecline" }>,
): RuleError | undefined {
  const frame = askedFrame(tx.state, command.seat);
  if (frame.kind === "ruleError") return frame;
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, asked: frame.asked.slice(1) } });
  return undefined;
}

const visionariaFrame: FrameRules<Ti4, TeVisionariaSelectFrame> = {
  decisions: (state, frame) => {
    const seat = frame.asked[0];
    if (seat === undefined) return [];
    return [
      {
        kind: "visionariaJoin",
        seat,
        simultaneous: false,
        prompt:
          "Visionaria Select: pay 3 trade goods and give a promissory note to research a technology (the Deepwrought gain it too)",
        choices: visionariaChoices(state, seat),
      },
      { kind: "visionariaDecline", seat, simultaneous: false, prompt: "Visionaria Select: do not join" },
    ];
  },
  advance: (tx, frame) => {
    if (frame.asked.length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

/** The holder gains each technology researched through Visionaria Select (the frame beneath the research). */
function afterTechnologyResearched(tx: Ti4Tx, seat: Seat, technology: Ti4TechnologyId): void {
  const frame = [...tx.state.stack].reverse().find((f) => f.kind === "teVisionariaSelect");
  if (frame?.kind !== "teVisionariaSelect" || frame.seat === seat) return;
  if (!genericNonUpgrade(technology)) return;
  if (tx.state.players[frame.seat]?.technologies.includes(technology)) return;
  tx.emit({ type: "ti4TechnologiesGained", seat: frame.seat, technologies: [technology] });
}

export const TE_VISIONARIA_SELECT: Ti4Module = {
  id: "teVisionariaSelect",
  commands: { visionariaSelect, visionariaJoin, visionariaDecline },
  frames: { teVisionariaSelect: visionariaFrame },
  hooks: { componentActions, afterTechnologyResearched },
};

/** Notes the bot gives away to join: its own colour's that cost it little (never Support for the Throne). */
const NOTES_GIVEN = ["ceasefire", "politicalsecret", "tradeagreement"];

/**
 * The bot uses Visionaria Select when its turn would otherwise be passed (policy.ts), and joins another's when
 * it has 3 trade goods, a cheap note of its own colour in hand and something to research; else it declines.
 */
export const VISIONARIA_ANSWERS: Ti4Answers = {
  visionariaSelect: (_state, decision) => [{ type: "visionariaSelect", seat: decision.seat }],
  visionariaJoin: (state, decision) => {
    const seat = decision.seat;
    const decline: Ti4Command = { type: "visionariaDecline", seat };
    const note = notesInHand(state, seat).find((n) => n.owner === seat && NOTES_GIVEN.includes(n.note));
    if (!note || joinRefused(state, seat, note)) return [decline];
    return [{ type: "visionariaJoin", seat, note: note.note, owner: note.owner }, decline];
  },
  visionariaDecline: (_state, decision) => [{ type: "visionariaDecline", seat: decision.seat }],
};
