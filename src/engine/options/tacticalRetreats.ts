/**
 * SE Option 10, Tactical Retreats (SE p.11): the defender announcing a retreat may spend a counter of his
 * Strategy Allocation to activate an adjacent, unactivated system he controls or that is empty, and
 * retreat there; normal retreats stay open. This module lets a defender with such a counter do it; which
 * systems qualify, and the retreat itself, are the retreat rules' (rules/combat/retreat.ts,
 * tacticalRetreatDestinations; the counter is spent in rules/combat/battleAnswers.ts).
 */
import type { RuleModule } from "../module.ts";
import { player } from "../rules/players.ts";

export const TACTICAL_RETREATS: RuleModule = {
  id: "option:tacticalRetreats",
  option: "tacticalRetreats",
  hooks: {
    defenderMayActivateToRetreat: (state, seat) => player(state, seat).counters.strategy >= 1,
  },
};
