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
] as const;
export type ActionAbility = (typeof ACTION_ABILITIES)[number];
