/** Rule moments of the round's order (LRR 48): who acts first. */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4RoundHooks {
  /**
   * LRR 48: a number that stands in for the initiative of `seat`'s strategy cards (the Naalu "0" token), or
   * undefined to leave it to the cards. The lowest answer is taken.
   */
  initiativeOverride: (state: Ti4State, seat: Seat) => number | undefined;
}
