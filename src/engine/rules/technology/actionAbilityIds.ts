/**
 * The technologies and race abilities used "as an action" (RR §7.4), by effect or ability key. Kept apart
 * from abilityActions.ts, with no imports, so the command shapes can read the list while modules load.
 */
export const ACTION_ABILITIES = [
  "transitDiodes",
  "productionCenters",
  "biopticRecyclers",
  "solOrbitalDrop",
  "muaatStarForge",
  "yinPlanetReversal",
] as const;
export type ActionAbility = (typeof ACTION_ABILITIES)[number];

/**
 * Race abilities used in the Strategy Phase through the same `useActionAbility` command (rules/
 * raceStrategyAbilities.ts): the Mentak Pillage and the Yssaril look at a hand. Not actions (RR §7.4).
 */
export const STRATEGY_PHASE_ABILITIES = ["mentakPillage", "yssarilPeek"] as const;
export type StrategyPhaseAbility = (typeof STRATEGY_PHASE_ABILITIES)[number];
/** Every ability id the `useActionAbility` command may name. */
export type AbilityCommandId = ActionAbility | StrategyPhaseAbility;
