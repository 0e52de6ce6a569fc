/**
 * The vocabulary every TI4 content file shares: boxes, faction ids, technology colours, planet traits,
 * unit types. TI4 is a second ruleset beside TI3 (issue #25): its content lives here, apart from the TI3
 * files one folder up, and reuses only their helpers (deepFreeze, indexById).
 *
 * Ids are the ones of shared/data/ti4 (the community's aliases, unpadded tile numbers), so a map string or
 * a faction name from another TI4 tool reads the same here. Thunder's Edge ("te", issue #27) is a box like
 * the others: its content files carry `te` in their names.
 */

/**
 * The box a TI4 component comes from: the base game, Prophecy of Kings, and the four Codices (free
 * updates; codex3 brings the Council Keleres) and Thunder's Edge. Each box's content is kept apart so a game
 * switches it on.
 */
export const TI4_BOXES = ["base", "pok", "codex1", "codex2", "codex3", "codex4", "te"] as const;
export type Ti4Box = (typeof TI4_BOXES)[number];

export function ti4BoxName(box: Ti4Box): string {
  return {
    base: "base game",
    pok: "Prophecy of Kings",
    codex1: "Codex I",
    codex2: "Codex II",
    codex3: "Codex III",
    codex4: "Codex IV",
    te: "Thunder's Edge",
  }[box];
}

/** The 17 factions of the base game. */
export const BASE_FACTION_IDS = [
  "arborec",
  "ghost",
  "hacan",
  "jolnar",
  "l1z1x",
  "letnev",
  "mentak",
  "muaat",
  "naalu",
  "nekro",
  "saar",
  "sardakk",
  "sol",
  "winnu",
  "xxcha",
  "yin",
  "yssaril",
] as const;

/** Prophecy of Kings' seven factions. */
export const POK_FACTION_IDS = ["argent", "cabal", "empyrean", "mahact", "naaz", "nomad", "titans"] as const;

/** Codex III's Council Keleres, one faction with three home systems (its flavours: Mentak, Xxcha, Argent). */
export const KELERES_FACTION_IDS = ["keleresm", "keleresx", "keleresa"] as const;

/**
 * Thunder's Edge's factions with their rules built, one line each (the Obsidian are the Firmament's flip
 * side). A faction joins this list with its sheet in factions.te.ts; until then a TE game does not deal it.
 */
export const TE_PLAYED_FACTION_IDS = [
  "crimson",
  "ralnel",
  "deepwrought",
  "bastion",
  // The Firmament and the Obsidian (its flip side, never dealt at set-up: Nocturne)
  ...["firmament", "obsidian"],
] as const;

export const FACTION_IDS = [
  ...BASE_FACTION_IDS,
  ...POK_FACTION_IDS,
  ...KELERES_FACTION_IDS,
  ...TE_PLAYED_FACTION_IDS,
] as const;
export type FactionId = (typeof FACTION_IDS)[number];

export function isFactionId(id: string): id is FactionId {
  return (FACTION_IDS as readonly string[]).includes(id);
}

/** TI4's four technology colours, by their names on the cards. */
export const TI4_TECH_COLORS = ["biotic", "propulsion", "cybernetic", "warfare"] as const;
export type Ti4TechColor = (typeof TI4_TECH_COLORS)[number];

/** A planet's trait (LRR 64 "Planets": cultural, hazardous, industrial). */
export const PLANET_TRAITS = ["cultural", "hazardous", "industrial"] as const;
export type PlanetTrait = (typeof PLANET_TRAITS)[number];

/** TI4's unit types (LRR 95 "Units"): mechs are PoK's. */
export const TI4_UNIT_TYPES = [
  "warSun",
  "dreadnought",
  "cruiser",
  "destroyer",
  "carrier",
  "fighter",
  "flagship",
  "infantry",
  "mech",
  "pds",
  "spaceDock",
] as const;
export type Ti4UnitType = (typeof TI4_UNIT_TYPES)[number];

/** How a unit type is written in a sentence: one, and more than one. */
export const TI4_UNIT_WORDS: Readonly<Record<Ti4UnitType, readonly [string, string]>> = {
  warSun: ["War Sun", "War Suns"],
  dreadnought: ["Dreadnought", "Dreadnoughts"],
  cruiser: ["Cruiser", "Cruisers"],
  destroyer: ["Destroyer", "Destroyers"],
  carrier: ["Carrier", "Carriers"],
  fighter: ["Fighter", "Fighters"],
  flagship: ["Flagship", "Flagships"],
  infantry: ["Infantry", "Infantry"],
  mech: ["Mech", "Mechs"],
  pds: ["PDS", "PDS"],
  spaceDock: ["Space Dock", "Space Docks"],
};
