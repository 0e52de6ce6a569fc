/**
 * The Ghosts of Creuss (content/ti4/factions.base.ts, factionAbilities.ts): what the engine carries out of
 * their abilities, faction technologies and flagship. The Creuss Gate is set-up's (setup/steps.ts homeTile:
 * the gate takes the home's place on the board, and the Creuss home planet is settled there).
 *
 * - Quantum Entanglement: for them, every system with an alpha or beta wormhole is adjacent to every other
 *   one (LRR 6, 101; asked by movement and retreats through ti4NeighboursFor).
 * - Slipstream: on their tactical actions, a ship of theirs starting in their home system or in a system with
 *   an alpha or beta wormhole has +1 move (LRR 58.4c; movement's moveAlong).
 * - Dimensional Splicer: as a space combat begins in a system with a wormhole where they have a ship, 1 hit
 *   on the opponent's ships (our simplification: the opponent assigns it, as every hit is assigned by its
 *   owner in combat/hits.ts; the card lets the Creuss choose the ship).
 * - Hil Colish, their flagship: its system holds a delta wormhole (LRR 101), which joins it to the Creuss
 *   Gate. Its "before or after your other ships" timing changes nothing here: a movement is declared whole.
 *
 * Not built: Wormhole Generator (ACTION: place or move a Creuss wormhole token). The Creuss wormhole tokens
 * have no place on the board yet; nothing offers the action, so owning the technology changes nothing.
 */
import type { Ti4Wormhole } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { countUnits } from "../board/forces.ts";
import { systemPositions, wormholesAt } from "../board/galaxy.ts";
import { pushHitAssignment } from "../combat/hits.ts";
import { eachSide } from "../combat/sides.ts";
import { shipsOf } from "../combat/space.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4SpaceCombatSides } from "../hooks/spaceCombat.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

function owns(state: Ti4State, seat: Seat, technology: string): boolean {
  return (state.players[seat]?.technologies as readonly string[] | undefined)?.includes(technology) ?? false;
}

function alphaOrBeta(state: Ti4State, position: PositionLabel): boolean {
  return wormholesAt(state, position).some((w) => w === "alpha" || w === "beta");
}

/** Quantum Entanglement: the other alpha and beta wormhole systems, when `position` holds one. */
function entangled(state: Ti4State, seat: Seat, position: PositionLabel): PositionLabel[] {
  if (!hasFaction(state, seat, "ghost") || !alphaOrBeta(state, position)) return [];
  return systemPositions(state).filter((other) => other !== position && alphaOrBeta(state, other));
}

/** Slipstream: +1 move from the home system or an alpha or beta wormhole system. */
function slipstream(state: Ti4State, seat: Seat, from: PositionLabel): number {
  if (!hasFaction(state, seat, "ghost")) return 0;
  return from === state.players[seat]?.home || alphaOrBeta(state, from) ? 1 : 0;
}

/** Dimensional Splicer: 1 hit on the opponent as the combat begins, in a system with a wormhole. */
function splice(tx: Tx<Ti4>, combat: Ti4SpaceCombatSides): void {
  if (wormholesAt(tx.state, combat.system).length === 0) return;
  for (const [seat, opponent] of eachSide(combat)) {
    if (!hasFaction(tx.state, seat, "ghost") || !owns(tx.state, seat, "ds")) continue;
    if (countUnits(shipsOf(tx.state, seat, combat.system)) === 0) continue;
    pushHitAssignment(tx, {
      seat: opponent,
      place: { position: combat.system },
      hits: 1,
      reason: "spaceCombat",
    });
  }
}

/** Hil Colish: a delta wormhole wherever a Creuss flagship is. */
function flagshipWormhole(state: Ti4State, position: PositionLabel): Ti4Wormhole[] {
  const here = state.board[position]?.space ?? [];
  return here.some((f) => (f.units.flagship ?? 0) > 0 && hasFaction(state, f.seat, "ghost")) ? ["delta"] : [];
}

export const TI4_GHOST: Ti4Module = {
  id: "faction:ghost",
  hooks: {
    extraAdjacency: entangled,
    moveBonus: (state, seat, _type, from) => slipstream(state, seat, from),
    spaceCombatStarts: splice,
    extraWormholes: flagshipWormhole,
  },
};
