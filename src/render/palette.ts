/**
 * Colours of the map. Each player colour is drawn as its name says (a seat told it plays "red" finds red
 * pieces; test/integration/render/playerColours.test.ts names the drawn pixels by hue), in the eight
 * colours of the TI3 plastic: the base game's six and Shattered Empire's orange and white. Within those
 * hues, lightness and saturation are picked so that (test/unit/render/palette.test.ts):
 * - every colour but black stands out from the board with a contrast of at least 3:1 (WCAG's measure for
 *   graphics); black cannot, so black pieces get a grey outline that does, and white pieces a black one;
 * - every piece's outline has at least 3:1 against its own fill, so two players' pieces side by side are
 *   always parted by a line that shows;
 * - every pair of colours in a game stays apart (CIE76 distance over 18) for normal vision and under
 *   protanopia, deuteranopia and tritanopia. A 3:1 luminance contrast between every pair is not to be had:
 *   from the dark board to white there is room for at most three colours 3:1 apart from each other.
 * Colour is never the only cue: every unit group, counter and control marker also carries the seat letter.
 */
import type { TechColor } from "../content/index.ts";
import type { PlayerColor } from "../engine/state.ts";

export interface PlayerInk {
  /** The fill of the player's pieces. */
  fill: string;
  /** Text and glyphs drawn on that fill: black or white, whichever reads better. */
  ink: string;
  /** The outline that keeps the piece visible on the dark map (light around dark fills). */
  edge: string;
}

export const PLAYER_INK: Readonly<Record<PlayerColor, PlayerInk>> = {
  blue: { fill: "#2F74E8", ink: "#000000", edge: "#000000" },
  orange: { fill: "#EE7F1E", ink: "#000000", edge: "#000000" },
  green: { fill: "#1C9C51", ink: "#000000", edge: "#000000" },
  // Lighter than the plastic's violet, which sank into the board (1.75:1).
  purple: { fill: "#B385E0", ink: "#000000", edge: "#000000" },
  yellow: { fill: "#F6D81A", ink: "#000000", edge: "#000000" },
  // Brighter than a deep red, which had 2.6:1 against the board.
  red: { fill: "#E93535", ink: "#000000", edge: "#000000" },
  // Black on the dark map: a grey outline (7:1 against the board) keeps it visible, and being grey, not
  // white, keeps a black piece from reading as a white one at a glance.
  black: { fill: "#000000", ink: "#FFFFFF", edge: "#B8C2D0" },
  white: { fill: "#F4F4F4", ink: "#000000", edge: "#000000" },
};

/** A seat with no colour yet (during setup) is drawn in grey. */
export const NO_COLOR_INK: PlayerInk = { fill: "#8A8F98", ink: "#000000", edge: "#000000" };

export function inkOf(color: PlayerColor | null): PlayerInk {
  return color ? PLAYER_INK[color] : NO_COLOR_INK;
}

/** Technology colours, with the initial drawn inside each mark so they read without colour too. */
export const TECH_INK: Readonly<Record<TechColor, { fill: string; ink: string; letter: string }>> = {
  red: { fill: "#E0533D", ink: "#000000", letter: "R" },
  green: { fill: "#3FB37F", ink: "#000000", letter: "G" },
  blue: { fill: "#4C9BE8", ink: "#000000", letter: "B" },
  yellow: { fill: "#F2D13C", ink: "#000000", letter: "Y" },
};

/** The map itself: a dark scheme, since Discord is mostly read in dark mode. */
export const MAP = {
  background: "#0A0F1C",
  hexEdge: "#5B6B84",
  hexFill: "#1B2536",
  emptyFill: "#121A29",
  mecatolFill: "#2A2A1E",
  mecatolEdge: "#D9B44A",
  anomalyEdge: "#E0533D",
  labelFill: "#000000",
  labelText: "#FFFFFF",
  planetFill: "#3E6A86",
  planetEdge: "#A9C6D9",
  planetText: "#FFFFFF",
  planetName: "#E6ECF3",
  resources: "#F2D13C",
  influence: "#8CC8FF",
  tradeStationFill: "#5A5F86",
  mecatolPlanet: "#B8902E",
  exhaustedVeil: "#0A0F1C",
  wormholeAlpha: "#E69F00",
  wormholeBeta: "#56B4E9",
  text: "#E6ECF3",
  dimText: "#9AA7B8",
  panelFill: "#111827",
  panelRule: "#2B3950",
  cardFill: "#18223A",
  legendFill: "#0D1424",
  tagFill: "#33415C",
  stage1: "#F2D13C",
  stage2: "#4C9BE8",
  waitingMark: "#F2D13C",
  /** The plain outline of a system that changed since a player last looked (a catch-up's map). */
  changedEdge: "#FFFFFF",
} as const;

function channels(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** `a` laid over `b` at strength t (0..1), as one opaque colour: cheaper to draw than an opacity. */
export function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  const out = ca.map((v, i) => Math.round(v * t + cb[i]! * (1 - t)));
  return `#${out
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase()}`;
}

/**
 * Colours the per-action layer paints, reserved exactly in the PNG palette (raster/indexed.ts); the ones
 * drawn over the galaxy also get blends for smooth edges. Anything else is matched to its nearest entry.
 */
export function paintedColours(extra: readonly string[]): { exact: string[]; blended: string[] } {
  const inks = [...Object.values(PLAYER_INK), NO_COLOR_INK];
  const techs = Object.values(TECH_INK);
  const exact = [
    ...inks.flatMap((i) => [i.fill, i.ink, i.edge]),
    ...techs.flatMap((t) => [t.fill, t.ink]),
    ...Object.values(MAP),
    ...extra,
  ];
  const blended = [
    ...inks.map((i) => i.fill),
    "#000000",
    "#FFFFFF",
    PLAYER_INK.black.edge,
    MAP.text,
    MAP.dimText,
  ];
  const unique = (list: string[]) => [...new Set(list.map((c) => c.toUpperCase()))];
  return { exact: unique(exact), blended: unique(blended) };
}
