/**
 * SE "Optional Rule: Preset Maps" sheet (reproduced at the end of ti3-shattered-empire.txt): the piles every
 * tile is sorted into before a preset map is laid out, and what particular maps move into the Select pile.
 * The map diagrams themselves are images that are not in our sources: the maps in PRESET_MAPS below are
 * OUR design, laid out by the sheet's procedure (see there).
 *
 * Decision: the sheet lists the resource-heavy pile as "Abyz/Fria, Bereg/Lirta IV, Lisis/Elnor, and New
 * Albion/Starpoint". There is no Elnor; the only Lisis double-planet tile is Lisis / Velnor (El'Nath is a
 * single planet), so the misprint is read as Lisis / Velnor. The sheet also prints "Dal Bootha/Xxhehan" for our
 * Dal Bootha / Xxehan.
 */
import type { Box } from "./common.ts";
import { deepFreeze } from "./common.ts";
import type { AnomalyKind, SystemId, SystemTile } from "./systems.ts";
import { systemsInBoxes } from "./systems.ts";

export const PRESET_PILE_IDS = [
  "select-systems",
  "special-systems",
  "empty-space",
  "home-systems",
  "single-planet",
  "multi-planet",
  "resource-heavy",
] as const;
export type PresetPileId = (typeof PRESET_PILE_IDS)[number];

export interface PresetPile {
  readonly id: PresetPileId;
  readonly name: string;
  readonly box: Box;
  readonly option: "presetMaps";
  /** The sheet's numbering; 7 is the optional resource-heavy pile. */
  readonly order: number;
  readonly text: string;
}

function pile(id: PresetPileId, order: number, name: string, text: string): PresetPile {
  return { id, name, box: "se", option: "presetMaps", order, text };
}

export const PRESET_PILES: readonly PresetPile[] = deepFreeze([
  pile(
    "select-systems",
    1,
    "Select Systems",
    "Mecatol Rex, every wormhole system, Hope's End, every Trade Station system and the systems the map names.",
  ),
  pile("special-systems", 2, "Special Systems", "The red-bordered tiles."),
  pile("empty-space", 3, "Empty Space", "Tiles with no planet and no wormhole."),
  pile(
    "home-systems",
    4,
    "Home Systems",
    "Home Systems are placed last, after starting positions are drawn.",
  ),
  pile("single-planet", 5, "Single-planet systems", "One planet, not a wormhole system."),
  pile("multi-planet", 6, "Multi-planet systems", "Two or three planets."),
  pile(
    "resource-heavy",
    7,
    "Resource-heavy systems",
    "Only when the map asks for it: four rich double-planet systems taken out of the multi-planet pile.",
  ),
]);

/** The four double-planet systems some maps set apart in a seventh pile. */
export const RESOURCE_HEAVY_SYSTEMS: readonly SystemId[] = deepFreeze([
  "abyz-fria",
  "bereg-lirta-iv",
  "lisis-velnor",
  "new-albion-starpoint",
]);

function isSelectSystem(tile: SystemTile): boolean {
  return (
    tile.kind === "mecatolRex" ||
    tile.wormholes.length > 0 ||
    tile.id === "hopes-end" ||
    tile.planets.some((planet) => planet.tradeStation)
  );
}

/**
 * The pile a tile starts in (before a map moves extra tiles to Select Systems). Null for the Wormhole Nexus,
 * which is no "system" unless a rule says so (SE p.5) and is placed only by its own option.
 */
export function presetPileOf(tile: SystemTile, separateResourceHeavy = false): PresetPileId | null {
  if (tile.kind === "wormholeNexus") return null;
  if (isSelectSystem(tile)) return "select-systems";
  if (tile.kind === "anomaly") return "special-systems";
  if (tile.kind === "empty") return "empty-space";
  if (tile.kind === "home") return "home-systems";
  if (separateResourceHeavy && RESOURCE_HEAVY_SYSTEMS.includes(tile.id)) return "resource-heavy";
  return tile.planets.length === 1 ? "single-planet" : "multi-planet";
}

