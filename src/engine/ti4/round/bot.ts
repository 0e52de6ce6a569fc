/**
 * The built-in player's answers to the action phase's turn (LRR 3), until the TI4 bot's plan (issue #26):
 * activate a system next to its home (where its ships can go first), else any it may; play a strategy
 * card once its tactic tokens are spent; pass when nothing is left.
 */
import type { Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import { ti4Neighbours } from "../board/galaxy.ts";
import type { Ti4Answer } from "../bot.ts";
import type { Ti4Command } from "../commands.ts";

export const ROUND_ANSWERS: Partial<Record<Ti4Command["type"], Ti4Answer>> = {
  tacticalAction(state, decision) {
    const seat = decision.seat;
    const home = state.players[seat]?.home;
    const near = home ? ti4Neighbours(state, home) : [];
    const choices = decision.choices ?? [];
    const ordered = [...choices.filter((p) => near.includes(p)), ...choices.filter((p) => !near.includes(p))];
    return ordered.slice(0, 1).map((system) => ({ type: "tacticalAction", seat, system }));
  },
  strategicAction: (_state, decision) =>
    (decision.choices ?? [])
      .slice(0, 1)
      .map((card) => ({ type: "strategicAction", seat: decision.seat, card: card as Ti4StrategyCardId })),
  pass: (_state, decision) => [{ type: "pass", seat: decision.seat }],
};
