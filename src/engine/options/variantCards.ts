/**
 * SE Option 2, the variant Strategy Cards (SE p.14-16): the eight white cards replace the original eight.
 * Which cards are dealt is the set content's strategyCardSet picks (setup/config.ts), what setup adds for
 * them is setup/continueSetup.ts, and each card's abilities are carried out like any other card's (the
 * tables of rules/strategyAbilities.ts, rules/strategyCards/, rules/tactical/cardProduction.ts and
 * reinforce.ts, rules/trade, rules/technology, rules/politics).
 */
import type { RuleModule } from "../module.ts";

export const VARIANT_CARDS: RuleModule = {
  id: "option:variantCards",
  option: "variantCards",
};
