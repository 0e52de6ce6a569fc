/**
 * Rule moments of a unit's BOMBARDMENT (LRR 15) as a player's own abilities change it: what each hit of their
 * units' roll counts for, and the planet it was used against (X-89 Bacterial Weapon ΩΩ answers both).
 */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4BombardmentUseHooks {
  /**
   * LRR 15: how many times each hit of `seat`'s units' BOMBARDMENT roll counts (1 unless an answer says
   * more; the answers are multiplied, and with a galactic event's worth, combat/hits.ts
   * `unitBombardmentHits`). A roll that is no unit's (a card's) is not asked.
   */
  unitBombardmentHitFactor: (state: Ti4State, seat: Seat) => number;
  /**
   * LRR 15: `seat`'s units have just used BOMBARDMENT against the planet at `place` (rolled, before the
   * hits are assigned). Each answer acts in book order.
   */
  bombardmentUsedAgainst: (tx: Tx<Ti4>, used: { seat: Seat; place: Ti4Place }) => void;
}
