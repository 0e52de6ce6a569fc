/**
 * Card abilities written once per seat, so the same primary serves its holder and, for the Diplomacy
 * family, the Xxcha following the card (RR §6 further rulings; SE p.14): "when you follow Diplomacy you
 * may resolve its primary instead of the secondary" (the Strategy Allocation counter is still paid, by
 * strategicAction.ts, and no second round of secondaries opens).
 */
import type { PrimaryChoice } from "../../commands.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { PrimaryRule, SecondaryRule } from "../../strategyCards.ts";
import type { Tx } from "../../tx.ts";
import { hasAbility } from "../players.ts";

/** An ability resolved by one seat: checked first, then applied (a refused answer changes nothing). */
export interface SeatAbility {
  check(state: GameState, seat: Seat, choice: PrimaryChoice): RuleError | undefined;
  apply(tx: Tx, seat: Seat, choice: PrimaryChoice): void;
}

/** A primary that always needs its holder's answer, resolved by a SeatAbility. */
export function asPrimary(ability: SeatAbility, prompt: string): PrimaryRule {
  return {
    needsAnswer: () => true,
    prompt: () => prompt,
    resolve(tx, frame, choice) {
      const refused = ability.check(tx.state, frame.seat, choice);
      if (refused) return refused;
      ability.apply(tx, frame.seat, choice);
      return undefined;
    },
  };
}

const XXCHA = "xxchaPeaceAccords";

/** A Diplomacy-family secondary that the Xxcha may replace with the card's primary (`primaryInstead`). */
export function withXxchaPrimary(
  secondary: SecondaryRule,
  primary: SeatAbility,
  rule: string,
): SecondaryRule {
  return {
    ...secondary,
    check(state, seat, choice) {
      if (choice.primaryInstead === undefined) return secondary.check(state, seat, choice);
      if (!hasAbility(state, seat, XXCHA)) {
        return ruleError(
          "ERR_NOT_XXCHA",
          rule,
          "Only the Xxcha may resolve this card's primary ability when following it.",
        );
      }
      return primary.check(state, seat, choice.primaryInstead);
    },
    resolve(tx, seat, choice) {
      if (choice.primaryInstead === undefined) secondary.resolve(tx, seat, choice);
      else primary.apply(tx, seat, choice.primaryInstead);
    },
  };
}
