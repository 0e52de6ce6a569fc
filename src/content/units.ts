/**
 * TI3 unit statistics before race sheets and technologies (race changes are `unitOverrides` in races.ts).
 *
 * Sources: rules reference §1 (plastic per colour, supplement tokens), §2.1 (stat table), §12.1 (Anti-Fighter
 * Barrage), §13.2 (bombardment), §14 (production); shared/data/ti3/units.json (TIO, PC_Twi, ebonical); SE
 * rulebook (components, Option 6: Shock Troops p.10, Errata p.13).
 *
 * SE errata "PDS Cost" (SE p.13, Errata › Race Sheets): a PDS costs 2 "as written in the rules"; only the
 * original race sheets misprinted it. The errata corrects a base component, so 2 holds in every game, with
 * or without the SE box: no separate base value is kept. `errata` records it on the PDS.
 */
import type { Box, UnitType } from "./common.ts";
import { deepFreeze, UNIT_TYPES } from "./common.ts";
import type { TechId } from "./technologies.ts";

/** Ships fight in Space Battles (Fighters included); ground units hold planets; structures sit on planets. */
export type UnitKind = "ship" | "groundUnit" | "structure";
/** Where a unit is placed when produced or set up: a system's space area or a planet. */
export type UnitPlacement = "space" | "planet";

export interface UnitStats {
  readonly type: UnitType;
  readonly name: string;
  readonly box: Box;
  readonly kind: UnitKind;
  /** Resources paid; null = cannot be bought. */
  readonly cost: number | null;
  /** Units received for one payment of `cost` (Fighters and Ground Forces: 2 for 1). */
  readonly unitsPerCost: number | null;
  /** A die result at or above this value hits; null = never rolls combat dice. */
  readonly combat: number | null;
  readonly dice: number;
  /** Systems per move; 0 = cannot move on its own. */
  readonly move: number;
  /** How many Fighters / Ground Forces / Shock Troops / PDS it carries (any mix). */
  readonly capacity: number;
  readonly carries: readonly UnitType[];
  /** Fighters it supports in its system; for Carriers and War Suns this is the same room as `capacity`. */
  readonly fighterSupport: number;
  /** Hard cap per colour; null = no cap (plastic extended by supplement tokens). */
  readonly limit: number | null;
  /** Plastic pieces per colour in the box; null = tokens only. */
  readonly plastic: number | null;
  /** Cap on one pool shared by all players (Shock Troop tokens); null = none. */
  readonly sharedLimit: number | null;
  /** At most this many on one planet; null = no per-planet cap. */
  readonly perPlanetLimit: number | null;
  readonly countsAgainstFleetSupply: boolean;
  readonly sustainDamage: boolean;
  readonly antiFighterBarrage: { readonly dice: number; readonly combat: number } | null;
  readonly bombardment: {
    readonly dice: number;
    readonly combat: number;
    readonly ignoresPlanetaryShield: boolean;
  } | null;
  /** PDS fire at ships (own system; adjacent with Deep Space Cannon). */
  readonly spaceCannon: { readonly dice: number; readonly combat: number } | null;
  /** Stops Dreadnought bombardment of its planet (War Suns ignore it). */
  readonly planetaryShield: boolean;
  /** Space Dock production: up to (planet resources + this) units. */
  readonly productionBonus: number | null;
  readonly placement: UnitPlacement;
  /** Technology needed before the unit can be built. */
  readonly requires: TechId | null;
  /** Official errata applied to this record. */
  readonly errata?: string;
  readonly note?: string;
}

const CARGO: readonly UnitType[] = ["fighter", "groundForce", "shockTroop", "pds"];

const NONE = {
  capacity: 0,
  carries: [],
  fighterSupport: 0,
  sharedLimit: null,
  perPlanetLimit: null,
  sustainDamage: false,
  antiFighterBarrage: null,
  bombardment: null,
  spaceCannon: null,
  planetaryShield: false,
  productionBonus: null,
  requires: null,
} as const;

const SHIP = { ...NONE, box: "base", kind: "ship", unitsPerCost: 1, dice: 1, placement: "space" } as const;

