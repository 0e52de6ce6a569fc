/** Rule moments Thunder's Edge's galactic events add (TE "Galactic Events"; each event's module answers). */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4GalacticEventHooks {
  /**
   * LRR 16, 37 as Age of Fighters changes them: true when each of `seat`'s fighters that counts against the
   * fleet pool (beyond the ships' room) carries 1 ground force (never a fighter). Any true answer is enough.
   */
  fightersCarryGroundForces: (state: Ti4State, seat: Seat) => boolean;
}
