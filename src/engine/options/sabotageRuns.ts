/**
 * Sabotage Runs, a base-game option (RR §24.5): Fighters sent at the enemy's War Suns before a Space
 * Battle, right after Anti-Fighter Barrage (sabotageRunsRules.ts). The Space Battle asks the hook
 * `afterAntiFighterBarrage`; this module answers it, and brings the decision, its frame and the bot's
 * candidates.
 */
import { SABOTAGE_CANDIDATES } from "../bot/sabotageRuns.ts";
import type { RuleModule } from "../module.ts";
import { openRuns, SABOTAGE_RUNS_RULES, sabotageRuns } from "./sabotageRunsRules.ts";

export const SABOTAGE_RUNS = {
  id: "option:sabotageRuns",
  option: "sabotageRuns",
  hooks: { afterAntiFighterBarrage: openRuns },
  commands: { sabotageRuns },
  frames: { sabotageRuns: SABOTAGE_RUNS_RULES },
  bot: SABOTAGE_CANDIDATES,
} satisfies RuleModule;
