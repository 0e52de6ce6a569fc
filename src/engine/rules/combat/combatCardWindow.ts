/**
 * The Action Card window right after combat dice are rolled, before casualties are assigned (timing
 * afterCombatRoll: Recheck, Shields Holding). It opens above the casualties step of a roll made in a
 * Space Battle or an Invasion Combat (its bombardment and planetary defence included), and only for the two
 * players fighting it: the cards of this timing act "in a battle you are in". It opens even when no die
 * hit, so a missed die may be rolled again.
 */
import type { PlanetId } from "../../../content/index.ts";
import { adjacentPositions } from "../../galaxy/index.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { mayBeAsked, openActionWindow, windowMayOpen } from "../actionCards/window.ts";
import { hasTechEffect } from "../units.ts";
import { currentBattle } from "./battle.ts";
import { adjacencyOptions, anomalyAt, SHIP_TYPES, shipCount, unitsAt } from "./forces.ts";
import type { Volley } from "./frames.ts";
import { isCombatRoll } from "./modifiers.ts";

/**
 * Right after an owner's ships are lost or damaged in a Space Battle (his assignment of hits): a window
 * for the owner (timing afterShipDestroyed: Courageous to the End), then, above it, one for every other
 * player (afterShipDamaged: Direct Hit). `losses` is null for ground casualties.
 */
export function openShipLossWindows(
  tx: Tx,
  seat: Seat,
  losses: { destroy: UnitCounts; damage: UnitCounts } | null,
): void {
  const battle = currentBattle(tx.state);
  if (!losses || battle?.kind !== "spaceBattle") return;
  const ships = (units: UnitCounts) => SHIP_TYPES.some((t) => (units[t] ?? 0) > 0);
  if (ships(losses.destroy)) {
    const others = tx.state.players.map((p) => p.seat).filter((s) => s !== seat);
    openActionWindow(tx, "afterShipDestroyed", others);
  }
  if (ships(losses.damage)) openActionWindow(tx, "afterShipDamaged", [seat]);
}

/**
 * Just before a bombardment (timing beforeBombardment: Dug In), a window for the defender only: the card
 * protects "your" Ground Forces. The invasion opens it when the invader has ships free to bombard the
 * defended planet (bombardment.ts: bombardmentComing).
 */
export function openBombardmentWindow(tx: Tx, defender: Seat): void {
  const others = tx.state.players.map((p) => p.seat).filter((s) => s !== defender);
  openActionWindow(tx, "beforeBombardment", others);
}

/** The system the active player just moved into, under a window opened by openMovementWindow. */
export function activationUnderWindow(state: GameState): { seat: Seat; position: PositionLabel } | null {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const f = state.stack[i];
    if (f?.kind === "pdsFire" || f?.kind === "tacticalAction") return { seat: f.seat, position: f.position };
    if (f?.kind === "transferAction") {
      const position = f.positions[f.pdsResolved - 1];
      return position === undefined ? null : { seat: f.seat, position };
    }
  }
  return null;
}

/** A player's Space Docks that reach the system like PDS: there, and adjacent with Deep Space Cannon. */
export function docksInRange(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
): { own: number; adjacent: number } {
  const docks = (p: PositionLabel) => {
    const planets = Object.keys(state.board[p]?.planets ?? {}) as PlanetId[];
    const onPlanets = planets.reduce(
      (n, planet) => n + (unitsAt(state, p, planet, seat).units.spaceDock ?? 0),
      0,
    );
    return onPlanets + (unitsAt(state, p, null, seat).units.spaceDock ?? 0); // Saar docks float in space
  };
  if (anomalyAt(state, position)?.pdsMayTarget === false) return { own: 0, adjacent: 0 };
  const near = hasTechEffect(state, seat, "deepSpaceCannon")
    ? adjacentPositions(state.galaxy, position, adjacencyOptions(state), "other")
    : [];
  return { own: docks(position), adjacent: near.reduce((n, p) => n + docks(p), 0) };
}

/**
 * Right after the active player's ships move into a system (timing afterMovement: Minelayers,
 * Experimental Battlestation), before PDS fire: a window for the other players those cards could serve,
 * those with Cruisers in the system or a Space Dock in range of it (both public facts).
 */
export function openMovementWindow(tx: Tx, activation: { seat: Seat; position: PositionLabel }): void {
  const state = tx.state;
  if (shipCount(state, activation.position, activation.seat) === 0) return;
  const concerned = (seat: Seat) => {
    if (seat === activation.seat) return false;
    const range = docksInRange(state, seat, activation.position);
    const cruisers = unitsAt(state, activation.position, null, seat).units.cruiser ?? 0;
    return cruisers > 0 || range.own + range.adjacent > 0;
  };
  const others = state.players.map((p) => p.seat).filter((s) => !concerned(s));
  if (others.length === state.players.length) return;
  openActionWindow(tx, "afterMovement", others);
}

/** The fighters of the battle who would be asked (holding a card, not passing every window). */
function askable(state: GameState, volleys: readonly Volley[]): Seat[] {
  if (!volleys.some((v) => isCombatRoll(v.roll) && v.dice.length > 0)) return [];
  const battle = currentBattle(state);
  if (!battle || !windowMayOpen(state, "afterCombatRoll")) return [];
  return [battle.attacker, battle.defender].filter((seat) => mayBeAsked(state, seat));
}

/** True when a window will open after these dice (so their casualties step is pushed even without hits). */
export function combatRollWindowDue(state: GameState, volleys: readonly Volley[]): boolean {
  return askable(state, volleys).length > 0;
}

/** Opens the window after these dice for the two players of the battle, when one of them may be asked. */
export function openCombatRollWindow(tx: Tx, volleys: readonly Volley[]): void {
  if (!combatRollWindowDue(tx.state, volleys)) return;
  const battle = currentBattle(tx.state);
  if (!battle) return;
  const others = tx.state.players
    .map((p) => p.seat)
    .filter((s) => s !== battle.attacker && s !== battle.defender);
  openActionWindow(tx, "afterCombatRoll", others);
}
