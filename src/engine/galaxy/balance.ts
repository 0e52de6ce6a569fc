/**
 * How much each Home System can reach: the balance figure of a galaxy.
 *
 * Our metric (a design choice, not a rule): a planet is worth its resources + influence + 0.5 per
 * technology specialty + 0.5 for an SE refresh ability. Each system's worth goes to the Home(s) that reach
 * it in the fewest moves, split evenly on a tie, weighted by that distance: 1 move x1, 2 moves x0.5,
 * 3 moves x0.25, further x0. Moves follow the movement rules without technologies (RR §10-11): shared
 * edges and matching wormholes; Asteroid Fields and Supernovas cannot be entered, Nebulae and Ion Storms
 * can be entered but not passed through. Mecatol Rex and Home planets are left out (every Home is equally
 * far from Mecatol Rex). The balance figure is the spread: best Home's worth minus worst Home's.
 */
import type { SystemId } from "../../content/systems.ts";
import { getSystem } from "../../content/systems.ts";
import type { Galaxy } from "./adjacency.ts";
import type { PositionLabel } from "./hex.ts";
import { neighbourLabels } from "./hex.ts";

const DISTANCE_WEIGHTS = [0, 1, 0.5, 0.25] as const;
/** A distance no Home reaches. */
export const UNREACHED = 99;

/** What the balance and the builder need to know of one tile, looked up once. */
export interface TileWorth {
  readonly resources: number;
  readonly influence: number;
  readonly extras: number;
  readonly enterable: boolean;
  readonly passable: boolean;
  readonly special: boolean;
  /** Bit 1 = Alpha, bit 2 = Beta. */
  readonly wormholes: number;
}

const WORTH_CACHE = new Map<SystemId, TileWorth>();

/** A Home position (empty or holding a Home tile): passable, worth nothing to the others. */
const HOME_WORTH: TileWorth = {
  resources: 0,
  influence: 0,
  extras: 0,
  enterable: true,
  passable: true,
  special: false,
  wormholes: 0,
};

/** The worth of a tile; null (an empty Home position) is worth nothing and is passable. */
export function tileWorth(id: SystemId | null): TileWorth {
  if (id === null) return HOME_WORTH;
  const cached = WORTH_CACHE.get(id);
  if (cached) return cached;
  const tile = getSystem(id);
  const counts = tile.kind === "home" || tile.kind === "mecatolRex" ? [] : tile.planets;
  const worth: TileWorth = {
    resources: counts.reduce((sum, p) => sum + p.resources, 0),
    influence: counts.reduce((sum, p) => sum + p.influence, 0),
    extras: counts.reduce((sum, p) => sum + 0.5 * p.specialties.length + (p.refresh ? 0.5 : 0), 0),
    enterable: tile.anomaly !== "asteroidField" && tile.anomaly !== "supernova",
    passable: tile.anomaly === null,
    special: tile.kind === "anomaly",
    wormholes: (tile.wormholes.includes("alpha") ? 1 : 0) | (tile.wormholes.includes("beta") ? 2 : 0),
  };
  WORTH_CACHE.set(id, worth);
  return worth;
}

export interface HomeWorth {
  readonly position: PositionLabel;
  readonly total: number;
  readonly resources: number;
  readonly influence: number;
}

export interface BalanceReport {
  /** One entry per Home, in the order given (seat order). */
  readonly homes: readonly HomeWorth[];
  /** Best Home's total minus worst Home's. */
  readonly spread: number;
  readonly mean: number;
}

/** A fixed board (positions and Homes) that can value many arrangements of tiles quickly. */
export interface BalanceModel {
  readonly labels: readonly PositionLabel[];
  readonly homeIndexes: readonly number[];
  readonly neighbours: readonly (readonly number[])[];
}

export function balanceModel(
  positions: readonly PositionLabel[],
  homes: readonly PositionLabel[],
): BalanceModel {
  const index = new Map(positions.map((label, i) => [label, i]));
  return {
    labels: positions,
    homeIndexes: homes.map((home) => index.get(home) as number),
    neighbours: positions.map((label) =>
      neighbourLabels(label)
        .map((n) => index.get(n))
        .filter((i): i is number => i !== undefined),
    ),
  };
}

