/** Set-up (RR §3): races picked in turn and the galaxy built tile by tile. */

import { SETUP_CANDIDATES } from "../bot/candidates.ts";
import type { RuleModule } from "../module.ts";
import { GALAXY_BUILD_RULES, pickRace, placeGalaxyTile, RACE_DRAFT_RULES } from "./setupFrames.ts";

export const SETUP = {
  id: "setup",
  commands: { pickRace, placeGalaxyTile },
  frames: { raceDraft: RACE_DRAFT_RULES, galaxyBuild: GALAXY_BUILD_RULES },
  bot: SETUP_CANDIDATES,
} satisfies RuleModule;