/** The tile designs of one pile in a game with these boxes (copies stay on each design). */
export function presetPileTiles(
  id: PresetPileId,
  boxes: readonly Box[],
  separateResourceHeavy = false,
): readonly SystemTile[] {
  return systemsInBoxes(boxes).filter((tile) => presetPileOf(tile, separateResourceHeavy) === id);
}

export interface PresetMapSetup {
  readonly id: "seven-player" | "eight-player" | "special-five-player" | "multi-galaxy";
  readonly name: string;
  readonly box: Box;
  readonly separateResourceHeavy: boolean;
  /** Tiles moved into the Select Systems pile (wormhole systems are there already). */
  readonly selectSystems: readonly SystemId[];
  /** "Any N tiles of this anomaly" moved into the Select Systems pile. */
  readonly selectAnomalies: readonly { readonly anomaly: AnomalyKind; readonly count: number }[];
  /** Systems listed under the map diagram only (not in our text): how many there are. */
  readonly unlistedSelectSystems: number;
  readonly wormholeNexusAllowed: boolean;
}

/** The maps whose setup text the sheet prints (the 3-6 player maps only say so on their diagrams). */
export const PRESET_MAP_SETUPS: readonly PresetMapSetup[] = deepFreeze([
  {
    id: "seven-player",
    name: "7-player map",
    box: "se",
    separateResourceHeavy: true,
    selectSystems: ["lodor", "quann"],
    selectAnomalies: [{ anomaly: "supernova", count: 1 }],
    unlistedSelectSystems: 0,
    wormholeNexusAllowed: true,
  },
  {
    id: "eight-player",
    name: "8-player map",
    box: "se",
    separateResourceHeavy: true,
    selectSystems: ["dal-bootha-xxehan", "arinam-meer"],
    selectAnomalies: [],
    unlistedSelectSystems: 0,
    wormholeNexusAllowed: true,
  },
  {
    // Also: wormholes can never be closed, and PDS may fire through wormholes on this map only.
    id: "special-five-player",
    name: "Special 5-player map",
    box: "se",
    separateResourceHeavy: true,
    selectSystems: [],
    selectAnomalies: [],
    unlistedSelectSystems: 6,
    wormholeNexusAllowed: false,
  },
  {
    // For 6 or 8 players; the sheet does not ask for the resource-heavy pile here.
    id: "multi-galaxy",
    name: "Multi-galaxy maps",
    box: "se",
    separateResourceHeavy: false,
    selectSystems: ["lodor", "quann"],
    selectAnomalies: [{ anomaly: "asteroidField", count: 2 }],
    unlistedSelectSystems: 0,
    wormholeNexusAllowed: true,
  },
]);

