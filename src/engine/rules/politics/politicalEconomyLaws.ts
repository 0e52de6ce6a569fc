/**
 * Laws (RR §20) that change the economy, technology, Strategy Cards, trade and politics: their outcomes
 * when voted and, with `lasting: true`, the lasting effect applied by the rules each law changes while it
 * is in play. Merged into AGENDA_EFFECTS (politicalEffects.ts); choices the outcomes ask of players are
 * in ECONOMY_LAW_CHOICES (rules/cards/choice.ts). Laws of war and movement: politicalLaws.ts.
 */
import type { CardChoiceRule } from "../cards/choice.ts";
import type { AgendaRule } from "./agendaTools.ts";

export const ECONOMY_LAW_EFFECTS: Readonly<Record<string, AgendaRule>> = {};

export const ECONOMY_LAW_CHOICES: Readonly<Record<string, CardChoiceRule>> = {};
