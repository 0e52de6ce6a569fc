/**
 * The TI4 content in one import. Names carry the ruleset (`TI4_SYSTEMS`, `ti4Technology(id)`) so code that
 * serves both rulesets never mistakes one edition's component for the other's.
 */

export * from "./actionCards.ts";
export * from "./agendas.ts";
export * from "./allianceCards.te.ts";
export * from "./breakthroughs.te.ts";
export * from "./common.ts";
export * from "./factionAbilities.ts";
export * from "./factions.ts";
export * from "./fracture.te.ts";
export * from "./galacticEvents.te.ts";
export * from "./leaders.ts";
export * from "./legendary.te.ts";
export * from "./mapPresets.te.ts";
export * from "./neutralUnits.te.ts";
export * from "./objectives.ts";
export * from "./oceans.te.ts";
export * from "./planets.te.ts";
export * from "./planets.ts";
export * from "./plots.te.ts";
export * from "./promissoryNotes.ts";
export * from "./relics.te.ts";
export * from "./relics.ts";
export * from "./strategyCards.ts";
export * from "./systems.te.ts";
export * from "./systems.ts";
export * from "./technologies.ts";
export * from "./units.ts";
