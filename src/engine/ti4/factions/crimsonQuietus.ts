/**
 * The Quietus, the Crimson Rebellion's flagship (content/ti4/units.te.ts): while it is in a system with an
 * active breach, other players' units in systems with active breaches lose their unit abilities.
 *
 * Answered at hook point unitAbilitiesLost (hooks/crimson.ts), which the entropic scar's gate asks for every
 * unit ability the engine reads (thundersEdge/entropicScar.ts unitAbilitiesVoid: SUSTAIN DAMAGE, ANTI-FIGHTER
 * BARRAGE, SPACE CANNON, BOMBARDMENT, PLANETARY SHIELD, PRODUCTION). Text abilities are untouched (the TE
 * faction reference's notes on the Quietus [recalled]); the units lose their own abilities only: a unit
 * ability used against them from elsewhere (a PDS outside any breach firing at them) still works, and so do
 * the Crimson's own units. Neutral units belong to no player: they keep theirs.
 * [Our reading: "its system" is where the Quietus stands, any active breach in play counts for the units,
 * not only the Quietus's own system.]
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { unitsIn } from "../board/forces.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { activeBreaches, breachAt } from "./crimsonBreaches.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";

/** The seats whose Quietus stands in a system with an active breach. */
export function quietusSeats(state: Ti4State): Seat[] {
  if (!state.breaches) return [];
  const active = activeBreaches(state);
  // The Quietus's text, on a Nekro flagship too through Valefar Assimilator Z (flagshipText.ts).
  const holders = state.players
    .filter((p) => !p.eliminated && flagshipHasAbilityOf(state, p.seat, "crimson"))
    .map((p) => p.seat);
  return holders.filter((seat) =>
    active.some((position) => (unitsIn(state.board[position], seat).flagship ?? 0) > 0),
  );
}

/** The Quietus: `seat`'s units in `position` have no unit abilities. */
export function lostToQuietus(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  if (breachAt(state, position) !== "active") return false;
  return quietusSeats(state).some((crimson) => crimson !== seat);
}

export const TI4_CRIMSON_QUIETUS: Ti4Module = {
  id: "crimsonQuietus",
  hooks: { unitAbilitiesLost: lostToQuietus },
};
