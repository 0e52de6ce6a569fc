import type { FrameRules } from "../flow.ts";
import type { GameOverFrame } from "../frames.ts";

/** A finished game waits for nobody. */
export const GAME_OVER_RULES: FrameRules<GameOverFrame> = {
  decisions: () => [],
};
