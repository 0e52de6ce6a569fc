/**
 * What the status phase adds to the log (LRR 81): action cards drawn (their seat's alone), the discard
 * shuffled into a new deck when it runs out, action cards discarded (face up: everyone sees them), the
 * strategy cards readied (81.6) and returned to the common area (81.8). Tokens, planets and repairs use the
 * table's events (board/events.ts).
 */
import type { Ti4ActionCardId, Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RngState } from "../../rng.ts";

export type Ti4StatusEvent =
  | { type: "ti4ActionCardsDrawn"; seat: Seat; cards: Ti4ActionCardId[]; to: Seat }
  /** The discard pile shuffled into a new deck (its order is secret: the log shows nobody the cards). */
  | { type: "ti4ActionDeckReshuffled"; draw: Ti4ActionCardId[]; rng: RngState }
  | { type: "ti4ActionCardsDiscarded"; seat: Seat; cards: Ti4ActionCardId[]; reason: string }
  | { type: "ti4StrategyCardsReadied"; seat: Seat; cards: Ti4StrategyCardId[] }
  | { type: "ti4StrategyCardsReturned"; cards: Ti4StrategyCardId[] };
