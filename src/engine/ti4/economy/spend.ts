/**
 * Paying resources or influence (LRR 75, 47, digest §6): exhaust ready planets you control and add trade
 * goods, each trade good worth 1 of either. A payment names what it uses; the rule asking for it says what
 * it buys. Every rule that costs resources or influence (production, research, Leadership's tokens, an
 * objective's "spend") checks and pays through `pay`, so a payment is refused the same way everywhere.
 *
 * `swapped` names a planet whose resource and influence values trade places for this one payment (an
 * ability such as Hegemonic Trade Policy, recorded on the step that pays: production/frames.ts); every
 * reading of a planet's worth here goes through `planetWorth`, so the swap holds for the check, the hints
 * and the bot alike, and for nothing else. A seat that may spend either value of every planet (hook
 * `spendsEitherValue`: Archon's Gift) has each planet it spends read at the better of the two
 * (`spendingWorth`); votes are cast, not spent, and read their own values (agenda/).
 */
import type { TeOceanId, Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { planetValues } from "../agenda/laws.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { oceansRefusal, oceansWorth, readyOceans } from "../thundersEdge/oceanCards.ts";
import { triadRefusal, triadWorth } from "../thundersEdge/triad.ts";

export interface Ti4Payment {
  planets: Ti4PlanetId[];
  tradeGoods: number;
  /** TE "Relics": The Triad spent as a planet card is (thundersEdge/triad.ts). */
  triad?: boolean;
  /** TE Oceanbound: the Deepwrought's ready ocean cards spent as planet cards are (thundersEdge/oceanCards.ts). */
  oceans?: TeOceanId[];
}

export type Ti4Currency = "resources" | "influence";

/** What `planet` is worth in `currency` to this payment: its other value when it is the one `swapped`. */
export function planetWorth(
  state: Ti4State,
  planet: Ti4PlanetId,
  currency: Ti4Currency,
  swapped?: Ti4PlanetId,
): number {
  const values = planetValues(state, planet);
  if (planet !== swapped) return values[currency];
  return currency === "resources" ? values.influence : values.resources;
}

/** What `planet` is worth in `currency` when `seat` spends it: the better value if it may spend either. */
export function spendingWorth(
  state: Ti4State,
  seat: Seat,
  planet: Ti4PlanetId,
  currency: Ti4Currency,
  swapped?: Ti4PlanetId,
): number {
  const worth = planetWorth(state, planet, currency, swapped);
  if (!hookAnswers(state, "spendsEitherValue").some((either) => either(state, seat))) return worth;
  const other = planetWorth(state, planet, currency === "resources" ? "influence" : "resources", swapped);
  return Math.max(worth, other);
}

/** What a payment is worth in one currency, or why it cannot be made by this seat. */
export function paymentValue(
  state: Ti4State,
  seat: Seat,
  payment: Ti4Payment,
  currency: Ti4Currency,
  swapped?: Ti4PlanetId,
): number | RuleError {
  const player = state.players[seat];
  if (!player) return ruleError("ERR_NO_SEAT", "Mecatol", "You have no seat in this game.");
  if (new Set(payment.planets).size !== payment.planets.length)
    return ruleError(
      "ERR_TI4_PLANET_TWICE",
      "LRR 75.2",
      "Each planet is exhausted once: a planet is named twice.",
    );
  let total = 0;
  for (const planet of payment.planets) {
    const card = player.planets[planet];
    if (!card)
      return ruleError("ERR_TI4_PLANET_NOT_YOURS", "LRR 25", `You do not control ${planet}.`, { planet });
    if (card.exhausted)
      return ruleError(
        "ERR_TI4_PLANET_EXHAUSTED",
        "LRR 34",
        `${planet} is exhausted: only ready planets pay.`,
        {
          planet,
        },
      );
    total += spendingWorth(state, seat, planet, currency, swapped);
  }
  if (payment.triad) {
    const refused = triadRefusal(state, seat);
    if (refused) return refused;
    total += triadWorth();
  }
  if (payment.oceans?.length) {
    const refused = oceansRefusal(state, seat, payment.oceans);
    if (refused) return refused;
    total += oceansWorth(payment.oceans, currency);
  }
  if (payment.tradeGoods > player.tradeGoods)
    return ruleError(
      "ERR_TI4_TRADE_GOODS",
      "LRR 93",
      `You have ${player.tradeGoods} trade goods, not ${payment.tradeGoods}.`,
    );
  return total + payment.tradeGoods * tradeGoodWorth(state, seat);
}

/** LRR 93: what one trade good `seat` spends is worth (1, more with an ability: hooks/economy.ts). */
export function tradeGoodWorth(state: Ti4State, seat: Seat): number {
  return 1 + hookAnswers(state, "tradeGoodExtraWorth").reduce((sum, extra) => sum + extra(state, seat), 0);
}

/**
 * Checks that the payment covers `cost` and pays it (planets exhausted, trade goods spent), or refuses and
 * changes nothing. Paying more than the cost is allowed: the rest is lost (LRR 75.2's "spend").
 */
export function pay(
  tx: Tx<Ti4>,
  seat: Seat,
  payment: Ti4Payment,
  currency: Ti4Currency,
  cost: number,
  reason: string,
  swapped?: Ti4PlanetId,
): RuleError | undefined {
  const value = paymentValue(tx.state, seat, payment, currency, swapped);
  if (typeof value !== "number") return value;
  if (value < cost)
    return ruleError(
      "ERR_TI4_UNDERPAID",
      currency === "resources" ? "LRR 75" : "LRR 47",
      `That pays ${value} ${currency}; ${reason} costs ${cost}.`,
      { value, cost },
    );
  if (payment.planets.length > 0)
    tx.emit({ type: "ti4PlanetsExhausted", seat, planets: [...payment.planets] });
  if (payment.tradeGoods > 0)
    tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: -payment.tradeGoods, reason });
  if (payment.triad) tx.emit({ type: "ti4RelicExhausted", seat, relic: "thetriad" });
  if (payment.oceans?.length) tx.emit({ type: "ti4OceansExhausted", seat, oceans: [...payment.oceans] });
  return undefined;
}

