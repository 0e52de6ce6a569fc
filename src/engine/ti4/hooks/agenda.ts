/** Rule moments of the agenda phase (LRR 8). */
import type { Tx } from "../../kernel/tx.ts";
import type { Ti4 } from "../ruleset.ts";

export interface Ti4AgendaHooks {
  /** LRR 8.2: an agenda has just been revealed and put to the vote (the Political Secret's moment). */
  afterAgendaRevealed: (tx: Tx<Ti4>) => void;
}
