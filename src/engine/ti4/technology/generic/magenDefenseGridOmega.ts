/**
 * Magen Defense Grid ΩΩ (Codex IV's printing, content/ti4/technologies.ts TI4_OMEGA_VARIANTS), played in
 * place of the printed card in a game with Thunder's Edge (TE "Expansion Integration"; thundersEdge/codex.ts
 * `codexRevisionsInPlay`): "When any player activates a system holding your structures, put 1 infantry from
 * your reinforcements with each of those structures. As a ground combat begins on a planet holding one of
 * your structures, produce 1 hit on your opponent's ground forces there."
 *
 * - Activation (hook afterSystemActivated: a tactical action's, or the revised Warfare's without a token):
 *   each holder's structures (PDS and space docks) in the active system, planet by planet, each bring 1
 *   infantry onto its planet, whoever activated; none is asked, the card saying "put". Infantry are not
 *   capped (LRR 68.3), so the reinforcements always hold them today; a capped count would put what is left.
 * - Ground combat (hook groundCombatStarts: before any round is rolled): each side holding the card with a
 *   structure on the planet produces 1 hit on the other side's ground forces there. The holder assigns it
 *   [recalled: "assign it to 1 of your opponent's ground forces"], and takes an infantry when there is one
 *   (a mech could cancel it with SUSTAIN DAMAGE), else a mech [our choice: the holder's best]; the hit then
 *   goes through the ordinary assignment (a card cancelling hits, sustain damage).
 * - Not asked in a ground combat against neutral units: the player fighting there is the invader, whose
 *   structures stand on no planet neutral ground forces hold.
 */
import type { Ti4PlanetId, Ti4UnitType } from "../../../../content/ti4/index.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { forcesIn, type Ti4Place, unitsIn } from "../../board/forces.ts";
import { pushHitAssignment } from "../../combat/hits.ts";
import { eachSide } from "../../combat/sides.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { codexRevisionsInPlay } from "../../thundersEdge/codex.ts";
import { ti4Reinforcements } from "../../units.ts";
import { ownsTechnology } from "../owned.ts";

const MAGEN = "md";
const REASON = "Magen Defense Grid \u03a9\u03a9";

/** `seat`'s structures on the planet of `place`. */
function structuresOf(state: Ti4State, seat: Seat, place: Ti4Place): number {
  const units = unitsIn(state.board[place.position], seat, place.planet);
  return (units.pds ?? 0) + (units.spaceDock ?? 0);
}

function holds(state: Ti4State, seat: Seat): boolean {
  return codexRevisionsInPlay(state) && ownsTechnology(state, seat, MAGEN);
}

/** LRR 89.1 moment: 1 infantry with each structure of each holder in the activated system. */
function garrison(tx: Tx<Ti4>, _active: Seat, system: PositionLabel): void {
  if (!codexRevisionsInPlay(tx.state)) return;
  const planets = Object.keys(tx.state.board[system]?.planets ?? {}) as Ti4PlanetId[];
  for (const player of tx.state.players) {
    if (player.eliminated || !holds(tx.state, player.seat)) continue;
    for (const planet of planets) {
      const place = { position: system, planet };
      const owed = structuresOf(tx.state, player.seat, place);
      const infantry = Math.min(owed, ti4Reinforcements(tx.state, player.seat, "infantry"));
      if (infantry > 0)
        tx.emit({ type: "ti4UnitsPlaced", seat: player.seat, place, units: { infantry }, reason: REASON });
    }
  }
}

/** The ground force the holder assigns its hit to: an infantry when there is one, else a mech. */
function target(state: Ti4State, opponent: Seat, place: Ti4Place): Ti4UnitType | undefined {
  const forces = forcesIn(state.board[place.position], place.planet).find((f) => f.seat === opponent);
  if ((forces?.units.infantry ?? 0) > 0) return "infantry";
  if ((forces?.units.mech ?? 0) > 0) return "mech";
  return undefined;
}

/** As a ground combat begins: 1 hit from each side holding the card with a structure there. */
function opening(tx: Tx<Ti4>, combat: { place: Ti4Place; attacker: Seat; defender: Seat }): void {
  const { place } = combat;
  if (place.planet === undefined || !codexRevisionsInPlay(tx.state)) return;
  for (const [seat, opponent] of eachSide(combat)) {
    if (!holds(tx.state, seat) || structuresOf(tx.state, seat, place) === 0) continue;
    const type = target(tx.state, opponent, place);
    if (type === undefined) continue;
    pushHitAssignment(tx, { seat: opponent, place, hits: 1, reason: "groundCombat", only: [type] });
  }
}

export const TE_MAGEN_DEFENSE_GRID_OMEGA: Ti4Module = {
  id: "magenDefenseGridOmega",
  hooks: { afterSystemActivated: garrison, groundCombatStarts: opening },
};
