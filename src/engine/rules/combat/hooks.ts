/**
 * Named points where the SE option for Shock Troops (Option 6, SE p.10) will hook into combat. Today they
 * do nothing: the options issue fills them in. Each is called at the moment its rule names, so switching
 * the option on changes only the body here. (Space Mines answer the `pdsFireOver` hook point instead.)
 */
import type { PlanetId, UnitType } from "../../../content/index.ts";
import type { RuleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";

/**
 * Option "shockTroops" (SE p.10, Shock Troop Restrictions): Shock Troops are taken as Invasion Combat
 * casualties before any other Ground Force (not for bombardment or PDS fire). No effect yet.
 */
export function checkShockTroopsFirst(
  _state: GameState,
  _seat: Seat,
  _destroy: UnitCounts,
  _invasionRound: boolean,
): RuleError | undefined {
  return undefined;
}

/**
 * The order automatic assignment takes ground casualties in: cheapest first. Option "shockTroops" puts
 * Shock Troops first in Invasion Combat rounds (SE p.10).
 */
export function groundCasualtyOrder(_state: GameState, _invasionRound: boolean): UnitType[] {
  return ["fighter", "groundForce", "shockTroop"];
}

/**
 * Option "shockTroops" (SE p.10, Acquiring Shock Troops): after the casualties of an Invasion Combat
 * round, each Ground Force that rolled a 10 becomes a Shock Troop; a Shock Troop left without a plastic
 * Ground Force reverts. No effect yet.
 */
export function promoteShockTroops(_tx: Tx, _position: PositionLabel, _planet: PlanetId): void {}

/**
 * Option "shockTroops" (SE p.10, Using Shock Troops): after a successful invasion with a surviving Shock
 * Troop and Ground Force, the invader may capture the defender's Space Dock and PDS instead of destroying
 * them. Returns the units captured (none yet).
 */
export function capturedStructures(
  _state: GameState,
  _seat: Seat,
  _position: PositionLabel,
  _planet: PlanetId,
): UnitCounts {
  return {};
}
