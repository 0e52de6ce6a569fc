/**
 * TI4 system tiles: the base game (1-51), Prophecy of Kings (52-82 and the hyperlane faces 83A-91B) and
 * Codex III's Keleres home systems (92new-94new: printed as 92-94, renamed as the community does because
 * Thunder's Edge reuses those numbers), and Thunder's Edge's tiles (92-118 and 96b, systems.te.ts).
 *
 * Facts from shared/data/ti4/tiles.json: each tile's planets, wormholes (LRR 101: alpha, beta; delta on the
 * Creuss tiles; gamma on Mallice), anomalies (LRR 9; a tile may be two at once), the colour of its back
 * (blue: a system with planets; red: an anomaly or empty system; green: a home system; LRR setup step 6 deals
 * blue and red apart), the faction whose home it is, and a hyperlane's lanes.
 *
 * Hyperlane lanes (LRR 44) are pairs of the tile's sides, numbered 0-5 clockwise from the north side of the
 * tile as printed (unrotated). The data's README leaves the convention unchecked; the PoK 5-player layout
 * of the galaxy builder (engine/galaxy/ti4/layouts.ts), and the community's 3- and 4-player hyperlane
 * layouts, only join up with this reading: every lane ends on a system or on the matching lane of the next
 * hyperlane (test/unit/ti4/galaxy-layouts.test.ts); the mirror reading leaves lanes leading nowhere.
 *
 * Conflict kept from the data: tile 81 (the supernova of Muaat's hero) is a supernova with a red back.
 */
import { deepFreeze, indexById } from "../common.ts";
import type { FactionId, Ti4Box } from "./common.ts";
import type { Ti4PlanetId } from "./planets.ts";
import { system } from "./systems.build.ts";
import { TI4_TE_SYSTEM_ROWS, type Ti4TeHomeFaction } from "./systems.te.ts";

/**
 * LRR 101: the wormhole types of the base game, PoK and the Codices; Thunder's Edge adds epsilon, printed on
 * the Crimson Rebellion's home (tile 118, kept off the board).
 */
export const TI4_WORMHOLES = ["alpha", "beta", "gamma", "delta", "epsilon"] as const;
export type Ti4Wormhole = (typeof TI4_WORMHOLES)[number];

/** LRR 9: the four anomalies, and Thunder's Edge's entropic scar (TE rulebook, "Entropic Scar Anomaly"). */
export const TI4_ANOMALIES = ["asteroidField", "nebula", "supernova", "gravityRift", "entropicScar"] as const;
export type Ti4Anomaly = (typeof TI4_ANOMALIES)[number];

/** The colour of a tile's back; hyperlane tiles have none of the three and are never dealt. */
export const TI4_TILE_BACKS = ["blue", "red", "green", "hyperlane"] as const;
export type Ti4TileBack = (typeof TI4_TILE_BACKS)[number];

/** A hyperlane's lane: two sides of the tile, 0 = north, clockwise. */
export type Ti4Lane = readonly [number, number];

export interface Ti4System<Id extends string = string> {
  readonly id: Id;
  readonly box: Ti4Box;
  readonly back: Ti4TileBack;
  readonly planets: readonly Ti4PlanetId[];
  readonly wormholes: readonly Ti4Wormhole[];
  readonly anomalies: readonly Ti4Anomaly[];
  /** The faction whose home this is (tile 17, the Creuss Gate, stands for the Ghosts' home on the board). */
  readonly homeOf: FactionId | null;
  /** Lanes of a hyperlane tile (unrotated); empty for every other tile. */
  readonly hyperlanes: readonly Ti4Lane[];
  /**
   * The Thunder's Edge faction whose home this green tile is (TE factions are not faction content yet, so
   * `homeOf` stays null on these tiles).
   */
  readonly teHomeOf?: Ti4TeHomeFaction;
}

