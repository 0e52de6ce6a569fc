/**
 * A Fourth Edition seat handed over, as a Third Edition one is (rules/gm/handOver.ts): from now on another
 * player (Mecatol's bot) plays it, with everything it holds: its faction, its secrets, its place in every
 * decision. The app sends it when a game master hands an absent player's seat to the bot, or the table
 * votes so after a time bank ran out (app/handOver.ts); the engine checks only that the seat and the new
 * player make sense. It answers no decision and leaves the frame stack alone: the game goes on where it
 * was, now waiting on the new player. Nobody is expelled: the seat, its faction and its score stay.
 *
 * Not a rule of the game (the LRR has no such step): the table's own bookkeeping, kept in the log so that
 * a replay and an undo keep it.
 */
import type { KernelModule } from "../../kernel/assemble.ts";
import { type SeatHandedOver, seatHandedOver } from "../../kernel/seatHandOver.ts";
import type { Tx } from "../../kernel/tx.ts";
import { isRuleError, type RuleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export type Ti4SeatEvent = SeatHandedOver;

function handOverSeat(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "handOverSeat" }>,
): RuleError | undefined {
  const handed = seatHandedOver(tx.state.players, command);
  if (isRuleError(handed)) return handed;
  tx.emit(handed);
  return undefined;
}

export const TI4_SEAT_HAND_OVER: KernelModule<Ti4> = {
  id: "seatHandOver",
  commands: { handOverSeat },
  events: {
    seatHandedOver(draft: Ti4State, e: Ti4SeatEvent) {
      const player = draft.players[e.seat];
      if (!player) return;
      player.userId = e.userId;
      player.name = e.name;
    },
  },
};
