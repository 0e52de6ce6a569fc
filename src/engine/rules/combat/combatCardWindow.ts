/**
 * The Action Card window right after combat dice are rolled, before casualties are assigned (timing
 * afterCombatRoll: Recheck, Shields Holding). It opens above the casualties step of a roll made in a
 * Space Battle or an Invasion Combat (its bombardment and planetary defence included), and only for the two
 * players fighting it: the cards of this timing act "in a battle you are in". It opens even when no die
 * hit, so a missed die may be rolled again. Outside a battle it opens after PDS fire, for the players
 * fired at, where a card played at any moment may answer the dice (Faulty Targeting Systems).
 */
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { mayBeAsked, openActionWindow, windowMayOpen } from "../actionCards/window.ts";
import { currentBattle, guardsBattle } from "./battle.ts";
import { SHIP_TYPES, shipCount, unitsAt } from "./forces.ts";
import type { Volley } from "./frames.ts";
import { isCombatRoll } from "./modifiers.ts";
import { docksInRange } from "./shipsMovedIn.ts";

/**
 * Right after an owner's ships are lost or damaged in a Space Battle (his assignment of hits): a window
 * for the owner (timing afterShipDestroyed: Courageous to the End), then, above it, one for every other
 * player (afterShipDamaged: Direct Hit). `losses` is null for ground casualties. None opens in a fight
 * against the Custodians (SE Option 13, battle.ts guardsBattle): Courageous to the End strikes the enemy,
 * Direct Hit is another player's card against a ship fighting him, and the Custodians are no player.
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

/**
 * Who a window after these dice is for: the two players of the battle; outside a battle, the players PDS
 * just fired at (Faulty Targeting Systems, SE: a PDS die rolled at you may be rolled again).
 */
function concerned(state: GameState, volleys: readonly Volley[]): Seat[] {
  // The fight against the Custodians (SE Option 13) has the invader alone (battle.ts guardsBattle).
  const battle = currentBattle(state) ?? guardsBattle(state);
  if (battle) return [...new Set([battle.attacker, battle.defender])];
  const fired = volleys.filter((v) => v.roll === "pds" && v.dice.length > 0 && v.shooter !== v.target);
  return [...new Set(fired.map((v) => v.target))];
}

/** The players concerned by these dice who would be asked (holding a card, not passing every window). */
function askable(state: GameState, volleys: readonly Volley[]): Seat[] {
  if (!volleys.some((v) => isCombatRoll(v.roll) && v.dice.length > 0)) return [];
  if (!windowMayOpen(state, "afterCombatRoll")) return [];
  return concerned(state, volleys).filter((seat) => mayBeAsked(state, seat, "afterCombatRoll"));
}

/** True when a window will open after these dice (so their casualties step is pushed even without hits). */
export function combatRollWindowDue(state: GameState, volleys: readonly Volley[]): boolean {
  return askable(state, volleys).length > 0;
}

/** Opens the window after these dice for the players they concern, when one of them may be asked. */
export function openCombatRollWindow(tx: Tx, volleys: readonly Volley[]): void {
  if (!combatRollWindowDue(tx.state, volleys)) return;
  const seats = concerned(tx.state, volleys);
  const others = tx.state.players.map((p) => p.seat).filter((s) => !seats.includes(s));
  openActionWindow(tx, "afterCombatRoll", others);
}
