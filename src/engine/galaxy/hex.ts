/**
 * Board geometry: axial hex coordinates, rings, neighbours, distances and the position labels players
 * type and the map prints.
 *
 * Orientation (the renderer follows it): hexes are FLAT-TOPPED, and the "top" neighbour of a hex is the
 * one straight north of it. Axial coordinates (q, r) with r growing towards the south: north is
 * (0, -1), then clockwise NE (+1, -1), SE (+1, 0), S (0, +1), SW (-1, +1), NW (-1, 0). `hexCenter`
 * gives the pixel centre for a hex of a given radius, y growing downwards as on a screen.
 *
 * Labels (decided with the players of async games in mind): Mecatol Rex is "000"; ring n positions are
 * n*100 + index, index 1 being the hex straight north of Mecatol Rex and the index growing clockwise:
 * ring 1 = 101..106, ring 2 = 201..212, ring 3 = 301..318, ring 4 = 401..424. Ring n's corners (the
 * straight lines out of Mecatol Rex) are the indexes 1, n+1, 2n+1, ... : 301, 304, 307, 310, 313, 316.
 */

export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** A map position label: "000" or a three-digit ring/index label such as "304". */
export type PositionLabel = string;

export const MECATOL_LABEL: PositionLabel = "000";

/** The six directions, clockwise from north. */
export const DIRECTIONS = ["N", "NE", "SE", "S", "SW", "NW"] as const;
export type Direction = (typeof DIRECTIONS)[number];

const STEP: Readonly<Record<Direction, Hex>> = {
  N: { q: 0, r: -1 },
  NE: { q: 1, r: -1 },
  SE: { q: 1, r: 0 },
  S: { q: 0, r: 1 },
  SW: { q: -1, r: 1 },
  NW: { q: -1, r: 0 },
};

/** The ring is one digit of the label, so labels name rings 1 to 9 (the board uses at most 4). */
const MAX_LABEL_RING = 9;

export function hexAdd(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

function hexScale(a: Hex, k: number): Hex {
  return { q: a.q * k, r: a.r * k };
}

export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** The neighbour in one direction. */
export function hexNeighbour(hex: Hex, direction: Direction): Hex {
  return hexAdd(hex, STEP[direction]);
}

/** The six neighbours, clockwise from north. */
export function hexNeighbours(hex: Hex): Hex[] {
  return DIRECTIONS.map((direction) => hexNeighbour(hex, direction));
}

/** Steps between two hexes over shared edges (no wormholes). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The ring a hex sits on: its distance from Mecatol Rex. */
export function ringOf(hex: Hex): number {
  return hexDistance(hex, { q: 0, r: 0 });
}

/** The hexes of ring n in label order: index 1 straight north, then clockwise. */
export function ringHexes(n: number): Hex[] {
  if (n === 0) return [{ q: 0, r: 0 }];
  const out: Hex[] = [];
  for (let corner = 0; corner < 6; corner++) {
    const start = hexScale(STEP[DIRECTIONS[corner] as Direction], n);
    // From one corner to the next the walk turns two directions clockwise (N corner -> SE steps).
    const walk = STEP[DIRECTIONS[(corner + 2) % 6] as Direction];
    for (let step = 0; step < n; step++) out.push(hexAdd(start, hexScale(walk, step)));
  }
  return out;
}

/** The label of a hex, or null beyond the rings labels can name. */
export function labelOf(hex: Hex): PositionLabel | null {
  const ring = ringOf(hex);
  if (ring === 0) return MECATOL_LABEL;
  if (ring > MAX_LABEL_RING) return null;
  const index = ringHexes(ring).findIndex((h) => hexEquals(h, hex)) + 1;
  return `${ring}${String(index).padStart(2, "0")}`;
}

/**
 * Reads what a player typed: "000" or "0" for Mecatol Rex, or a ring/index label such as "101" or
 * "424" whose index exists on its ring. Anything else is null.
 */
export function parseLabel(text: string): PositionLabel | null {
  const trimmed = text.trim();
  if (trimmed === "0" || trimmed === MECATOL_LABEL) return MECATOL_LABEL;
  const match = /^([1-9])(\d{2})$/.exec(trimmed);
  if (!match) return null;
  const ring = Number(match[1]);
  const index = Number(match[2]);
  return index >= 1 && index <= 6 * ring ? trimmed : null;
}

/** The hex of a label; throws on a label that `parseLabel` would refuse (a bug, not a player error). */
export function hexOf(label: PositionLabel): Hex {
  const parsed = parseLabel(label);
  if (parsed === null) throw new Error(`Not a position label: ${label}`);
  if (parsed === MECATOL_LABEL) return { q: 0, r: 0 };
  const ring = Number(parsed[0]);
  return ringHexes(ring)[Number(parsed.slice(1)) - 1] as Hex;
}

/** The ring of a label. */
export function ringOfLabel(label: PositionLabel): number {
  return ringOf(hexOf(label));
}

/** Every label of rings 0..rings, in label order ("000", "101", ..., "106", "201", ...). */
export function labelsUpToRing(rings: number): PositionLabel[] {
  const out: PositionLabel[] = [];
  for (let ring = 0; ring <= rings; ring++) {
    for (const hex of ringHexes(ring)) out.push(labelOf(hex) as PositionLabel);
  }
  return out;
}

/** The labels of the six hexes sharing an edge with this one, clockwise from north. */
export function neighbourLabels(label: PositionLabel): PositionLabel[] {
  return hexNeighbours(hexOf(label))
    .map(labelOf)
    .filter((l): l is PositionLabel => l !== null);
}

export function labelDistance(a: PositionLabel, b: PositionLabel): number {
  return hexDistance(hexOf(a), hexOf(b));
}

/** Pixel centre of a flat-topped hex of circumradius `size`, Mecatol Rex at (0, 0), y pointing down. */
export function hexCenter(hex: Hex, size: number): { x: number; y: number } {
  return { x: size * 1.5 * hex.q, y: size * Math.sqrt(3) * (hex.r + hex.q / 2) };
}

/** Clockwise angle from north in [0, 360), used to order positions around the board. */
export function clockwiseAngle(hex: Hex): number {
  const { x, y } = hexCenter(hex, 1);
  const degrees = (Math.atan2(x, -y) * 180) / Math.PI;
  return (degrees + 360) % 360;
}
