/**
 * What touches what on a TI4 board. Systems are adjacent when their hexes share an edge (LRR 6.1), when the
 * lines of hyperlane tiles join them (LRR 44.1: "adjacent for all purposes"; a hyperlane tile is not a
 * system, LRR 44.2). Matching wormholes (LRR 101) also make systems adjacent; the balance figures follow
 * them (balance.ts), the placement rules do not need them.
 *
 * A hyperlane's lanes are pairs of its sides, 0 = north, clockwise (content/ti4/systems.ts); a tile turned by
 * r steps moves side s to (s + r) mod 6. A lane reaching another hyperlane continues along that tile's lane
 * starting at the facing side (side + 3); one that reaches an empty or off-board edge links nothing.
 */
import type { Ti4Anomaly, Ti4System, Ti4SystemId } from "../../../content/ti4/systems.ts";
import { ti4System } from "../../../content/ti4/systems.ts";
import type { Direction, PositionLabel } from "../hex.ts";
import { DIRECTIONS, hexNeighbour, hexOf, labelOf } from "../hex.ts";
import type { Ti4Galaxy, Ti4PlacedTile } from "./layouts.ts";

export function isHyperlane(placed: Ti4PlacedTile | undefined): boolean {
  return placed !== undefined && ti4System(placed.tile).back === "hyperlane";
}

/** An anomaly tile (LRR 9: a red border); a tile may be two anomalies at once. */
export function isAnomaly(tile: Ti4System): boolean {
  return tile.anomalies.length > 0;
}

/** The label one step from a position in a direction (null beyond the labelled rings). */
function step(label: PositionLabel, side: number): PositionLabel | null {
  return labelOf(hexNeighbour(hexOf(label), DIRECTIONS[side % 6] as Direction));
}

/** The sides a hyperlane's lanes join, as turned on the board: pairs [from, to] both ways. */
function turnedLanes(placed: Ti4PlacedTile): [number, number][] {
  const r = placed.rotation ?? 0;
  return ti4System(placed.tile).hyperlanes.flatMap(([a, b]) => {
    const from = (a + r) % 6;
    const to = (b + r) % 6;
    return [
      [from, to],
      [to, from],
    ] as [number, number][];
  });
}

/**
 * The systems a lane leads to when entering the hyperlane at `label` through its side `side`: follows
 * chains of hyperlanes (each entered tile visited once per path, so a loop cannot run forever).
 */
function laneEnds(
  hyperlanes: Readonly<Record<PositionLabel, Ti4PlacedTile>>,
  onBoard: (label: PositionLabel) => boolean,
  label: PositionLabel,
  side: number,
  seen: ReadonlySet<PositionLabel>,
): PositionLabel[] {
  const placed = hyperlanes[label];
  if (!placed || seen.has(label)) return [];
  const next = new Set(seen).add(label);
  return turnedLanes(placed)
    .filter(([from]) => from === side)
    .flatMap(([, to]) => {
      const beyond = step(label, to);
      if (beyond === null || !onBoard(beyond)) return [];
      if (hyperlanes[beyond]) return laneEnds(hyperlanes, onBoard, beyond, (to + 3) % 6, next);
      return [beyond];
    });
}

/**
 * Every system position's neighbours on a board: edge neighbours that are positions of the board and not
 * hyperlanes, plus the systems hyperlanes join to it. `positions` are the board's positions, hyperlanes
 * included; the result has an entry for every position that is not a hyperlane.
 */
export function boardNeighbours(
  positions: readonly PositionLabel[],
  hyperlanes: Readonly<Record<PositionLabel, Ti4PlacedTile>>,
): ReadonlyMap<PositionLabel, readonly PositionLabel[]> {
  const board = new Set(positions);
  const onBoard = (label: PositionLabel) => board.has(label);
  const out = new Map<PositionLabel, PositionLabel[]>();
  for (const label of positions) {
    if (hyperlanes[label]) continue;
    const linked = new Set<PositionLabel>();
    for (let side = 0; side < 6; side++) {
      const next = step(label, side);
      if (next === null || !board.has(next)) continue;
      if (!hyperlanes[next]) linked.add(next);
      else for (const end of laneEnds(hyperlanes, onBoard, next, (side + 3) % 6, new Set())) linked.add(end);
    }
    linked.delete(label);
    out.set(label, [...linked]);
  }
  return out;
}

