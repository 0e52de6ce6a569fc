/** Rule moments of the strategy cards' abilities (LRR 82). */
import type { Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4StrategyCardHooks {
  /**
   * LRR 82.2: true when `seat`, having spent its token to follow `card`, resolves the card's primary ability
   * instead of its secondary. Any answer is enough.
   */
  secondaryResolvesPrimary: (state: Ti4State, seat: Seat, card: Ti4StrategyCardId) => boolean;
}