/** The ready planets and trade goods a seat could spend, most of the currency first (for bots and hints). */
export function spendable(
  state: Ti4State,
  seat: Seat,
  currency: Ti4Currency,
  swapped?: Ti4PlanetId,
): { planets: Ti4PlanetId[]; total: number } {
  const player = state.players[seat];
  if (!player) return { planets: [], total: 0 };
  const planets = (Object.entries(player.planets) as [Ti4PlanetId, { exhausted: boolean }][])
    .filter(([, card]) => !card.exhausted)
    .map(([id]) => id)
    .sort(
      (a, b) =>
        spendingWorth(state, seat, b, currency, swapped) - spendingWorth(state, seat, a, currency, swapped),
    );
  const total =
    planets.reduce((sum, id) => sum + spendingWorth(state, seat, id, currency, swapped), 0) +
    player.tradeGoods * tradeGoodWorth(state, seat);
  return { planets, total };
}

/**
 * A payment of at least `cost` from the fewest planets worth the most, then trade goods; null when the seat
 * cannot pay. For bots and for "pay it for me" buttons; a player may always name their own.
 */
export function cheapestPayment(
  state: Ti4State,
  seat: Seat,
  currency: Ti4Currency,
  cost: number,
  swapped?: Ti4PlanetId,
): Ti4Payment | null {
  if (cost <= 0) return { planets: [], tradeGoods: 0 };
  const { planets } = spendable(state, seat, currency, swapped);
  const chosen: Ti4PlanetId[] = [];
  let total = 0;
  for (const planet of planets) {
    if (total >= cost) break;
    const worth = spendingWorth(state, seat, planet, currency, swapped);
    if (worth === 0) continue;
    chosen.push(planet);
    total += worth;
  }
  if (total >= cost) return { planets: chosen, tradeGoods: 0 };
  // TE Oceanbound: ready ocean cards before trade goods.
  const oceans: TeOceanId[] = [];
  for (const ocean of readyOceans(state, seat)) {
    if (total >= cost) break;
    oceans.push(ocean);
    total = total + oceansWorth([ocean], currency);
  }
  const withOceans = oceans.length > 0 ? { oceans } : {};
  if (total >= cost) return { planets: chosen, tradeGoods: 0, ...withOceans };
  const goods = Math.ceil((cost - total) / tradeGoodWorth(state, seat));
  if (goods > (state.players[seat]?.tradeGoods ?? 0)) return null;
  return { planets: chosen, tradeGoods: goods, ...withOceans };
}
