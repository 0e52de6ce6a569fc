/**
 * Rule moments of set-up (RR §3) that options change: how the galaxy is laid out, what joins it once it
 * is complete, and what is played before round 1. The set-up rules (setup/) ask; options answer.
 */
import type { RuleError } from "../ruleError.ts";
import type { GameState, PositionLabel } from "../state.ts";
import type { Tx } from "../tx.ts";

export interface SetupHooks {
  /**
   * RR §3 step 9: the galaxy would be made as the game's galaxy mode says. An answer lays it out instead
   * (SE Preset Maps): it places every tile but the Home Systems and names the Home positions. The first
   * answer is used; a refusal is a bug, since the setting was checked when the game was created.
   */
  galaxyLaidOut: (tx: Tx) => RuleError | undefined;
  /** The galaxy is complete, before Home Systems and starting forces: what joins it (SE Option 8: the Nexus). */
  galaxyCompleted: (tx: Tx) => void;
  /**
   * Regular set-up is done and round 1 would begin. True when an answer runs steps of its own first (SE
   * Option 15, Simulated Early Turns): it pushes its frame and begins the Strategy Phase when done.
   */
  beforeFirstRound: (tx: Tx) => boolean;
  /**
   * SE "Preset Artifacts": the systems a preset map marks for the artifacts; no answer, or an empty list,
   * when the galaxy comes from no preset map. The sheet leaves them to the group's choice ("you may wish"):
   * the Preset Artifacts option (options/presetArtifacts.ts) asks, and lays the four real artifacts face up,
   * one in each system (the dummies stay in the box), each on the planet with the fewest resources, then
   * the lower influence, a remaining tie broken with the game's generator. Without it the players choose
   * the planets as in any game with Artifacts.
   */
  presetArtifactSystems: (state: GameState) => readonly PositionLabel[];
}
