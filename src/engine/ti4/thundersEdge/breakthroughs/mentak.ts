/**
 * The Mentak Coalition's breakthrough, The Table's Grace (TE "Breakthroughs and Synergy"; the card's text as
 * the community bot's breakthrough data gives it, AsyncTI4/TI4_map_generator_bot
 * src/main/resources/data/breakthroughs/te_breakthroughs.json): once its holder owns Cruiser II, the card
 * turns over onto that upgrade as the Corsair (content/ti4/units.te.ts: Cruiser II's values with capacity
 * 2). The turning over is read, not recorded: the unit sheet (units.ts `ti4UnitFor`) gives the holder the
 * Corsair whenever they own Cruiser II; the card keeps its synergy [recalled: the card says nothing of it].
 *
 * The Corsair's ability (LRR 58.4a as it changes it): while the active system holds another player's ships
 * other than fighters, the holder's cruisers may move through systems holding other players' ships. Our
 * reading: a group passes when its ships are Corsairs and the fighters they carry; neutral ships count as
 * another player's (TE "Neutral Units").
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../../content/ti4/index.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { ti4UnitFor } from "../../units.ts";
import { playsThundersEdge } from "../inPlay.ts";
import { neutralIn } from "../neutral.ts";

/** True when `seat`'s cruisers are Corsairs (The Table's Grace held, Cruiser II owned). */
export function fieldsCorsairs(state: Ti4State, seat: Seat): boolean {
  return (
    playsThundersEdge(state) &&
    state.players[seat]?.breakthrough === "mentakbt" &&
    ti4UnitFor(state, seat, "cruiser").id === "mentak_corsair"
  );
}

/** The active system of `seat`'s tactical action under way, if any. */
function activeSystemOf(state: Ti4State, seat: Seat): string | undefined {
  const frame = state.stack.findLast((f) => f.kind === "ti4Tactical");
  return frame?.kind === "ti4Tactical" && frame.seat === seat ? frame.system : undefined;
}

const NON_FIGHTER_SHIPS = TI4_SHIP_TYPES.filter((type) => type !== "fighter");

/** The Corsair's ability: another player's (or neutral) ships other than fighters in the active system. */
function corsairsMayPass(state: Ti4State, seat: Seat, types: readonly Ti4UnitType[]): boolean {
  if (!types.includes("cruiser") || !types.every((t) => t === "cruiser" || t === "fighter")) return false;
  if (!fieldsCorsairs(state, seat)) return false;
  const active = activeSystemOf(state, seat);
  if (!active) return false;
  const system = state.board[active];
  const neutral = neutralIn(system).units;
  return (
    NON_FIGHTER_SHIPS.some((type) => (neutral[type] ?? 0) > 0) ||
    (system?.space ?? []).some(
      (force) => force.seat !== seat && NON_FIGHTER_SHIPS.some((type) => (force.units[type] ?? 0) > 0),
    )
  );
}

export const TE_MENTAK_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:mentak",
  hooks: { mayPassShips: corsairsMayPass },
};
