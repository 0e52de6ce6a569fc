/** Trade (RR §16, the Trade Strategy Card): agreements, negotiations and gifts. */

import { TRADE_CANDIDATES } from "../../bot/table.ts";
import type { RuleModule } from "../../module.ts";
import {
  breakTradeAgreement,
  giveActionCards,
  giveTradeGoods,
  statusPhaseTradeDecisions,
} from "./dealings.ts";
import {
  answerTradeProposal,
  approveTradeAgreement,
  finishTrading,
  proposeTradeAgreement,
  TRADE_NEGOTIATION_RULES,
} from "./negotiations.ts";
import { TRADE_PRIMARIES, TRADE_SECONDARIES } from "./tradeCards.ts";
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
  primaries: TRADE_PRIMARIES,
  secondaries: TRADE_SECONDARIES,
  // RR §17, §21: agreements may be broken, and the Hacan trade cards, until a player redistributes.
  hooks: { redistributionOffers: statusPhaseTradeDecisions },
  bot: TRADE_CANDIDATES,
} satisfies RuleModule;
