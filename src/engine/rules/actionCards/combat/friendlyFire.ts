import type { UnitType } from "../../../../content/index.ts";
import { ruleError } from "../../../ruleError.ts";
import type { GameState, Seat } from "../../../state.ts";
import { type Battle, opponentIn } from "../../combat/battle.ts";
import { SHIP_TYPES, unitsAt } from "../../combat/forces.ts";
import { destroyUnits } from "../../combat/losses.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { battleOf, CONDITION, notInBattle } from "./battle.ts";

/** The enemy's Fighters and other ships in the battle. */
function fightersAndShips(state: GameState, battle: Battle, seat: Seat): [number, number] {
  const units = unitsAt(state, battle.position, null, seat).units;
  const others = SHIP_TYPES.filter((t: UnitType) => t !== "fighter").reduce((n, t) => n + (units[t] ?? 0), 0);
  return [units.fighter ?? 0, others];
}

/**
 * Friendly Fire: just before a Space Battle the player is in, if the enemy has more Fighters there than
 * other ships, he loses half his Fighters, rounded down.
 */
export const friendlyFire: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    if (!battle) return notInBattle("Friendly Fire", "a Space Battle");
    const [fighters, others] = fightersAndShips(state, battle, opponentIn(battle, play.seat));
    if (fighters > others) return undefined;
    return ruleError(
      CONDITION,
      "Friendly Fire",
      "Your opponent here must have more Fighters than other ships.",
    );
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    const enemy = opponentIn(battle, play.seat);
    const [fighters] = fightersAndShips(tx.state, battle, enemy);
    const lost = { fighter: Math.floor(fighters / 2) };
    destroyUnits(tx, enemy, battle.position, null, lost, "Friendly Fire");
  },
};
