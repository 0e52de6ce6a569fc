/** Faction positions for scenario tests: a seat given a faction (swapped with whoever held it). */
import type { FactionId } from "../../src/content/ti4/index.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";

/** Gives `seat` the faction, handing the seat's own to the player who had it (one of each at the table). */
export function giveFaction(s: Ti4State, seat: number, faction: FactionId): void {
  const player = s.players[seat];
  if (!player) throw new Error(`no seat ${seat}`);
  const holder = s.players.find((p) => p.faction === faction);
  if (holder) holder.faction = player.faction;
  player.faction = faction;
}