const SYSTEM_ROWS = [
  system("1", "base", "green", ["jord"], { homeOf: "sol" }),
  system("2", "base", "green", ["mollprimus"], { homeOf: "mentak" }),
  system("3", "base", "green", ["darien"], { homeOf: "yin" }),
  system("4", "base", "green", ["muaat"], { homeOf: "muaat" }),
  system("5", "base", "green", ["nestphar"], { homeOf: "arborec" }),
  system("6", "base", "green", ["0.0.0"], { homeOf: "l1z1x" }),
  system("7", "base", "green", ["winnu"], { homeOf: "winnu" }),
  system("8", "base", "green", ["mordaiii"], { homeOf: "nekro" }),
  system("9", "base", "green", ["maaluuk", "druaa"], { homeOf: "naalu" }),
  system("10", "base", "green", ["arcprime", "wrenterra"], { homeOf: "letnev" }),
  system("11", "base", "green", ["lisisii", "ragh"], { homeOf: "saar" }),
  system("12", "base", "green", ["nar", "jol"], { homeOf: "jolnar" }),
  system("13", "base", "green", ["trenlak", "quinarra"], { homeOf: "sardakk" }),
  system("14", "base", "green", ["archonren", "archontau"], { homeOf: "xxcha" }),
  system("15", "base", "green", ["retillion", "shalloq"], { homeOf: "yssaril" }),
  system("16", "base", "green", ["arretze", "hercant", "kamdorn"], { homeOf: "hacan" }),
  system("17", "base", "green", [], { wormholes: ["delta"], homeOf: "ghost" }),
  system("18", "base", "blue", ["mecatolrex"]),
  system("19", "base", "blue", ["wellon"]),
  system("20", "base", "blue", ["vefutii"]),
  system("21", "base", "blue", ["thibah"]),
  system("22", "base", "blue", ["tarmann"]),
  system("23", "base", "blue", ["saudor"]),
  system("24", "base", "blue", ["meharxull"]),
  system("25", "base", "blue", ["quann"], { wormholes: ["beta"] }),
  system("26", "base", "blue", ["lodor"], { wormholes: ["alpha"] }),
  system("27", "base", "blue", ["newalbion", "starpoint"]),
  system("28", "base", "blue", ["tequran", "torkan"]),
  system("29", "base", "blue", ["qucenn", "rarron"]),
  system("30", "base", "blue", ["mellon", "zohbat"]),
  system("31", "base", "blue", ["lazar", "sakulag"]),
  system("32", "base", "blue", ["dalbootha", "xxehan"]),
  system("33", "base", "blue", ["corneeq", "resculon"]),
  system("34", "base", "blue", ["centauri", "gral"]),
  system("35", "base", "blue", ["bereg", "lirtaiv"]),
  system("36", "base", "blue", ["arnor", "lor"]),
  system("37", "base", "blue", ["arinam", "meer"]),
  system("38", "base", "blue", ["abyz", "fria"]),
  system("39", "base", "red", [], { wormholes: ["alpha"] }),
  system("40", "base", "red", [], { wormholes: ["beta"] }),
  system("41", "base", "red", [], { anomalies: ["gravityRift"] }),
  system("42", "base", "red", [], { anomalies: ["nebula"] }),
  system("43", "base", "red", [], { anomalies: ["supernova"] }),
  system("44", "base", "red", [], { anomalies: ["asteroidField"] }),
  system("45", "base", "red", [], { anomalies: ["asteroidField"] }),
  system("46", "base", "red", []),
  system("47", "base", "red", []),
  system("48", "base", "red", []),
  system("49", "base", "red", []),
  system("50", "base", "red", []),
  system("51", "base", "green", ["creuss"], { wormholes: ["delta"], homeOf: "ghost" }),
  system("52", "pok", "green", ["ixth"], { homeOf: "mahact" }),
  system("53", "pok", "green", ["arcturus"], { homeOf: "nomad" }),
  system("54", "pok", "green", ["acheron"], { homeOf: "cabal" }),
  system("55", "pok", "green", ["elysium"], { homeOf: "titans" }),
  system("56", "pok", "green", ["thedark"], { anomalies: ["nebula"], homeOf: "empyrean" }),
  system("57", "pok", "green", ["naazir", "rokha"], { homeOf: "naaz" }),
  system("58", "pok", "green", ["valk", "avar", "ylir"], { homeOf: "argent" }),
  system("59", "pok", "blue", ["archonvail"]),
  system("60", "pok", "blue", ["perimeter"]),
  system("61", "pok", "blue", ["ang"]),
  system("62", "pok", "blue", ["semlore"]),
  system("63", "pok", "blue", ["vorhal"]),
  system("64", "pok", "blue", ["atlas"], { wormholes: ["beta"] }),
  system("65", "pok", "blue", ["primor"]),
  system("66", "pok", "blue", ["hopesend"]),
  system("67", "pok", "red", ["cormund"], { anomalies: ["gravityRift"] }),
  system("68", "pok", "red", ["everra"], { anomalies: ["nebula"] }),
  system("69", "pok", "blue", ["accoen", "jeolir"]),
  system("70", "pok", "blue", ["kraag", "siig"]),
  system("71", "pok", "blue", ["bakal", "alioprima"]),
  system("72", "pok", "blue", ["lisis", "velnor"]),
  system("73", "pok", "blue", ["cealdri", "xanhact"]),
  system("74", "pok", "blue", ["vegamajor", "vegaminor"]),
  system("75", "pok", "blue", ["loki", "abaddon", "ashtroth"]),
  system("76", "pok", "blue", ["rigeli", "rigelii", "rigeliii"]),
  system("77", "pok", "red", []),
  system("78", "pok", "red", []),
  system("79", "pok", "red", [], { wormholes: ["alpha"], anomalies: ["asteroidField"] }),
  system("80", "pok", "red", [], { anomalies: ["supernova"] }),
  system("81", "pok", "red", [], { anomalies: ["supernova"] }),
  system("82", "pok", "blue", ["mallice"], { wormholes: ["alpha", "beta", "gamma"] }),
  system("83A", "pok", "hyperlane", [], { hyperlanes: [[1, 4]] }),
  system("83B", "pok", "hyperlane", [], {
    hyperlanes: [
      [0, 3],
      [0, 2],
      [3, 5],
    ],
  }),
  system("84A", "pok", "hyperlane", [], { hyperlanes: [[2, 5]] }),
  system("84B", "pok", "hyperlane", [], {
    hyperlanes: [
      [0, 3],
      [0, 4],
      [1, 3],
    ],
  }),
  system("85A", "pok", "hyperlane", [], { hyperlanes: [[1, 5]] }),
  system("85B", "pok", "hyperlane", [], {
    hyperlanes: [
      [0, 3],
      [0, 2],
      [3, 5],
    ],
  }),
  system("86A", "pok", "hyperlane", [], { hyperlanes: [[1, 5]] }),
  system("86B", "pok", "hyperlane", [], {
    hyperlanes: [
      [0, 3],
      [0, 4],
      [1, 3],
    ],
  }),
  system("87A", "pok", "hyperlane", [], {
    hyperlanes: [
      [0, 2],
      [2, 4],
      [2, 5],
    ],
  }),
  system("87B", "pok", "hyperlane", [], {
    hyperlanes: [
      [0, 2],
      [0, 3],
    ],
  }),
  system("88A", "pok", "hyperlane", [], {
    hyperlanes: [
      [0, 4],
      [1, 4],
      [2, 4],
    ],
  }),
  system("88B", "pok", "hyperlane", [], {
    hyperlanes: [
      [0, 3],
      [0, 2],
      [3, 5],
    ],
  }),
  system("89A", "pok", "hyperlane", [], {
    hyperlanes: [
      [0, 2],
      [0, 4],
      [2, 4],
    ],
  }),
  system("89B", "pok", "hyperlane", [], {
    hyperlanes: [
      [0, 3],
      [0, 4],
    ],
  }),
  system("90A", "pok", "hyperlane", [], {
    hyperlanes: [
      [1, 5],
      [2, 4],
    ],
  }),
  system("90B", "pok", "hyperlane", [], {
    hyperlanes: [
      [0, 3],
      [0, 4],
    ],
  }),
  system("91A", "pok", "hyperlane", [], {
    hyperlanes: [
      [0, 3],
      [0, 4],
      [1, 3],
    ],
  }),
  system("91B", "pok", "hyperlane", [], {
    hyperlanes: [
      [0, 2],
      [0, 3],
    ],
  }),
  system("92new", "codex3", "green", ["archonrenk", "archontauk"], { homeOf: "keleresx" }),
  system("93new", "codex3", "green", ["valkk", "ylirk", "avark"], { homeOf: "keleresa" }),
  system("94new", "codex3", "green", ["mollprimusk"], { homeOf: "keleresm" }),
  ...TI4_TE_SYSTEM_ROWS,
];

