/** The built-in player's Stall Tactics: the card held longest goes (it reads only its own hand). */
import type { Ti4Answer } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { MAGEON_ANSWERS } from "./yssarilMageon.ts";

const stallTactics: Ti4Answer = (state, decision) => {
  const card = state.players[decision.seat]?.secret.actionCards[0];
  return card ? [{ type: "stallTactics", seat: decision.seat, card }] : [];
};

export const YSSARIL_ANSWERS: Partial<Record<Ti4Command["type"], Ti4Answer>> = {
  stallTactics,
  ...MAGEON_ANSWERS,
};
