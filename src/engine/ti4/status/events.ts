/**
 * What the status phase adds to the log (LRR 81): the strategy cards readied (81.6) and returned to the
 * common area (81.8). Action cards drawn and discarded are the action deck's events (actionCards/deck.ts). Tokens, planets and repairs use the
 * table's events (board/events.ts).
 */
import type { Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";

export type Ti4StatusEvent =
  | { type: "ti4StrategyCardsReadied"; seat: Seat; cards: Ti4StrategyCardId[] }
  | { type: "ti4StrategyCardsReturned"; cards: Ti4StrategyCardId[] };
