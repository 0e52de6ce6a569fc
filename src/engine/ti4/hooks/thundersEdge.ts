/** Rule moments Thunder's Edge adds (its rulebook, "Breakthroughs and Synergy", "The Fracture"). */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";

export interface Ti4ThundersEdgeHooks {
  /**
   * TE "Breakthroughs and Synergy": `seat` has just gained its faction's breakthrough, whatever the source
   * (the expedition, an ability). Answers run in book order and may emit events or push frames (the roll
   * that may bring The Fracture into play).
   */
  breakthroughGained: (tx: Tx<Ti4>, seat: Seat) => void;
}
