import type { Battle } from "../../combat/battle.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { battleOf, notInBattle, startBattleEffect } from "./battle.ts";

/**
 * Morale Boost: all the player's units roll +1 in this one round of Space Battle or Invasion Combat (the
 * round about to begin: the first when played just before the battle). Combat rolls of the round only.
 * It acts on the player's own units only, so it serves in his fight against the Custodians too (SE
 * Option 13: their Fighter Ambush as a Space Battle, their Hostile Locals as an Invasion Combat).
 */
export const moraleBoost: ActionCardEffect = {
  check(state, play) {
    return battleOf(state, play, undefined, { guards: true })
      ? undefined
      : notInBattle("Morale Boost", "a Space Battle or Invasion Combat");
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play, undefined, { guards: true }) as Battle;
    startBattleEffect(tx, play, battle, "moraleBoost", battle.round);
  },
};
