/**
 * Vocabulary shared by every content file: which box a component comes from, technology colours,
 * unit types and race ids. Ids are `as const` lists with derived unions so a typo is a type error.
 */

/**
 * The box a component is printed in. `se` is the Shattered Empire expansion; `hopesEnd` is TI2's Hope's
 * End, whose classic rules a group may add to a TI3 game (options "classic:..."): its few components (the
 * Gravity Rift tile) come with the option, so a game never lists it among its boxes. `borderlands` is TI1's
 * Borderlands, the same way (its Mine Fields, Damage and Capital Planet counters come with its options).
 */
export const BOXES = ["base", "se", "hopesEnd", "borderlands"] as const;
export type Box = (typeof BOXES)[number];

/** The boxes of the earlier editions, whose rules join a TI3 game only as options. */
export const CLASSIC_BOXES: readonly Box[] = ["hopesEnd", "borderlands"];

/** The box as players name it. */
export function boxName(box: Box): string {
  return {
    base: "base game",
    se: "Shattered Empire",
    hopesEnd: "TI2 Hope's End",
    borderlands: "TI1 Borderlands",
  }[box];
}

export const TECH_COLORS = ["red", "green", "blue", "yellow"] as const;
export type TechColor = (typeof TECH_COLORS)[number];

/** Every plastic (and cardboard) unit type of TI3 + Shattered Empire. */
export const UNIT_TYPES = [
  "warSun",
  "dreadnought",
  "cruiser",
  "destroyer",
  "carrier",
  "fighter",
  "groundForce",
  "shockTroop",
  "pds",
  "spaceDock",
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** The ten base races and the four Shattered Empire races. */
export const RACE_IDS = [
  "letnev",
  "hacan",
  "sol",
  "jolnar",
  "l1z1x",
  "mentak",
  "naalu",
  "norr",
  "xxcha",
  "yssaril",
  "muaat",
  "saar",
  "winnu",
  "yin",
] as const;
export type RaceId = (typeof RACE_IDS)[number];

/** A race's home system tile id is derived from the race id, so the two files never drift apart. */
export function homeSystemId(race: RaceId): `home-${RaceId}` {
  return `home-${race}`;
}

/** Freezes a data tree so content can never be changed by the code that reads it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child);
  }
  return value;
}

/** Finds components by id: `has` for type guards, `get` throws on an id that names nothing (a bug, not input). */
export interface IdIndex<T> {
  has(id: string): boolean;
  get(id: string): T;
}

export function indexById<T extends { readonly id: string }>(items: readonly T[], what: string): IdIndex<T> {
  const byId = new Map<string, T>(items.map((item) => [item.id, item]));
  return {
    has: (id) => byId.has(id),
    get(id) {
      const item = byId.get(id);
      if (!item) throw new Error(`Unknown ${what}: ${id}`);
      return item;
    },
  };
}

/** The rulesets a game is played by: TI3 (with its expansions and classic options) or TI4 (issue #25). */
export const RULESETS = ["ti3", "ti4"] as const;
export type Ruleset = (typeof RULESETS)[number];
