/**
 * What each side of a transaction may give (LRR 94.2-94.3, 69.5, 21.5): trade goods and commodities they have,
 * at most one promissory note, action cards only with the Hacan, technologies where an ability lets them be
 * shared, and under Black Market Dealings relics and unscored secret objectives (blackMarket.ts).
 */
import { isTi4TechnologyId, type Ti4TechnologyId, ti4Technology } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { blackMarketGoodsRefused, offersBlackMarketGoods } from "./blackMarket.ts";
import type { Ti4TradeOffer } from "./frames.ts";
import { holdsInHand, inPlayArea, noteLabel, notePurged } from "./notes.ts";
import { nameOf } from "./window.ts";

export function isEmpty(offer: Ti4TradeOffer): boolean {
  return (
    offer.tradeGoods === 0 &&
    offer.commodities === 0 &&
    offer.promissoryNote === null &&
    offer.actionCards.length === 0 &&
    (offer.technologies ?? []).length === 0 &&
    !offersBlackMarketGoods(offer)
  );
}

/**
 * What `giver` may not give `receiver`, or undefined. `secrets`: also check the giver's hand (their notes
 * and action cards), which only the giver may be asked about. `blackMarket`: Black Market Dealings was
 * played on this transaction.
 */
export function whyNotGive(
  state: Ti4State,
  giver: Seat,
  receiver: Seat,
  offer: Ti4TradeOffer,
  secrets: boolean,
  blackMarket = false,
): RuleError | undefined {
  const player = state.players[giver];
  if (!player) return ruleError("ERR_NO_SEAT", "Mecatol", `There is no seat ${giver}.`);
  const who = nameOf(state, giver);
  // LRR 93.3 [recalled numbering]: trade goods are given from what the player has.
  if (offer.tradeGoods > player.tradeGoods)
    return ruleError(
      "ERR_TI4_TRADE_GOODS_SHORT",
      "LRR 94.2",
      `${who} has ${player.tradeGoods} trade goods and cannot give ${offer.tradeGoods}.`,
    );
  if (offer.commodities > player.commodities)
    return ruleError(
      "ERR_TI4_COMMODITIES_SHORT",
      "LRR 94.2",
      `${who} has ${player.commodities} commodities and cannot give ${offer.commodities}.`,
    );
  const note = offer.promissoryNote;
  if (note) {
    if (!state.players[note.owner])
      return ruleError(
        "ERR_TI4_NOTE_UNKNOWN",
        "LRR 69",
        `There is no seat ${note.owner} whose note this could be.`,
      );
    try {
      noteLabel(state, note);
    } catch {
      return ruleError("ERR_TI4_NOTE_UNKNOWN", "LRR 69", `There is no promissory note "${note.note}".`);
    }
    if (notePurged(state, note))
      return ruleError(
        "ERR_TI4_NOTE_PURGED",
        "TE Purge",
        `${noteLabel(state, note)} has been purged: it is out of the game and cannot be traded.`,
      );
    // LRR 69.5 [recalled]: a note face up in a play area stays there; it is not traded.
    if (inPlayArea(state, giver, note))
      return ruleError(
        "ERR_TI4_NOTE_IN_PLAY_AREA",
        "LRR 69.5",
        `${noteLabel(state, note)} lies face up in ${who}'s play area: a note in a play area cannot be traded.`,
      );
    if (secrets && !holdsInHand(state, giver, note))
      return ruleError(
        "ERR_TI4_NOTE_NOT_HELD",
        "LRR 94.3",
        `${who} does not hold ${noteLabel(state, note)}.`,
      );
  }
  const shared = whyNotShare(state, giver, receiver, offer.technologies ?? []);
  if (shared) return shared;
  const market = blackMarketGoodsRefused(state, giver, offer, blackMarket);
  if (market) return market;
  if (offer.actionCards.length > 0) {
    // LRR 94.3, 94.3a: action cards are not traded, except in a transaction with the Hacan (Arbiters) or
    // under Black Market Dealings.
    const allowed =
      blackMarket ||
      hookAnswers(state, "actionCardsInTransactions").some((lets) => lets(state, giver, receiver));
    if (!allowed)
      return ruleError(
        "ERR_TI4_NO_ACTION_CARD_TRADE",
        "LRR 94.3",
        "Action cards cannot be part of a transaction: only the Hacan's Arbiters (LRR 94.3a) or Black Market Dealings let them change hands.",
      );
    if (new Set(offer.actionCards).size !== offer.actionCards.length)
      return ruleError("ERR_TI4_TRADE_CARD_TWICE", "LRR 94.3a", "An action card is named twice.");
    if (secrets) {
      const hand = [...player.secret.actionCards];
      for (const card of offer.actionCards) {
        const at = hand.indexOf(card);
        if (at < 0)
          return ruleError(
            "ERR_TI4_CARD_NOT_HELD",
            "LRR 94.3a",
            `${who} does not hold the action card ${card}.`,
            {
              card,
            },
          );
        hand.splice(at, 1);
      }
    }
  }
  return undefined;
}

/**
 * Age of Commerce (a galactic event; "TE Galactic Events: Age of Commerce"): a non-faction technology the
 * giver owns may be shared with a receiver who lacks it; LRR 94.3 otherwise keeps technologies out of trade.
 */
export function whyNotShare(
  state: Ti4State,
  giver: Seat,
  receiver: Seat,
  technologies: readonly Ti4TechnologyId[],
): RuleError | undefined {
  if (technologies.length === 0) return undefined;
  if (!hookAnswers(state, "technologiesInTransactions").some((lets) => lets(state, giver, receiver)))
    return ruleError(
      "ERR_TI4_NO_TECHNOLOGY_TRADE",
      "LRR 94.3",
      "Technologies cannot be part of a transaction: only the galactic event Age of Commerce lets non-faction technologies be shared.",
    );
  const rule = "TE Galactic Events: Age of Commerce";
  if (new Set(technologies).size !== technologies.length)
    return ruleError("ERR_TI4_TRADE_TECHNOLOGY", rule, "A technology is named twice.");
  for (const id of technologies) {
    const name = isTi4TechnologyId(id) ? ti4Technology(id).name : id;
    if (!isTi4TechnologyId(id) || !state.players[giver]?.technologies.includes(id))
      return ruleError("ERR_TI4_TRADE_TECHNOLOGY", rule, `${nameOf(state, giver)} does not own ${name}.`, {
        technology: id,
      });
    if (ti4Technology(id).faction !== null)
      return ruleError(
        "ERR_TI4_TRADE_TECHNOLOGY",
        rule,
        `${name} is a faction technology: only non-faction technologies are shared.`,
        { technology: id },
      );
    if (state.players[receiver]?.technologies.includes(id))
      return ruleError("ERR_TI4_TRADE_TECHNOLOGY", rule, `${nameOf(state, receiver)} already owns ${name}.`, {
        technology: id,
      });
  }
  return undefined;
}
