/**
 * The Crimson Rebellion (Thunder's Edge; content/ti4/factions.te.ts, factionAbilities.te.ts): their Sorrow
 * and Sundered abilities. Incursion and the breach tokens are crimsonIncursion.ts and crimsonBreaches.ts,
 * the Exiles crimsonExile.ts, Resonance Generator crimsonResonance.ts, Sever crimsonSever.ts. Every rule
 * asks `isCrimson` (a game playing Thunder's Edge, the seat's faction), so a base game reads nothing new.
 *
 * - Sorrow (TE faction sheet): The Sorrow (tile 94) takes their home position on the board, as the Creuss
 *   Gate does for the Creuss (setup/steps.ts homeTile reads the sheet's `boardTile`), with an inactive
 *   breach in it, placed as set-up ends. [Our reading, as for the Creuss Gate: the engine keeps no system
 *   off the board, so their home planet (Ahk Creuxx, tile 118) and starting units are settled at The
 *   Sorrow's position, which stands for their home system for every rule.]
 * - Sundered: for their movement no wormhole works but an epsilon one (board/galaxy.ts ti4NeighboursFor,
 *   hook onlyEpsilonWormholes); another player's units that move into their home system are destroyed
 *   as they arrive (after the movement, hook afterShipsMoved). [Our reading: Sundered's wormholes are read
 *   for movement and retreats, the only rules that follow wormholes to move; adjacency for other rules
 *   stays the galaxy's.]
 * - The Quietus (their flagship's ability) is crimsonQuietus.ts, Subatomic Splicer crimsonSplicer.ts.
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import { unitsIn } from "../board/forces.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { breachAt, CRIMSON_EVENTS, crimsonSeats, isCrimson } from "./crimsonBreaches.ts";

/** Sorrow: an inactive breach in The Sorrow, the Crimson's home position, as set-up ends. */
function sorrow(tx: Tx<Ti4>): void {
  for (const seat of crimsonSeats(tx.state)) {
    const home = tx.state.players[seat]?.home;
    if (home === undefined || home === null || breachAt(tx.state, home) !== undefined) continue;
    tx.emit({ type: "ti4BreachPlaced", position: home, side: "inactive", reason: "Sorrow" });
  }
}

/** Sundered: the seat whose home system `position` is, when it plays the Crimson Rebellion. */
export function crimsonHomeOwner(state: Ti4State, position: PositionLabel): Seat | undefined {
  return crimsonSeats(state).find((seat) => state.players[seat]?.home === position);
}

/** Sundered: another player's units that moved into the Crimson's home system are destroyed. */
function sundered(tx: Tx<Ti4>, seat: Seat, system: PositionLabel): void {
  const owner = crimsonHomeOwner(tx.state, system);
  if (owner === undefined || owner === seat) return;
  const units = unitsIn(tx.state.board[system], seat);
  destroyUnitsDirectly(tx, { seat, place: { position: system }, units: { ...units }, cause: "Sundered" });
}

export const TI4_CRIMSON: Ti4Module = {
  id: "faction:crimson",
  events: CRIMSON_EVENTS,
  hooks: {
    setupEnds: sorrow,
    onlyEpsilonWormholes: (state, seat) => isCrimson(state, seat),
    afterShipsMoved: sundered,
  },
};
