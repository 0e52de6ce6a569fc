/**
 * Infantry that come back after being destroyed (the unit upgrades' text): the Sol's Spec Ops II on a 5 or
 * more, the Arborec's Letani Warrior II and every other faction's Infantry II on a 6 or more. After such infantry are destroyed by hits (hook
 * point hitsAssigned: combat, bombardment, space cannon), their owner rolls 1 die for each, from the game's
 * seeded dice; each die at or above the value puts that infantry on the upgrade card (`infantryOnCard`). At
 * the start of the owner's next turn in the action phase (LRR 3) they go onto a planet the owner controls in
 * their home system [our reading: the first such planet in the system's order; no choice is asked]; with no
 * such planet they go back to reinforcements. Infantry destroyed otherwise (no hits) do not roll.
 */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RngState, rollD10 } from "../../rng.ts";
import { positionOfPlanet } from "../board/galaxy.ts";
import type { Ti4Module } from "../hooks/index.ts";
import { homePlanets } from "../objectives/requirements.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";

/** The upgrade's infantry saved on its card (`change` > 0, with the dice) or placed from it (`change` < 0). */
export type Ti4InfantryReturnEvent = {
  type: "ti4InfantryOnCard";
  seat: Seat;
  change: number;
  rolls?: number[];
  rng?: RngState;
};

function owns(state: Ti4State, seat: Seat, technology: string): boolean {
  return (state.players[seat]?.technologies as readonly string[] | undefined)?.includes(technology) ?? false;
}

/** The die result that brings the seat's destroyed infantry back, or null when theirs do not come back. */
export function infantryReturnsOn(state: Ti4State, seat: Seat): number | null {
  // Spec Ops II and Letani Warrior II: their owners', or a Nekro's copy under an assimilator (LRR 97.1a).
  if (holdsFactionTechnology(state, seat, "so2")) return 5;
  if (holdsFactionTechnology(state, seat, "lw2")) return 6;
  // Infantry II (content/ti4/units.generic.ts): what the Sol and the Arborec have in its place is above.
  if (owns(state, seat, "inf2")) return 6;
  return null;
}

function hitsAssigned(tx: Tx<Ti4>, hits: { seat: Seat; destroyed: { infantry?: number } }): void {
  const lost = hits.destroyed.infantry ?? 0;
  const value = infantryReturnsOn(tx.state, hits.seat);
  if (lost === 0 || value === null) return;
  const drawn = rollD10(tx.state.rng, lost);
  const saved = drawn.value.filter((v) => v >= value).length;
  tx.emit({ type: "ti4InfantryOnCard", seat: hits.seat, change: saved, rolls: drawn.value, rng: drawn.rng });
}

function turnStarted(tx: Tx<Ti4>, seat: Seat): void {
  const waiting = tx.state.players[seat]?.infantryOnCard ?? 0;
  if (waiting === 0) return;
  tx.emit({ type: "ti4InfantryOnCard", seat, change: -waiting });
  const planet = homePlanets(tx.state, seat).find((p) => tx.state.players[seat]?.planets[p] !== undefined);
  const position = planet === undefined ? null : positionOfPlanet(tx.state, planet);
  if (planet === undefined || position === null) return;
  tx.emit({
    type: "ti4UnitsPlaced",
    seat,
    place: { position, planet },
    units: { infantry: waiting },
    reason: "back from the upgrade card",
  });
}

export const TI4_INFANTRY_RETURN: Ti4Module = {
  id: "infantryReturn",
  events: {
    ti4InfantryOnCard(draft: Ti4State, event: Ti4InfantryReturnEvent) {
      const player = draft.players[event.seat];
      if (!player) return;
      const left = (player.infantryOnCard ?? 0) + event.change;
      if (left > 0) player.infantryOnCard = left;
      else delete player.infantryOnCard;
    },
  },
  hooks: { hitsAssigned, turnStarted },
};
