import { type Battle, opponentIn } from "../../combat/battle.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { battleOf, notInBattle, startBattleEffect } from "./battle.ts";

/** Flanking Tactic: the opponent in this Space Battle cannot retreat by any ability or card (retreat.ts). */
export const flankingTactic: ActionCardEffect = {
  check(state, play) {
    return battleOf(state, play, "spaceBattle")
      ? undefined
      : notInBattle("Flanking Tactic", "a Space Battle");
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    startBattleEffect(tx, play, battle, "flankingTactic", undefined, opponentIn(battle, play.seat));
  },
};
