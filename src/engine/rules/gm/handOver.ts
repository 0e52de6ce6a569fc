/**
 * A seat handed over: from now on another player plays it, with everything it holds (its hand, its
 * secrets, its place in every decision). The app sends it when the table votes to give an absent
 * player's seat to Mecatol's bot (app/bankVotes.ts) or when the creator or a server manager does so
 * (/ti-gm bot); the engine checks only that the seat and the new player make sense. Like a GM correction
 * it answers no decision and leaves the frame stack alone: the game goes on where it was, now waiting on
 * the new player. Nobody is expelled by it: the seat, its race and its score stay in the game.
 */
import type { Command } from "../../commands.ts";
import { seatHandedOver } from "../../kernel/seatHandOver.ts";
import { isRuleError, type RuleError } from "../../ruleError.ts";
import type { Tx } from "../../tx.ts";

export function handOverSeat(
  tx: Tx,
  command: Extract<Command, { type: "handOverSeat" }>,
): RuleError | undefined {
  const handed = seatHandedOver(tx.state.players, command);
  if (isRuleError(handed)) return handed;
  tx.emit(handed);
  return undefined;
}
