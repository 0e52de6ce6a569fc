/** Objectives (RR §21, SE objectives): the "this round" achievements the claims look back on. */
import type { RuleModule } from "../../module.ts";
import { noteRoundAchievements } from "./achievements.ts";

export const OBJECTIVES = { id: "objectives", observe: noteRoundAchievements } satisfies RuleModule;
