/**
 * The D.W.S. Luminous, the Deepwrought's flagship (content/ti4/units.te.ts; the card as
 * Bshah11/DataCleaner@585713aafbc3b9ee6e60cbf8887187dc92e90f2b:StructuredData/factions/deepwrought_scholarate.md
 * gives it): it may move through systems that contain its owner's units even when other players' units are
 * there (LRR 58.4a lifted, hook `mayPassSystem`), and has +1 move for each such system it moves through
 * (LRR 58.4c, hook `pathMoveBonus`).
 *
 * Our readings [recalled]: "units" are any of the owner's units in the system, ships or on its planets; the
 * +1 counts every system passed that holds them, whether others' units are there or not; only a group of the
 * flagship alone passes (the units it carries go with it; other ships do not), as with Y'sia Y'ssrila. A path
 * the engine finds by itself looks up to 2 systems beyond the ship's move; a longer one is named.
 */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { hasUnitsIn } from "../transactions/neighbours.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";

function luminousOf(state: Ti4State, seat: Seat): boolean {
  return playsThundersEdge(state) && flagshipHasAbilityOf(state, seat, "deepwrought");
}

function mayPassSystem(
  state: Ti4State,
  seat: Seat,
  types: readonly Ti4UnitType[],
  position: PositionLabel,
): boolean {
  return (
    luminousOf(state, seat) && types.every((type) => type === "flagship") && hasUnitsIn(state, seat, position)
  );
}

function pathMoveBonus(
  state: Ti4State,
  seat: Seat,
  type: Ti4UnitType,
  chain: readonly PositionLabel[],
): number {
  if (type !== "flagship" || !luminousOf(state, seat)) return 0;
  return chain.slice(1, -1).filter((position) => hasUnitsIn(state, seat, position)).length;
}

export const TE_LUMINOUS: Ti4Module = {
  id: "faction:deepwrought:luminous",
  hooks: { mayPassSystem, pathMoveBonus },
};
