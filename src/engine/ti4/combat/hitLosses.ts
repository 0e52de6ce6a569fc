/**
 * An assignment of hits carried out (LRR 87, 78.6): units sustaining damage, then units destroyed (the damaged
 * ones of a type first), and the Alastor's ground forces lost as ships on their planets.
 */
import type { Ti4PlanetId, Ti4UnitType } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Ti4Place } from "../board/forces.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4UnitCounts } from "../state.ts";
import type { Ti4AssignHitsFrame, Ti4PlanetUnits } from "./frames.ts";
import { hitTargets, planetHitTargets, type Ti4PlanetHits, total } from "./hitTargets.ts";

type Ti4Tx = Tx<Ti4>;

/** Applies an assignment: units sustaining damage, then units destroyed (the damaged ones of a type first). */
export function resolveAssignment(
  tx: Ti4Tx,
  frame: Ti4AssignHitsFrame,
  sustain: Ti4UnitCounts,
  destroy: Ti4UnitCounts,
  onPlanets: Ti4PlanetHits[] = [],
): void {
  const { seat, place } = frame;
  const before = hitTargets(tx.state, frame).damaged;
  const beforeOnPlanets = planetHitTargets(tx.state, frame);
  if (frame.sustained || frame.hits <= 0) {
    tx.emit({ type: "ti4FramePopped" });
    return;
  }
  const apply = (
    where: Ti4Place,
    hurtBefore: Ti4UnitCounts,
    sustained: Ti4UnitCounts,
    lost: Ti4UnitCounts,
  ) => {
    if (total(sustained) > 0) tx.emit({ type: "ti4UnitsDamaged", seat, place: where, units: sustained });
    if (total(lost) === 0) return;
    const damaged: Ti4UnitCounts = {};
    for (const [type, n] of Object.entries(lost) as [Ti4UnitType, number][]) {
      const hurt = Math.min(n, (hurtBefore[type] ?? 0) + (sustained[type] ?? 0));
      if (hurt > 0) damaged[type] = hurt;
    }
    tx.emit({
      type: "ti4UnitsRemoved",
      seat,
      place: where,
      units: lost,
      ...(total(damaged) > 0 ? { damaged } : {}),
      reason: "destroyed",
    });
  };
  apply(place, before, sustain, destroy);
  // The Alastor: ground forces fighting as ships from their planets are damaged and destroyed there.
  for (const hit of onPlanets) {
    const hurt = beforeOnPlanets.find((p) => p.planet === hit.planet)?.damaged ?? {};
    apply({ position: place.position, planet: hit.planet }, hurt, hit.sustain ?? {}, hit.destroy ?? {});
  }
  lostAsShips(tx, frame, destroy, onPlanets);
  // LRR 61.10: what the hits destroyed, for the moments that count units destroyed (objectives/moments.ts);
  // with no unit sustaining damage the assignment is over first.
  const assigned = () => {
    for (const answer of hookAnswers(tx.state, "hitsAssigned"))
      answer(tx, { seat, place, reason: frame.reason, destroyed: destroy });
    for (const hit of onPlanets)
      if (total(hit.destroy ?? {}) > 0)
        for (const answer of hookAnswers(tx.state, "hitsAssigned"))
          answer(tx, {
            seat,
            place: { position: place.position, planet: hit.planet },
            reason: frame.reason,
            destroyed: hit.destroy ?? {},
          });
  };
  // The Alastor: a ground force fighting as a ship from its planet sustains damage as a ship does, at its
  // planet (LRR 87; the combat's ships, for card effects [recalled: public rulings]).
  const sustainedOnPlanets: Ti4PlanetUnits = {};
  for (const hit of onPlanets) if (total(hit.sustain ?? {}) > 0) sustainedOnPlanets[hit.planet] = hit.sustain;
  const onPlanetsSustained = Object.keys(sustainedOnPlanets).length > 0;
  if (total(sustain) === 0 && !onPlanetsSustained) {
    tx.emit({ type: "ti4FramePopped" });
    assigned();
    return;
  }
  // LRR 87: the moment a unit has sustained damage (Direct Hit); the frame pops once it is answered.
  tx.emit({
    type: "ti4FrameUpdated",
    frame: {
      ...frame,
      hits: 0,
      sustained: sustain,
      ...(onPlanetsSustained ? { sustainedOnPlanets } : {}),
    },
  });
  assigned();
  // One moment, told place by place: the space area, then each planet whose ground forces sustained.
  const places: [Ti4Place, Ti4UnitCounts][] = total(sustain) > 0 ? [[place, sustain]] : [];
  for (const [planet, units] of Object.entries(sustainedOnPlanets) as [Ti4PlanetId, Ti4UnitCounts][])
    places.push([{ position: place.position, planet }, units]);
  for (const [where, units] of places)
    for (const answer of hookAnswers(tx.state, "unitsSustainedDamage"))
      answer(tx, { seat, place: where, reason: frame.reason, units });
}

/** Ground forces taking part as ships that the hits destroyed no longer take part (combatants.ts asShips). */
function lostAsShips(
  tx: Ti4Tx,
  frame: Ti4AssignHitsFrame,
  destroy: Ti4UnitCounts,
  onPlanets: Ti4PlanetHits[],
): void {
  const asShips = frame.asShips ?? {};
  const lostInSpace = (Object.keys(asShips) as Ti4UnitType[]).some((type) => destroy[type]);
  const lostOnPlanets = onPlanets.some((hit) => total(hit.destroy ?? {}) > 0);
  if (!lostInSpace && !lostOnPlanets) return;
  const less = (counts: Ti4UnitCounts, lost: Ti4UnitCounts) => {
    const left: Ti4UnitCounts = {};
    for (const [type, n] of Object.entries(counts) as [Ti4UnitType, number][])
      if (n - (lost[type] ?? 0) > 0) left[type] = n - (lost[type] ?? 0);
    return left;
  };
  const { seat, place } = frame;
  // What the combat's frame holds for this side: those not in this assignment's reach are kept.
  const combat = tx.state.stack.findLast((f) => f.kind === "ti4SpaceCombat");
  const held = combat?.kind === "ti4SpaceCombat" ? combat : undefined;
  const units = frame.asShips ? less(asShips, destroy) : { ...held?.asShips?.[seat] };
  const planets: Ti4PlanetUnits = { ...held?.asShipsOnPlanets?.[seat] };
  for (const [planet, counts] of Object.entries(frame.asShipsOnPlanets ?? {}) as [
    Ti4PlanetId,
    Ti4UnitCounts,
  ][]) {
    const left = less(counts, onPlanets.find((hit) => hit.planet === planet)?.destroy ?? {});
    if (total(left) > 0) planets[planet] = left;
    else delete planets[planet];
  }
  tx.emit({
    type: "ti4GroundForcesAsShips",
    seat,
    position: place.position,
    units,
    ...(Object.keys(planets).length > 0 ? { onPlanets: planets } : {}),
    reason: "lost",
  });
}
