/** Politics (RR §20): the agenda, votes, laws and directives, the Senate and the Political Card deck. */

import { POLITICS_CANDIDATES } from "../../bot/table.ts";
import type { RuleModule } from "../../module.ts";
import { AGENDA_RULES, playPoliticalCard, vetoAgenda } from "./agenda.ts";
import { chooseSenateOption, SENATE_RULES } from "./assembly.ts";
import { COUNCIL_CARD_EFFECTS } from "./councilCards.ts";
import { DIRECTIVE_EVOLVE } from "./directiveEvents.ts";
import { ECONOMY_LAW_EVOLVE } from "./economyLawEvents.ts";
import { POLITICS_PRIMARIES, POLITICS_SECONDARIES } from "./index.ts";
import { LAW_EVOLVE } from "./lawEvents.ts";
import { DIRECTIVE_CHOICES } from "./politicalDirectives.ts";
import { ECONOMY_LAW_CHOICES } from "./politicalEconomyLaws.ts";
import { LAW_CHOICES } from "./politicalLaws.ts";
import { arrangePoliticalDeck, POLITICAL_PEEK_RULES } from "./politicalPrimary.ts";
import { POLITICS_EVOLVE } from "./politicsEvents.ts";
import { breakTie, castVotes } from "./voting.ts";

export const POLITICS = {
  id: "politics",
  commands: { castVotes, breakTie, vetoAgenda, playPoliticalCard, arrangePoliticalDeck, chooseSenateOption },
  events: { ...POLITICS_EVOLVE, ...DIRECTIVE_EVOLVE, ...LAW_EVOLVE, ...ECONOMY_LAW_EVOLVE },
  frames: { agenda: AGENDA_RULES, politicalPeek: POLITICAL_PEEK_RULES, senate: SENATE_RULES },
  // What laws and directives ask of players once voted (rules/actionCards/choice.ts runs the frame).
  primaries: POLITICS_PRIMARIES,
  secondaries: POLITICS_SECONDARIES,
  choices: { ...LAW_CHOICES, ...ECONOMY_LAW_CHOICES, ...DIRECTIVE_CHOICES },
  // The Action Cards played on the council (councilCards.ts).
  actionCards: COUNCIL_CARD_EFFECTS,
  bot: POLITICS_CANDIDATES,
} satisfies RuleModule;
