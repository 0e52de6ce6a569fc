/**
 * Data Skimmer, the Ral Nel Consortium's breakthrough (ralnelbt; TE "Breakthroughs and Synergy"; the card:
 * scottmk/ti4-reference@b7b6d340e509e2aa55abe45674d5a13a2d8080be:snippets/breakthroughs/te/ralnel-data-skimmer.md,
 * in our words): during the action phase, while its holder has not passed, the action cards other players
 * discard go onto the card instead of the discard pile; when its holder passes, they take one of them into
 * their hand and discard the rest.
 *
 * Where the cards go is read as each discard is folded (actionCards/deck.ts asks `dataSkimmerCatcher`),
 * from the state alone (the phase, the holder, their pass), so a replay puts each card where it went. The
 * pass pushes frame `teDataSkimmer` (hook `playerPassed`), answered by `dataSkimmerTake`.
 *
 * Our readings, from the faction's rules notes [recalled] (Bshah11/DataCleaner StructuredData/faction_lrr/
 * The_Ral_Nel_Consortium_lrr.md): the holder's own discards go to the discard pile; every other discard
 * goes onto the card, a card played or cancelled, one discarded for the hand limit or for any other
 * effect; the cards on it are face up (public, as discards are) and are not in the discard pile. Cards
 * still on it once its holder is eliminated stay there [our reading; the card says nothing].
 *
 * The bot takes the first card offered [our own choice], so the game never waits on it.
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import { command } from "../../commands/forms.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id } from "../forms.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsBreakthrough } from "../thundersEdge/breakthroughs.ts";

const SECTION = "TE Ral Nel: Data Skimmer (breakthrough)";

export const RALNEL_DATA_SKIMMER_COMMANDS = [
  /** Data Skimmer, as its holder passes: the action card taken from it into the hand; the rest are discarded. */
  command("dataSkimmerTake", { card: ti4Id<Ti4ActionCardId>("actionCard") }),
] as const;

/** `seat` has passed holding Data Skimmer with cards on it: which one they take is asked. */
export interface TeDataSkimmerFrame {
  kind: "teDataSkimmer";
  seat: Seat;
}

export type TeDataSkimmerEvent =
  /** Data Skimmer: `seat` took `card` from the card into their hand; `discarded` went to the discard pile. */
  {
    type: "teDataSkimmerTaken";
    seat: Seat;
    card: Ti4ActionCardId;
    discarded: Ti4ActionCardId[];
  };

/**
 * The seat whose Data Skimmer catches the action cards `discarder` discards now, if any: the action phase
 * of a game with Thunder's Edge, another player holding the card who has not passed (nor been eliminated).
 * Read by the fold of every discard (actionCards/deck.ts).
 */
export function dataSkimmerCatcher(state: Ti4State, discarder: Seat): Seat | undefined {
  if (state.phase !== "action") return undefined;
  const holder = state.players.find(
    (p) => p.seat !== discarder && !p.passed && !p.eliminated && holdsBreakthrough(state, p.seat, "ralnelbt"),
  );
  return holder?.seat;
}

/** The distinct cards on `seat`'s Data Skimmer, in the order they came. */
function cardsOn(state: Ti4State, seat: Seat): Ti4ActionCardId[] {
  return [...new Set(state.players[seat]?.dataSkimmer ?? [])];
}

function askOnPass(tx: Tx<Ti4>, seat: Seat): void {
  if (!holdsBreakthrough(tx.state, seat, "ralnelbt") || cardsOn(tx.state, seat).length === 0) return;
  const frame: TeDataSkimmerFrame = { kind: "teDataSkimmer", seat };
  tx.emit({ type: "ti4FramePushed", frame });
}

const dataSkimmerFrame: FrameRules<Ti4, TeDataSkimmerFrame> = {
  decisions: (state, frame) => [
    {
      kind: "dataSkimmerTake",
      seat: frame.seat,
      simultaneous: false,
      prompt: "you passed: take 1 action card from Data Skimmer into your hand (the rest are discarded)",
      choices: cardsOn(state, frame.seat),
    },
  ],
};

type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

function dataSkimmerTake(tx: Tx<Ti4>, cmd: CommandOf<"dataSkimmerTake">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "teDataSkimmer" || frame.seat !== cmd.seat)
    return ruleError(
      "ERR_TI4_DATA_SKIMMER_NOT_ASKED",
      SECTION,
      "A card is taken from Data Skimmer only as its holder passes.",
    );
  const on = tx.state.players[cmd.seat]?.dataSkimmer ?? [];
  const at = on.indexOf(cmd.card);
  if (at < 0)
    return ruleError(
      "ERR_TI4_DATA_SKIMMER_CARD",
      SECTION,
      `Take one of the action cards on your Data Skimmer: ${cmd.card} is not on it.`,
      { card: cmd.card },
    );
  tx.emit({ type: "ti4FramePopped" });
  const discarded = on.filter((_, i) => i !== at);
  tx.emit({ type: "teDataSkimmerTaken", seat: cmd.seat, card: cmd.card, discarded });
  return undefined;
}

export const RALNEL_DATA_SKIMMER_ANSWERS: Ti4Answers = {
  dataSkimmerTake: (state, d) =>
    cardsOn(state, d.seat).map((card) => ({ type: "dataSkimmerTake" as const, seat: d.seat, card })),
};

export const TE_RALNEL_DATA_SKIMMER: Ti4Module = {
  id: "faction:ralnel:dataSkimmer",
  commands: { dataSkimmerTake },
  frames: { teDataSkimmer: dataSkimmerFrame },
  events: {
    teDataSkimmerTaken(draft: Ti4State, e: TeDataSkimmerEvent) {
      const player = draft.players[e.seat];
      if (!player) throw new Error(`no seat ${e.seat}`);
      delete player.dataSkimmer;
      player.secret.actionCards.push(e.card);
      draft.decks.action.discard.push(...e.discarded);
    },
  },
  hooks: { playerPassed: askOnPass },
};