const LIST: readonly UnitStats[] = [
  {
    ...SHIP,
    type: "warSun",
    name: "War Sun",
    cost: 12,
    combat: 3,
    dice: 3,
    move: 2,
    capacity: 6,
    carries: CARGO,
    fighterSupport: 6,
    limit: 2,
    plastic: 2,
    countsAgainstFleetSupply: true,
    sustainDamage: true,
    bombardment: { dice: 3, combat: 3, ignoresPlanetaryShield: true },
    requires: "war-sun",
  },
  {
    ...SHIP,
    type: "dreadnought",
    name: "Dreadnought",
    cost: 5,
    combat: 5,
    move: 1,
    limit: 5,
    plastic: 5,
    countsAgainstFleetSupply: true,
    sustainDamage: true,
    // Blocked by a PDS on the planet unless the owner has Graviton Negator (rules reference §13.2).
    bombardment: { dice: 1, combat: 5, ignoresPlanetaryShield: false },
  },
  {
    ...SHIP,
    type: "cruiser",
    name: "Cruiser",
    cost: 2,
    combat: 7,
    // REPORT conflict 10: move 2 (ebonical, PC_Twi, fandom, cheat sheet); TIO leaves it unset.
    move: 2,
    // REPORT conflict 9: 8 (TIO, PC_Twi, ebonical and the SE component list) over 7 (one cheat sheet).
    limit: 8,
    plastic: 8,
    countsAgainstFleetSupply: true,
  },
  {
    ...SHIP,
    type: "destroyer",
    name: "Destroyer",
    cost: 1,
    combat: 9,
    // REPORT conflict 10: move 2 (every source but TIO's Unit.cs, which says 1).
    move: 2,
    limit: 8,
    plastic: 8,
    countsAgainstFleetSupply: true,
    // Rules reference §12.1: every Destroyer rolls 2 dice, hitting Fighters at its combat value.
    antiFighterBarrage: { dice: 2, combat: 9 },
  },
  {
    ...SHIP,
    type: "carrier",
    name: "Carrier",
    cost: 3,
    combat: 9,
    move: 1,
    capacity: 6,
    carries: CARGO,
    fighterSupport: 6,
    limit: 4,
    plastic: 4,
    countsAgainstFleetSupply: true,
  },
  {
    ...SHIP,
    type: "fighter",
    name: "Fighter",
    cost: 1,
    unitsPerCost: 2,
    combat: 9,
    // Needs a Carrier, War Sun or Space Dock; Advanced Fighters gives it move 2.
    move: 0,
    // Rules reference §1: 10 plastic per colour, extended by supplement tokens (base 1 each, SE 3 each).
    limit: null,
    plastic: 10,
    // Advanced Fighters beyond the system's Fighter capacity do count (the engine checks that).
    countsAgainstFleetSupply: false,
  },
  {
    ...NONE,
    type: "groundForce",
    name: "Ground Force",
    box: "base",
    kind: "groundUnit",
    cost: 1,
    unitsPerCost: 2,
    combat: 8,
    dice: 1,
    move: 0,
    // Rules reference §1: 12 plastic per colour, extended by supplement tokens.
    limit: null,
    plastic: 12,
    countsAgainstFleetSupply: false,
    placement: "planet",
  },
  {
    ...NONE,
    type: "shockTroop",
    name: "Shock Troop",
    box: "se",
    kind: "groundUnit",
    // REPORT conflict 11: not bought. SE p.10 "Acquiring Shock Troops": a Ground Force that rolls a 10 in
    // battle is swapped for a Shock Troop token; Hope's End and some Action Cards also give them.
    cost: null,
    unitsPerCost: null,
    combat: 5,
    dice: 1,
    move: 0,
    limit: null,
    plastic: null,
    // SE components: 12 Shock Troop tokens for everyone; with none left a Ground Force stays a Ground Force.
    // Hope's End's option brings 8 counters instead (options/classicShockTroops.ts, `sharedUnitLimit`).
    sharedLimit: 12,
    countsAgainstFleetSupply: false,
    placement: "planet",
    note: "SE option 6 or Hope's End (classic:shockTroops); counts as a Ground Force for cards; taken first as Invasion Combat casualties; with SE's option, must stay with a plastic Ground Force.",
  },
  {
    ...NONE,
    type: "pds",
    name: "PDS",
    box: "base",
    kind: "structure",
    cost: 2,
    unitsPerCost: 1,
    combat: 6,
    // [recalled] one die per PDS (rules reference §27 item 9: no source gives more).
    dice: 1,
    move: 0,
    limit: 6,
    plastic: 6,
    perPlanetLimit: 2,
    countsAgainstFleetSupply: false,
    spaceCannon: { dice: 1, combat: 6 },
    planetaryShield: true,
    placement: "planet",
    errata: "SE p.13 Errata, PDS Cost: a PDS costs 2; the original race sheets misprinted it.",
  },
  {
    ...NONE,
    type: "spaceDock",
    name: "Space Dock",
    box: "base",
    kind: "structure",
    cost: 4,
    unitsPerCost: 1,
    combat: null,
    dice: 0,
    move: 0,
    fighterSupport: 3,
    limit: 3,
    plastic: 3,
    perPlanetLimit: 1,
    countsAgainstFleetSupply: false,
    productionBonus: 2,
    placement: "planet",
  },
];

const BY_TYPE: ReadonlyMap<UnitType, UnitStats> = new Map(LIST.map((unit) => [unit.type, unit]));

/** Every unit type of base + SE, in UNIT_TYPES order. */
export const UNITS: readonly UnitStats[] = deepFreeze(UNIT_TYPES.map((type) => BY_TYPE.get(type)!));

export function isUnitType(value: string): value is UnitType {
  return (UNIT_TYPES as readonly string[]).includes(value);
}

export function getUnit(type: string): UnitStats {
  const unit = isUnitType(type) ? BY_TYPE.get(type) : undefined;
  if (!unit) throw new Error(`Unknown unit type: ${type}`);
  return unit;
}

/** The units a game with these boxes uses (Shock Troops only with SE). */
export function unitsFor(boxes: readonly Box[]): readonly UnitStats[] {
  return UNITS.filter((unit) => boxes.includes(unit.box));
}

/** A unit's statistics in a game with these boxes; a bug to ask for a unit whose box is not in play. */
export function unitStats(type: UnitType, boxes: readonly Box[]): UnitStats {
  const unit = getUnit(type);
  if (!boxes.includes(unit.box)) throw new Error(`${unit.name} needs the ${unit.box} box`);
  return unit;
}
