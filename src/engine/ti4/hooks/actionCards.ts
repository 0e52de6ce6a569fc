/** Rule moments of a player's hand of action cards (LRR 2). */
import type { Ti4ActionMoment } from "../../../content/ti4/index.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RuleError } from "../../ruleError.ts";
import type { Ti4 } from "../ruleset.ts";
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
  /**
   * LRR 2: what `seat` may answer a card window of `timing` about `about` with besides an action card (an
   * ability that cancels the card just played: Instinct Training), as decisions of the window, or none.
   * Read from public facts only (a technology owned and ready, the strategy pool): a seat offered one is
   * asked in the window whatever it holds, so being asked tells nothing of its hand. Answers are joined.
   */
  cardWindowAbilities: (
    state: Ti4State,
    seat: Seat,
    window: { timing: Ti4ActionMoment; about: Seat },
  ) => readonly Decision<Ti4>[];
}
