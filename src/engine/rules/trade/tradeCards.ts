/**
 * The Trade Strategy Cards, wired into strategyAbilities.ts by their effect keys.
 *
 * - Trade primary (RR §6): option "tradeGoods": take 3 Trade Goods, collect from your agreements, then
 *   open negotiations you approve; option "cancel": cancel every agreement in play, the Hacan's included.
 * - Trade secondary (RR §6): collect from your agreements (the Hacan pays no counter). Followers answer at
 *   once; they collect when everyone has answered, clockwise from the holder, because the supply is finite
 *   (RR §17); nobody collects on an agreement formed during the same Trade action.
 * - Trade II primary (SE p.16): "tradeGoods" (3 Trade Goods) or "cancel" up to 2 agreements (never the
 *   Hacan's); then everyone collects, clockwise from the holder, the others 1 fewer in total; then
 *   negotiations. Trade II has no secondary.
 * - After each collection from agreements, a play window for the collector's partners (incomeWindows.ts),
 *   answered before the negotiations or the card's turning; none when Class Struggle pools the Trade Goods
 *   (they are then shared, not collected from agreements).
 */
import type { PrimaryChoice } from "../../commands.ts";
import type { StrategicActionFrame } from "../../frames.ts";
import { answers } from "../../hooks/index.ts";
import type { TradePoolSharing } from "../../hooks/trade.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { PrimaryRule, SecondaryRule } from "../../strategyCards.ts";
import type { Tx } from "../../tx.ts";
import { clockwiseFrom, hasAbility, nameOf } from "../players.ts";
import { listIn, noteInStrategicAction, strategicFrame } from "../strategyCards/resume.ts";
import {
  agreementBetween,
  breakAgreement,
  collectFromAgreements,
  collectionValue,
  gainTradeGoods,
  HACAN_MERCHANT_GUILD,
  isHacanBound,
} from "./agreements.ts";
import { collectsFromAgreements, openTradeIncomeWindows } from "./incomeWindows.ts";
import { openNegotiations } from "./negotiations.ts";

const TRADE_GOODS = "tradeGoods";
const CANCEL = "cancel";

function optionError(rule: string, cancel: string): RuleError {
  return ruleError(
    "ERR_TRADE_OPTION",
    rule,
    `Choose option "${TRADE_GOODS}" (take 3 Trade Goods, collect, then negotiate) or "${CANCEL}" (${cancel}).`,
  );
}

/** Class Struggle (For, RR §20): how the Trade Goods of the Trade cards are pooled and shared, if they are. */
function tradePool(state: GameState): TradePoolSharing | undefined {
  for (const pool of answers(state, "tradePool")) {
    const share = pool(state);
    if (share) return share;
  }
  return undefined;
}

/** RR §6 Trade primary, Influence on the Merchant's Guild. */
const merchantsGuild: PrimaryRule = {
  needsAnswer: () => true,
  prompt: () =>
    `choose "${TRADE_GOODS}" (3 Trade Goods, collect, then open negotiations you approve) or "${CANCEL}" (cancel every trade agreement)`,
  resolve(tx, frame, choice) {
    if (choice.option === CANCEL) {
      for (const agreement of [...tx.state.tradeAgreements])
        breakAgreement(tx, agreement, frame.seat, "Trade: every agreement cancelled");
      return undefined;
    }
    if (choice.option !== TRADE_GOODS) return optionError("RR §6 Trade", "cancel every trade agreement");
    // Class Struggle (For, RR §20): the holder's due waits in the pool, shared once all have answered.
    if (tradePool(tx.state))
      noteInStrategicAction(tx, { pooled: 3 + collectionValue(tx.state, frame.seat, {}) });
    else {
      gainTradeGoods(tx, frame.seat, 3, "Trade");
      collectFromAgreements(tx, frame.seat, { reason: "Trade: own agreements" });
    }
    openNegotiations(tx, frame.seat, frame.card);
    // RR §19: right after the holder collects (Ruinous Tariffs), before the negotiations.
    if (!tradePool(tx.state) && collectsFromAgreements(tx.state, frame.seat))
      openTradeIncomeWindows(tx, [frame.seat]);
    return undefined;
  },
};

