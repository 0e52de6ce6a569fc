/**
 * Laws (RR §20) of war, movement and the board: their outcomes when voted and, with `lasting: true`, the lasting effect applied by the rules each law changes while it is in play. Merged into AGENDA_EFFECTS (politicalEffects.ts); choices
 * the outcomes ask of players are in LAW_CHOICES (rules/cards/choice.ts).
 */
import type { CardChoiceRule } from "../cards/choice.ts";
import type { AgendaRule } from "./agendaTools.ts";

export const LAW_EFFECTS: Readonly<Record<string, AgendaRule>> = {};

export const LAW_CHOICES: Readonly<Record<string, CardChoiceRule>> = {};
