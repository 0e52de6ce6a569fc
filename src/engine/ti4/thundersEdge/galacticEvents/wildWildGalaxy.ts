/**
 * Wild, Wild Galaxy (a TE galactic event; its card, as public game aids list it [recalled]): nine action
 * cards play a stronger form. Each card's rule reads it (actionCards/wildCards.ts names the changes).
 */
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";

export const TI4_WILD_WILD_GALAXY: Ti4Module = {
  id: "galacticEventWildWildGalaxy",
  hooks: { cardsHitHarder: (state: Ti4State) => galacticEventInPlay(state, "wild_wild_galaxy") },
};
