import type { Battle } from "../../combat/battle.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { battleOf, notInBattle, startBattleEffect } from "./battle.ts";

/**
 * Fighter Prototype: the player's Fighters in the battle's system roll +2 in the first round of the Space
 * Battle about to begin. interpretation: "one system" is the battle's system, "a single round" its first.
 */
export const fighterPrototype: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    if (!battle?.starting) return notInBattle("Fighter Prototype", "a Space Battle about to begin");
    return undefined;
  },
  resolve(tx, play) {
    startBattleEffect(tx, play, battleOf(tx.state, play) as Battle, "fighterPrototype", 1);
  },
};
