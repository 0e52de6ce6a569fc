/**
 * Borderlands, "Conquering a Capital Planet" and "Losing Your Capitol Planet". When another player takes
 * a Capital Planet, its invader at once receives 15 credits and 3 permanent influence; the player who lost
 * it discards every Action Card and half his credits (rounded up), permanently loses 3 influence, and has
 * lost his Capital Planet for the rest of the game.
 *
 * In TI3 terms [decision]:
 * - "Conquering" is any taking of the planet in a tactical action (hook planetTaken): an invasion won, or a
 *   landing on it undefended. The 15 credits are 15 Trade Goods, as far as the supply holds (RR §1).
 * - Credits lost are Trade Goods: half of them, rounded up, go back to the supply.
 * - TI3 influence is spent from planets; "permanent influence" is what TI1 counted at the council, so it is
 *   votes: 3 more in every agenda for each Capital Planet taken, 3 fewer for one's own lost (never below
 *   the one vote a player always has; hook extraVotes).
 * - The planet is no Capital Planet any more: its 3 extra resources go with its counter.
 */

import type { PlanetTaken } from "../../hooks/tactical.ts";
import { player } from "../../rules/players.ts";
import { gainTradeGoods } from "../../rules/trade/agreements.ts";
import type { Tx } from "../../tx.ts";
import { CONQUEST_TRADE_GOODS, capitalHolder } from "./board.ts";

export function capitalTaken(tx: Tx, taken: PlanetTaken): void {
  const from = capitalHolder(tx.state, taken.planet);
  if (from === undefined || from === taken.seat || taken.from !== from) return;
  tx.emit({ type: "capitalPlanetConquered", planet: taken.planet, from, by: taken.seat });
  gainTradeGoods(tx, taken.seat, CONQUEST_TRADE_GOODS, "the conquest of a Capital Planet");
  const loser = player(tx.state, from);
  const cards = [...loser.secret.actionCards];
  if (cards.length > 0) tx.emit({ type: "actionCardsDiscarded", seat: from, cards });
  const half = Math.ceil(loser.tradeGoods / 2);
  if (half > 0)
    tx.emit({
      type: "tradeGoodsSpent",
      seat: from,
      amount: half,
      reason: "half lost with the Capital Planet",
    });
}