/** What the breadth-first count of moves needs of a system (TI3's and TI4's tile worths both say it). */
export interface Passage {
  readonly enterable: boolean;
  readonly passable: boolean;
  /** One bit per wormhole type. */
  readonly wormholes: number;
}

/**
 * Moves from one Home to every position (breadth first over edges and wormholes), into `dist`: a system
 * that cannot be entered is never reached, one that cannot be passed through ends the way there.
 */
export function movesFrom(
  neighbours: readonly (readonly number[])[],
  worths: readonly Passage[],
  start: number,
  dist: Int16Array,
): void {
  dist.fill(UNREACHED);
  dist[start] = 0;
  const queue = [start];
  const reach = (from: number, to: number) => {
    if (dist[to] !== UNREACHED || !(worths[to] as Passage).enterable) return;
    dist[to] = (dist[from] as number) + 1;
    queue.push(to);
  };
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head] as number;
    const here = worths[at] as Passage;
    if (at !== start && !here.passable) continue;
    for (const to of neighbours[at] as number[]) reach(at, to);
    if (here.wormholes === 0) continue;
    for (let i = 0; i < worths.length; i++) {
      if (i !== at && ((worths[i] as Passage).wormholes & here.wormholes) !== 0) reach(at, i);
    }
  }
}

interface Sums {
  resources: number;
  influence: number;
  extras: number;
}

/** Shares every system's weighted worth among its nearest Homes. */
function shareWorth(worths: readonly TileWorth[], dists: readonly Int16Array[], sums: Sums[]): void {
  for (let i = 0; i < worths.length; i++) {
    const w = worths[i] as TileWorth;
    if (w.resources + w.influence + w.extras === 0) continue;
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
      sum.resources += w.resources * weight;
      sum.influence += w.influence * weight;
      sum.extras += w.extras * weight;
    });
  }
}

/** Values every Home of the model for tiles given by their worths (`worths[i]` at `model.labels[i]`). */
export function evaluateWorths(model: BalanceModel, worths: readonly TileWorth[]): BalanceReport {
  const dists = model.homeIndexes.map((home) => {
    const dist = new Int16Array(worths.length);
    movesFrom(model.neighbours, worths, home, dist);
    return dist;
  });
  const sums = model.homeIndexes.map(() => ({ resources: 0, influence: 0, extras: 0 }));
  shareWorth(worths, dists, sums);
  return report(model, sums);
}

/** Values every Home of the model for one arrangement (`tiles[i]` sits at `model.labels[i]`). */
export function evaluateBalance(model: BalanceModel, tiles: readonly (SystemId | null)[]): BalanceReport {
  return evaluateWorths(
    model,
    model.labels.map((_, i) => tileWorth(tiles[i] ?? null)),
  );
}

function report(model: BalanceModel, sums: readonly Sums[]): BalanceReport {
  const homes = sums.map((s, h) => ({
    position: model.labels[model.homeIndexes[h] as number] as PositionLabel,
    total: round(s.resources + s.influence + s.extras),
    resources: round(s.resources),
    influence: round(s.influence),
  }));
  const totals = homes.map((h) => h.total);
  const mean = totals.reduce((a, b) => a + b, 0) / Math.max(1, totals.length);
  return { homes, spread: round(Math.max(...totals) - Math.min(...totals)), mean: round(mean) };
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

/** The balance figure of any galaxy for the given Home positions (Home tiles there are ignored). */
export function galaxyBalance(galaxy: Galaxy, homes: readonly PositionLabel[]): BalanceReport {
  const positions = Object.keys(galaxy);
  for (const home of homes) if (!positions.includes(home)) positions.push(home);
  positions.sort();
  const model = balanceModel(positions, homes);
  return evaluateBalance(
    model,
    positions.map((label) => (homes.includes(label) ? null : (galaxy[label] ?? null))),
  );
}
