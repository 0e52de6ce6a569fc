/** The table's own command on a seat (handOver.ts): sent by the app alone, never typed by a player. */
import { command, text } from "../../commands/forms.ts";

export const TI4_SEAT_COMMANDS = [
  /** The seat changes hands (to Mecatol's bot, app/handOver.ts): the new user id and name, and why. */
  command("handOverSeat", { userId: text, name: text, reason: text }),
] as const;