/** RR §6 Trade secondary, Commerce: the follower is noted now and collects once everyone has answered. */
const commerce: SecondaryRule = {
  free: (state, seat) => hasAbility(state, seat, HACAN_MERCHANT_GUILD),
  check: () => undefined,
  resolve(tx, seat) {
    const frame = strategicFrame(tx);
    if (!frame) throw new Error("the Trade secondary is followed during a strategic action");
    noteInStrategicAction(tx, {
      collectors: [...listIn(frame.detail, "collectors"), String(seat)].join(","),
    });
    // Trade War (For), RR §20: the follower may strip an opponent of a Trade Good.
    for (const followed of answers(tx.state, "tradeSecondaryFollowed")) followed(tx, seat);
  },
  afterAll(tx, frame) {
    // Run again once the windows it opened have closed: the collection is done.
    if (frame.detail.collected === true) return;
    const collectors = listIn(frame.detail, "collectors").map(Number);
    const exclude = listIn(frame.detail, "formedAgreements").map(
      (pair) => pair.split("-").map(Number) as [Seat, Seat],
    );
    const shareTradePool = tradePool(tx.state);
    if (shareTradePool && typeof frame.detail.pooled === "number") {
      // Class Struggle (For, RR §20): every due, the holder's first, is pooled and shared.
      const dues = clockwiseFrom(tx.state, frame.seat)
        .filter((seat) => collectors.includes(seat))
        .map((seat) => [seat, collectionValue(tx.state, seat, { exclude })] as const);
      shareTradePool(tx, [[frame.seat, frame.detail.pooled], ...dues]);
      return;
    }
    const collecting = clockwiseFrom(tx.state, frame.seat).filter(
      (seat) => collectors.includes(seat) && collectsFromAgreements(tx.state, seat, exclude),
    );
    for (const seat of clockwiseFrom(tx.state, frame.seat)) {
      if (collectors.includes(seat)) collectFromAgreements(tx, seat, { exclude, reason: "Trade secondary" });
    }
    // RR §19: right after each follower collects (Ruinous Tariffs); the action ends once they close.
    if (collecting.length === 0) return;
    noteInStrategicAction(tx, { collected: true });
    openTradeIncomeWindows(tx, collecting);
  },
};

function checkCancellations(state: GameState, pairs: PrimaryChoice["agreements"]): RuleError | undefined {
  const list = pairs ?? [];
  const rule = "SE p.16 Trade II";
  if (!Array.isArray(list) || list.length > 2) {
    return ruleError("ERR_TRADE_CANCEL", rule, "Trade II cancels at most 2 trade agreements.");
  }
  const seen = new Set<string>();
  for (const pair of list) {
    const agreement = Array.isArray(pair) ? agreementBetween(state, pair[0], pair[1]) : undefined;
    if (!agreement || pair[0] === pair[1]) {
      return ruleError(
        "ERR_NO_AGREEMENT",
        rule,
        "Name each agreement to cancel by its two players' seats, such as [0, 2].",
      );
    }
    if (isHacanBound(state, agreement)) {
      const names = agreement.seats.map((s) => nameOf(state, s)).join(" and ");
      return ruleError("ERR_HACAN_AGREEMENT", rule, `Trade II cannot cancel a Hacan agreement (${names}).`);
    }
    const key = [...agreement.seats].sort().join("-");
    if (seen.has(key)) return ruleError("ERR_TRADE_CANCEL", rule, "Name each agreement to cancel once.");
    seen.add(key);
  }
  return undefined;
}

/** SE p.16 Trade II primary, Free Trade. */
const freeTrade: PrimaryRule = {
  needsAnswer: () => true,
  prompt: () =>
    `choose "${TRADE_GOODS}" (3 Trade Goods) or "${CANCEL}" with up to 2 agreements (not the Hacan's); then everyone collects and you open negotiations`,
  resolve(tx, frame, choice) {
    const rule = "SE p.16 Trade II";
    if (choice.option !== TRADE_GOODS && choice.option !== CANCEL)
      return optionError(rule, "up to 2 agreements");
    if (choice.option === CANCEL) {
      const refused = checkCancellations(tx.state, choice.agreements);
      if (refused) return refused;
      for (const [a, b] of choice.agreements ?? []) {
        const agreement = agreementBetween(tx.state, a, b);
        if (agreement) breakAgreement(tx, agreement, frame.seat, "Trade II: cancelled");
      }
    }
    const shareTradePool = tradePool(tx.state);
    if (shareTradePool) {
      // Class Struggle (For, RR §20): the holder's 3 and everyone's collection are pooled and shared.
      const dues = clockwiseFrom(tx.state, frame.seat).map((seat) => {
        const less = seat === frame.seat ? 0 : 1;
        return [seat, collectionValue(tx.state, seat, { less })] as const;
      });
      shareTradePool(tx, [[frame.seat, choice.option === TRADE_GOODS ? 3 : 0], ...dues]);
      openNegotiations(tx, frame.seat, frame.card);
      return undefined;
    }
    if (choice.option === TRADE_GOODS) gainTradeGoods(tx, frame.seat, 3, "Trade II");
    const collecting = collectAll(tx, frame);
    openNegotiations(tx, frame.seat, frame.card);
    // RR §19: right after each player collects (Ruinous Tariffs), before the negotiations.
    openTradeIncomeWindows(tx, collecting);
    return undefined;
  },
};

/**
 * SE p.16: everyone collects, the holder in full and the others 1 fewer in total (3 + 2 pays 4). Returns
 * those whose agreements paid, clockwise.
 */
function collectAll(tx: Tx, frame: StrategicActionFrame): Seat[] {
  const collecting = clockwiseFrom(tx.state, frame.seat).filter((seat) =>
    collectsFromAgreements(tx.state, seat),
  );
  for (const seat of clockwiseFrom(tx.state, frame.seat)) {
    const less = seat === frame.seat ? 0 : 1;
    collectFromAgreements(tx, seat, { less, reason: "Trade II" });
  }
  return collecting;
}

export const TRADE_PRIMARIES: Record<string, PrimaryRule> = { merchantsGuild, freeTrade };
export const TRADE_SECONDARIES: Record<string, SecondaryRule> = { commerce };
