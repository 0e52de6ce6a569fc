/**
 * The Long War (RR §24.1, base p.32): the game is played to 14 victory points, with a Public Objective
 * deck of 8 Stage I over 5 Stage II cards. This module sets the target (asked by setup/config.ts when the
 * group names none); the deck's size is content's publicDeckCounts (content/objectives.ts), which
 * setup/createGame.ts reads when it builds the deck.
 */
import type { RuleModule } from "../module.ts";

export const LONG_WAR: RuleModule = {
  id: "option:longWar",
  option: "longWar",
  hooks: { victoryTarget: () => 14 },
};
