/**
 * Trade outside negotiations (RR §17, §21): Trade Goods may be given to another player at any time;
 * in the Status Phase either partner may break an agreement (never one with the Hacan), and the Hacan
 * may trade Action Cards. The Status Phase offers these while a player still has to redistribute
 * counters, the step everyone answers at once, so they never hold the game up.
 */
import type { ActionCardId } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { activePlayers, hasAbility, nameOf, player } from "../players.ts";
import {
  agreementBetween,
  agreementsOf,
  breakAgreement,
  HACAN_CARD_TRADING,
  isHacanBound,
  partnerIn,
} from "./agreements.ts";

/** Forced Economic Independence (law, RR §20): some players may hand nothing to each other. */
function giftRefused(state: GameState, seat: Seat, to: Seat): RuleError | undefined {
  for (const refused of answers(state, "tradeRefused")) {
    const error = refused(state, seat, to, "gift");
    if (error) return error;
  }
  return undefined;
}

function checkRecipient(state: GameState, seat: Seat, to: Seat, rule: string): RuleError | undefined {
  const other = state.players[to];
  if (!other || other.eliminated || to === seat) {
    return ruleError("ERR_RECIPIENT", rule, "Give to another player in the game, named by seat.");
  }
  return giftRefused(state, seat, to);
}

/** RR §17: Trade Goods may be given to another player at any time (bribes included). */
export function giveTradeGoods(
  tx: Tx,
  command: Extract<Command, { type: "giveTradeGoods" }>,
): RuleError | undefined {
  const { seat, to, amount } = command;
  const refused = checkRecipient(tx.state, seat, to, "RR §17");
  if (refused) return refused;
  const held = player(tx.state, seat).tradeGoods;
  if (!Number.isInteger(amount) || amount < 1 || amount > held) {
    return ruleError("ERR_TRADE_GOODS", "RR §17", `Give a whole number of Trade Goods from 1 to ${held}.`);
  }
  tx.emit({ type: "tradeGoodsGiven", seat, to, amount });
  return undefined;
}

/** The agreements this player may break now: RR §17, none with the Hacan. */
function breakable(state: GameState, seat: Seat): Seat[] {
  return agreementsOf(state, seat)
    .filter((a) => !isHacanBound(state, a))
    .map((a) => partnerIn(a, seat));
}

export function breakTradeAgreement(
  tx: Tx,
  command: Extract<Command, { type: "breakTradeAgreement" }>,
): RuleError | undefined {
  const agreement = agreementBetween(tx.state, command.seat, command.partner);
  if (!agreement || command.seat === command.partner) {
    return ruleError("ERR_NO_AGREEMENT", "RR §17", "You have no trade agreement with that player.");
  }
  if (isHacanBound(tx.state, agreement)) {
    return ruleError(
      "ERR_HACAN_AGREEMENT",
      "RR §17",
      "A trade agreement with the Hacan cannot be broken, except through war.",
    );
  }
  breakAgreement(tx, agreement, command.seat, "broken in the Status Phase");
  return undefined;
}

function hacanSeats(state: GameState): Seat[] {
  return activePlayers(state)
    .map((p) => p.seat)
    .filter((seat) => hasAbility(state, seat, HACAN_CARD_TRADING));
}

/** Who this player may give Action Cards to: the Hacan to anyone, anyone to the Hacan (RR §25 Hacan). */
function cardRecipients(state: GameState, seat: Seat): Seat[] {
  if (player(state, seat).secret.actionCards.length === 0) return [];
  const others = activePlayers(state)
    .map((p) => p.seat)
    .filter((s) => s !== seat);
  return hasAbility(state, seat, HACAN_CARD_TRADING)
    ? others
    : others.filter((s) => hacanSeats(state).includes(s));
}

/** Every card listed is in the hand (a card listed twice must be there twice). */
function allInHand(hand: readonly ActionCardId[], cards: readonly ActionCardId[]): boolean {
  const left = [...hand];
  return cards.every((card) => {
    const at = left.indexOf(card);
    if (at >= 0) left.splice(at, 1);
    return at >= 0;
  });
}

export function giveActionCards(
  tx: Tx,
  command: Extract<Command, { type: "giveActionCards" }>,
): RuleError | undefined {
  const { seat, to, cards } = command;
  const rule = "RR §21; Hacan race sheet";
  const independent = giftRefused(tx.state, seat, to);
  if (independent) return independent;
  if (!cardRecipients(tx.state, seat).includes(to)) {
    return ruleError(
      "ERR_CARD_TRADE",
      rule,
      "Action Cards change hands only in a trade with the Hacan, during the Status Phase.",
    );
  }
  if (
    !Array.isArray(cards) ||
    cards.length === 0 ||
    !allInHand(player(tx.state, seat).secret.actionCards, cards)
  ) {
    return ruleError("ERR_NOT_IN_HAND", rule, "Give one or more Action Cards from your hand.");
  }
  tx.emit({ type: "actionCardsGiven", seat, to, cards: [...cards] });
  return undefined;
}

/** The optional trade decisions of the Status Phase, for the players still redistributing. */
export function statusPhaseTradeDecisions(state: GameState, seats: readonly Seat[]): Decision[] {
  const out: Decision[] = [];
  for (const seat of seats) {
    const partners = breakable(state, seat);
    if (partners.length > 0) {
      const names = partners.map((s) => nameOf(state, s)).join(", ");
      const prompt = `break a trade agreement if you wish (with ${names})`;
      out.push({
        kind: "breakTradeAgreement",
        seat,
        simultaneous: true,
        prompt,
        choices: partners.map(String),
      });
    }
    const recipients = cardRecipients(state, seat);
    if (recipients.length > 0) {
      const prompt = "trade Action Cards with the Hacan if you wish";
      out.push({
        kind: "giveActionCards",
        seat,
        simultaneous: true,
        prompt,
        choices: recipients.map(String),
      });
    }
  }
  return out;
}
