import type { PlanetId } from "../../../../content/index.ts";
import { ruleError } from "../../../ruleError.ts";
import { type Battle, guardsBattle } from "../../combat/battle.ts";
import { unitsAt } from "../../combat/forces.ts";
import { destroyUnits } from "../../combat/losses.ts";
import { totalUnits } from "../../units.ts";
import { groundLosses, groundOn } from "../boardCardTools.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { battleOf, CONDITION, notInBattle } from "./battle.ts";

/**
 * Chemical Warfare: played by the invader with a Dreadnought in the system, just before the Invasion
 * Combat: half the defending Ground Forces, rounded up, are destroyed; PDS cannot prevent it.
 * interpretation: plain Ground Forces are lost before Shock Troops (the defender's cheapest first).
 */
export const chemicalWarfare: ActionCardEffect = {
  check(state, play) {
    // SE Option 13: the Custodians' Ground Forces are a token's strength, no player's units [interpretation,
    // the option naming no card]; like bombardment (SE p.20: Hostile Locals may not be bombarded), the
    // card does not reach them.
    if (guardsBattle(state)?.attacker === play.seat)
      return ruleError(
        CONDITION,
        "Chemical Warfare",
        "The Custodians of Mecatol Rex are no player's Ground Forces: Chemical Warfare cannot strike them.",
      );
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
    const planet = battle.planet as PlanetId;
    const ground = groundOn(tx.state, battle.position, planet, battle.defender);
    const lost = groundLosses(ground, Math.ceil(totalUnits(ground) / 2));
    destroyUnits(tx, battle.defender, battle.position, planet, lost, "Chemical Warfare");
  },
};
