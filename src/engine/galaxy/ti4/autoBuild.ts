/**
 * Automatic TI4 galaxy building from a seed. The blue and red tiles of the boxes are shuffled, the layout's
 * counts of each are laid out at random, then improved by seeded local search: each step either swaps two
 * positions or swaps a tile on the board for a tile of the same colour left in the box (so the counts of
 * LRR setup step 6 always hold; a layout's extra red positions next to Mecatol Rex only ever take red tiles),
 * and is kept unless it makes things worse. Against, in order of weight:
 *   1. LRR setup step 6: no anomaly next to an anomaly;
 *   2. LRR setup step 6: no wormhole next to the same wormhole;
 *   3. balance (balance.ts): the spread of the Homes' totals, plus half the spreads of resources and of
 *      influence alone, so the Homes also get a similar mix.
 * A rule still broken at the end could not be kept and is listed in `relaxed`. The same seed always gives
 * the same galaxy; Home positions are left empty (factions are chosen by the set-up).
 */
import type { Ti4SystemId } from "../../../content/ti4/systems.ts";
import { ti4System } from "../../../content/ti4/systems.ts";
import type { Drawn, RngState } from "../../rng.ts";
import { nextInt, seedRng, shuffle } from "../../rng.ts";
import type { RuleError } from "../../ruleError.ts";
import { isRuleError } from "../../ruleError.ts";
import type { PositionLabel } from "../hex.ts";
import { MECATOL_LABEL } from "../hex.ts";
import type { Ti4BalanceModel, Ti4BalanceReport, Ti4TileWorth } from "./balance.ts";
import { ti4BalanceModel, ti4EvaluateWorths, ti4TileWorth } from "./balance.ts";
import { ti4RuleBreaks } from "./board.ts";
import { ti4TilePool } from "./deal.ts";
import type { Ti4Galaxy, Ti4GalaxySetup, Ti4Layout, Ti4PlacedTile } from "./layouts.ts";
import { ti4CentreTile, ti4GalaxyLayout } from "./layouts.ts";

const ANOMALY_PAIR_PENALTY = 1000;
const WORMHOLE_PAIR_PENALTY = 200;
const ITERATIONS_PER_POSITION = 80;

export interface Ti4AutoGalaxy {
  readonly layout: Ti4Layout;
  /** Mecatol Rex, the hyperlanes and every system; Home positions are not filled. */
  readonly galaxy: Ti4Galaxy;
  readonly balance: Ti4BalanceReport;
  /** The placement rules the builder could not keep (empty when it kept them all). */
  readonly relaxed: readonly string[];
}

interface Search {
  readonly model: Ti4BalanceModel;
  /** Indexes of the model's labels the dealt tiles fill. */
  readonly slots: readonly number[];
  /** The slots of the layout's extra red tiles: a swap may not bring a blue tile there. */
  readonly redOnly: ReadonlySet<number>;
}

function cost(search: Search, worths: readonly Ti4TileWorth[]): number {
  let pairs = 0;
  for (const i of search.slots) {
    const here = worths[i] as Ti4TileWorth;
    for (const j of search.model.neighbours[i] as number[]) {
      if (j <= i) continue;
      const there = worths[j] as Ti4TileWorth;
      if (here.anomaly && there.anomaly) pairs += ANOMALY_PAIR_PENALTY;
      if ((here.wormholes & there.wormholes) !== 0) pairs += WORMHOLE_PAIR_PENALTY;
    }
  }
  const report = ti4EvaluateWorths(search.model, worths);
  const spread = (pick: (h: Ti4BalanceReport["homes"][number]) => number) => {
    const values = report.homes.map(pick);
    return Math.max(...values) - Math.min(...values);
  };
  return pairs + report.spread + 0.5 * (spread((h) => h.resources) + spread((h) => h.influence));
}

