/** The game content in one import: every component file's data and lookups. */
export * from "./actionCards.ts";
export * from "./common.ts";
export * from "./leaders.ts";
export * from "./objectives.ts";
export * from "./options.ts";
export * from "./politicalCards.ts";
export * from "./presetMaps.ts";
export * from "./races.ts";
export * from "./strategyCards.ts";
export * from "./systems.ts";
export * from "./technologies.ts";
export * from "./tokens.ts";
export * from "./units.ts";
