import { rollD10 } from "../../../rng.ts";
import { ruleError } from "../../../ruleError.ts";
import type { CasualtiesFrame, CombatDie } from "../../combat/frames.ts";
import { isCombatRoll } from "../../combat/modifiers.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { battleOf, CONDITION, diceUnderWindow, notInBattle } from "./battle.ts";

/** The combat dice under the window, numbered from 1 in the order rolled: the dice Recheck may name. */
function recheckable(frame: CasualtiesFrame): { volley: number; die: number }[] {
  return frame.volleys.flatMap((v, vi) =>
    isCombatRoll(v.roll)
      ? v.dice.flatMap((d, di) => (d.needed === null ? [] : [{ volley: vi, die: di }]))
      : [],
  );
}

/**
 * Recheck: right after combat dice are rolled in a battle the player is in, one die (his or an
 * opponent's) is rolled again; the new result stands. The die is named by its number among the dice
 * just rolled (`amount`, from 1, in the order the log lists them).
 */
export const recheck: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play);
    const frame = diceUnderWindow(state);
    if (!battle || !frame) return notInBattle("Recheck", "a battle");
    const dice = recheckable(frame);
    if (play.amount >= 1 && play.amount <= dice.length) return undefined;
    return ruleError(
      CONDITION,
      "Recheck",
      `Name the die to roll again by its number among the dice just rolled, 1 to ${dice.length}.`,
    );
  },
  resolve(tx, play) {
    const frame = diceUnderWindow(tx.state) as CasualtiesFrame;
    const at = recheckable(frame)[play.amount - 1] as { volley: number; die: number };
    const old = frame.volleys[at.volley]?.dice[at.die] as CombatDie;
    const drawn = rollD10(tx.state.rng, 1);
    const value = drawn.value[0] as number;
    const die: CombatDie = { ...old, first: old.value, value, hit: value >= (old.needed as number) };
    tx.emit({
      type: "combatRolled",
      seat: play.seat,
      position: frame.position,
      planet: frame.planet,
      roll: "reroll",
      dice: [die],
      hits: die.hit ? 1 : 0,
      rng: drawn.rng,
    });
    const volleys = frame.volleys.map((v, vi) => {
      if (vi !== at.volley) return v;
      const dice = v.dice.map((d, di) => (di === at.die ? die : d));
      return { ...v, dice, hits: dice.filter((d) => d.hit).length };
    });
    tx.emit({
      type: "combatDiceChanged",
      seat: play.seat,
      position: frame.position,
      volleys,
      reason: "Recheck",
    });
  },
};
