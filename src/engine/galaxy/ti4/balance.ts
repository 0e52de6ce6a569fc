/**
 * How much each TI4 Home can reach: the balance figures of a galaxy.
 *
 * Our metric (a design choice, not a rule), as for TI3 (../balance.ts): a system's planets count their
 * resources, influence, technology specialties and legendary planets. Each system goes to the Home(s) that
 * reach it in the fewest moves, split evenly on a tie, weighted by that distance: 1 move x1, 2 moves x0.5,
 * 3 moves x0.25, further x0. Moves follow adjacency without technologies: shared edges, hyperlanes (LRR 44)
 * and matching wormholes (LRR 101); asteroid fields and supernovae cannot be entered, a nebula is entered but
 * not passed through (LRR 11, 86, 59). Mecatol Rex and Home planets are left out (every Home is as far from
 * Mecatol Rex as the others). A Home's total is resources + influence + 0.5 per specialty + 1 per legendary
 * planet; the balance figure is the spread, best Home's total minus worst Home's.
 */

import { ti4Planet } from "../../../content/ti4/planets.ts";
import type { Ti4SystemId } from "../../../content/ti4/systems.ts";
import { isTi4MecatolRexTile, ti4System } from "../../../content/ti4/systems.ts";
import { movesFrom, UNREACHED } from "../balance.ts";
import type { PositionLabel } from "../hex.ts";
import { boardNeighbours, hyperlanesOf, isHyperlane, movementOf } from "./board.ts";
import type { Ti4Galaxy, Ti4PlacedTile } from "./layouts.ts";

const DISTANCE_WEIGHTS = [0, 1, 0.5, 0.25] as const;
const WORMHOLE_BITS: Readonly<Record<string, number>> = { alpha: 1, beta: 2, gamma: 4, delta: 8 };

/** What the balance needs to know of one tile, looked up once. */
export interface Ti4TileWorth {
  readonly resources: number;
  readonly influence: number;
  readonly planets: number;
  readonly specialties: number;
  readonly legendary: number;
  readonly enterable: boolean;
  readonly passable: boolean;
  readonly anomaly: boolean;
  readonly wormholes: number;
}

const NOTHING: Ti4TileWorth = {
  resources: 0,
  influence: 0,
  planets: 0,
  specialties: 0,
  legendary: 0,
  enterable: true,
  passable: true,
  anomaly: false,
  wormholes: 0,
};

const CACHE = new Map<Ti4SystemId, Ti4TileWorth>();

/** The worth of a tile; null (an empty Home position) and Homes are worth nothing and can be crossed. */
export function ti4TileWorth(id: Ti4SystemId | null): Ti4TileWorth {
  if (id === null) return NOTHING;
  const cached = CACHE.get(id);
  if (cached) return cached;
  const tile = ti4System(id);
  const counted = tile.back === "green" || isTi4MecatolRexTile(id) ? [] : tile.planets.map(ti4Planet);
  const worth: Ti4TileWorth = {
    resources: counted.reduce((sum, p) => sum + p.resources, 0),
    influence: counted.reduce((sum, p) => sum + p.influence, 0),
    planets: counted.length,
    specialties: counted.reduce((sum, p) => sum + p.specialties.length, 0),
    legendary: counted.filter((p) => p.legendary).length,
    ...movementOf(tile.anomalies),
    anomaly: tile.anomalies.length > 0,
    wormholes: tile.wormholes.reduce((bits, w) => bits | (WORMHOLE_BITS[w] ?? 0), 0),
  };
  CACHE.set(id, worth);
  return worth;
}

export interface Ti4HomeWorth {
  readonly position: PositionLabel;
  readonly total: number;
  readonly resources: number;
  readonly influence: number;
  readonly planets: number;
  readonly specialties: number;
  readonly legendary: number;
}

export interface Ti4BalanceReport {
  /** One entry per Home, in seat order. */
  readonly homes: readonly Ti4HomeWorth[];
  /** Best Home's total minus worst Home's. */
  readonly spread: number;
  readonly mean: number;
}

