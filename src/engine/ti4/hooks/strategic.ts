/** Rule moments of a strategic action (LRR 82). */
import type { Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4StrategicHooks {
  /**
   * LRR 82: what happens "after `seat` resolves the primary or a secondary ability" of `card`. Asked as the
   * ability begins, before its own frames are pushed: a frame an answer pushes lies under the ability's and
   * so runs once the ability is resolved. Each answers in book order.
   */
  afterStrategyCardAbility: (
    tx: Tx<Ti4>,
    seat: Seat,
    card: Ti4StrategyCardId,
    ability: "primary" | "secondary",
  ) => void;
  /**
   * LRR 82.2: true when `seat`, having spent its token to follow `card`, resolves the card's primary ability
   * instead of its secondary. Any answer is enough.
   */
  secondaryResolvesPrimary: (state: Ti4State, seat: Seat, card: Ti4StrategyCardId) => boolean;
}
