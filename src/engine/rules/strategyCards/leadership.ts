/**
 * Leadership (SE p.14, Variant Strategy Card Summary).
 * - Primary, Take Charge: take 3 command counters from reinforcements (`counters`), then you may use the
 *   secondary yourself (`secondary`), which a holder normally may not.
 * - Secondary, Masterful Tactician: spend influence (`planets`, `tradeGoods`) for command counters, 1 per
 *   2 influence, at most 3 (`counters`), influence beyond 6 lost (countersBought). Following it costs no
 *   Strategy Allocation counter (content: secondaryNeedsCounter false).
 */
import type { SecondaryChoice } from "../../commands.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { PrimaryRule, SecondaryRule } from "../../strategyCards.ts";
import type { Tx } from "../../tx.ts";
import { reinforcements } from "../counters.ts";
import { pay, paymentValue } from "../spending.ts";
import { checkCounters, gainCounters } from "./counters.ts";

const RULE = "SE p.14 Leadership";

/**
 * The counters a payment buys: 1 per 2 influence, at most 3. Decision: influence beyond 6 is accepted and
 * lost, not refused. The card caps what is bought ("up to 3"), not what is spent, and RR §16 has a planet
 * exhausted for all its influence, any surplus lost; so 8 influence buys 3 counters.
 */
export function countersBought(influence: number): number {
  return Math.min(3, Math.floor(influence / 2));
}

/** `alreadyTaken`: counters the same answer takes first (Take Charge's 3), no longer in reinforcements. */
function checkPurchase(
  state: GameState,
  seat: Seat,
  choice: SecondaryChoice,
  alreadyTaken: number,
): RuleError | undefined {
  const value = paymentValue(state, seat, choice, "influence");
  if (typeof value !== "number") return value;
  const count = countersBought(value);
  const left = reinforcements(state, seat) - alreadyTaken;
  if (count > left) {
    return ruleError("ERR_NO_COUNTERS", "RR §1", `You have only ${left} command counters left to take.`);
  }
  const rule = `${RULE} (1 counter per 2 influence, at most 3; RR §16: surplus lost)`;
  const refused = checkCounters(choice.counters, count, rule);
  if (!refused || value < 8) return refused;
  return ruleError(
    refused.code,
    rule,
    `Masterful Tactician buys at most 3 command counters: your ${value} influence buys 3 and the rest is lost. Place exactly 3.`,
  );
}

function buy(tx: Tx, seat: Seat, choice: SecondaryChoice): void {
  pay(tx, seat, choice, "Masterful Tactician");
  gainCounters(tx, seat, choice.counters, "Leadership: Masterful Tactician");
}

const takeCharge: PrimaryRule = {
  needsAnswer: () => true,
  prompt: (state, frame) =>
    `place ${Math.min(3, reinforcements(state, frame.seat))} command counters, and buy up to 3 more at 2 influence each if you wish`,
  resolve(tx, frame, choice) {
    const count = Math.min(3, reinforcements(tx.state, frame.seat));
    const refused =
      checkCounters(choice.counters, count, RULE) ??
      (choice.secondary ? checkPurchase(tx.state, frame.seat, choice.secondary, count) : undefined);
    if (refused) return refused;
    gainCounters(tx, frame.seat, choice.counters, "Leadership: Take Charge");
    if (choice.secondary) buy(tx, frame.seat, choice.secondary);
    return undefined;
  },
};

const masterfulTactician: SecondaryRule = {
  check: (state, seat, choice) => checkPurchase(state, seat, choice, 0),
  resolve: buy,
};

export const LEADERSHIP_PRIMARIES: Record<string, PrimaryRule> = { takeCharge };
export const LEADERSHIP_SECONDARIES: Record<string, SecondaryRule> = { masterfulTactician };
