/**
 * The Triad (TE rulebook "Relics"; the card as public rulings give it): readied and spent like a planet
 * card, worth 3 resources and 3 influence plus 1 of each for every different type of relic fragment its
 * holder owns. Mecatol plays no Prophecy of Kings, so there are no relic fragments: it is worth 3 of each.
 * A payment names it (economy/spend.ts, `triad`); spending it exhausts it, and it is readied in the status
 * phase with every relic (relics.ts). Our reading [recalled]: it pays what planets pay (resources or
 * influence), but casts no votes, as votes are cast by exhausting planets, not by spending.
 */
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4State } from "../state.ts";
import { keepsRelic, relicReady } from "./relicsHeld.ts";

/** Relic fragments come with Prophecy of Kings' exploration, which Mecatol does not play: none is owned. */
const FRAGMENT_TYPES_OWNED = 0;

/** What The Triad is worth in either currency. */
export function triadWorth(): number {
  return 3 + FRAGMENT_TYPES_OWNED;
}

/** Why `seat` cannot spend The Triad now, or undefined. */
export function triadRefusal(state: Ti4State, seat: Seat): RuleError | undefined {
  if (!keepsRelic(state, seat, "thetriad"))
    return ruleError("ERR_TI4_TRIAD", "TE Relics", "You do not hold The Triad: you cannot spend it.");
  if (!relicReady(state, seat, "thetriad"))
    return ruleError(
      "ERR_TI4_TRIAD",
      "TE Relics",
      "The Triad is exhausted: like a planet card, it pays only while ready.",
    );
  return undefined;
}