/** A TI4 tile id: its printed number as the community writes it ("18", "83A", "92new"), unpadded. */
export type Ti4SystemId = (typeof SYSTEM_ROWS)[number]["id"];

export const TI4_SYSTEMS: readonly Ti4System<Ti4SystemId>[] = deepFreeze(SYSTEM_ROWS);

export const TI4_SYSTEM_IDS: readonly Ti4SystemId[] = deepFreeze(TI4_SYSTEMS.map((s) => s.id));

const BY_ID = indexById(TI4_SYSTEMS, "TI4 system");

/** Ids are read case-insensitively elsewhere (map strings); here they must be exact ("83A", not "83a"). */
export function isTi4SystemId(id: string): id is Ti4SystemId {
  return BY_ID.has(id);
}

/** The tile of an id; throws on an id that names nothing (a bug, not input). */
export function ti4System(id: Ti4SystemId): Ti4System<Ti4SystemId> {
  return BY_ID.get(id);
}

/** Mecatol Rex: the centre of every galaxy (LRR setup step 6). */
export const TI4_MECATOL_REX: Ti4SystemId = "18";

/** Either printing of Mecatol Rex: the base tile (18) or Thunder's Edge's with a legendary icon (112). */
export function isTi4MecatolRexTile(id: string): boolean {
  return id === TI4_MECATOL_REX || id === "112";
}

/**
 * Tiles with a blue or red back that are never dealt to build the galaxy: Mecatol Rex (the centre), Mallice
 * (82, the wormhole nexus, kept off the board: LRR 100.1), the supernova of Muaat's hero (81) and Thunder's
 * Edge's Mecatol Rex (112, the centre of a TE game).
 */
const NEVER_DEALT: ReadonlySet<string> = new Set(["18", "81", "82", "112"]);

/** A blue or red tile dealt to the players to build the galaxy (LRR setup step 6). */
export function isTi4DealtSystem(tile: Ti4System): boolean {
  return (tile.back === "blue" || tile.back === "red") && !NEVER_DEALT.has(tile.id);
}

/** Hyperlane tiles come in two faces (83A / 83B) of one piece of cardboard: the piece's number. */
export function ti4HyperlanePiece(tile: Ti4System): string | null {
  return tile.back === "hyperlane" ? tile.id.slice(0, -1) : null;
}

/** The system tile a planet lies on, or null for the planets without one (Mirage, Custodia Vigilia). */
export function ti4SystemOfPlanet(planet: Ti4PlanetId): Ti4System<Ti4SystemId> | null {
  return TI4_SYSTEMS.find((tile) => tile.planets.includes(planet)) ?? null;
}
