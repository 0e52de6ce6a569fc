/**
 * Age of Fighters (a TE galactic event; its card, as public game aids list it [recalled]):
 *  - during set-up every player gains the Fighter II unit upgrade; a faction with its own fighter upgrade
 *    (the Naalu's Hybrid Crystal Fighter II) gains that one instead (here: as set-up ends);
 *  - each fighter that counts against its owner's fleet pool has a capacity of 1, and fighters never carry
 *    other fighters (tactical/room.ts `spaceExcess`, tactical/moveGroup.ts `checkGroup`, combat/capacity.ts);
 *  - a ship other than a fighter is purged when it is destroyed: it never returns to its owner's
 *    reinforcements (units.ts `ti4Reinforcements` counts it out).
 */
import { TI4_SHIP_TYPES, type Ti4TechnologyId, ti4FactionUnits } from "../../../../content/ti4/index.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../state.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";

const EVENT = "age_of_fighters";

const inPlay = (state: Ti4State) => galacticEventInPlay(state, EVENT);

/** The fighter upgrade a seat's sheet turns over with: its faction's own, or Fighter II. */
function fighterUpgrade(state: Ti4State, seat: Seat): Ti4TechnologyId {
  const faction = state.players[seat]?.faction;
  if (!faction) return "ff2";
  const own = ti4FactionUnits(faction, state.config.boxes).find(
    (u) => u.type === "fighter" && u.upgradeOf !== null && u.requires,
  );
  return own?.requires ?? "ff2";
}

function setupEnds(tx: Tx<Ti4>): void {
  if (!inPlay(tx.state)) return;
  for (const player of tx.state.players) {
    const upgrade = fighterUpgrade(tx.state, player.seat);
    if (!player.technologies.includes(upgrade))
      tx.emit({ type: "ti4TechnologiesGained", seat: player.seat, technologies: [upgrade] });
  }
}

/** The ships among destroyed units, fighters left out, purged for the game. */
function purge(tx: Tx<Ti4>, seat: Seat, destroyed: Ti4UnitCounts): void {
  if (!inPlay(tx.state)) return;
  const units: Ti4UnitCounts = {};
  for (const type of TI4_SHIP_TYPES)
    if (type !== "fighter" && (destroyed[type] ?? 0) > 0) units[type] = destroyed[type];
  if (Object.keys(units).length > 0) tx.emit({ type: "ti4ShipsPurged", seat, units });
}

export const TI4_AGE_OF_FIGHTERS: Ti4Module = {
  id: "galacticEventAgeOfFighters",
  hooks: {
    setupEnds,
    fightersCarryGroundForces: (state) => inPlay(state),
    hitsAssigned: (tx, hits) => purge(tx, hits.seat, hits.destroyed),
    shipsDestroyedDirectly: (tx, loss) => purge(tx, loss.seat, loss.ships),
  },
};
