/**
 * What strategic actions add to the log (LRR 82): the answers about a secondary, and what the cards do
 * that the table's events (board/events.ts) do not say. Cards drawn and agendas looked at are secret to
 * the player (`to`).
 */
import type { Ti4AgendaId, Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";

export type Ti4StrategicEvent =
  /** LRR 82.2: a player's answer about the secondary of the card being played. */
  | { type: "ti4SecondaryAnswered"; seat: Seat; card: Ti4StrategyCardId; follows: boolean }
  /** LRR 92.3: the players who follow Trade without a strategy token. */
  | { type: "ti4TradeFollowersChosen"; seat: Seat; players: Seat[] }
  /** LRR 66.1: the speaker token changes hands. */
  | { type: "ti4SpeakerChanged"; seat: Seat }
  /** LRR 66.1: the top agendas the Politics player looked at (secret: `to`). */
  | { type: "ti4AgendasLooked"; seat: Seat; agendas: Ti4AgendaId[]; to: Seat }
  /** LRR 66.1: the agendas put back, `top` on the deck in order, `bottom` under it (secret: `to`). */
  | { type: "ti4AgendasPlaced"; seat: Seat; top: Ti4AgendaId[]; bottom: Ti4AgendaId[]; to: Seat };
