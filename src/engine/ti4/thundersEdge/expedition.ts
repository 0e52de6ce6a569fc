/**
 * The Thunder's Edge expedition (TE rulebook, "Thunder's Edge Expedition"): the Thunder's Edge token starts
 * the game off the board, expedition side up, divided into six slices (set-up step 7). At the end of their
 * turn a player may commit to the expedition: they choose an unclaimed slice, pay its cost and mark it with
 * one of their control tokens. What each slice costs, who may pay it and the payment itself are here; the
 * offer, the completion and the events are the module's (expeditionModule.ts).
 */
import {
  type Ti4ActionCardId,
  type Ti4ObjectiveId,
  type Ti4PlanetId,
  ti4Planet,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { shuffle } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { cheapestPayment, pay, type Ti4Payment } from "../economy/spend.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "./inPlay.ts";

/** The six slices of the expedition, each named by its cost (TE "Thunder's Edge Expedition"). */
export const TI4_EXPEDITION_SLICES = [
  "resources",
  "secretObjective",
  "actionCards",
  "specialtyPlanet",
  "influence",
  "tradeGoods",
] as const;
export type Ti4ExpeditionSlice = (typeof TI4_EXPEDITION_SLICES)[number];

/** Each slice's cost in words, as a prompt or a refusal says it. */
export const EXPEDITION_COSTS: Readonly<Record<Ti4ExpeditionSlice, string>> = {
  resources: "spend 5 resources",
  secretObjective: "discard 1 unscored secret objective",
  actionCards: "discard 2 action cards",
  specialtyPlanet: "exhaust 1 technology specialty planet",
  influence: "spend 5 influence",
  tradeGoods: "spend 3 trade goods",
};

/** The amounts the rulebook prints on the slices. */
const RESOURCES = 5;
const INFLUENCE = 5;
const TRADE_GOODS = 3;
const ACTION_CARDS = 2;

/**
 * The Thunder's Edge token: expedition side up with the seats whose control tokens mark each claimed slice,
 * or planet side up in the system where the final claimer placed it.
 */
export interface Ti4ThundersEdge {
  side: "expedition" | "planet";
  claims: Partial<Record<Ti4ExpeditionSlice, Seat>>;
  /** Where the planet was placed (planet side only). */
  position?: PositionLabel;
}

/** What a seat pays a slice with: only the field its slice asks for is read. */
export interface Ti4ExpeditionPayment {
  slice: Ti4ExpeditionSlice;
  /** Resources or influence: ready planets and trade goods (LRR 75, 47; trade goods count as either). */
  payment?: Ti4Payment;
  /** The ready technology specialty planet exhausted. */
  planet?: Ti4PlanetId;
  /** The two action cards discarded. */
  actionCards?: Ti4ActionCardId[];
  /** The unscored secret objective discarded. */
  objective?: Ti4ObjectiveId;
}

/** Whether the expedition is under way: Thunder's Edge played and its token still expedition side up. */
export function expeditionOpen(state: Ti4State): boolean {
  return playsThundersEdge(state) && state.thundersEdge?.side === "expedition";
}

export function unclaimedSlices(state: Ti4State): Ti4ExpeditionSlice[] {
  const claims = state.thundersEdge?.claims ?? {};
  return TI4_EXPEDITION_SLICES.filter((slice) => claims[slice] === undefined);
}

/** How many slices `seat`'s control tokens mark. */
export function claimsOf(state: Ti4State, seat: Seat): number {
  return Object.values(state.thundersEdge?.claims ?? {}).filter((s) => s === seat).length;
}

/** `seat`'s ready planets with a technology specialty (LRR 64). */
export function readySpecialtyPlanets(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  const planets = state.players[seat]?.planets ?? {};
  return (Object.entries(planets) as [Ti4PlanetId, { exhausted: boolean }][])
    .filter(([id, card]) => !card.exhausted && ti4Planet(id).specialties.length > 0)
    .map(([id]) => id);
}

/** Whether `seat` could pay `slice`'s cost now (for the offer and the bot; the payment is checked again). */
export function canPaySlice(state: Ti4State, seat: Seat, slice: Ti4ExpeditionSlice): boolean {
  const player = state.players[seat];
  if (!player) return false;
  switch (slice) {
    case "resources":
      return cheapestPayment(state, seat, "resources", RESOURCES) !== null;
    case "influence":
      return cheapestPayment(state, seat, "influence", INFLUENCE) !== null;
    case "tradeGoods":
      return player.tradeGoods >= TRADE_GOODS;
    case "actionCards":
      return player.secret.actionCards.length >= ACTION_CARDS;
    case "secretObjective":
      return player.secret.secretObjectives.length > 0;
    case "specialtyPlanet":
      return readySpecialtyPlanets(state, seat).length > 0;
  }
}

/** The unclaimed slices `seat` could pay now. */
export function payableSlices(state: Ti4State, seat: Seat): Ti4ExpeditionSlice[] {
  return unclaimedSlices(state).filter((slice) => canPaySlice(state, seat, slice));
}

const RULE = "TE Thunder's Edge Expedition";

/** Checks that `seat` may claim the slice (unclaimed, its cost paid as named) and pays it, or refuses. */
export function paySlice(tx: Tx<Ti4>, seat: Seat, paid: Ti4ExpeditionPayment): RuleError | undefined {
  const { slice } = paid;
  const holder = tx.state.thundersEdge?.claims[slice];
  if (holder !== undefined)
    return ruleError(
      "ERR_TI4_SLICE_CLAIMED",
      RULE,
      `The slice "${EXPEDITION_COSTS[slice]}" is claimed already (seat ${holder}): choose an unclaimed slice.`,
      { slice },
    );
  switch (slice) {
    case "resources":
      return payCurrency(tx, seat, paid.payment, "resources", RESOURCES);
    case "influence":
      return payCurrency(tx, seat, paid.payment, "influence", INFLUENCE);
    case "tradeGoods":
      return payTradeGoods(tx, seat);
    case "actionCards":
      return discardCards(tx, seat, paid.actionCards ?? []);
    case "secretObjective":
      return discardSecret(tx, seat, paid.objective);
    case "specialtyPlanet":
      return exhaustSpecialty(tx, seat, paid.planet);
  }
}

function payCurrency(
  tx: Tx<Ti4>,
  seat: Seat,
  payment: Ti4Payment | undefined,
  currency: "resources" | "influence",
  cost: number,
): RuleError | undefined {
  if (!payment)
    return ruleError(
      "ERR_TI4_EXPEDITION_UNPAID",
      RULE,
      `Name the planets and trade goods that spend ${cost} ${currency} for this slice.`,
    );
  return pay(tx, seat, payment, currency, cost, `the Thunder's Edge expedition (${cost} ${currency})`);
}

function payTradeGoods(tx: Tx<Ti4>, seat: Seat): RuleError | undefined {
  const held = tx.state.players[seat]?.tradeGoods ?? 0;
  if (held < TRADE_GOODS)
    return ruleError(
      "ERR_TI4_TRADE_GOODS",
      RULE,
      `This slice costs ${TRADE_GOODS} trade goods and you have ${held}.`,
    );
  tx.emit({
    type: "ti4TradeGoodsChanged",
    seat,
    amount: -TRADE_GOODS,
    reason: "the Thunder's Edge expedition",
  });
  return undefined;
}

function discardCards(tx: Tx<Ti4>, seat: Seat, cards: readonly Ti4ActionCardId[]): RuleError | undefined {
  if (cards.length !== ACTION_CARDS)
    return ruleError(
      "ERR_TI4_EXPEDITION_UNPAID",
      RULE,
      `This slice costs exactly ${ACTION_CARDS} action cards from your hand: you named ${cards.length}.`,
    );
  const hand = [...(tx.state.players[seat]?.secret.actionCards ?? [])];
  for (const card of cards) {
    const at = hand.indexOf(card);
    if (at < 0)
      return ruleError("ERR_TI4_CARD_NOT_IN_HAND", RULE, `You hold no ${card} to discard for this slice.`);
    hand.splice(at, 1);
  }
  tx.emit({
    type: "ti4ActionCardsDiscarded",
    seat,
    cards: [...cards],
    reason: "the Thunder's Edge expedition",
  });
  return undefined;
}

/**
 * A discarded secret objective goes back into the secret objective deck, which is shuffled [recalled: as a
 * secret returned over the limit, LRR 61.19]; which one it was stays the seat's secret.
 */
function discardSecret(tx: Tx<Ti4>, seat: Seat, objective?: Ti4ObjectiveId): RuleError | undefined {
  if (!objective || !tx.state.players[seat]?.secret.secretObjectives.includes(objective))
    return ruleError(
      "ERR_TI4_SECRET_NOT_HELD",
      RULE,
      "Name one of your unscored secret objectives to discard for this slice.",
    );
  tx.emit({ type: "ti4SecretObjectiveReturned", seat, objective, to: seat });
  const drawn = shuffle(tx.state.rng, tx.state.decks.secretObjectives);
  tx.emit({ type: "ti4SecretDeckShuffled", secretObjectives: drawn.value, rng: drawn.rng });
  return undefined;
}

function exhaustSpecialty(tx: Tx<Ti4>, seat: Seat, planet?: Ti4PlanetId): RuleError | undefined {
  if (!planet || !readySpecialtyPlanets(tx.state, seat).includes(planet))
    return ruleError(
      "ERR_TI4_EXPEDITION_UNPAID",
      RULE,
      `${planet ?? "No planet"} is not a ready planet of yours with a technology specialty: name one to exhaust for this slice.`,
    );
  tx.emit({ type: "ti4PlanetsExhausted", seat, planets: [planet] });
  return undefined;
}
