/** Moments inside the status phase's steps (LRR 81) that cards are played at. */
import type { Tx } from "../../kernel/tx.ts";
import type { Ti4 } from "../ruleset.ts";

export interface Ti4StatusMomentHooks {
  /**
   * LRR 81.5: everyone is about to gain their command tokens; the arrangement frame is on the stack and each
   * answer may push its own frames over it (the window of Cybernetic Enhancements Ω, thundersEdge/codexNotes.ts).
   */
  statusCommandTokensGaining: (tx: Tx<Ti4>) => void;
}
