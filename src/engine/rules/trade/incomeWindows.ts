/**
 * The moment right after a player collects from his trade agreements (RR §17; the Action Card timing
 * afterTradeIncome, RR §19): a play window opens for that player's trade partners, one window per
 * collector, naming him (`about`). Ruinous Tariffs is played there (actionCards/phaseCardTrade.ts).
 *
 * Decided: a player "collects" when at least one of his agreements pays in this collection (those formed
 * during the same Trade action pay nothing, RR §6), whatever the finite supply lets him take. The
 * collections are made first, clockwise as the supply demands, and the windows then follow in the same
 * order: nothing a card played in one window changes (Trade Goods handed between players) alters what a
 * later collector receives from the supply, so the order of play is the same as one window after each.
 */
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { openActionWindow } from "../actionCards/window.ts";
import { agreementsOf, type Collection, partnerIn, samePair } from "./agreements.ts";

/** Whether the player's agreements pay in a collection leaving out `exclude` (agreements just formed). */
export function collectsFromAgreements(
  state: GameState,
  seat: Seat,
  exclude: Collection["exclude"] = [],
): boolean {
  return agreementsOf(state, seat).some((a) => !exclude.some((pair) => samePair(pair, a.seats)));
}

/**
 * Opens the windows after these players' collections, the first collector's answered first (so pushed
 * last). Each asks only the collector's partners holding a card for the moment.
 */
export function openTradeIncomeWindows(tx: Tx, collectors: readonly Seat[]): void {
  for (const seat of [...collectors].reverse()) {
    const partners = agreementsOf(tx.state, seat).map((a) => partnerIn(a, seat));
    const others = tx.state.players.map((p) => p.seat).filter((s) => !partners.includes(s));
    openActionWindow(tx, "afterTradeIncome", others, seat);
  }
}
