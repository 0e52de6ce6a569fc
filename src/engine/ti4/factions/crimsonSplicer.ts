/**
 * Subatomic Splicer, the Crimson Rebellion's faction technology (content/ti4/technologies.factions.te.ts):
 * when one of their ships is destroyed, they may produce a ship of that type at a space dock in their home
 * system.
 *
 * - The moment: ships destroyed by hits (hook point hitsAssigned: combat, anti-fighter barrage, space cannon)
 *   and directly by an ability or card (shipsDestroyedDirectly). Ground forces fighting as ships are not
 *   ships; units on planets neither.
 * - What it does: the production step runs in their home system limited to that type, as many ships of it
 *   as were destroyed at that moment, one frame a type (production/frames.ts `limit`, `types`, as Salvage
 *   Operations does). The ships are paid for as any production (LRR 67, 68; the TE faction reference's notes
 *   [recalled]); producing nothing declines it. Another player's ships in the home system keep them from
 *   producing ships there (LRR 67.6, 14: the production step refuses them; the notes say so of a space combat
 *   in their home system [recalled]).
 * - Only with one of their space docks on a planet of their home system [our reading of "at a space dock":
 *   the dock is where the ship is made; its PRODUCTION value does not limit the one ship].
 *
 * A Nekro's copy under an assimilator works as well (technology/owned.ts holdsFactionTechnology).
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type Ti4Place, unitsIn } from "../board/forces.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";

export const SUBATOMIC_SPLICER = "Subatomic Splicer";

/** The home system of `seat` when one of their space docks stands on a planet there, else undefined. */
export function splicerDockHome(state: Ti4State, seat: Seat): PositionLabel | undefined {
  const home = state.players[seat]?.home;
  if (home === undefined || home === null) return undefined;
  const system = state.board[home];
  if (!system) return undefined;
  const docked = Object.keys(system.planets).some(
    (planet) => (unitsIn(system, seat, planet as never).spaceDock ?? 0) > 0,
  );
  return docked ? home : undefined;
}

/** Subatomic Splicer: a production step at home for each ship type among `destroyed` (space areas only). */
function splice(tx: Tx<Ti4>, seat: Seat, place: Ti4Place, destroyed: Ti4UnitCounts): void {
  if (place.planet !== undefined || !playsThundersEdge(tx.state)) return;
  if (!holdsFactionTechnology(tx.state, seat, "subatomic")) return;
  const home = splicerDockHome(tx.state, seat);
  if (home === undefined) return;
  const types = TI4_SHIP_TYPES.filter((type: Ti4UnitType) => (destroyed[type] ?? 0) > 0);
  for (const type of types)
    tx.emit({
      type: "ti4FramePushed",
      frame: {
        kind: "ti4Production",
        seat,
        system: home,
        reason: SUBATOMIC_SPLICER,
        limit: destroyed[type] ?? 0,
        types: [type],
      },
    });
}

export const TI4_CRIMSON_SPLICER: Ti4Module = {
  id: "crimsonSplicer",
  hooks: {
    hitsAssigned: (tx, { seat, place, destroyed }) => splice(tx, seat, place, destroyed),
    shipsDestroyedDirectly: (tx, { seat, place, ships }) => splice(tx, seat, place, ships),
  },
};
