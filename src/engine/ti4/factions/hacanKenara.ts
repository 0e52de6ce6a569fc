/**
 * Wrath of Kenara, the Hacan flagship (base game; content/ti4 units): after the Hacan roll a die in space
 * combat in its system, they may spend 1 trade good to apply +1 to that result (LRR 56: a modifier changes a
 * roll's result). It acts at the moment after the Hacan's combat roll (combat/afterRoll.ts, hook point
 * combatDiceOffers, LRR 74): the player names the dice, and pays 1 trade good for each. Our reading: each
 * die takes the +1 once per roll, and a die later rerolled loses it (its result is a new one). Anti-fighter
 * barrage is not a combat roll (LRR 10) and is left alone.
 */
import { unitsIn } from "../board/forces.ts";
import type { Ti4Module } from "../hooks/index.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";

export const TI4_WRATH_OF_KENARA: Ti4Module = {
  id: "hacanWrathOfKenara",
  hooks: {
    combatDiceOffers(state, moment) {
      if (moment.combat !== "space" || !flagshipHasAbilityOf(state, moment.seat, "hacan")) return [];
      if ((unitsIn(state.board[moment.place.position], moment.seat).flagship ?? 0) === 0) return [];
      if ((state.players[moment.seat]?.tradeGoods ?? 0) < 1) return [];
      return [{ ability: "wrathOfKenara", effect: "plusOne", costPerDie: 1 }];
    },
  },
};
