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
  /**
   * TE "Setup" step 1: the set-up is ending (every home settled, decks shuffled, objectives dealt and the
   * secret objectives kept), and the first round is next: galactic events that change set-up resolve here.
   * Answers emit events in book order; they push no frames.
   */
  setupEnds: (tx: Tx<Ti4>) => void;
  /**
   * LRR 98 as a galactic event changes it (Civilized Society): true when reaching the victory point target
   * does not end the game at once; the answering rule ends it itself. Any true answer is enough.
   */
  victoryWaits: (state: Ti4State) => boolean;
  /** LRR 61.6 as a galactic event changes it (Civilized Society): true when a player may score any number of public objectives in a status phase. */
  publicObjectivesUnlimited: (state: Ti4State) => boolean;
  /** LRR 81.2 as a galactic event changes it (Civilized Society): true when no objective left to reveal does not end the game. */
  noRevealGoesOn: (state: Ti4State) => boolean;
}
