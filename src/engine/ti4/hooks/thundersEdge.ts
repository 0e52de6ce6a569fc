/** Rule moments Thunder's Edge adds (its rulebook, "Breakthroughs and Synergy", "The Fracture"). */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RuleError } from "../../ruleError.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4ThundersEdgeHooks {
  /**
   * TE "Breakthroughs and Synergy": `seat` has just gained its faction's breakthrough, whatever the source
   * (the expedition, an ability). Answers run in book order and may emit events or push frames (the roll
   * that may bring The Fracture into play).
   */
  breakthroughGained: (tx: Tx<Ti4>, seat: Seat) => void;
  /**
   * TE "Thunder's Edge Expedition": why the system at `position` may not receive Thunder's Edge besides what
   * its tile prints (a planet, a supernova, a wormhole), or undefined. The Fracture answers for its own
   * systems ("Thunder's Edge cannot be placed in The Fracture"); the first refusal given counts.
   */
  thundersEdgePlacementRefused: (state: Ti4State, position: PositionLabel) => RuleError | undefined;
}
