/** The Mentak Coalition's own command and frame: Pillage, taken or let go. */
import { command, oneOf, orNull } from "../../commands/forms.ts";
import type { Seat } from "../../kernel/types.ts";

export const MENTAK_COMMANDS = [
  /** Pillage: take 1 of the neighbour's trade goods or commodities, or (null) take nothing. */
  command("pillage", { take: orNull(oneOf(["tradeGood", "commodity"] as const)) }),
] as const;

/** `target`, a neighbour of the Mentak `seat`, just ended a transaction or a gain with 3 trade goods or more. */
export interface Ti4PillageFrame {
  kind: "ti4Pillage";
  seat: Seat;
  target: Seat;
}
