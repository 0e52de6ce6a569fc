/**
 * Choices that agenda outcomes ask of players (rules/cards/choice.ts): the rules by effect key, from the
 * law and directive tables (politicalLaws.ts, politicalEconomyLaws.ts, politicalDirectives.ts). Read
 * only when a choice is asked, never while the modules load: the tables' files reach this one through
 * the choice frame, so at load time some of them may not be set up yet.
 */
import type { CardChoiceRule } from "../cards/choice.ts";
import { DIRECTIVE_CHOICES } from "./politicalDirectives.ts";
import { ECONOMY_LAW_CHOICES } from "./politicalEconomyLaws.ts";
import { LAW_CHOICES } from "./politicalLaws.ts";

export function politicalChoices(): Readonly<Record<string, CardChoiceRule>> {
  return { ...LAW_CHOICES, ...ECONOMY_LAW_CHOICES, ...DIRECTIVE_CHOICES };
}
