import type { Battle } from "../../combat/battle.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { battleOf, notInBattle, startBattleEffect } from "./battle.ts";

/**
 * Experimental Weaponry: in this round of the Space Battle, the hits of the player's Dreadnoughts and War
 * Suns cannot be assigned to Fighters while the enemy has other ships to take them (hitPool.ts).
 */
export const experimentalWeaponry: ActionCardEffect = {
  check(state, play) {
    return battleOf(state, play, "spaceBattle")
      ? undefined
      : notInBattle("Experimental Weaponry", "a Space Battle");
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    startBattleEffect(tx, play, battle, "experimentalWeaponry", battle.round);
  },
};
