/**
 * Neutral units (TE rulebook, "Neutral Units"): units that belong to no player. They are kept on a system's
 * board entry under `neutral`, apart from the seats' forces, so every rule that reads `space` and `planets`
 * (forcesIn, unitsIn, seatsWithShips) reads a base game exactly as before; the rules that meet neutral units
 * read them here. They take no turns, never move or retreat and make no decisions: hits on them are
 * assigned by the reference card's order (`assignNeutralHits`), not chosen.
 */
import {
  TI4_NEUTRAL_HIT_ORDER,
  TI4_SHIP_TYPES,
  type Ti4PlanetId,
  type Ti4UnitType,
  ti4NeutralUnit,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { RngState } from "../../rng.ts";
import { countUnits, systemOn, type Ti4Place } from "../board/forces.ts";
import type { Ti4DiceGroup, Ti4RollKind } from "../combat/dice.ts";
import type { Ti4HitReason } from "../combat/frames.ts";
import type { Ti4NeutralForce, Ti4State, Ti4SystemState, Ti4UnitCounts } from "../state.ts";

export type Ti4NeutralEvent =
  /** TE "The Fracture": neutral units placed as printed on a tile's back. */
  | { type: "ti4NeutralUnitsPlaced"; place: Ti4Place; units: Ti4UnitCounts }
  /** Hits assigned to neutral units by the reference card's order: those destroyed, those that sustained. */
  | { type: "ti4NeutralUnitsHit"; place: Ti4Place; destroyed: Ti4UnitCounts; sustained: Ti4UnitCounts }
  /**
   * A roll made for neutral units (TE "Neutral Units": rolled for them, by the reference card's values),
   * die by die from the seeded generator; `hits` counts the dice that hit after `modifier`.
   */
  | {
      type: "ti4NeutralDiceRolled";
      place: Ti4Place;
      roll: Ti4RollKind;
      reason: Ti4HitReason;
      groups: Ti4DiceGroup[];
      hits: number;
      modifier?: number;
      rng: RngState;
    }
  /** Neutral structures destroyed as a player takes control of their planet (LRR 49.5 as for a player's). */
  | { type: "ti4NeutralUnitsDestroyed"; place: Ti4Place; units: Ti4UnitCounts };

const NOTHING: Ti4NeutralForce = { units: {} };

/** The neutral units in a place as a rule reads them (nothing made present). */
export function neutralIn(system: Ti4SystemState | undefined, planet?: Ti4PlanetId): Ti4NeutralForce {
  const neutral = system?.neutral;
  if (!neutral) return NOTHING;
  return (planet === undefined ? neutral.space : neutral.planets?.[planet]) ?? NOTHING;
}

/** True when neutral ships are in a system's space area. */
export function neutralShipsIn(state: Ti4State, position: PositionLabel): boolean {
  return countUnits(neutralIn(state.board[position]).units, TI4_SHIP_TYPES) > 0;
}

/** True when neutral units of any kind are on a planet. */
export function neutralUnitsOn(state: Ti4State, position: PositionLabel, planet: Ti4PlanetId): boolean {
  return countUnits(neutralIn(state.board[position], planet).units) > 0;
}

/**
 * TE "Neutral Units": `hits` on the neutral units of one place that can take them (`types`: ships in space,
 * ground forces on a planet). Neutral units always use sustain damage when they can, so (our reading) every
 * undamaged unit able to sustain does so before any unit is destroyed, in the card's order; then units are
 * destroyed lowest on the card first (TI4_NEUTRAL_HIT_ORDER). Hits beyond the units are lost.
 */
export function assignNeutralHits(
  force: Ti4NeutralForce,
  hits: number,
  types: readonly Ti4UnitType[],
  /** False where SUSTAIN DAMAGE cannot be used (TE "Entropic Scar Anomaly"). */
  sustain = true,
): { destroyed: Ti4UnitCounts; sustained: Ti4UnitCounts } {
  const order = TI4_NEUTRAL_HIT_ORDER.filter((t) => types.includes(t));
  const destroyed: Ti4UnitCounts = {};
  const sustained: Ti4UnitCounts = {};
  let left = hits;
  for (const type of order) {
    if (left === 0 || !sustain) break;
    if (!ti4NeutralUnit(type).sustainDamage) continue;
    const fresh = (force.units[type] ?? 0) - (force.damaged?.[type] ?? 0);
    const n = Math.min(fresh, left);
    if (n > 0) {
      sustained[type] = n;
      left -= n;
    }
  }
  for (const type of order) {
    if (left === 0) break;
    const n = Math.min(force.units[type] ?? 0, left);
    if (n > 0) {
      destroyed[type] = n;
      left -= n;
    }
  }
  return { destroyed, sustained };
}

function neutralAt(draft: Ti4State, place: Ti4Place): Ti4NeutralForce {
  const system = systemOn(draft, place.position);
  system.neutral ??= {};
  if (place.planet === undefined) {
    system.neutral.space ??= { units: {} };
    return system.neutral.space;
  }
  system.neutral.planets ??= {};
  const on = system.neutral.planets[place.planet] ?? { units: {} };
  system.neutral.planets[place.planet] = on;
  return on;
}

function tidy(draft: Ti4State, place: Ti4Place): void {
  const neutral = draft.board[place.position]?.neutral;
  if (!neutral) return;
  const empty = (f?: Ti4NeutralForce) => !f || countUnits(f.units) === 0;
  if (empty(neutral.space)) delete neutral.space;
  for (const [planet, force] of Object.entries(neutral.planets ?? {}) as [Ti4PlanetId, Ti4NeutralForce][])
    if (empty(force)) delete neutral.planets?.[planet];
  if (neutral.planets && Object.keys(neutral.planets).length === 0) delete neutral.planets;
  if (!neutral.space && !neutral.planets) delete draft.board[place.position]?.neutral;
}

export const TI4_NEUTRAL_EVENTS = {
  ti4NeutralDiceRolled() {},
  ti4NeutralUnitsDestroyed(
    draft: Ti4State,
    e: Extract<Ti4NeutralEvent, { type: "ti4NeutralUnitsDestroyed" }>,
  ) {
    TI4_NEUTRAL_EVENTS.ti4NeutralUnitsHit(draft, {
      type: "ti4NeutralUnitsHit",
      place: e.place,
      destroyed: e.units,
      sustained: {},
    });
  },
  ti4NeutralUnitsPlaced(draft: Ti4State, e: Extract<Ti4NeutralEvent, { type: "ti4NeutralUnitsPlaced" }>) {
    const force = neutralAt(draft, e.place);
    for (const [type, n] of Object.entries(e.units) as [Ti4UnitType, number][])
      if (n) force.units[type] = (force.units[type] ?? 0) + n;
    tidy(draft, e.place);
  },
  ti4NeutralUnitsHit(draft: Ti4State, e: Extract<Ti4NeutralEvent, { type: "ti4NeutralUnitsHit" }>) {
    const force = neutralAt(draft, e.place);
    for (const [type, n] of Object.entries(e.sustained) as [Ti4UnitType, number][]) {
      if (!n) continue;
      force.damaged ??= {};
      force.damaged[type] = (force.damaged[type] ?? 0) + n;
    }
    for (const [type, n] of Object.entries(e.destroyed) as [Ti4UnitType, number][]) {
      if (!n) continue;
      const have = force.units[type] ?? 0;
      if (have < n) throw new Error(`${have} neutral ${type} at ${e.place.position}, not ${n}, to destroy`);
      force.units[type] = have - n;
      if (force.units[type] === 0) delete force.units[type];
      // Damaged units go last (they are the ones that already sustained).
      const hurt = Math.min(force.damaged?.[type] ?? 0, force.units[type] ?? 0);
      if (force.damaged) {
        if (hurt > 0) force.damaged[type] = hurt;
        else delete force.damaged[type];
      }
    }
    if (force.damaged && Object.keys(force.damaged).length === 0) delete force.damaged;
    tidy(draft, e.place);
  },
};
