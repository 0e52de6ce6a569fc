/**
 * The laws and directives (RR §20) that act at moments of their own, as one module: the `useLaw` command
 * and its question (lawUse.ts: the Ministers, Short Term Truce), the choices Checks and Balances, Core
 * Stability and Short Term Truce ask, the caps kept by standing checks (Open the Trade Routes' Trade
 * Goods handed on, Diversified Income, Fleet Regulations), and the moments they answer. Listed in the
 * rulebook after the laws module, so its answers to a shared moment come after theirs.
 */
import { LAW_CANDIDATES } from "../../../bot/laws.ts";
import type { RuleModule } from "../../../module.ts";
import { aggressiveStrategyCounter } from "../directiveSecondaries.ts";
import { passTradeGoodsOn } from "../directiveTrade.ts";
import { checksAndBalancesOnPick } from "./checksAndBalances.ts";
import { coreStabilityDeal } from "./coreStability.ts";
import { LAW_USE_RULES, lawUseOffers, useLaw } from "./lawUse.ts";
import { fleetRegulationsRefusal, keepDiversifiedIncome, keepFleetRegulations } from "./limits.ts";
import { internalSecurityAsked, ministerOfPeaceAsked, ministerOfWarAsked } from "./ministers.ts";
import { MOMENT_EVOLVE } from "./momentEvents.ts";
import { MOMENT_LAW_CHOICES } from "./momentLaws.ts";
import { truceActivationBlock, truceExpires, truceInvasionBlock } from "./shortTermTruce.ts";

export const LAW_MOMENTS = {
  id: "lawMoments",
  commands: { useLaw },
  events: MOMENT_EVOLVE,
  frames: { lawUse: LAW_USE_RULES },
  choices: MOMENT_LAW_CHOICES,
  standing: [passTradeGoodsOn, keepDiversifiedIncome, keepFleetRegulations],
  hooks: {
    // Checks and Balances.
    strategyCardPicked: (tx, seat, card) => checksAndBalancesOnPick(tx, seat, card),
    // Aggressive Strategy (directive, For): a holder's own secondary costs no counter.
    secondaryCounter: aggressiveStrategyCounter,
    // Core Stability.
    statusActionCardsDealt: coreStabilityDeal,
    // Fleet Regulations.
    redistributionRefused: fleetRegulationsRefusal,
    // Short Term Truce.
    roundBegins: truceExpires,
    activationBlocked: truceActivationBlock,
    invasionBlocked: truceInvasionBlock,
    // Minister of Internal Security, Short Term Truce: offered beside the player's own turn.
    turnActions: lawUseOffers,
    // The Ministers asked at their moments.
    spaceBattleOpening: ministerOfWarAsked,
    invasionStarting: internalSecurityAsked,
    fleetMovedIn: ministerOfPeaceAsked,
  },
  bot: { useLaw: LAW_CANDIDATES },
} satisfies RuleModule;
