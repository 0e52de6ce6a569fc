import { getUnit, type UnitType } from "../../../../content/index.ts";
import { ruleError } from "../../../ruleError.ts";
import { type Battle, currentBattle, opponentIn } from "../../combat/battle.ts";
import { pushCasualties } from "../../combat/casualties.ts";
import { rollVolley, shotsOf } from "../../combat/dice.ts";
import type { CasualtiesFrame } from "../../combat/frames.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { battleOf, CONDITION, diceUnderWindow, notInBattle, shipNamed } from "./battle.ts";

/**
 * Courageous to the End: right after one of the player's ships is destroyed in a Space Battle, it rolls 2
 * dice at its combat value (a combat roll, SE p.13 errata); each hit is a casualty the enemy assigns.
 * interpretation: only in a Space Battle, where an enemy fleet is there to take the casualties.
 */
export const courageousToTheEnd: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    const losses = diceUnderWindow(state)?.lastLosses;
    if (!battle || !losses || losses.seat !== play.seat)
      return notInBattle("Courageous to the End", "a Space Battle");
    const type = shipNamed(losses.destroyed, play);
    if (type !== null && getUnit(type).combat !== null) return undefined;
    return ruleError(
      CONDITION,
      "Courageous to the End",
      'Play it right after you lose a ship; name its type as choice (e.g. "cruiser") if you lost several.',
    );
  },
  resolvesLast: true,
  resolve(tx, play) {
    const battle = currentBattle(tx.state) as Battle;
    const losses = diceUnderWindow(tx.state)?.lastLosses as NonNullable<CasualtiesFrame["lastLosses"]>;
    const type = shipNamed(losses.destroyed, play) as UnitType;
    const enemy = opponentIn(battle, play.seat);
    const ctx = {
      kind: "actionCardShot" as const,
      shooter: play.seat,
      target: enemy,
      position: battle.position,
      planet: null,
      round: battle.round,
      attacker: battle.attacker,
      warFunding: false,
    };
    const volley = rollVolley(tx, ctx, shotsOf(type, 1, getUnit(type).combat as number, 2));
    const where = { position: battle.position, planet: null, on: "ships" as const };
    pushCasualties(tx, { ...where, volleys: [volley], reason: "Courageous to the End" });
  },
};