/** The hyperlanes of a galaxy, by position. */
export function hyperlanesOf(galaxy: Ti4Galaxy): Record<PositionLabel, Ti4PlacedTile> {
  const out: Record<PositionLabel, Ti4PlacedTile> = {};
  for (const [label, placed] of Object.entries(galaxy)) if (isHyperlane(placed)) out[label] = placed;
  return out;
}

/**
 * Every lane end of every hyperlane that leads nowhere: off the board, or into a hyperlane with no lane
 * coming back. An empty list means the hyperlanes join up (a check on the layout table and on imports).
 */
export function looseLaneEnds(
  positions: readonly PositionLabel[],
  hyperlanes: Readonly<Record<PositionLabel, Ti4PlacedTile>>,
): string[] {
  const board = new Set(positions);
  const loose: string[] = [];
  for (const [label, placed] of Object.entries(hyperlanes)) {
    for (const [, to] of turnedLanes(placed)) {
      const beyond = step(label, to);
      const neighbour = beyond === null ? undefined : hyperlanes[beyond];
      if (beyond === null || !board.has(beyond)) loose.push(`${label} side ${to}: off the board`);
      else if (neighbour && !turnedLanes(neighbour).some(([from]) => from === (to + 3) % 6)) {
        loose.push(`${label} side ${to}: no lane of ${beyond} continues it`);
      }
    }
  }
  return [...new Set(loose)];
}

/** The anomalies at a position that hinder movement through it. */
export function movementOf(anomalies: readonly Ti4Anomaly[]): { enterable: boolean; passable: boolean } {
  // LRR 11.1, 86.1: asteroid fields and supernovae cannot be entered; LRR 59.1: a nebula is entered only as
  // the active system, so it is never passed through.
  const enterable = !anomalies.includes("asteroidField") && !anomalies.includes("supernova");
  return { enterable, passable: enterable && !anomalies.includes("nebula") };
}

/** The system tile at a position, or null for an empty position, a Home not known yet or a hyperlane. */
export function systemTileAt(galaxy: Ti4Galaxy, label: PositionLabel): Ti4System<Ti4SystemId> | null {
  const placed = galaxy[label];
  if (!placed || isHyperlane(placed)) return null;
  return ti4System(placed.tile);
}

/**
 * The "where avoidable" rules a finished board breaks, in words (LRR setup step 6): anomalies side by side,
 * and systems with the same wormhole side by side (hyperlane links count). Empty when it keeps both.
 */
export function ti4RuleBreaks(galaxy: Ti4Galaxy, positions: readonly PositionLabel[]): string[] {
  const neighbours = boardNeighbours(positions, hyperlanesOf(galaxy));
  let anomalies = 0;
  let wormholes = 0;
  for (const [label, next] of neighbours) {
    const tile = systemTileAt(galaxy, label);
    if (tile === null) continue;
    for (const other of next) {
      const neighbour = systemTileAt(galaxy, other);
      if (neighbour === null || other < label) continue;
      if (isAnomaly(tile) && isAnomaly(neighbour)) anomalies++;
      if (tile.wormholes.some((w) => neighbour.wormholes.includes(w))) wormholes++;
    }
  }
  const out: string[] = [];
  if (anomalies > 0) out.push(`LRR setup step 6: ${anomalies} pair(s) of anomalies are adjacent`);
  if (wormholes > 0)
    out.push(`LRR setup step 6: ${wormholes} pair(s) of systems with the same wormhole are adjacent`);
  return out;
}
