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
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

const RULE = "Mecatol: seats handed over";
/** As TI3's: a reason a table can read, a name as a table shows it, a user id the app made. */
const MAX_REASON_LENGTH = 300;
const MAX_NAME_LENGTH = 64;
const MAX_USER_ID_LENGTH = 100;

export type Ti4SeatEvent = {
  type: "seatHandedOver";
  seat: Seat;
  userId: string;
  name: string;
  previous: string;
  reason: string;
};

const refuse = (code: string, message: string): RuleError => ruleError(code, RULE, message);

function handOverSeat(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "handOverSeat" }>,
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
