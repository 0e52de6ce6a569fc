import type { Battle } from "../../combat/battle.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { battleOf, notInBattle, startBattleEffect } from "./battle.ts";

/**
 * Morale Boost: all the player's units roll +1 in this one round of Space Battle or Invasion Combat (the
 * round about to begin: the first when played just before the battle). Combat rolls of the round only.
 */
export const moraleBoost: ActionCardEffect = {
  check(state, play) {
    return battleOf(state, play)
      ? undefined
      : notInBattle("Morale Boost", "a Space Battle or Invasion Combat");
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    startBattleEffect(tx, play, battle, "moraleBoost", battle.round);
  },
};
