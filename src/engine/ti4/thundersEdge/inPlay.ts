/**
 * Whether a game plays Thunder's Edge (issue #27): the box "te" on the TI4 ruleset, switched on at creation
 * (`boxes: ["base", "te"]`). Every Thunder's Edge rule asks this before it acts, so a game without the box
 * plays exactly as before. The expansion's parts are built one by one; until all of them are, the surfaces
 * do not offer the box to a table (app/catalog/gameCommands.ts).
 */
import type { Ti4State } from "../state.ts";

export function playsThundersEdge(state: Pick<Ti4State, "config">): boolean {
  return state.config.boxes.includes("te");
}
