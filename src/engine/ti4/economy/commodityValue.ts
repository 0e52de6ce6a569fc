/**
 * A player's commodity value (LRR 21.2): the number on their faction sheet, the most commodities they may
 * hold, the number they replenish to. With Thunder's Edge it is 1 higher for each space station they
 * control (TE "Space Stations"; the commerce tokens in their pool are its reminder).
 */
import { type FactionId, type Ti4PlanetId, ti4Faction } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { isSpaceStation } from "../thundersEdge/stationCard.ts";

/** The space stations `seat` controls (TE "Space Stations"). */
export function stationsOf(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  if (!playsThundersEdge(state)) return [];
  return (Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[]).filter(isSpaceStation);
}

/** LRR 21.2, TE "Space Stations": the seat's commodity value; 0 before it has a faction. */
export function commodityValue(state: Ti4State, seat: Seat): number {
  const faction = state.players[seat]?.faction;
  if (!faction) return 0;
  return ti4Faction(faction as FactionId).commodities + stationsOf(state, seat).length;
}
