/**
 * Directives (RR §20): their one-time outcomes when voted. Merged into AGENDA_EFFECTS (politicalEffects.ts); choices
 * the outcomes ask of players are in DIRECTIVE_CHOICES (listed by module.ts). The outcomes are grouped by
 * theme in directive*.ts; what lasts the round is consulted through directiveHooks.ts.
 */
import type { CardChoiceRule } from "../../choices.ts";
import type { AgendaRule } from "./agendaTools.ts";
import { BUILD_DIRECTIVE_CHOICES, BUILD_DIRECTIVES } from "./directiveBuild.ts";
import { COUNCIL_DIRECTIVE_CHOICES, COUNCIL_DIRECTIVES } from "./directiveCouncil.ts";
import { DICE_DIRECTIVE_CHOICES, DICE_DIRECTIVES } from "./directiveDice.ts";
import { SECONDARY_DIRECTIVES } from "./directiveSecondaries.ts";
import { TRADE_DIRECTIVES } from "./directiveTrade.ts";
import { WAR_DIRECTIVE_CHOICES, WAR_DIRECTIVES } from "./directiveWar.ts";

export const DIRECTIVE_EFFECTS: Readonly<Record<string, AgendaRule>> = {
  ...WAR_DIRECTIVES,
  ...BUILD_DIRECTIVES,
  ...TRADE_DIRECTIVES,
  ...COUNCIL_DIRECTIVES,
  // Ancient Artifact, Wormhole Research: a die decides (directiveDice.ts).
  ...DICE_DIRECTIVES,
  // Aggressive Strategy: everyone's own secondary for free, or none this round (directiveSecondaries.ts).
  ...SECONDARY_DIRECTIVES,
};

export const DIRECTIVE_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  ...WAR_DIRECTIVE_CHOICES,
  ...BUILD_DIRECTIVE_CHOICES,
  ...COUNCIL_DIRECTIVE_CHOICES,
  ...DICE_DIRECTIVE_CHOICES,
};
