/**
 * Automatic galaxy building from a seed: the systems a game would use (after the layout's removals) are
 * laid out at random, then improved by seeded local search (swap two systems, keep the swap unless it
 * makes things worse) against, in order of weight:
 *   1. RR §3.9 (Base p.8): no Special System next to another Special System;
 *   2. our own tidiness rule: two systems with the same wormhole letter are not neighbours (the wormhole
 *      would add nothing there);
 *   3. balance (balance.ts): the spread between the best and worst Home's reachable worth, plus half the
 *      spreads of resources and of influence alone, so Homes also get a similar mix.
 * A rule still broken at the end could not be met and is reported in `relaxed` (galaxyRuleBreaks). The
 * same seed (or generator state) always gives the same galaxy. Home positions are left empty: races are
 * dealt by game setup.
 */
import type { SystemId } from "../../content/systems.ts";
import { getSystem } from "../../content/systems.ts";
import type { Drawn, RngState } from "../rng.ts";
import { nextInt, seedRng } from "../rng.ts";
import type { RuleError } from "../ruleError.ts";
import { isRuleError } from "../ruleError.ts";
import type { Galaxy } from "./adjacency.ts";
import type { BalanceModel, BalanceReport, TileWorth } from "./balance.ts";
import { balanceModel, evaluateBalance, evaluateWorths, tileWorth } from "./balance.ts";
import { removeSystems } from "./dealing.ts";
import type { PositionLabel } from "./hex.ts";
import { MECATOL_LABEL, neighbourLabels } from "./hex.ts";
import type { GalaxyLayout, GalaxySetup } from "./layouts.ts";
import { galaxyLayout } from "./layouts.ts";
import { isSpecialSystem } from "./tiles.ts";

const SPECIAL_PAIR_PENALTY = 1000;
const WORMHOLE_PAIR_PENALTY = 200;
const ITERATIONS_PER_POSITION = 80;

export interface AutoBuiltGalaxy {
  readonly layout: GalaxyLayout;
  /** Mecatol Rex and every system; Home positions are not filled. */
  readonly galaxy: Galaxy;
  /** Home positions in seat order. */
  readonly homes: readonly PositionLabel[];
  /** Systems set aside unseen by the layout's removals. */
  readonly removed: readonly SystemId[];
  readonly balance: BalanceReport;
  /** Placement rules the builder could not meet, in words; empty when every rule holds. */
  readonly relaxed: readonly string[];
}

interface Search {
  readonly model: BalanceModel;
  readonly edges: readonly (readonly [number, number])[];
  readonly swappable: readonly number[];
}

function specialPairs(search: Search, worths: readonly TileWorth[]): number {
  let pairs = 0;
  for (const [a, b] of search.edges) {
    if ((worths[a] as TileWorth).special && (worths[b] as TileWorth).special) pairs++;
  }
  return pairs;
}

function wormholePairs(search: Search, worths: readonly TileWorth[]): number {
  let pairs = 0;
  for (const [a, b] of search.edges) {
    if (((worths[a] as TileWorth).wormholes & (worths[b] as TileWorth).wormholes) !== 0) pairs++;
  }
  return pairs;
}

function spreadOf(values: readonly number[]): number {
  return Math.max(...values) - Math.min(...values);
}

function cost(search: Search, worths: readonly TileWorth[]): number {
  const balance = evaluateWorths(search.model, worths);
  const r = spreadOf(balance.homes.map((h) => h.resources));
  const i = spreadOf(balance.homes.map((h) => h.influence));
  return (
    SPECIAL_PAIR_PENALTY * specialPairs(search, worths) +
    WORMHOLE_PAIR_PENALTY * wormholePairs(search, worths) +
    balance.spread +
    0.5 * (r + i)
  );
}

function prepareSearch(layout: GalaxyLayout): Search {
  const model = balanceModel(layout.positions, layout.homes);
  const edges: [number, number][] = [];
  model.neighbours.forEach((list, a) => {
    for (const b of list) if (a < b) edges.push([a, b]);
  });
  const swappable = model.labels.flatMap((label, i) => (layout.systemPositions.includes(label) ? [i] : []));
  return { model, edges, swappable };
}

