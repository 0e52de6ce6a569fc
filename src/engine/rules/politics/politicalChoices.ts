/**
 * Choices that agenda outcomes ask of players (rules/cards/choice.ts): the rules by effect key, from the
 * law and directive tables (politicalLaws.ts, politicalDirectives.ts).
 */
import type { CardChoiceRule } from "../cards/choice.ts";
import { DIRECTIVE_CHOICES } from "./politicalDirectives.ts";
import { ECONOMY_LAW_CHOICES } from "./politicalEconomyLaws.ts";
import { LAW_CHOICES } from "./politicalLaws.ts";

export const POLITICAL_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  ...LAW_CHOICES,
  ...ECONOMY_LAW_CHOICES,
  ...DIRECTIVE_CHOICES,
};
