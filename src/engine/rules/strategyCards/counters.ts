/**
 * Command counters gained by card abilities (RR §15): the player places each in an area of choice, never
 * more than the reinforcements hold (RR §1). Kept here rather than imported from strategyAbilities.ts,
 * which registers these abilities: the card files then load in any order.
 */
import type { CounterSplit } from "../../events.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { COUNTER_AREAS } from "../counters.ts";

export function checkCounters(
  counters: CounterSplit | undefined,
  count: number,
  rule: string,
): RuleError | undefined {
  const values = COUNTER_AREAS.map((area) => counters?.[area] ?? 0);
  const total = values.reduce((a, b) => a + b, 0);
  if (values.some((n) => !Number.isInteger(n) || n < 0) || total !== count) {
    return ruleError(
      "ERR_COUNTER_PLACEMENT",
      rule,
      `Place exactly ${count} command counter(s) among strategy, fleet and command (you placed ${total}).`,
    );
  }
  return undefined;
}

export function gainCounters(tx: Tx, seat: Seat, counters: CounterSplit | undefined, reason: string): void {
  const split = Object.fromEntries(
    COUNTER_AREAS.filter((a) => (counters?.[a] ?? 0) > 0).map((a) => [a, counters?.[a]]),
  );
  if (Object.keys(split).length > 0)
    tx.emit({ type: "commandCountersGained", seat, counters: split, reason });
}
