/** Technologies (RR §13) and the abilities of technologies and races used as an action. */

import { actionAbilityCandidates } from "../../bot/tactical.ts";
import type { RuleModule } from "../../module.ts";
import { actionAbilityDecisions, useActionAbility } from "./abilityActions.ts";
import { TECHNOLOGY_PRIMARIES, TECHNOLOGY_SECONDARIES } from "./technologyCards.ts";
import {
  atStatusPhaseStartTechnologies,
  hyperMetabolismIncome,
  neuralMotivatorCards,
  TECHNOLOGY_CHOICES,
} from "./technologyChoices.ts";
import { TECHNOLOGY_EVOLVE } from "./technologyEvents.ts";

export const TECHNOLOGY = {
  id: "technology",
  commands: { useActionAbility },
  events: TECHNOLOGY_EVOLVE,
  choices: TECHNOLOGY_CHOICES,
  primaries: TECHNOLOGY_PRIMARIES,
  secondaries: TECHNOLOGY_SECONDARIES,
  hooks: {
    turnActions: actionAbilityDecisions,
    // Shuttle Logistics and Hyper Metabolism (SE): at the start of the Status Phase.
    statusPhaseOpens: atStatusPhaseStartTechnologies,
    statusIncome: hyperMetabolismIncome,
    statusActionCards: neuralMotivatorCards,
  },
  bot: { useActionAbility: actionAbilityCandidates },
} satisfies RuleModule;
