/**
 * What strategic actions add to the log (LRR 82): the answers about a secondary, and what the cards do
 * that the table's events (board/events.ts) do not say. Cards drawn and agendas looked at are secret to
 * the player (`to`).
 */
import type { Ti4ActionCardId, Ti4AgendaId, Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RngState } from "../../rng.ts";

export type Ti4StrategicEvent =
  /** LRR 82.2: a player's answer about the secondary of the card being played. */
  | { type: "ti4SecondaryAnswered"; seat: Seat; card: Ti4StrategyCardId; follows: boolean }
  /** LRR 92.3: the players who follow Trade without a strategy token. */
  | { type: "ti4TradeFollowersChosen"; seat: Seat; players: Seat[] }
  /** LRR 66.1: the speaker token changes hands. */
  | { type: "ti4SpeakerChanged"; seat: Seat }
  /** Action cards drawn from the top of the deck (secret: `to`). */
  | { type: "ti4ActionCardsDrawn"; seat: Seat; cards: Ti4ActionCardId[]; to: Seat }
  /** How many a player drew, for everyone (the cards themselves are the event above's). */
  | { type: "ti4ActionCardsCounted"; seat: Seat; count: number }
  /** LRR 23: the action discard pile shuffled into a new deck, whose order is secret. */
  | { type: "ti4ActionDeckReshuffled"; draw: Ti4ActionCardId[]; rng: RngState }
  /** LRR 66.1: the top agendas the Politics player looked at (secret: `to`). */
  | { type: "ti4AgendasLooked"; seat: Seat; agendas: Ti4AgendaId[]; to: Seat }
  /** LRR 66.1: the agendas put back, `top` on the deck in order, `bottom` under it (secret: `to`). */
  | { type: "ti4AgendasPlaced"; seat: Seat; top: Ti4AgendaId[]; bottom: Ti4AgendaId[]; to: Seat };
