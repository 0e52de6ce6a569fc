/** Rule moments of the agenda phase (LRR 8). */
import type { Ti4AgendaId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Rider, Ti4Vote } from "../agenda/frames.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4AgendaHooks {
  /** LRR 8.2: an agenda has just been revealed and put to the vote (the Political Secret's moment). */
  afterAgendaRevealed: (tx: Tx<Ti4>) => void;
  /**
   * LRR 8.2iii: an agenda has just been resolved with `outcome` (its card discarded or put in play, its
   * effect carried out), the votes cast on it and the riders played on it (LRR 8.22) given. An answer may
   * push a frame; each answers in book order.
   */
  afterAgendaResolved: (
    tx: Tx<Ti4>,
    resolved: {
      agenda: Ti4AgendaId;
      outcome: string;
      votes: readonly Ti4Vote[];
      riders: readonly Ti4Rider[];
    },
  ) => void;
  /** LRR 8.16: true when `seat` may cast no votes at all (any answer bars it). */
  castsNoVotes: (state: Ti4State, seat: Seat) => boolean;
}
