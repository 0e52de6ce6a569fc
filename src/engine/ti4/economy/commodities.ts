/**
 * Commodities gained (LRR 21): the one place a seat's commodities go up in play. Replenishing (LRR 21.2: the
 * Trade card, Harness Energy) comes through here, and so must every other effect that gives commodities, so
 * that what answers the moment (Siphon, a face-up plot of the Obsidian's) hears of every gain. A test
 * (test/unit/ti4/commoditiesGained.test.ts) keeps every other emit of `ti4CommoditiesChanged` a loss.
 * A game master's correction is no gain in play and does not come here.
 */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";

/** `seat` gains `amount` commodities for `reason`; the moment's answers run after (nothing for 0 or less). */
export function gainCommodities(tx: Tx<Ti4>, seat: Seat, amount: number, reason: string): void {
  if (amount <= 0) return;
  tx.emit({ type: "ti4CommoditiesChanged", seat, amount, reason });
  for (const answer of hookAnswers(tx.state, "commoditiesGained")) answer(tx, seat, amount, reason);
}
