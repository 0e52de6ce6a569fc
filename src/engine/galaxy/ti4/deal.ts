/**
 * The tiles a TI4 galaxy is built from (LRR setup step 6): the blue and red tiles of the boxes in play are
 * shuffled apart, and each player is dealt the layout's number of each; a layout that lays red tiles next to
 * Mecatol Rex before the build (the 5-player base layout) takes them, one each, from the red tiles left; the
 * rest go back to the box unseen.
 * Everything random comes from the seeded generator, so a replay deals the same hands.
 */
import type { Ti4Box } from "../../../content/ti4/common.ts";
import type { Ti4SystemId } from "../../../content/ti4/systems.ts";
import { isTi4DealtSystem, TI4_SYSTEMS } from "../../../content/ti4/systems.ts";
import type { Drawn, RngState } from "../../rng.ts";
import { shuffle } from "../../rng.ts";
import type { PositionLabel } from "../hex.ts";
import type { Ti4Layout } from "./layouts.ts";

export interface Ti4Pool {
  readonly blue: readonly Ti4SystemId[];
  readonly red: readonly Ti4SystemId[];
}

/** The blue and red tiles of the boxes in play (Mecatol Rex, Mallice and tile 81 are never dealt). */
export function ti4TilePool(boxes: readonly Ti4Box[]): Ti4Pool {
  const tiles = TI4_SYSTEMS.filter((tile) => boxes.includes(tile.box) && isTi4DealtSystem(tile));
  return {
    blue: tiles.filter((tile) => tile.back === "blue").map((tile) => tile.id),
    red: tiles.filter((tile) => tile.back === "red").map((tile) => tile.id),
  };
}

export interface Ti4Deal {
  /** Each seat's tiles (blue first, then red), index 0 = the speaker, then clockwise. */
  readonly hands: readonly (readonly Ti4SystemId[])[];
  /** The red tile on each of the layout's extraRed positions, laid before the first placement. */
  readonly extraRed: Readonly<Record<PositionLabel, Ti4SystemId>>;
  /** Tiles left in the box. */
  readonly unused: Ti4Pool;
}

/** Deals every seat its blue and red tiles; throws if the pool is too small (the layout table is wrong). */
export function dealTi4Systems(layout: Ti4Layout, rng: RngState): Drawn<Ti4Deal> {
  const pool = ti4TilePool(layout.setup.boxes);
  const players = layout.setup.players;
  const blue = shuffle(rng, pool.blue);
  const red = shuffle(blue.rng, pool.red);
  const needBlue = players * layout.blueEach;
  const dealtRed = players * layout.redEach;
  const needRed = dealtRed + layout.extraRed.length;
  if (blue.value.length < needBlue || red.value.length < needRed) {
    throw new Error(`Layout needs ${needBlue} blue and ${needRed} red tiles; the boxes hold fewer`);
  }
  if (needBlue + dealtRed !== layout.systemPositions.length) {
    throw new Error(
      `Layout table mismatch: ${needBlue + dealtRed} tiles for ${layout.systemPositions.length} positions`,
    );
  }
  const hands = Array.from({ length: players }, (_, seat) => [
    ...blue.value.slice(seat * layout.blueEach, (seat + 1) * layout.blueEach),
    ...red.value.slice(seat * layout.redEach, (seat + 1) * layout.redEach),
  ]);
  const extraRed: Record<PositionLabel, Ti4SystemId> = {};
  layout.extraRed.forEach((label, i) => {
    extraRed[label] = red.value[dealtRed + i] as Ti4SystemId;
  });
  const unused = { blue: blue.value.slice(needBlue), red: red.value.slice(needRed) };
  return { value: { hands, extraRed, unused }, rng: red.rng };
}
