import { ruleError } from "../../../ruleError.ts";
import type { CasualtiesFrame } from "../../combat/frames.ts";
import { isCombatRoll } from "../../combat/modifiers.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { battleOf, CONDITION, diceUnderWindow, notInBattle, rollDieAgain } from "./battle.ts";

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
 *
 * In the invader's fight against the Custodians (SE Option 13) only his own dice may be named: theirs
 * are the engine's roll for a token, no player's combat roll (`recheckable` skips them), and the card
 * names "an opponent's" die, the Custodians being none [interpretation, the option naming no card].
 */
export const recheck: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, undefined, { guards: true });
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
    rollDieAgain(tx, frame, at, { roller: play.seat, by: play.seat }, "Recheck");
  },
};
