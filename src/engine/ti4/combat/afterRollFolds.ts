/** What the moment after a combat roll adds to the log, and how each event is folded (afterRoll.ts). */
import type { Seat } from "../../kernel/types.ts";
import type { RngState } from "../../rng.ts";
import type { Ti4State } from "../state.ts";
import { diceOf, type Ti4DiceAbility, type Ti4SettledRoll } from "./afterRoll.ts";

export type Ti4AfterRollEvent =
  /** Dice rerolled at the moment after a roll: `dice` index the roll's dice in order; both results logged. */
  | {
      type: "ti4CombatDiceRerolled";
      seat: Seat;
      ability: Ti4DiceAbility;
      dice: number[];
      before: number[];
      after: number[];
      rng: RngState;
    }
  /** +`amount` applied to each of `dice` by an ability (LRR 56). */
  | { type: "ti4CombatDiceModified"; seat: Seat; ability: Ti4DiceAbility; dice: number[]; amount: number }
  /** An ability paid for as a space combat round begins, acting on that round's dice (Munitions Reserves). */
  | { type: "ti4RoundAbilityInEffect"; seat: Seat; ability: Ti4DiceAbility }
  /** The moment is over: `seat`'s hits from this roll as its dice stand (LRR 78.5-78.6, 42). */
  | { type: "ti4CombatRollSettled"; seat: Seat; hits: number; nonFightersFirst: number };

/** The folds of the moment's events. */
export const AFTER_ROLL_FOLDS = {
  ti4CombatDiceRerolled(draft: Ti4State, e: { ability: Ti4DiceAbility; dice: number[]; after: number[] }) {
    const frame = draft.stack.findLast((f) => f.kind === "ti4AfterRoll");
    if (frame?.kind !== "ti4AfterRoll") throw new Error("no combat roll to reroll");
    const all = diceOf(frame.groups);
    e.dice.forEach((i, k) => {
      const at = all[i];
      const g = at ? frame.groups[at.group] : undefined;
      if (!at || !g) return;
      g.rolls[at.die] = e.after[k] as number;
      if (g.bonus) g.bonus[at.die] = 0;
    });
    frame.used.push(e.ability);
  },
  ti4CombatDiceModified(draft: Ti4State, e: { ability: Ti4DiceAbility; dice: number[]; amount: number }) {
    const frame = draft.stack.findLast((f) => f.kind === "ti4AfterRoll");
    if (frame?.kind !== "ti4AfterRoll") throw new Error("no combat roll to modify");
    const all = diceOf(frame.groups);
    for (const i of e.dice) {
      const at = all[i];
      const g = at ? frame.groups[at.group] : undefined;
      if (!at || !g) continue;
      g.bonus ??= g.rolls.map(() => 0);
      g.bonus[at.die] = (g.bonus[at.die] ?? 0) + e.amount;
    }
    frame.used.push(e.ability);
  },
  ti4CombatRollSettled(draft: Ti4State, e: Ti4SettledRoll & { type: string }) {
    const combat = draft.stack.findLast((f) => f.kind === "ti4SpaceCombat" || f.kind === "ti4GroundCombat");
    if (combat?.kind !== "ti4SpaceCombat" && combat?.kind !== "ti4GroundCombat")
      throw new Error("a combat roll settles only in combat");
    const { seat, hits, nonFightersFirst } = e;
    combat.settled = [...(combat.settled ?? []), { seat, hits, nonFightersFirst }];
  },
};
