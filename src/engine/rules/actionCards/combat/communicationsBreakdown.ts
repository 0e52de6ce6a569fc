import type { Battle } from "../../combat/battle.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { battleOf, notInBattle, startBattleEffect } from "./battle.ts";

/** Communications Breakdown: until this Space Battle ends, no Action Card but Sabotage (window.ts). */
export const communicationsBreakdown: ActionCardEffect = {
  check(state, play) {
    return battleOf(state, play, "spaceBattle")
      ? undefined
      : notInBattle("Communications Breakdown", "a Space Battle");
  },
  resolve(tx, play) {
    startBattleEffect(tx, play, battleOf(tx.state, play) as Battle, "communicationsBreakdown");
  },
};
