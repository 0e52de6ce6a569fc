/**
 * The built-in player's answer to the hand limit (LRR 2 [recalled]): keep the cards drawn last, which
 * are the likeliest to fit the game as it stands now, and discard the oldest. It reads only its own hand.
 */
import type { Ti4Answer } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { discardsOwed } from "./statusPhase.ts";

const discardActionCards: Ti4Answer = (state, decision) => {
  const hand = state.players[decision.seat]?.secret.actionCards ?? [];
  const over = discardsOwed(state, decision.seat);
  if (over <= 0) return [];
  return [{ type: "discardActionCards", seat: decision.seat, cards: hand.slice(0, over) }];
};

export const STATUS_ANSWERS: Partial<Record<Ti4Command["type"], Ti4Answer>> = { discardActionCards };
