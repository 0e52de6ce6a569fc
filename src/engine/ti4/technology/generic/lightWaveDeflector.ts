/**
 * Light/Wave Deflector (content/ti4/technologies.generic.ts, "lwd"): its owner's ships may move through
 * systems that hold other players' ships. LRR 58.4a bars a ship from passing such a system; this card lifts
 * the bar for every ship of its owner, whatever the group (hook `mayPassShips`, read by tactical/paths.ts's
 * `entryProblem`, so the movement rule, the checks of a named path and the bot's route search in
 * tactical/bot.ts all read it alike). TE neutral ships count as another player's units for passing, so the
 * card passes them too (paths.ts). Ending the move in such a system is unchanged: it was always allowed,
 * and it starts a combat (LRR 58.4a, 78).
 */
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { ownsTechnology } from "../owned.ts";

/** LRR 58.4a lifted: `seat` owns Light/Wave Deflector. */
function mayPassShips(state: Ti4State, seat: Seat): boolean {
  return ownsTechnology(state, seat, "lwd");
}

export const TI4_LIGHT_WAVE_DEFLECTOR: Ti4Module = {
  id: "technology:lwd",
  hooks: { mayPassShips },
};
