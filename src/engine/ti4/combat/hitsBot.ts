/** The bot's assignment of hits (combat/hits.ts): sustain damage wherever it can, then the cheapest units. */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import type { Ti4AssignHitsFrame } from "./frames.ts";
import {
  covered,
  hitTargets,
  nonFighterHitsOwed,
  nonZero,
  planetHitTargets,
  sustainWorth,
  type Ti4PlanetHits,
  total,
  withoutFighters,
} from "./hitTargets.ts";

/** The bot's cheapest losses first (brief order: fighters, infantry, destroyers, cruisers, carriers...). */
export const LOSS_ORDER: readonly Ti4UnitType[] = [
  "fighter",
  "infantry",
  "destroyer",
  "cruiser",
  "carrier",
  "mech",
  "dreadnought",
  "flagship",
  "warSun",
];

/** The bot's assignment: sustain damage wherever it can, then the cheapest units. */
export function botHitAssignment(
  state: Ti4State,
  frame: Ti4AssignHitsFrame,
): { sustain: Ti4UnitCounts; destroy: Ti4UnitCounts; onPlanets?: Ti4PlanetHits[] } {
  const { units, mayDamage } = hitTargets(state, frame);
  const planets = planetHitTargets(state, frame);
  let left = frame.hits;
  const sustainAt = (at: Pick<Ti4AssignHitsFrame, "seat" | "place">, may: Ti4UnitCounts) => {
    const out: Ti4UnitCounts = {};
    for (const [type, n] of Object.entries(may) as [Ti4UnitType, number][]) {
      const worth = sustainWorth(state, at, type);
      const take = Math.min(n, Math.ceil(left / worth));
      if (take > 0) out[type] = take;
      left = Math.max(0, left - take * worth);
    }
    return out;
  };
  const sustain = sustainAt(frame, mayDamage);
  // The Alastor: ground forces fighting as ships from planets sustain damage and are lost there; a type is
  // taken from the space area first, then from the planets, the cheapest type first.
  const onPlanets: Ti4PlanetHits[] = planets.map((p) => ({
    planet: p.planet,
    sustain: sustainAt({ seat: frame.seat, place: p.place }, p.mayDamage),
    destroy: {},
  }));
  let planetCover = 0;
  for (const [i, p] of planets.entries())
    planetCover += covered(state, { seat: frame.seat, place: p.place }, onPlanets[i]?.sustain ?? {}, {});
  const destroy: Ti4UnitCounts = {};
  /** Destroys up to `most` units of `type`, in space then on the planets; how many it took. */
  const take = (type: Ti4UnitType, most: number): number => {
    let taken = 0;
    const inSpace = Math.min((units[type] ?? 0) - (destroy[type] ?? 0), left, most);
    if (inSpace > 0) {
      destroy[type] = (destroy[type] ?? 0) + inSpace;
      left -= inSpace;
      taken += inSpace;
    }
    for (const [i, p] of planets.entries()) {
      const hit = onPlanets[i] as Ti4PlanetHits;
      const lost = hit.destroy ?? {};
      const n = Math.min((p.units[type] ?? 0) - (lost[type] ?? 0), left, most - taken);
      if (n <= 0) continue;
      lost[type] = (lost[type] ?? 0) + n;
      hit.destroy = lost;
      left -= n;
      taken += n;
    }
    return taken;
  };
  const types = [...LOSS_ORDER, ...(Object.keys(units) as Ti4UnitType[])];
  for (const p of planets) types.push(...(Object.keys(p.units) as Ti4UnitType[]));
  const order = new Set(types);
  // Hits owed to non-fighter ships (LRR 78.6) go to the cheapest of them first.
  let owed = Math.max(
    0,
    nonFighterHitsOwed(state, frame) - covered(state, frame, withoutFighters(sustain), {}) - planetCover,
  );
  for (const type of order) {
    if (type === "fighter" || owed === 0) continue;
    owed -= take(type, owed);
  }
  for (const type of order) take(type, Number.POSITIVE_INFINITY);
  const named = onPlanets
    .map((hit) => ({
      planet: hit.planet,
      sustain: nonZero(hit.sustain ?? {}),
      destroy: nonZero(hit.destroy ?? {}),
    }))
    .filter((hit) => total(hit.sustain) + total(hit.destroy) > 0);
  return { sustain, destroy, ...(named.length > 0 ? { onPlanets: named } : {}) };
}
