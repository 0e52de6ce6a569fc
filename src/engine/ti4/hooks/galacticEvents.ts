/** Rule moments Thunder's Edge's galactic events add (TE "Galactic Events"; each event's module answers). */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";

export interface Ti4GalacticEventHooks {
  /**
   * LRR 16, 37 as Age of Fighters changes them: true when each of `seat`'s fighters that counts against the
   * fleet pool (beyond the ships' room) carries 1 ground force (never a fighter). Any true answer is enough.
   */
  fightersCarryGroundForces: (state: Ti4State, seat: Seat) => boolean;
  /**
   * LRR 58 (Weird Wormholes): `seat`'s groups have just moved into the active `system`, each along `chain`
   * (its start first) with the `ships` that arrived, before "after ships move" abilities (afterShipsMoved).
   * Answers act in book order and may push frames.
   */
  groupsMoved: (
    tx: Tx<Ti4>,
    seat: Seat,
    system: PositionLabel,
    groups: readonly { chain: readonly PositionLabel[]; ships: Ti4UnitCounts }[],
  ) => void;
  /**
   * LRR 15 (Conventions of War Abandoned): how many hits each BOMBARDMENT hit counts for (1 unless an answer
   * says more; the largest answer counts).
   */
  bombardmentHitWorth: (state: Ti4State) => number;
  /**
   * LRR 33 (Conventions of War Abandoned): true when `seat` is out of the game for a reason an event adds,
   * whatever else they hold. Any true answer is enough.
   */
  eliminatedByEvent: (state: Ti4State, seat: Seat) => boolean;
  /**
   * TE Construction as Monuments to the Ages changes it: what `seat` may do instead of placing a structure
   * (`primary`: the primary's first structure), as decisions answered by their own commands while the
   * revised Construction's frame is on top. The answers are put together.
   */
  constructionAlternatives: (state: Ti4State, seat: Seat, primary: boolean) => readonly Decision<Ti4>[];
  /**
   * LRR 8.6 as Hidden Agenda changes it: true when votes are secret ballots handed to the speaker, who
   * tells the council only the totals. Any true answer is enough.
   */
  votesSecret: (state: Ti4State) => boolean;
  /** LRR 94.6 as Hidden Agenda changes it: true when nobody trades in the agenda phase. Any true answer is enough. */
  agendaTransactionsBarred: (state: Ti4State) => boolean;
  /**
   * LRR 2 as Wild, Wild Galaxy changes it: true when the action cards its card names play their stronger
   * form (actionCards/wildCards.ts reads it). Any true answer is enough.
   */
  cardsHitHarder: (state: Ti4State) => boolean;
}