/** The search: each step swaps two board slots, or a board slot and a spare tile of the same colour. */
function improve(
  search: Search,
  tiles: (Ti4SystemId | null)[],
  spares: { blue: Ti4SystemId[]; red: Ti4SystemId[] },
  rng: RngState,
  iterations: number,
): RngState {
  const worths = tiles.map(ti4TileWorth);
  let current = cost(search, worths);
  let state = rng;
  const n = search.slots.length;
  for (let k = 0; k < iterations; k++) {
    const first = nextInt(state, n);
    const second = nextInt(first.rng, n + 1);
    state = second.rng;
    const a = search.slots[first.value] as number;
    const tileA = tiles[a] as Ti4SystemId;
    if (second.value === n) {
      // A spare tile of the same back colour takes the place of the tile at a.
      const pile = ti4System(tileA).back === "red" ? spares.red : spares.blue;
      if (pile.length === 0) continue;
      const drawn = nextInt(state, pile.length);
      state = drawn.rng;
      const spare = pile[drawn.value] as Ti4SystemId;
      worths[a] = ti4TileWorth(spare);
      const next = cost(search, worths);
      if (next <= current) {
        current = next;
        pile[drawn.value] = tileA;
        tiles[a] = spare;
      } else worths[a] = ti4TileWorth(tileA);
      continue;
    }
    const b = search.slots[second.value] as number;
    if (a === b) continue;
    if (search.redOnly.has(a) !== search.redOnly.has(b)) {
      if (ti4System(tileA).back !== ti4System(tiles[b] as Ti4SystemId).back) continue;
    }
    [worths[a], worths[b]] = [worths[b] as Ti4TileWorth, worths[a] as Ti4TileWorth];
    const next = cost(search, worths);
    if (next <= current) {
      current = next;
      [tiles[a], tiles[b]] = [tiles[b] ?? null, tiles[a] ?? null];
    } else [worths[a], worths[b]] = [worths[b] as Ti4TileWorth, worths[a] as Ti4TileWorth];
  }
  return state;
}

/** Builds a legal, balanced galaxy with the game's generator; returns the generator's next state too. */
export function autoBuildTi4GalaxyWith(
  setup: Ti4GalaxySetup,
  rng: RngState,
): Drawn<Ti4AutoGalaxy> | RuleError {
  const layout = ti4GalaxyLayout(setup);
  if (isRuleError(layout)) return layout;
  const pool = ti4TilePool(setup.boxes);
  const blue = shuffle(rng, pool.blue);
  const red = shuffle(blue.rng, pool.red);
  const needBlue = setup.players * layout.blueEach;
  const needRed = setup.players * layout.redEach;
  const dealt = shuffle(red.rng, [...blue.value.slice(0, needBlue), ...red.value.slice(0, needRed)]);
  // The extra red tiles come from the red tiles left after the deal (deal.ts), after the dealt ones.
  const extras = red.value.slice(needRed, needRed + layout.extraRed.length);
  const spares = { blue: blue.value.slice(needBlue), red: red.value.slice(needRed + extras.length) };
  const model = ti4BalanceModel(layout.positions, layout.hyperlanes, layout.homes);
  const dealtSlots = layout.systemPositions.map((label) => model.labels.indexOf(label));
  const extraSlots = layout.extraRed.map((label) => model.labels.indexOf(label));
  const tiles: (Ti4SystemId | null)[] = model.labels.map(() => null);
  dealtSlots.forEach((slot, i) => {
    tiles[slot] = dealt.value[i] ?? null;
  });
  extraSlots.forEach((slot, i) => {
    tiles[slot] = extras[i] ?? null;
  });
  const slots = [...dealtSlots, ...extraSlots];
  const search: Search = { model, slots, redOnly: new Set(extraSlots) };
  const next = improve(search, tiles, spares, dealt.rng, ITERATIONS_PER_POSITION * slots.length);
  const galaxy: Record<PositionLabel, Ti4PlacedTile> = {
    [MECATOL_LABEL]: { tile: ti4CentreTile(layout.setup.boxes) },
    ...layout.hyperlanes,
  };
  for (const slot of slots)
    galaxy[model.labels[slot] as PositionLabel] = { tile: tiles[slot] as Ti4SystemId };
  const value: Ti4AutoGalaxy = {
    layout,
    galaxy,
    balance: ti4EvaluateWorths(model, tiles.map(ti4TileWorth)),
    relaxed: ti4RuleBreaks(galaxy, layout.positions),
  };
  return { value, rng: next };
}

/** Builds a legal, balanced galaxy for a setup from a seed (the same seed gives the same galaxy). */
export function autoBuildTi4Galaxy(setup: Ti4GalaxySetup, seed: string): Ti4AutoGalaxy | RuleError {
  const built = autoBuildTi4GalaxyWith(setup, seedRng(`ti4-galaxy:${seed}`));
  return isRuleError(built) ? built : built.value;
}
