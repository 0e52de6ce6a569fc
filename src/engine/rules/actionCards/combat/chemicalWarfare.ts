import { ruleError } from "../../../ruleError.ts";
import type { GameState, Seat, UnitCounts } from "../../../state.ts";
import type { Battle } from "../../combat/battle.ts";
import { unitsAt } from "../../combat/forces.ts";
import { GROUND_LOSS_ORDER } from "../../combat/hitPool.ts";
import { destroyUnits } from "../../combat/losses.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { battleOf, CONDITION, notInBattle } from "./battle.ts";

/** Ground Forces and Shock Troops (which count as Ground Forces: SE p.10) of a player on the planet. */
function groundOn(state: GameState, battle: Battle, seat: Seat): UnitCounts {
  const units = unitsAt(state, battle.position, battle.planet, seat).units;
  const out: UnitCounts = {};
  if (units.groundForce) out.groundForce = units.groundForce;
  if (units.shockTroop) out.shockTroop = units.shockTroop;
  return out;
}

function count(units: UnitCounts): number {
  return Object.values(units).reduce((n, v) => n + (v ?? 0), 0);
}

/**
 * Chemical Warfare: played by the invader with a Dreadnought in the system, just before the Invasion
 * Combat: half the defending Ground Forces, rounded up, are destroyed; PDS cannot prevent it.
 * interpretation: plain Ground Forces are lost before Shock Troops (the defender's cheapest first).
 */
export const chemicalWarfare: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "invasion");
    if (!battle || battle.attacker !== play.seat || !battle.starting)
      return notInBattle("Chemical Warfare", "an Invasion Combat about to begin that you launched and are");
    if ((unitsAt(state, battle.position, null, play.seat).units.dreadnought ?? 0) === 0) {
      return ruleError(CONDITION, "Chemical Warfare", "You need a Dreadnought in the invaded system.");
    }
    return undefined;
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    const ground = groundOn(tx.state, battle, battle.defender);
    let left = Math.ceil(count(ground) / 2);
    const lost: UnitCounts = {};
    for (const type of GROUND_LOSS_ORDER) {
      const n = Math.min(left, ground[type] ?? 0);
      if (n > 0) lost[type] = n;
      left -= n;
    }
    destroyUnits(tx, battle.defender, battle.position, battle.planet, lost, "Chemical Warfare");
  },
};
