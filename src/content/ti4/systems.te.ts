/**
 * Thunder's Edge system tiles (box "te"): 92-118 and 96b, the Obsidian's side of the Firmament's home, and
 * the hyperlane faces 119A-124A of the five-player board.
 * The three tiles of The Fracture are not here (another issue's content).
 * - 94, The Sorrow: goes on the board in the Crimson Rebellion's home position (their Sorrow ability; their
 *   real home, 118, stays in their play area), as the Creuss Gate (17) does for the Creuss home (51). No
 *   source we could read prints its contents (the community's Discord bot keeps 94 for the Keleres' Moll
 *   Primus, the shared data marks it unknown). [recalled] Our reading: no planet, no anomaly, and an epsilon
 *   wormhole, the gate to 118's epsilon wormhole as 17's delta is to 51's. Check it against the printed tile.
 *
 * Facts from shared/data/ti4/tiles.json (the community's map tool data for most tiles; the community's
 * Discord bot data for 96a/96b and 112): planets (planets.te.ts), wormholes, anomalies, backs, homes.
 * - Entropic scar (TE rulebook, "Entropic Scar Anomaly"): tiles 114 (empty) and 116 (Lemox).
 * - Epsilon wormhole: on 118, the Crimson Rebellion's home, which is never on the board, and on 94 (above).
 * - 117 is two anomalies at once (asteroid field and gravity rift), with a space station.
 * - 112 is Mecatol Rex with a legendary planet icon: in a TE game it replaces tile 18 (TE rulebook,
 *   "Expansion Integration"); the planet stays "mecatolrex" and gains the legendary ability "The Galactic
 *   Council" (TI4_TE_MECATOL_REX). The community prints its back black; here it is blue and never dealt,
 *   like tile 18.
 * - Red and blue TE tiles are shuffled into the piles when TE is played (TE rulebook, "Expansion
 *   Integration"); the galaxy builder reads `box`.
 */
import { system } from "./systems.build.ts";

/** Thunder's Edge factions with a home tile here; they join the faction content under these ids. */
export const TI4_TE_HOME_FACTIONS = [
  "bastion",
  "ralnel",
  "deepwrought",
  "firmament",
  "obsidian",
  "crimson",
] as const;
export type Ti4TeHomeFaction = (typeof TI4_TE_HOME_FACTIONS)[number];

export const TI4_TE_SYSTEM_ROWS = [
  // Home systems (green backs).
  system("92", "te", "green", ["ordinian", "revelation"], {
    anomalies: ["nebula"],
    homeOf: "bastion",
    teHomeOf: "bastion",
  }),
  system("93", "te", "green", ["mez", "rep"], { homeOf: "ralnel", teHomeOf: "ralnel" }),
  system("95", "te", "green", ["ikatena"], { homeOf: "deepwrought", teHomeOf: "deepwrought" }),
  system("96a", "te", "green", ["cronos", "tallin"], { homeOf: "firmament", teHomeOf: "firmament" }),
  system("96b", "te", "green", ["cronoshollow", "tallinhollow"], {
    homeOf: "obsidian",
    teHomeOf: "obsidian",
  }),
  system("118", "te", "green", ["ahkcreuxx"], {
    wormholes: ["epsilon"],
    homeOf: "crimson",
    teHomeOf: "crimson",
  }),
  system("94", "te", "green", [], { wormholes: ["epsilon"], homeOf: "crimson", teHomeOf: "crimson" }),
  // Blue backs.
  system("97", "te", "blue", ["faunus"]),
  system("98", "te", "blue", ["garbozia"]),
  system("99", "te", "blue", ["emelpar"]),
  system("100", "te", "blue", ["tempesta"]),
  system("101", "te", "blue", ["olergodt"]),
  system("102", "te", "blue", ["andeara"], { wormholes: ["alpha"] }),
  system("103", "te", "blue", ["virapicsiii"]),
  system("104", "te", "blue", ["lesab"]),
  system("105", "te", "blue", ["newterra", "tinnes"]),
  system("106", "te", "blue", ["cresius", "lazulrex"]),
  system("107", "te", "blue", ["tiamat", "hercalor"]),
  system("108", "te", "blue", ["kostboth", "capha"]),
  system("109", "te", "blue", ["tsionstation", "bellatrix"]),
  system("110", "te", "blue", ["elnath", "horizon", "luthienvi"]),
  system("111", "te", "blue", ["tarana", "oluzstation"]),
  system("112", "te", "blue", ["mecatolrex"]),
  // Red backs.
  system("113", "te", "red", [], { wormholes: ["beta"], anomalies: ["gravityRift"] }),
  system("114", "te", "red", [], { anomalies: ["entropicScar"] }),
  system("115", "te", "red", ["industrex"], { anomalies: ["asteroidField"] }),
  system("116", "te", "red", ["lemox"], { anomalies: ["entropicScar"] }),
  system("117", "te", "red", ["thewatchtower"], { anomalies: ["asteroidField", "gravityRift"] }),
  // Hyperlanes 119A-124A (TE rulebook, "Setup Variations": the five-player "Hyperlane setup" uses exactly
  // these six faces). [recalled] Their printed lanes are in no source we could read (the shared data and the
  // community's tools list only 83A-91B); these are the lanes of Prophecy of Kings' 83A-88A in the same
  // order, which the five-player hyperlane board (engine/galaxy/ti4/layouts.ts) joins up the same way. Check
  // them against the printed tiles and the rulebook's Hyperlane Setup diagram.
  system("119A", "te", "hyperlane", [], { hyperlanes: [[1, 4]] }),
  system("120A", "te", "hyperlane", [], { hyperlanes: [[2, 5]] }),
  system("121A", "te", "hyperlane", [], { hyperlanes: [[1, 5]] }),
  system("122A", "te", "hyperlane", [], { hyperlanes: [[1, 5]] }),
  system("123A", "te", "hyperlane", [], {
    hyperlanes: [
      [0, 2],
      [2, 4],
      [2, 5],
    ],
  }),
  system("124A", "te", "hyperlane", [], {
    hyperlanes: [
      [0, 4],
      [1, 4],
      [2, 4],
    ],
  }),
];

/** Thunder's Edge's Mecatol Rex: its tile, and the legendary ability its planet has in a TE game. */
export const TI4_TE_MECATOL_REX = {
  tile: "112",
  planet: "mecatolrex",
  legendaryAbility: "The Galactic Council",
} as const;
