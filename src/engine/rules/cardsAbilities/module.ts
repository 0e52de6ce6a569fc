/** The Strategy Cards' abilities beyond the primary and secondary frames (SE Strategy Cards, RR §5). */
import type { RuleModule } from "../../module.ts";
import { CARDS_ABILITIES_EVOLVE } from "./cardsEvents.ts";
import { DEMILITARIZED_ZONE_RULES, placeCounterFromSheet } from "./diplomacy2.ts";

export const STRATEGY_CARD_ABILITIES = {
  id: "strategyCardAbilities",
  commands: { placeCounterFromSheet },
  events: CARDS_ABILITIES_EVOLVE,
  frames: { demilitarizedZone: DEMILITARIZED_ZONE_RULES },
} satisfies RuleModule;
