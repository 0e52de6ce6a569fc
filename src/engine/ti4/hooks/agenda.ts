/** Rule moments of the agenda phase (LRR 8). */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4AgendaHooks {
  /** LRR 8.2: an agenda has just been revealed and put to the vote (the Political Secret's moment). */
  afterAgendaRevealed: (tx: Tx<Ti4>) => void;
  /** LRR 8.16: true when `seat` may cast no votes at all (any answer bars it). */
  castsNoVotes: (state: Ti4State, seat: Seat) => boolean;
}
