/**
 * The system tiles as the galaxy builder sees them: which kind each is for removal and placement, the
 * pool a game shuffles, and the short codes map strings are written in.
 *
 * Short codes (our own scheme, case-insensitive when read, upper case when written): a planet system is
 * its planets' initials (AF = Abyz / Fria, AAL = Abaddon / Ashtroth / Loki); empty space is E (base),
 * ES (SE), EA / EB (Alpha / Beta wormhole); Special Systems are three letters (AST, NEB, SUP, ION), with
 * a trailing S on the SE copy of a base design; Home Systems are H + two letters of the race; MR is
 * Mecatol Rex and NX the Wormhole Nexus (never on the board: SE p.10); GRV is Hope's End's Gravity Rift.
 */
import type { Box } from "../../content/common.ts";
import type { SystemId, SystemTile } from "../../content/systems.ts";
import { getSystem, isDealtSystem, systemsInBoxes } from "../../content/systems.ts";

export type TileClass = "regular" | "empty" | "special";

/** Special System = red border = anomaly (Base p.8; SE p.6 for Ion Storms). */
export function isSpecialSystem(tile: SystemTile): boolean {
  return tile.kind === "anomaly";
}

/** The removal tables' three kinds (SE p.7): with planets, empty (no planets), Special. */
export function tileClass(tile: SystemTile): TileClass {
  if (tile.kind === "anomaly") return "special";
  return tile.planets.length > 0 ? "regular" : "empty";
}

/** Every system tile shuffled to build the galaxy in a game with these boxes, one entry per copy. */
export function galaxyTilePool(boxes: readonly Box[]): SystemId[] {
  return systemsInBoxes(boxes)
    .filter(isDealtSystem)
    .flatMap((tile) => Array.from({ length: tile.copies }, () => tile.id));
}

const TILE_CODES: Readonly<Record<SystemId, string>> = {
  "mecatol-rex": "MR",
  "abyz-fria": "AF",
  "arinam-meer": "AM",
  "arnor-lor": "AL",
  "bereg-lirta-iv": "BL",
  "centauri-gral": "CG",
  "coorneeq-resculon": "CR",
  "dal-bootha-xxehan": "DX",
  "lazar-sakulag": "LS",
  lodor: "LO",
  "mehar-xull": "MX",
  "mellon-zohbat": "MZ",
  "new-albion-starpoint": "NS",
  quann: "QU",
  "qucenn-rarron": "QR",
  saudor: "SA",
  tarmann: "TM",
  "tequran-torkan": "TT",
  thibah: "TH",
  "vefut-ii": "VE",
  wellon: "WE",
  empty: "E",
  "empty-alpha-wormhole": "EA",
  "empty-beta-wormhole": "EB",
  "asteroid-field": "AST",
  nebula: "NEB",
  supernova: "SUP",
  "home-letnev": "HLE",
  "home-hacan": "HHA",
  "home-sol": "HSO",
  "home-jolnar": "HJN",
  "home-l1z1x": "HL1",
  "home-mentak": "HME",
  "home-naalu": "HNA",
  "home-norr": "HNO",
  "home-xxcha": "HXX",
  "home-yssaril": "HYS",
  "abaddon-ashtroth-loki": "AAL",
  "arcturus-sumerian": "AS",
  "bellatrix-tsion": "BT",
  capha: "CA",
  elnath: "EL",
  garbozia: "GA",
  "hopes-end": "HE",
  lesab: "LE",
  "lisis-velnor": "LV",
  mirage: "MI",
  perimeter: "PE",
  primor: "PR",
  rigel: "RI",
  vega: "VG",
  "empty-se": "ES",
  "ion-storm": "ION",
  "asteroid-field-se": "ASTS",
  "nebula-se": "NEBS",
  "supernova-se": "SUPS",
  "wormhole-nexus": "NX",
  "home-muaat": "HMU",
  "home-saar": "HSA",
  "home-winnu": "HWI",
  "home-yin": "HYI",
  "gravity-rift": "GRV",
};

const BY_CODE: ReadonlyMap<string, SystemId> = new Map(
  (Object.entries(TILE_CODES) as [SystemId, string][]).map(([id, code]) => [code, id]),
);

/** The short code of a tile. */
export function tileCode(id: SystemId): string {
  return TILE_CODES[id];
}

/** The tile a code names (any case), or null. */
export function tileOfCode(code: string): SystemTile | null {
  const id = BY_CODE.get(code.toUpperCase());
  return id === undefined ? null : getSystem(id);
}

/** Every code, for help texts and autocomplete. */
export function allTileCodes(): readonly { code: string; id: SystemId }[] {
  return (Object.entries(TILE_CODES) as [SystemId, string][]).map(([id, code]) => ({ code, id }));
}
