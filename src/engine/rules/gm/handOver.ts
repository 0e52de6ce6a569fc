/**
 * A seat handed over: from now on another player plays it, with everything it holds (its hand, its
 * secrets, its place in every decision). The app sends it when the table votes to give an absent
 * player's seat to Mecatol's bot (app/bankVotes.ts) or when the creator or a server manager does so
 * (/ti-gm bot); the engine checks only that the seat and the new player make sense. Like a GM correction
 * it answers no decision and leaves the frame stack alone: the game goes on where it was, now waiting on
 * the new player. Nobody is expelled by it: the seat, its race and its score stay in the game.
 */
import type { Command } from "../../commands.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Tx } from "../../tx.ts";
import { MAX_REASON_LENGTH } from "./gmCorrection.ts";

const RULE = "Mecatol: seats handed over";
/** A name as a table shows it; user ids are Discord snowflakes, "playground:..." or "bot:...". */
const MAX_NAME_LENGTH = 64;
const MAX_USER_ID_LENGTH = 100;

const refuse = (code: string, message: string): RuleError => ruleError(code, RULE, message);

export function handOverSeat(
  tx: Tx,
  command: Extract<Command, { type: "handOverSeat" }>,
): RuleError | undefined {
  const { seat } = command;
  const userId = command.userId.trim();
  const name = command.name.trim();
  const reason = command.reason.trim();
  if (reason === "") return refuse("ERR_HAND_OVER_REASON", "Give a reason for handing the seat over.");
  if (reason.length > MAX_REASON_LENGTH)
    return refuse("ERR_HAND_OVER_REASON", `Keep the reason to ${MAX_REASON_LENGTH} characters.`);
  if (userId === "" || userId.length > MAX_USER_ID_LENGTH)
    return refuse("ERR_HAND_OVER_PLAYER", "Name the player who takes the seat over.");
  if (name === "" || name.length > MAX_NAME_LENGTH)
    return refuse("ERR_HAND_OVER_NAME", `The new player's name is 1 to ${MAX_NAME_LENGTH} characters.`);
  const holder = tx.state.players.find((p) => p.userId === userId);
  if (holder)
    return refuse(
      "ERR_HAND_OVER_SEATED",
      holder.seat === seat
        ? `${holder.name} already plays this seat.`
        : `${holder.name} already plays another seat in this game.`,
    );
  const previous = tx.state.players[seat]?.name ?? "";
  tx.emit({ type: "seatHandedOver", seat, userId, name, previous, reason });
  return undefined;
}
