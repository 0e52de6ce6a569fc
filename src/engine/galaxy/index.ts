/** The galaxy in one import: board geometry, adjacency, layouts, map strings, building and placement. */
export * from "./adjacency.ts";
export * from "./autoBuild.ts";
export * from "./balance.ts";
export * from "./dealing.ts";
export * from "./hex.ts";
export * from "./layouts.ts";
export * from "./mapString.ts";
export * from "./placement.ts";
export * from "./tiles.ts";