export function getPresetPile(id: string): PresetPile {
  const found = PRESET_PILES.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown preset pile id: ${id}`);
  return found;
}

export function getPresetMapSetup(id: string): PresetMapSetup {
  const found = PRESET_MAP_SETUPS.find((setup) => setup.id === id);
  if (!found) throw new Error(`Unknown preset map setup id: ${id}`);
  return found;
}

/**
 * A preset map as its diagram says it, one token per position in label order (000, 101..106, 201..212,
 * 301..318, 401..424): "MR" Mecatol Rex; "H" a Home System area; "-" no system (off the board); a pile
 * to draw from: "R" Special Systems, "E" Empty Space, "1" single-planet, "2" multi-planet, "X" the
 * resource-heavy pile; or a tile code (engine/galaxy/tiles.ts: LO Lodor, QU Quann, EA and EB the empty
 * wormhole tiles, AS Arcturus / Sumerian, BT Bellatrix / Tsion, HE Hope's End, SUP a Supernova, DX, AM...)
 * for a system taken from the Select Systems pile.
 *
 * Decision: the printed diagrams are not in our sources, so these are our own maps, one per player count,
 * with the sheet's Home positions for nobody to check against: each keeps the standard Home positions of
 * its player count (engine/galaxy/layouts.ts), gives every Home System a planet system in front and on
 * its sides, and names only wormhole systems that exist (so no wormhole token is ever needed). The 7- and
 * 8-player maps follow the sheet's setup text (PRESET_MAP_SETUPS). The Special 5-player map and the
 * multi-galaxy maps, whose shapes the sheet describes only in pictures, are not offered.
 */
export interface PresetMap {
  readonly id: string;
  readonly name: string;
  readonly players: number;
  readonly box: Box;
  /** The sheet's setup text for this map, when it prints one. */
  readonly setup: PresetMapSetup["id"] | null;
  readonly separateResourceHeavy: boolean;
  readonly diagram: string;
  /** SE "Preset Artifacts": the systems that get an artifact, face up, when Artifacts are played. */
  readonly artifacts: readonly string[];
}

const ring = (...tokens: string[]) => tokens.join(" ");

export const PRESET_MAPS: readonly PresetMap[] = deepFreeze([
  {
    id: "3p",
    name: "3-player map",
    players: 3,
    box: "se",
    setup: null,
    separateResourceHeavy: false,
    diagram: ring("MR", "2 1 2 1 2 1", "1 R HE 2 1 R AS 2 1 R BT 2", "H 2 - - - E H 2 - - - E H 2 - - - E"),
    artifacts: ["101", "103", "105", "204"],
  },
  {
    id: "4p",
    name: "4-player map",
    players: 4,
    box: "se",
    setup: null,
    separateResourceHeavy: false,
    diagram: ring("MR", "2 1 HE 2 1 AS", "R 2 1 E 1 2 R 2 1 E 1 2", "EA 2 1 H R 2 H 1 2 LO 2 1 H R 2 H 1 2"),
    artifacts: ["101", "104", "202", "208"],
  },
  {
    id: "5p",
    name: "5-player map",
    players: 5,
    box: "se",
    setup: null,
    separateResourceHeavy: false,
    diagram: ring(
      "MR",
      "2 HE 2 AS 2 BT",
      "1 LO 1 R 1 EA 1 QU 1 R 1 EB",
      "H 2 E H 2 R 1 2 E H 2 R H 2 E H 2 R",
    ),
    artifacts: ["101", "103", "105", "202"],
  },
  {
    id: "6p",
    name: "6-player map",
    players: 6,
    box: "se",
    setup: null,
    separateResourceHeavy: false,
    diagram: ring(
      "MR",
      "2 HE 2 AS 2 BT",
      "1 LO 1 R 1 EA 1 QU 1 R 1 EB",
      "H 2 E H 2 R H 2 E H 2 R H 2 E H 2 R",
    ),
    artifacts: ["101", "103", "105", "202"],
  },
  {
    id: "7p",
    name: "7-player map",
    players: 7,
    box: "se",
    setup: "seven-player",
    separateResourceHeavy: true,
    diagram: ring(
      "MR",
      "AS 2 BT 2 HE 2",
      "1 R 2 E 1 LO 2 R 1 E 2 QU",
      "X 1 R 2 E 1 X 1 SUP 2 E 1 X 1 R 2 E 1",
      "1 E H R 2 H EA 1 H R 2 H E EB 1 H R 2 X H E 1 R H",
    ),
    artifacts: ["102", "104", "106", "203"],
  },
  {
    id: "8p",
    name: "8-player map",
    players: 8,
    box: "se",
    setup: "eight-player",
    separateResourceHeavy: true,
    diagram: ring(
      "MR",
      "AS 2 BT DX HE AM",
      "1 R 2 E 1 LO 2 R 1 E 2 QU",
      "X 1 R 2 E 1 X 1 R 2 E 1 X 1 R 2 E 1",
      "H 1 R H EA 2 H 1 R H E 2 H 1 R H EB 2 H 1 R H E X",
    ),
    artifacts: ["102", "104", "106", "203"],
  },
]);

/** The preset maps printed for a player count. */
export function presetMapsFor(players: number): readonly PresetMap[] {
  return PRESET_MAPS.filter((map) => map.players === players);
}

export function findPresetMap(id: string): PresetMap | undefined {
  return PRESET_MAPS.find((map) => map.id === id.trim().toLowerCase());
}
