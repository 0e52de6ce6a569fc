/**
 * SE Option 1, Imperial II (SE p.9, p.17; the Ancient Throne of FFG's variants sheet), played with Age of
 * Empire: the Imperial II card is dealt in place of Imperial (content's strategyCardSet, read by
 * setup/config.ts). Its primary, the Ancient Throne, is rules/strategyCards/imperial2.ts (option (a): any
 * number of public objectives in the coming Status Phase, lifted through publicObjectiveLimitLifted, and
 * 1 VP for holding Mecatol Rex; option (b): Rapid Mobilization for free, nobody else following); its
 * secondary is the original Imperial's (rules/tactical/cardProduction.ts).
 */
import type { RuleModule } from "../module.ts";

export const IMPERIAL_II: RuleModule = {
  id: "option:imperial2",
  option: "imperial2",
};
