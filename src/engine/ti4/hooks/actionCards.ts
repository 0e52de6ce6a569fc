/** Rule moments of a player's hand of action cards (LRR 2). */
import type { Seat } from "../../kernel/types.ts";
import type { RuleError } from "../../ruleError.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4ActionCardHandHooks {
  /** Action cards `seat` draws besides those a draw gives, then discards as many (summed). */
  extraActionCardDraws: (state: Ti4State, seat: Seat) => number;
  /** LRR 2 [recalled]: true when `seat`'s hand has no limit (any answer lifts it). */
  noHandLimit: (state: Ti4State, seat: Seat) => boolean;
  /**
   * LRR 2: a refusal when an ability bars `seat` from playing action cards now (Transparasteel Plating);
   * such a seat is not asked in a card window. Undefined: not barred.
   */
  actionCardsBarred: (state: Ti4State, seat: Seat) => RuleError | undefined;
}
