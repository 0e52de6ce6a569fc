/**
 * A seat handed over, in either edition (TI3's rules/gm/handOver.ts, TI4's ti4/seats/handOver.ts): from
 * now on another player plays it, with everything it holds. Not a rule of the game but the table's own
 * bookkeeping, kept in the log so that a replay and an undo keep it. Only the seat and the new player are
 * checked here; who may hand a seat over is the app's to say.
 */
import { type RuleError, ruleError } from "../ruleError.ts";
import type { Seat } from "./types.ts";

const RULE = "Mecatol: seats handed over";
/**
 * A reason for a hand-over or a game master's correction, in either edition: long enough for a sentence
 * or a link to the discussion; the log keeps it forever.
 */
export const MAX_REASON_LENGTH = 300;
/** A name as a table shows it; user ids are Discord snowflakes, "playground:..." or "bot:...". */
const MAX_NAME_LENGTH = 64;
const MAX_USER_ID_LENGTH = 100;

export interface SeatHandedOver {
  type: "seatHandedOver";
  seat: Seat;
  userId: string;
  name: string;
  previous: string;
  reason: string;
}

const refuse = (code: string, message: string): RuleError => ruleError(code, RULE, message);

/** The event that hands `command.seat` to the new player, or why it cannot be. */
export function seatHandedOver(
  players: readonly { seat: Seat; userId: string; name: string }[],
  command: { seat: Seat; userId: string; name: string; reason: string },
): SeatHandedOver | RuleError {
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
  const holder = players.find((p) => p.userId === userId);
  if (holder)
    return refuse(
      "ERR_HAND_OVER_SEATED",
      holder.seat === seat
        ? `${holder.name} already plays this seat.`
        : `${holder.name} already plays another seat in this game.`,
    );
  const previous = players[seat]?.name ?? "";
  return { type: "seatHandedOver", seat, userId, name, previous, reason };
}
