/**
 * Directives (RR §20) about Trade Goods and trade: Intergalactic Commerce, Open the Trade Routes (both
 * printings). Intergalactic Commerce's Against is applied where agreements pay (trade/agreements.ts).
 */
import type { Tx } from "../../tx.ts";
import { startCardEffect } from "../actionCards/lasting.ts";
import { wormholeSystems } from "../objectives/board.ts";
import { controlsSystem } from "../tactical/control.ts";
import { gainTradeGoods } from "../trade/agreements.ts";
import { type AgendaRule, everyone, gainTradeGoods as gainEach } from "./agendaTools.ts";
import { DIRECTIVE_LASTING } from "./directiveHooks.ts";

/**
 * Intergalactic Commerce (For): each wormhole system with ships pays its controller 3 Trade Goods (system
 * control, RR §13.4: all its planets and a ship other than a Fighter there); one payment per system.
 */
function payWormholeControllers(tx: Tx): void {
  for (const position of wormholeSystems(tx.state)) {
    const controller = everyone(tx).find((seat) => controlsSystem(tx.state, seat, position));
    if (controller !== undefined) gainTradeGoods(tx, controller, 3, "Intergalactic Commerce");
  }
}

export const TRADE_DIRECTIVES: Readonly<Record<string, AgendaRule>> = {
  intergalacticCommerce: {
    for: payWormholeControllers,
    // Every Trade Contract is worth 1 for the rest of the round (contractValue, trade/agreements.ts).
    against: (tx) => startCardEffect(tx, { effect: DIRECTIVE_LASTING.commerceAgainst }),
  },
  // Partly automated: Against (Trade Goods passed to the left neighbour) is carried out by hand.
  openTheTradeRoutes: { for: (tx) => gainEach(tx, everyone(tx), 2, "Open the Trade Routes") },
  openTheTradeRoutesOriginal: { for: (tx) => gainEach(tx, everyone(tx), 2, "Open the Trade Routes") },
};
