/** Rule moments Thunder's Edge's relics listen for (TE rulebook "Relics"). */
import type { Ti4ObjectiveId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Ti4 } from "../ruleset.ts";

export interface Ti4RelicHooks {
  /**
   * LRR 81.2: the status phase has just revealed the public objective `objective` (its frame already moved
   * on to the next step). Answers run in book order and may push frames (Neuraloop's window).
   */
  publicObjectiveRevealed: (tx: Tx<Ti4>, objective: Ti4ObjectiveId) => void;
}
