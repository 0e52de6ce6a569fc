/**
 * The laws and directives (RR §20) that change the tactical and transfer actions, and what planets are
 * worth, as answers to the hook points of hooks/tactical.ts and hooks/planets.ts. Their effects are
 * written in lawRules.ts, lawTriggers.ts, politicalLaws.ts (laws) and directiveHooks.ts (directives);
 * this module only says at which rule moment each one acts. Where a law and a directive answer the
 * same moment, the law comes first.
 */
import type { RuleModule } from "../../module.ts";
import { swapped } from "../planetValues.ts";
import { lawInPlay } from "./laws.ts";

export const TACTICAL_LAWS = {
  id: "tacticalLaws",
  hooks: {
    // Labor Force Politics (For): every planet's values are swapped.
    planetValues: (state, _planet, worth) => (lawInPlay(state, "laborForcePolitics") ? swapped(worth) : worth),
  },
} satisfies RuleModule;
