/** The TI4 galaxy in one import: layouts, hyperlane adjacency, the deal, placement, building, map strings. */
export * from "./autoBuild.ts";
export * from "./balance.ts";
export * from "./board.ts";
export * from "./deal.ts";
export * from "./layouts.ts";
export * from "./mapString.ts";
export * from "./placement.ts";
