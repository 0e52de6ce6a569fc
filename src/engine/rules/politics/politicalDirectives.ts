/**
 * Directives (RR §20): their one-time outcomes when voted. Merged into AGENDA_EFFECTS (politicalEffects.ts); choices
 * the outcomes ask of players are in DIRECTIVE_CHOICES (listed by module.ts). The outcomes are grouped by
 * theme in directive*.ts; what lasts the round is consulted through directiveHooks.ts.
 */
import type { CardChoiceRule } from "../../choices.ts";
import { startCardEffect } from "../actionCards/lasting.ts";
import type { AgendaRule } from "./agendaTools.ts";
import { nothing } from "./agendaTools.ts";
import { BUILD_DIRECTIVE_CHOICES, BUILD_DIRECTIVES } from "./directiveBuild.ts";
import { COUNCIL_DIRECTIVE_CHOICES, COUNCIL_DIRECTIVES } from "./directiveCouncil.ts";
import { DIRECTIVE_LASTING } from "./directiveHooks.ts";
import { TRADE_DIRECTIVES } from "./directiveTrade.ts";
import { WAR_DIRECTIVE_CHOICES, WAR_DIRECTIVES } from "./directiveWar.ts";

export const DIRECTIVE_EFFECTS: Readonly<Record<string, AgendaRule>> = {
  ...WAR_DIRECTIVES,
  ...BUILD_DIRECTIVES,
  ...TRADE_DIRECTIVES,
  ...COUNCIL_DIRECTIVES,
  // Partly automated (Against: discard); the For outcome is carried out by hand.
  ancientArtifact: { against: nothing },
  // Partly automated: Against closes the secondaries for the round (directiveHooks.ts, strategicAction.ts);
  // For (everyone uses his own card's secondary for free) is carried out by hand.
  aggressiveStrategy: {
    against: (tx) => startCardEffect(tx, { effect: DIRECTIVE_LASTING.aggressiveAgainst }),
  },
};

export const DIRECTIVE_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  ...WAR_DIRECTIVE_CHOICES,
  ...BUILD_DIRECTIVE_CHOICES,
  ...COUNCIL_DIRECTIVE_CHOICES,
};
