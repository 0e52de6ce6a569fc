import { ruleError } from "../../../ruleError.ts";
import type { Seat } from "../../../state.ts";
import { type Battle, opponentIn } from "../../combat/battle.ts";
import type { CasualtiesFrame } from "../../combat/frames.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { battleOf, CONDITION, diceUnderWindow, notInBattle } from "./battle.ts";

/** The enemy's Space Battle volleys at the player, with hits to cancel. */
function hitsAtMe(frame: CasualtiesFrame, battle: Battle, seat: Seat): number {
  const enemy = opponentIn(battle, seat);
  return frame.volleys
    .filter((v) => v.shooter === enemy && v.target === seat && v.roll === "spaceBattle")
    .reduce((n, v) => n + v.hits, 0);
}

/**
 * Shields Holding: right after the opponent's Space Battle roll, before casualties, up to 2 of his hits
 * on the player are cancelled. A cancelled hit's die counts as no combat die any more (it cannot be
 * rolled again).
 */
export const shieldsHolding: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    const frame = diceUnderWindow(state);
    if (!battle || !frame) return notInBattle("Shields Holding", "a Space Battle");
    if (hitsAtMe(frame, battle, play.seat) > 0) return undefined;
    return ruleError(CONDITION, "Shields Holding", "Your opponent's Space Battle roll scored no hit on you.");
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    const frame = diceUnderWindow(tx.state) as CasualtiesFrame;
    const enemy = opponentIn(battle, play.seat);
    let cancel = 2;
    const volleys = frame.volleys.map((v) => {
      if (v.shooter !== enemy || v.target !== play.seat || v.roll !== "spaceBattle") return v;
      const dice = v.dice.map((d) => {
        if (!d.hit || cancel === 0) return d;
        cancel -= 1;
        return { ...d, hit: false, needed: null };
      });
      return { ...v, dice, hits: dice.filter((d) => d.hit).length };
    });
    const where = { seat: play.seat, position: frame.position };
    tx.emit({ type: "combatDiceChanged", ...where, volleys, reason: "Shields Holding" });
  },
};
