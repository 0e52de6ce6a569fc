/**
 * The TI4 content in one import. Names carry the ruleset (`TI4_SYSTEMS`, `ti4Technology(id)`) so code that
 * serves both rulesets never mistakes one edition's component for the other's.
 */
export * from "./common.ts";
export * from "./strategyCards.ts";
export * from "./technologies.ts";
export * from "./units.ts";
