/**
 * The Firmament's breakthrough, The Sowing (TE "Breakthroughs and Synergy"; the card's text as the community
 * bot's breakthrough data gives it, AsyncTI4/TI4_map_generator_bot@002c449ed6040a895b8ecc9c0186966b9d894f5a:
 * src/main/resources/data/breakthroughs/te_breakthroughs.json): as its holder gains the card, and at the
 * start of each status phase, they may place up to 3 of their trade goods on it. The goods lie on the card,
 * out of their supply (`breakthroughTradeGoods`), and stay there as the card turns into the Obsidian's
 * The Reaping (Puppets of the Blade), whose rule gives them back [the Obsidian's side, not this file].
 *
 * Each time is a frame of its own (`ti4Sowing`) asking for a number from 0 to 3, no more than the trade
 * goods held; with no trade good, nothing is asked. Up to 3 each time, not 3 in all [our reading: "place up
 * to 3" is what one occasion allows; the card names no limit to what lies on it].
 */
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import { playerOf, type Ti4State } from "../state.ts";
import { holdsBreakthrough } from "../thundersEdge/breakthroughs.ts";
import type { Ti4FirmamentEvent } from "./firmament.commands.ts";
import type { Ti4SowingFrame } from "./firmament.frames.ts";

type Ti4Tx = Tx<Ti4>;
const RULE = "TE Breakthroughs and Synergy: The Sowing";
/** The most trade goods placed on The Sowing at one time. */
export const SOWING_MOST = 3;

/** Whether `seat` holds The Sowing face up (the Firmament's side of firmamentbt). */
function holdsSowing(state: Ti4State, seat: Seat): boolean {
  return holdsBreakthrough(state, seat, "firmamentbt") && hasFaction(state, seat, "firmament");
}

/** The most `seat` may place on The Sowing now: 3, or fewer with fewer trade goods. */
export function sowable(state: Ti4State, seat: Seat): number {
  return Math.min(SOWING_MOST, state.players[seat]?.tradeGoods ?? 0);
}

function offer(tx: Ti4Tx, seat: Seat): void {
  if (!holdsSowing(tx.state, seat) || sowable(tx.state, seat) === 0) return;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Sowing", seat } });
}

function breakthroughGained(tx: Ti4Tx, seat: Seat): void {
  offer(tx, seat);
}

function statusPhaseStarted(tx: Ti4Tx): void {
  for (const player of tx.state.players) offer(tx, player.seat);
}

const frame: FrameRules<Ti4, Ti4SowingFrame> = {
  decisions: (state, f) => [
    {
      kind: "sowTradeGoods",
      seat: f.seat,
      simultaneous: false,
      prompt: `The Sowing: place up to ${sowable(state, f.seat)} of your trade goods on the card (0 for none)`,
      choices: Array.from({ length: sowable(state, f.seat) + 1 }, (_, n) => String(n)),
    },
  ],
};

function sowTradeGoods(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "sowTradeGoods" }>,
): RuleError | undefined {
  const { seat, amount } = command;
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4Sowing" || top.seat !== seat)
    return ruleError(
      "ERR_TI4_SOWING",
      RULE,
      "The Sowing takes trade goods only as you gain the card and at the start of the status phase.",
    );
  const most = sowable(tx.state, seat);
  if (amount > most)
    return ruleError(
      "ERR_TI4_SOWING",
      RULE,
      `You may place at most ${most} trade goods on The Sowing now (up to ${SOWING_MOST}, from those you hold).`,
      { amount },
    );
  tx.emit({ type: "ti4FramePopped" });
  if (amount > 0) tx.emit({ type: "ti4TradeGoodsSown", seat, amount });
  return undefined;
}

export const TI4_FIRMAMENT_SOWING: Ti4Module = {
  id: "firmamentSowing",
  commands: { sowTradeGoods },
  frames: { ti4Sowing: frame },
  events: {
    ti4TradeGoodsSown(draft: Ti4State, e: Extract<Ti4FirmamentEvent, { type: "ti4TradeGoodsSown" }>) {
      const player = playerOf(draft, e.seat);
      if (player.tradeGoods < e.amount) throw new Error(`seat ${e.seat} sows trade goods it does not have`);
      player.tradeGoods -= e.amount;
      player.breakthroughTradeGoods = (player.breakthroughTradeGoods ?? 0) + e.amount;
    },
  },
  hooks: { breakthroughGained, statusPhaseStarted },
};
