/**
 * Whether a game plays Thunder's Edge (issue #27): the box "te" on the TI4 ruleset, switched on at creation
 * (`boxes: ["base", "te"]`). Every Thunder's Edge rule asks this before it acts, so a game without the box
 * plays exactly as before. The expansion's parts are built one by one; until all of them are, the surfaces
 * do not offer the box to a table (app/catalog/gameCommands.ts).
 *
 * Built so far: the end of set-up (setup.ts) and the revised Construction and Warfare (strategyCards.ts).
 * TE "Diplomacy Token" needs no rule: it is a player aid standing for one command token of each other
 * player on Diplomacy's primary, which the engine already places from each player's reinforcements
 * (strategic/diplomacy.ts). The Codex cards TE asks to swap in (TE "Expansion Integration"): the reworded
 * secret objectives and promissory notes are played in their Codex version, the rest listed as not carried
 * out (codex.ts).
 */
import type { Ti4State } from "../state.ts";

export function playsThundersEdge(state: Pick<Ti4State, "config">): boolean {
  return state.config.boxes.includes("te");
}
