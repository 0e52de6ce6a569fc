/**
 * Crash Landing (Thunder's Edge action card; text in content/ti4/actionCards.te.ts; TE "Coexist"): when the
 * holder's last ship in the active system is destroyed (the moment: combat/lastShip.ts), they put 1 of their
 * ground forces from that space area onto a planet of the system other than Mecatol Rex. The play names the
 * ground force (`unit`: infantry or mech) and the planet.
 *
 * Readings [our own]:
 * - On a planet the holder controls, the unit simply lands. On any other planet it coexists
 *   (thundersEdge/coexist.ts `beginCoexistence`) with whoever is there; on a planet nobody holds and nobody
 *   stands on, it coexists with nobody, so the coexistence settles as the tactical action ends and the holder
 *   gains the planet, exhausted (`settleCoexistence`).
 * - An undamaged mech goes first; a damaged one keeps its damage.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { controllerOf } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import { activeSystem, shipsThere } from "../combat/lastShip.ts";
import { MECATOL_REX } from "../invasion/reads.ts";
import type { Ti4State } from "../state.ts";
import { beginCoexistence } from "../thundersEdge/coexist.ts";
import { named, refuse, type Ti4CardEffect, type Ti4CardPlay } from "./effect.ts";

const CARD = "Crash Landing";

/** The ground forces of `seat` in the active system's space area, and that system, or null. */
function stranded(state: Ti4State, seat: Seat) {
  const position = activeSystem(state);
  if (position === null) return null;
  const force = state.board[position]?.space.find((f) => f.seat === seat);
  return { position, infantry: force?.units.infantry ?? 0, mech: force?.units.mech ?? 0 };
}

function checkCrashLanding(state: Ti4State, seat: Seat, play: Ti4CardPlay) {
  const at = stranded(state, seat);
  if (!at || shipsThere(state, seat, at.position) > 0)
    return refuse(CARD, "it is played when your last ship in the active system is destroyed.");
  const unit = named(play, "unit", CARD, "the ground force to land (infantry or mech)");
  if ("error" in unit) return unit.error;
  if (unit.value !== "infantry" && unit.value !== "mech")
    return refuse(CARD, `only a ground force lands (infantry or mech), not a ${unit.value}.`);
  if (at[unit.value] === 0)
    return refuse(CARD, `you have no ${unit.value} in the space area of ${at.position}.`);
  const planet = named(play, "planet", CARD, "a planet of the active system");
  if ("error" in planet) return planet.error;
  if (!planetsAt(state, at.position).includes(planet.value))
    return refuse(CARD, `${planet.value} is not a planet of ${at.position}.`);
  if (planet.value === MECATOL_REX) return refuse(CARD, "the ground force may not land on Mecatol Rex.");
  return undefined;
}

export const CRASH_LANDING: Ti4CardEffect = {
  names: ["unit", "planet"],
  check: checkCrashLanding,
  resolve(tx, seat, play) {
    const at = stranded(tx.state, seat);
    const unit = play.unit;
    const planet = play.planet as Ti4PlanetId;
    if (!at || (unit !== "infantry" && unit !== "mech")) return;
    const force = tx.state.board[at.position]?.space.find((f) => f.seat === seat);
    const damaged = at[unit] - (force?.damaged?.[unit] ?? 0) > 0 ? {} : { damaged: { [unit]: 1 } };
    tx.emit({
      type: "ti4UnitsMoved",
      seat,
      from: { position: at.position },
      to: { position: at.position, planet },
      units: { [unit]: 1 },
      ...damaged,
    });
    if (controllerOf(tx.state, planet) !== seat) beginCoexistence(tx, seat, at.position, planet);
  },
};

/** The bot saves a mech before an infantry, on its own planet if it has one there, else the first offered. */
export function crashLandingPlay(state: Ti4State, seat: Seat, plays: Ti4CardPlay[]): Ti4CardPlay | null {
  const own = (p: Ti4CardPlay) => p.planet !== undefined && controllerOf(state, p.planet) === seat;
  const ranked = [...plays].sort(
    (a, b) => Number(b.unit === "mech") - Number(a.unit === "mech") || Number(own(b)) - Number(own(a)),
  );
  return ranked[0] ?? null;
}