/** A fixed board (system positions, Homes, neighbours) that can value many arrangements quickly. */
export interface Ti4BalanceModel {
  readonly labels: readonly PositionLabel[];
  readonly homeIndexes: readonly number[];
  readonly neighbours: readonly (readonly number[])[];
}

/** The model of a board: `positions` may include hyperlane positions, which are left out. */
export function ti4BalanceModel(
  positions: readonly PositionLabel[],
  hyperlanes: Readonly<Record<PositionLabel, Ti4PlacedTile>>,
  homes: readonly PositionLabel[],
): Ti4BalanceModel {
  const byLabel = boardNeighbours(positions, hyperlanes);
  const labels = positions.filter((label) => byLabel.has(label));
  const index = new Map(labels.map((label, i) => [label, i]));
  return {
    labels,
    homeIndexes: homes.map((home) => index.get(home) as number),
    neighbours: labels.map((label) => (byLabel.get(label) ?? []).map((n) => index.get(n) as number)),
  };
}

type Sums = { resources: number; influence: number; planets: number; specialties: number; legendary: number };
const FIELDS = ["resources", "influence", "planets", "specialties", "legendary"] as const;

/** Values every Home for tiles given by their worths (`worths[i]` at `model.labels[i]`). */
export function ti4EvaluateWorths(model: Ti4BalanceModel, worths: readonly Ti4TileWorth[]): Ti4BalanceReport {
  const dists = model.homeIndexes.map((home) => {
    const dist = new Int16Array(worths.length);
    movesFrom(model.neighbours, worths, home, dist);
    return dist;
  });
  const sums: Sums[] = model.homeIndexes.map(() => ({
    resources: 0,
    influence: 0,
    planets: 0,
    specialties: 0,
    legendary: 0,
  }));
  for (let i = 0; i < worths.length; i++) {
    const w = worths[i] as Ti4TileWorth;
    if (w.planets === 0) continue;
    let nearest = UNREACHED;
    let sharers = 0;
    for (const dist of dists) {
      const d = dist[i] as number;
      if (d < nearest) [nearest, sharers] = [d, 1];
      else if (d === nearest) sharers++;
    }
    const weight = (DISTANCE_WEIGHTS[nearest] ?? 0) / sharers;
    if (weight === 0) continue;
    dists.forEach((dist, h) => {
      if (dist[i] !== nearest) return;
      const sum = sums[h] as Sums;
      for (const field of FIELDS) sum[field] += w[field] * weight;
    });
  }
  return report(model, sums);
}

function report(model: Ti4BalanceModel, sums: readonly Sums[]): Ti4BalanceReport {
  const homes = sums.map((s, h) => ({
    position: model.labels[model.homeIndexes[h] as number] as PositionLabel,
    total: round(s.resources + s.influence + 0.5 * s.specialties + s.legendary),
    resources: round(s.resources),
    influence: round(s.influence),
    planets: round(s.planets),
    specialties: round(s.specialties),
    legendary: round(s.legendary),
  }));
  const totals = homes.map((h) => h.total);
  const mean = totals.reduce((a, b) => a + b, 0) / Math.max(1, totals.length);
  return { homes, spread: round(Math.max(...totals) - Math.min(...totals)), mean: round(mean) };
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

/** The balance figures of a board for its Home positions (Home tiles there are worth nothing). */
export function ti4GalaxyBalance(
  galaxy: Ti4Galaxy,
  positions: readonly PositionLabel[],
  homes: readonly PositionLabel[],
): Ti4BalanceReport {
  const model = ti4BalanceModel(positions, hyperlanesOf(galaxy), homes);
  return ti4EvaluateWorths(
    model,
    model.labels.map((label) => {
      const placed = galaxy[label];
      return ti4TileWorth(placed === undefined || isHyperlane(placed) ? null : placed.tile);
    }),
  );
}
