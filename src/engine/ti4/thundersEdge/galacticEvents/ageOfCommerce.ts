/**
 * Age of Commerce (a TE galactic event; its card, as public game aids list it [recalled]; it came with the
 * fourth Twilight Codex and ships in the Thunder's Edge box):
 *  - players need not be neighbours to trade (LRR 94.1 set aside);
 *  - commodities have no ceiling: replenishing adds the faction's commodity value to what is held (LRR 21.2);
 *  - a transaction may share non-faction technologies: the receiver gains each from their own deck, the giver
 *    keeps it (transactions.ts `whyNotShare`, LRR 94.3 otherwise).
 */
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";

const inPlay = (state: Ti4State) => galacticEventInPlay(state, "age_of_commerce");

export const TI4_AGE_OF_COMMERCE: Ti4Module = {
  id: "galacticEventAgeOfCommerce",
  hooks: {
    transactionBeyondNeighbours: inPlay,
    commoditiesWithoutCeiling: inPlay,
    technologiesInTransactions: inPlay,
  },
};
