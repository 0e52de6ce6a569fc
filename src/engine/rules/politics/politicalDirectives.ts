/**
 * Directives (RR §20): their one-time outcomes when voted. Merged into AGENDA_EFFECTS (politicalEffects.ts); choices
 * the outcomes ask of players are in DIRECTIVE_CHOICES (rules/cards/choice.ts).
 */
import type { CardChoiceRule } from "../cards/choice.ts";
import type { AgendaRule } from "./agendaTools.ts";

export const DIRECTIVE_EFFECTS: Readonly<Record<string, AgendaRule>> = {};

export const DIRECTIVE_CHOICES: Readonly<Record<string, CardChoiceRule>> = {};
