/** Rule moments of goods and planets: spending trade goods (LRR 93), gaining control of a planet (LRR 25). */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4EconomyHooks {
  /** LRR 93: what each trade good `seat` spends is worth beyond its 1. Answers are summed. */
  tradeGoodExtraWorth: (state: Ti4State, seat: Seat) => number;
  /** LRR 25: `seat` has just gained control of `planet` (from `from`, null: nobody held it). Each answer acts. */
  planetControlGained: (tx: Tx<Ti4>, gain: { seat: Seat; planet: Ti4PlanetId; from: Seat | null }) => void;
}
