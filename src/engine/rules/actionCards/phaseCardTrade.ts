/**
 * Ruinous Tariffs (RR §17, §19): right after a trade partner of the player collects from his agreements,
 * the partner hands the player half his Trade Goods, rounded up. The window of that moment names the
 * collector (trade/incomeWindows.ts, opened after the Trade primaries, the Trade secondary and Trade II);
 * the card acts on him, so it names nobody else. "Trade partner": a player the card's player has a trade
 * agreement with (trade/agreements.ts) when the card is played and when it resolves.
 *
 * The base card (`ruinousTariffsOriginal`, replaced by Shattered Empire's) names the Trade Strategy Card: it
 * is played only right after a partner follows the Trade secondary, not after a primary's collection.
 */
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import { nameOf, player } from "../players.ts";
import { agreementBetween } from "../trade/agreements.ts";
import type { ActionCardEffect, CardPlay } from "./cardPlay.ts";
import { tradeSecondaryCollects } from "./playable.ts";

const RULE = "Ruinous Tariffs";

/** The window right after a collection, innermost first (beneath the played card), if one is open. */
function incomeWindow(state: GameState) {
  const window = state.stack.findLast((f) => f.kind === "actionWindow" && f.timing === "afterTradeIncome");
  return window?.kind === "actionWindow" ? window : undefined;
}

/** The partner who just collected, or why the card cannot be played on him. */
function collector(state: GameState, play: CardPlay, bySecondary: boolean): Seat | RuleError {
  const about = incomeWindow(state)?.about;
  if (about === undefined || about === play.seat || (bySecondary && !tradeSecondaryCollects(state))) {
    const moment = bySecondary ? "follows the Trade secondary" : "collects from his trade agreements";
    return ruleError("ERR_CARD_CONDITION", RULE, `${RULE} is played right after a trade partner ${moment}.`);
  }
  if (!agreementBetween(state, play.seat, about)) {
    return ruleError(
      "ERR_CARD_CONDITION",
      RULE,
      `${nameOf(state, about)} is not your trade partner: ${RULE} takes from a player you have a trade agreement with.`,
    );
  }
  if (play.target !== null && play.target !== about) {
    return ruleError(
      "ERR_CARD_TARGET",
      RULE,
      `${RULE} acts on the partner who just collected, ${nameOf(state, about)}: name him or nobody.`,
    );
  }
  return about;
}

function tariffs(bySecondary: boolean): ActionCardEffect {
  return {
    check(state, play) {
      const partner = collector(state, play, bySecondary);
      return typeof partner === "number" ? undefined : partner;
    },
    resolve(tx, play) {
      const partner = collector(tx.state, play, bySecondary);
      if (typeof partner !== "number") return;
      const amount = Math.ceil(player(tx.state, partner).tradeGoods / 2);
      if (amount > 0) tx.emit({ type: "tradeGoodsGiven", seat: partner, to: play.seat, amount });
    },
  };
}

export const TRADE_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  ruinousTariffs: tariffs(false),
  ruinousTariffsOriginal: tariffs(true),
};
