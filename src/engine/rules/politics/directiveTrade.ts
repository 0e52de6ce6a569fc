/**
 * Directives (RR §20) about Trade Goods and trade: Intergalactic Commerce, Open the Trade Routes (both
 * printings). Intergalactic Commerce's Against is applied where agreements pay (trade/agreements.ts); Open
 * the Trade Routes' Against by a standing check (passTradeGoodsOn).
 */
import type { Tx } from "../../tx.ts";
import { hasCardEffect, startCardEffect } from "../actionCards/lasting.ts";
import { wormholeSystems } from "../objectives/board.ts";
import { player } from "../players.ts";
import { controlsSystem } from "../tactical/control.ts";
import { gainTradeGoods } from "../trade/agreements.ts";
import { type AgendaRule, everyone, gainTradeGoods as gainEach, leftNeighbour } from "./agendaTools.ts";
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

const ROUTES = "Open the Trade Routes";

export const TRADE_DIRECTIVES: Readonly<Record<string, AgendaRule>> = {
  intergalacticCommerce: {
    for: payWormholeControllers,
    // Every Trade Contract is worth 1 for the rest of the round (contractValue, trade/agreements.ts).
    against: (tx) => startCardEffect(tx, { effect: DIRECTIVE_LASTING.commerceAgainst }),
  },
  // Against: Trade Goods received are handed on to the left (passTradeGoodsOn, a standing check).
  openTheTradeRoutes: {
    for: (tx) => gainEach(tx, everyone(tx), 2, ROUTES),
    against: (tx) => startCardEffect(tx, { effect: "openTheTradeRoutes" }),
  },
  openTheTradeRoutesOriginal: {
    for: (tx) => gainEach(tx, everyone(tx), 2, ROUTES),
    against: (tx) => startCardEffect(tx, { effect: "openTheTradeRoutesOriginal" }),
  },
};

/**
 * Open the Trade Routes, Against: for the rest of the round (SE printing), or in this round's Status Phase
 * (the base printing), each player hands every Trade Good he receives to the player on his left. A standing
 * check run before every automatic step: the Trade Goods gained from the supply since the round's effect
 * began (or since the player last handed some on) are handed on, as many as he still holds.
 * Interpretation: Trade Goods received from another player (a gift, a Trade Good handed on) are not
 * "received" in the card's sense, or they would go round the table for ever.
 */
export function passTradeGoodsOn(tx: Tx): boolean {
  const se = hasCardEffect(tx.state, "openTheTradeRoutes");
  const base = hasCardEffect(tx.state, "openTheTradeRoutesOriginal") && tx.state.phase === "status";
  if (!se && !base) return false;
  const started = tx.events.findLastIndex(
    (e) => e.type === "cardEffectStarted" && e.effect.effect.startsWith("openTheTradeRoutes"),
  );
  for (const seat of everyone(tx)) {
    const since = Math.max(
      started,
      tx.events.findLastIndex((e) => e.type === "tradeGoodsPassedOn" && e.seat === seat),
    );
    const gained = tx.events
      .slice(since + 1)
      .reduce((n, e) => n + (e.type === "tradeGoodsGained" && e.seat === seat ? e.amount : 0), 0);
    const amount = Math.min(gained, player(tx.state, seat).tradeGoods);
    const to = leftNeighbour(tx.state, seat);
    if (amount === 0 || to === seat) continue;
    tx.emit({ type: "tradeGoodsPassedOn", seat, to, amount, reason: ROUTES });
    return true;
  }
  return false;
}
