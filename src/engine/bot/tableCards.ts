/**
 * The bot's plays of the cards of the table (rules/actionCards/phaseCardTrade.ts, phaseCardFate.ts,
 * phaseCardStability.ts, phaseCardGenius.ts): Ruinous Tariffs on a partner holding 2 Trade Goods or more,
 * Master of Fate and Temporary Stability whenever offered, and Touch of Genius repeating a simple card of
 * the discard pile. `apply` refuses what does not fit the moment, so nothing here copies a card's check;
 * the choices the cards ask are answered from their rules' own options (bot/table.ts). The bot never lifts
 * Temporary Stability: nothing waits for that.
 */
import { type ActionCardId, getActionCard } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import { player } from "../rules/players.ts";
import type { GameState, Seat } from "../state.ts";

/** Cards Touch of Genius may repeat with nothing more named. */
const REPEATED = ["goodYear", "commandSummit", "riseOfAMessiah", "rallyOfThePeople", "ruinousTariffs"];

/** The partner who just collected, in the window right after his collection. */
function collector(state: GameState): Seat | undefined {
  const top = state.stack.at(-1);
  return top?.kind === "actionWindow" && top.timing === "afterTradeIncome" ? top.about : undefined;
}

export function tableCardPlays(state: GameState, seat: Seat, card: ActionCardId): Command[] {
  const play = (extra: Partial<Extract<Command, { type: "playActionCard" }>> = {}): Command => ({
    type: "playActionCard",
    seat,
    card,
    ...extra,
  });
  switch (getActionCard(card).effect) {
    case "ruinousTariffs":
    case "ruinousTariffsOriginal": {
      const partner = collector(state);
      return partner !== undefined && player(state, partner).tradeGoods >= 2 ? [play()] : [];
    }
    case "masterOfFate":
    case "temporaryStability":
      return [play()];
    case "touchOfGenius":
      return [...new Set(state.decks.action.discard)]
        .filter((id) => REPEATED.includes(getActionCard(id).effect))
        .map((choice) => play({ choice }));
    default:
      return [];
  }
}
