/**
 * The TI4 map's own colours, on top of the TI3 map's palette (../palette.ts), which it shares: the same dark
 * board, planets, labels and anomaly art. TI4 adds two wormhole types, planet traits, the technology colours
 * under their TI4 names, hyperlanes and faction home systems. Every mark also carries a letter or a shape,
 * so none rests on colour alone.
 */
import type { PlanetTrait, Ti4TechColor } from "../../content/ti4/common.ts";
import type { Ti4Wormhole } from "../../content/ti4/systems.ts";
import type { Ti4PlayerColor } from "../../engine/ti4/state.ts";
import { MAP, PLAYER_INK, type PlayerInk, TECH_INK } from "../palette.ts";

/**
 * TI4's eight player colours: the TI3 map's inks (../palette.ts) for the seven the editions share, and a
 * pink for TI4's own, light enough to stand out from the board and apart from red and purple.
 */
export const TI4_PLAYER_INK: Readonly<Record<Ti4PlayerColor, PlayerInk>> = {
  blue: PLAYER_INK.blue,
  red: PLAYER_INK.red,
  green: PLAYER_INK.green,
  yellow: PLAYER_INK.yellow,
  purple: PLAYER_INK.purple,
  black: PLAYER_INK.black,
  orange: PLAYER_INK.orange,
  pink: { fill: "#FF8FC8", ink: "#000000", edge: "#000000" },
};

/** LRR 8: the custodians token on Mecatol Rex, a pentagon as the TI3 map's Custodian token is. */
export const CUSTODIANS_INK = { fill: "#2F4F3A", edge: "#BFE3C9" } as const;

/** LRR 101: each wormhole type with its colour and its Greek letter. */
export const WORMHOLE_INK: Readonly<Record<Ti4Wormhole, { color: string; letter: string }>> = {
  alpha: { color: MAP.wormholeAlpha, letter: "α" },
  beta: { color: MAP.wormholeBeta, letter: "β" },
  // The Okabe-Ito set the TI3 wormholes come from: reddish purple and bluish green.
  gamma: { color: "#CC79A7", letter: "γ" },
  delta: { color: "#2BC48A", letter: "δ" },
  // Thunder's Edge's epsilon (the Crimson Rebellion's home, off the board): vermilion, apart from the rest.
  epsilon: { color: "#D55E00", letter: "ε" },
};

/** LRR 90: a specialty's colour is a technology colour; TI4 names them by kind. */
export const SPECIALTY_INK: Readonly<Record<Ti4TechColor, (typeof TECH_INK)[keyof typeof TECH_INK]>> = {
  biotic: TECH_INK.green,
  propulsion: TECH_INK.blue,
  cybernetic: TECH_INK.yellow,
  warfare: TECH_INK.red,
};

/** LRR 64: the three planet traits, each a small disc with its initial under the planet's values. */
export const TRAIT_INK: Readonly<Record<PlanetTrait, { fill: string; letter: string }>> = {
  cultural: { fill: "#4C9BE8", letter: "C" },
  hazardous: { fill: "#E0533D", letter: "H" },
  industrial: { fill: "#3FB37F", letter: "I" },
};

export const TI4_MAP = {
  /** A hyperlane tile is no system (LRR 44.2): a darker ground with its lanes drawn light on it. */
  hyperlaneFill: "#0F1626",
  lane: "#7FE0D0",
  laneCasing: "#000000",
  /** A space station (Thunder's Edge): a steel octagon with a light rim, no planet's disc. */
  stationFill: "#4F5D6B",
  stationEdge: "#C9D6E3",
  /** A green-backed tile: a faction's home system. */
  homeFill: "#1D3328",
  homeEdge: "#5CC98A",
  homeText: "#CFF5DC",
  legendary: "#F2C14E",
  tileNumber: MAP.dimText,
} as const;

/** Colours the text overlay paints, for the palette (raster/indexed.ts) to hold exactly. */
export const TI4_PAINTED: readonly string[] = [
  ...Object.values(WORMHOLE_INK).map((w) => w.color),
  ...Object.values(TRAIT_INK).map((t) => t.fill),
  ...Object.values(TI4_MAP),
];

/** The Avernus planet token's molten fill (TE Stellar Genesis, forces.ts). */
export const AVERNUS_INK = "#D35400";

/** What the full map's per-action layer paints as well (units, tokens, the table panel). */
export const TI4_MAP_PAINTED: readonly string[] = [
  ...TI4_PAINTED,
  ...Object.values(TI4_PLAYER_INK).flatMap((i) => [i.fill, i.ink, i.edge]),
  ...Object.values(CUSTODIANS_INK),
  AVERNUS_INK,
];
