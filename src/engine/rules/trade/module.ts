/** Trade (RR §16, the Trade Strategy Card): agreements, negotiations and gifts. */
import type { RuleModule } from "../../module.ts";
import { breakTradeAgreement, giveActionCards, giveTradeGoods } from "./dealings.ts";
import {
  answerTradeProposal,
  approveTradeAgreement,
  finishTrading,
  proposeTradeAgreement,
  TRADE_NEGOTIATION_RULES,
} from "./negotiations.ts";
import { TRADE_EVOLVE } from "./tradeEvents.ts";

export const TRADE = {
  id: "trade",
  commands: {
    proposeTradeAgreement,
    answerTradeProposal,
    approveTradeAgreement,
    finishTrading,
    breakTradeAgreement,
    giveTradeGoods,
    giveActionCards,
  },
  events: TRADE_EVOLVE,
  frames: { tradeNegotiation: TRADE_NEGOTIATION_RULES },
} satisfies RuleModule;
