/**
 * Classic option "classic:declarationsOfWar": TI1 Borderlands, Declarations of War and Peace
 * (ti1-borderlands.txt). Every pair of players is at war or at peace, at war from the start; at peace no
 * attack, at war no trade agreement; declarations in the Status Phase, surprise attacks at any time
 * (declarationsOfWar/declarations.ts; what peace forbids: declarationsOfWar/relations.ts). The base rules
 * ask: the Status Phase's opening (statusPhaseOpens), where ships may end (fleetBlocked), landings
 * (landingBlocked, invasionBlocked), PDS targets (pdsTargetSpared), trade agreements (tradeRefused) and
 * votes (extraVotes).
 *
 * The rulebook's notes on the Mentak Coalition and the Yssaril Tribes that follow the option are the
 * races' histories: they set no rule for it, and nothing is built from them.
 */
import { declareRelationsCandidates } from "../bot/relations.ts";
import type { RuleModule } from "../module.ts";
import {
  DECLARATIONS_RULES,
  declareRelations,
  openDeclarations,
  RELATIONS_EVOLVE,
  surpriseAttack,
} from "./declarationsOfWar/declarations.ts";
import {
  fleetAtPeace,
  landingAtPeace,
  sparedAtPeace,
  tradeAtWar,
  votesLostToSurprise,
} from "./declarationsOfWar/relations.ts";

export const DECLARATIONS_OF_WAR = {
  id: "option:classic:declarationsOfWar",
  option: "classic:declarationsOfWar" as const,
  commands: { declareRelations, surpriseAttack },
  events: RELATIONS_EVOLVE,
  frames: { declarations: DECLARATIONS_RULES },
  hooks: {
    statusPhaseOpens: openDeclarations,
    fleetBlocked: fleetAtPeace,
    landingBlocked: landingAtPeace,
    invasionBlocked: landingAtPeace,
    pdsTargetSpared: sparedAtPeace,
    tradeRefused: tradeAtWar,
    extraVotes: votesLostToSurprise,
  },
  bot: { declareRelations: declareRelationsCandidates },
} satisfies RuleModule;
