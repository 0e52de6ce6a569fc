/**
 * Trade (rules/trade): proposals name each side's contract by its value, and other seats by number. Trade
 * Goods may be given at any time (RR §17), Action Cards while trading.
 */
import type { ActionCardId } from "../../content/index.ts";
import { command, count, flag, id, listOf } from "./forms.ts";

export const TRADE_COMMANDS = [
  command("proposeTradeAgreement", { partner: count, give: count, receive: count }),
  command("answerTradeProposal", { proposal: count, accept: flag }),
  command("approveTradeAgreement", { proposal: count, approve: flag }),
  command("finishTrading", {}),
  command("breakTradeAgreement", { partner: count }),
  command("giveTradeGoods", { to: count, amount: count }),
  command("giveActionCards", { to: count, cards: listOf(id<ActionCardId>()) }),
] as const;