function initialTiles(search: Search, kept: readonly SystemId[]): (SystemId | null)[] {
  const tiles: (SystemId | null)[] = search.model.labels.map((label) =>
    label === MECATOL_LABEL ? "mecatol-rex" : null,
  );
  search.swappable.forEach((index, k) => {
    tiles[index] = kept[k] as SystemId;
  });
  return tiles;
}

function swap<T>(list: T[], a: number, b: number): void {
  [list[a], list[b]] = [list[b] as T, list[a] as T];
}

/** Seeded hill climbing over swaps; equal-cost swaps are kept so the search can cross plateaus. */
function improve(search: Search, start: readonly (SystemId | null)[], rng: RngState, iterations: number) {
  const tiles = [...start];
  const worths = tiles.map(tileWorth);
  let current = cost(search, worths);
  let state = rng;
  const n = search.swappable.length;
  for (let step = 0; step < iterations && n > 1; step++) {
    const first = nextInt(state, n);
    const second = nextInt(first.rng, n - 1);
    state = second.rng;
    const a = search.swappable[first.value] as number;
    const b = search.swappable[second.value >= first.value ? second.value + 1 : second.value] as number;
    if (tiles[a] === tiles[b]) continue;
    swap(worths, a, b);
    const next = cost(search, worths);
    if (next <= current) {
      current = next;
      swap(tiles, a, b);
    } else swap(worths, a, b);
  }
  return { tiles, rng: state };
}

/**
 * The placement rules a finished galaxy breaks, in words: Special Systems side by side (RR §3.9) and, our
 * builder's own rule, same-letter wormholes side by side. Empty for a galaxy that keeps them all.
 */
export function galaxyRuleBreaks(galaxy: Galaxy): string[] {
  let specials = 0;
  let wormholes = 0;
  for (const [label, id] of Object.entries(galaxy)) {
    const tile = getSystem(id);
    for (const next of neighbourLabels(label)) {
      const other = galaxy[next];
      if (other === undefined || next < label) continue;
      const neighbour = getSystem(other);
      if (isSpecialSystem(tile) && isSpecialSystem(neighbour)) specials++;
      if (tile.wormholes.some((letter) => neighbour.wormholes.includes(letter))) wormholes++;
    }
  }
  const out: string[] = [];
  if (specials > 0) out.push(`RR §3.9: ${specials} pair(s) of Special Systems are adjacent`);
  if (wormholes > 0)
    out.push(`Builder rule: ${wormholes} pair(s) of same-letter wormhole systems are adjacent`);
  return out;
}

/** Builds a legal, balanced galaxy with the game's generator; returns the generator's next state too. */
export function autoBuildGalaxyWith(setup: GalaxySetup, rng: RngState): Drawn<AutoBuiltGalaxy> | RuleError {
  const layout = galaxyLayout(setup);
  if (isRuleError(layout)) return layout;
  const drawn = removeSystems(layout, rng);
  const search = prepareSearch(layout);
  const start = initialTiles(search, drawn.value.kept);
  const iterations = ITERATIONS_PER_POSITION * search.swappable.length;
  const { tiles, rng: next } = improve(search, start, drawn.rng, iterations);
  const galaxy: Record<PositionLabel, SystemId> = {};
  search.model.labels.forEach((label, i) => {
    const id = tiles[i];
    if (id) galaxy[label] = id;
  });
  const value: AutoBuiltGalaxy = {
    layout,
    galaxy,
    homes: layout.homes,
    removed: drawn.value.removed,
    balance: evaluateBalance(search.model, tiles),
    relaxed: galaxyRuleBreaks(galaxy),
  };
  return { value, rng: next };
}

/** Builds a legal, balanced galaxy for a setup from a seed (the same seed gives the same galaxy). */
export function autoBuildGalaxy(setup: GalaxySetup, seed: string): AutoBuiltGalaxy | RuleError {
  const built = autoBuildGalaxyWith(setup, seedRng(`galaxy:${seed}`));
  return isRuleError(built) ? built : built.value;
}
