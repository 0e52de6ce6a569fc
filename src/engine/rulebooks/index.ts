/** Every ruleset's rulebook, loaded (and so registered) by the engine's entry point. */
export { TI3 } from "./ti3.ts";
export { TI4 } from "./ti4.ts";
