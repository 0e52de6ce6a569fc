/**
 * The one way unit records are written: only what differs from "no such value" is spelled out, so each
 * record reads like its card.
 */
import type { FactionId, Ti4Box, Ti4UnitType } from "./common.ts";
import type { Ti4Roll, Ti4Unit, Ti4UnitId } from "./units.ts";

export type Ti4UnitSpec = Partial<Ti4Unit> & {
  readonly id: Ti4UnitId;
  readonly type: Ti4UnitType;
  readonly name: string;
  readonly box: Ti4Box;
  readonly faction?: FactionId | null;
};

export function roll(hitsOn: number, dice: Ti4Roll["dice"]): Ti4Roll {
  return { hitsOn, dice };
}

export function unit(spec: Ti4UnitSpec): Ti4Unit {
  return {
    faction: null,
    cost: null,
    unitsPerCost: 1,
    combat: null,
    move: null,
    capacity: 0,
    sustainDamage: false,
    directHitImmune: false,
    planetaryShield: false,
    antiFighterBarrage: null,
    bombardment: null,
    spaceCannon: null,
    production: null,
    requires: null,
    upgradeOf: null,
    replaces: null,
    promissoryNote: null,
    text: null,
    ...spec,
  };
}
