/**
 * Thunder's Edge's neutral unit reference (TE rulebook, "Neutral Units"): the values of units that belong
 * to no player. Values as the rulebook lists the card: combat (hits on), move, capacity, and the unit
 * abilities neutral units always use (sustain damage, bombardment, anti-fighter barrage, planetary shield,
 * space cannon). Neutral units take no turns and never move, so `move` and `capacity` are kept only as
 * printed.
 */
import { deepFreeze } from "../common.ts";
import type { Ti4UnitType } from "./common.ts";
import type { Ti4Roll } from "./units.ts";

export interface Ti4NeutralUnit {
  readonly type: Ti4UnitType;
  /** null: rolls no combat dice (the PDS and the space dock). */
  readonly combat: Ti4Roll | null;
  readonly move: number | null;
  readonly capacity: number;
  readonly sustainDamage: boolean;
  readonly bombardment: Ti4Roll | null;
  readonly antiFighterBarrage: Ti4Roll | null;
  readonly spaceCannon: Ti4Roll | null;
  readonly planetaryShield: boolean;
}

function neutral(
  type: Ti4UnitType,
  combat: number | null,
  move: number | null,
  capacity: number,
  extra: Partial<Omit<Ti4NeutralUnit, "type" | "combat" | "move" | "capacity">> = {},
): Ti4NeutralUnit {
  return {
    type,
    combat: combat === null ? null : { hitsOn: combat, dice: 1 },
    move,
    capacity,
    sustainDamage: extra.sustainDamage ?? false,
    bombardment: extra.bombardment ?? null,
    antiFighterBarrage: extra.antiFighterBarrage ?? null,
    spaceCannon: extra.spaceCannon ?? null,
    planetaryShield: extra.planetaryShield ?? false,
  };
}

/** The reference card, top to bottom as the rulebook lists it. */
export const TI4_NEUTRAL_UNITS: readonly Ti4NeutralUnit[] = deepFreeze([
  neutral("flagship", 7, 1, 3, { sustainDamage: true }),
  neutral("warSun", 3, 2, 6, { sustainDamage: true, bombardment: { hitsOn: 3, dice: 3 } }),
  neutral("dreadnought", 5, 2, 1, { sustainDamage: true, bombardment: { hitsOn: 5, dice: 1 } }),
  neutral("carrier", 9, 2, 6),
  neutral("cruiser", 6, 3, 1),
  neutral("destroyer", 8, 2, 0, { antiFighterBarrage: { hitsOn: 6, dice: 3 } }),
  neutral("fighter", 8, 2, 0),
  neutral("mech", 6, null, 0, { sustainDamage: true }),
  neutral("infantry", 8, null, 0),
  neutral("pds", null, null, 0, { planetaryShield: true, spaceCannon: { hitsOn: 6, dice: 1 } }),
  neutral("spaceDock", null, null, 0),
]);

/** A neutral unit's values; every unit type is on the card. */
export function ti4NeutralUnit(type: Ti4UnitType): Ti4NeutralUnit {
  const unit = TI4_NEUTRAL_UNITS.find((u) => u.type === type);
  if (!unit) throw new Error(`no neutral ${type} on the reference card`);
  return unit;
}

/**
 * TE "Neutral Units": hits are assigned to neutral units lowest on the reference card first ("destroyers
 * before cruisers"), so the order is the card's read from the bottom up. Our reading, marked: the rule
 * orders units and says nothing of kinds, so one list serves space (ships) and planets (ground forces),
 * each reading the types that can take its hits; structures are listed for completeness and never take
 * combat hits.
 */
export const TI4_NEUTRAL_HIT_ORDER: readonly Ti4UnitType[] = deepFreeze(
  [...TI4_NEUTRAL_UNITS].reverse().map((u) => u.type),
);
