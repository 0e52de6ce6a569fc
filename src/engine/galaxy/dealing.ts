/**
 * Preparing the systems before the galaxy is built: the removals of the layout table (set aside unseen),
 * the face-down systems next to Mecatol Rex, and the deal (RR §3.9; Base p.8, p.31-32; SE p.7-8).
 * Everything random comes from the seeded generator, so a replay deals the same hands.
 */
import type { SystemId } from "../../content/systems.ts";
import { getSystem } from "../../content/systems.ts";
import type { Drawn, RngState } from "../rng.ts";
import { shuffle } from "../rng.ts";
import type { GalaxyLayout } from "./layouts.ts";
import { galaxyTilePool, tileClass } from "./tiles.ts";

export interface GalaxyDeal {
  /** Set aside unseen; never shown to anyone. */
  readonly removed: readonly SystemId[];
  /** Placed face down next to Mecatol Rex by the first player, revealed when the galaxy is complete. */
  readonly faceDown: readonly SystemId[];
  /** Each seat's private systems, index 0 = the first player (seat order of the placement). */
  readonly hands: readonly (readonly SystemId[])[];
}

type Filter = (id: SystemId) => boolean;

/** Removes `count` random tiles matching `filter` from `pool`. */
function removeMatching(pool: SystemId[], filter: Filter, count: number, rng: RngState): Drawn<SystemId[]> {
  if (count === 0) return { value: [], rng };
  const candidates = pool.map((id, index) => ({ id, index })).filter(({ id }) => filter(id));
  if (candidates.length < count)
    throw new Error(`Removal needs ${count} tiles, the pool holds ${candidates.length}`);
  const drawn = shuffle(rng, candidates);
  const chosen = drawn.value.slice(0, count);
  for (const { index } of [...chosen].sort((a, b) => b.index - a.index)) pool.splice(index, 1);
  return { value: chosen.map(({ id }) => id), rng: drawn.rng };
}

/**
 * An added tile takes the place of one kept Special System drawn at random (of any kept system if none is
 * Special), which is set aside with the removed ones. [decision: the layout tables' counts hold]
 */
function substitute(pool: SystemId[], tile: SystemId, rng: RngState): Drawn<SystemId[]> {
  const special = (id: SystemId) => tileClass(getSystem(id)) === "special";
  const drawn = removeMatching(pool, pool.some(special) ? special : () => true, 1, rng);
  pool.push(tile);
  return drawn;
}

/**
 * The systems that will be on the board, after the removals of the layout's table, and those removed.
 * The kept list is shuffled.
 */
export function removeSystems(
  layout: GalaxyLayout,
  rng: RngState,
): Drawn<{ kept: SystemId[]; removed: SystemId[] }> {
  const pool = galaxyTilePool(layout.setup.boxes);
  const { removal } = layout;
  const steps: [Filter, number][] = [
    [(id) => getSystem(id).anomaly === "asteroidField", removal.asteroidFields],
    [(id) => tileClass(getSystem(id)) === "empty", removal.empty],
    [(id) => tileClass(getSystem(id)) === "special", removal.special],
    [(id) => tileClass(getSystem(id)) === "regular", removal.regular],
    [() => true, removal.random],
  ];
  const removed: SystemId[] = [];
  let state = rng;
  for (const [filter, count] of steps) {
    const drawn = removeMatching(pool, filter, count, state);
    removed.push(...drawn.value);
    state = drawn.rng;
  }
  if (pool.length !== layout.systemPositions.length) {
    throw new Error(
      `Layout table mismatch: ${pool.length} systems for ${layout.systemPositions.length} positions`,
    );
  }
  for (const tile of layout.setup.added ?? []) {
    const drawn = substitute(pool, tile, state);
    removed.push(...drawn.value);
    state = drawn.rng;
  }
  const shuffled = shuffle(state, pool);
  return { value: { kept: shuffled.value, removed }, rng: shuffled.rng };
}

/** Removes, sets the face-down systems aside and deals the rest, `dealtEach` to every seat. */
export function dealGalaxySystems(layout: GalaxyLayout, rng: RngState): Drawn<GalaxyDeal> {
  const drawn = removeSystems(layout, rng);
  const { kept, removed } = drawn.value;
  const faceDown = kept.slice(0, layout.faceDown);
  const rest = kept.slice(layout.faceDown);
  const players = layout.setup.players;
  if (rest.length !== players * layout.dealtEach) {
    throw new Error(
      `Layout table mismatch: ${rest.length} systems to deal, ${players} x ${layout.dealtEach} expected`,
    );
  }
  const hands = Array.from({ length: players }, (_, seat) =>
    rest.slice(seat * layout.dealtEach, (seat + 1) * layout.dealtEach),
  );
  return { value: { removed, faceDown, hands }, rng: drawn.rng };
}
