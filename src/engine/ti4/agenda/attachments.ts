/**
 * The base game's laws attached to a planet (LRR 12; left out of a Prophecy of Kings deck): what each does
 * as it is elected, and Holy Planet of Ixth's point following the planet's controller, a standing rule so
 * whichever area changes control (invasion, an ability) needs no call. The values they add to a planet and
 * what they forbid there are queries in laws.ts.
 */
import type { Ti4AgendaId, Ti4PlanetId, Ti4UnitType } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import { controllerOf } from "../board/forces.ts";
import { positionOfPlanet } from "../board/galaxy.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4AgendaEffect, Ti4Tx } from "./effect.ts";
import { attachedTo, lawOf } from "./laws.ts";

/** Units destroyed on a planet: all of them, or only `limit` infantry of its controller. */
function destroyOn(tx: Ti4Tx, planet: Ti4PlanetId, infantryOnly: number | null): void {
  const position = positionOfPlanet(tx.state, planet);
  if (position === null) return;
  const controller = controllerOf(tx.state, planet);
  for (const force of [...(tx.state.board[position]?.planets[planet] ?? [])]) {
    if (infantryOnly !== null && force.seat !== controller) continue;
    const units =
      infantryOnly === null
        ? { ...force.units }
        : { infantry: Math.min(infantryOnly, force.units.infantry ?? 0) };
    if (Object.values(units).every((n) => !n)) continue;
    tx.emit({
      type: "ti4UnitsRemoved",
      seat: force.seat,
      place: { position, planet },
      units: units as Partial<Record<Ti4UnitType, number>>,
      reason: "destroyed",
    });
  }
}

/**
 * Holy Planet of Ixth: the planet's controller holds its point; when another gains control of it, the
 * point goes with it [recalled: the card says the new controller gains 1 and the old loses 1]. The law's
 * owner field records who holds the point.
 */
function holyPlanetFollowsControl(tx: Tx<Ti4>): boolean {
  const law = lawOf(tx.state, "holy_planet_of_ixth");
  const planet = attachedTo(tx.state, "holy_planet_of_ixth");
  if (!law || planet === null) return false;
  const controller = controllerOf(tx.state, planet);
  if (controller === law.owner) return false;
  const reason = "Holy Planet of Ixth";
  if (law.owner !== null && (tx.state.players[law.owner]?.vp ?? 0) > 0)
    tx.emit({ type: "ti4VictoryPointsGained", seat: law.owner, points: -1, reason });
  if (controller !== null) tx.emit({ type: "ti4VictoryPointsGained", seat: controller, points: 1, reason });
  tx.emit({ type: "ti4LawHolderChanged", agenda: "holy_planet_of_ixth", owner: controller });
  return true;
}

export const ATTACHMENT_STANDING = [holyPlanetFollowsControl];

export const ATTACHMENT_EFFECTS: Partial<Record<Ti4AgendaId, Ti4AgendaEffect>> = {
  // Core Mining: 1 infantry destroyed on the planet; it yields 2 more resources (laws.ts planetValues).
  core_mining: { before: (tx, r) => destroyOn(tx, r.outcome as Ti4PlanetId, 1) },
  // Demilitarized Zone: every unit on the planet destroyed; none may come there (laws.ts demilitarized).
  demilitarized_zone: { before: (tx, r) => destroyOn(tx, r.outcome as Ti4PlanetId, null) },
  senate_sanctuary: {},
  terraforming_initiative: {},
  // Holy Planet of Ixth: its controller's point is given by the standing rule above, once the law is in play.
  holy_planet_of_ixth: {},
};
