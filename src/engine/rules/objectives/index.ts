/** Objectives (RR §22): requirement checks, payments for "spend" cards and this round's achievements. */
export { achievementsThisRound, noteRoundAchievements, type RoundAchievements } from "./achievements.ts";
export { checkHomeHeld, checkObjectiveClaims, optionRefusesClaim, scoreObjectiveClaims } from "./claim.ts";
export type { Outcome, Spend } from "./outcome.ts";
export { REQUIREMENT_CHECKS, requirementOutcome } from "./requirements.ts";
export { describeSpend, type ObjectivePayment } from "./spend.ts";
