/**
 * Victory (LRR 98, digest §10): the first player to reach the game's victory points (10 or 14) wins at
 * once. If several reach it at the same moment, the earliest in initiative order wins; with no strategy
 * cards held, the one nearest the speaker clockwise (LRR 98.4), which `initiativeOrder` already gives.
 * Checked as a standing rule, before every automatic step, so no rule needs to call it.
 */
import type { KernelModule } from "../../kernel/assemble.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { initiativeOrder } from "./initiative.ts";

/** The winner when the game ends on points (the most, earliest in initiative order among the tied). */
export function leaderOnPoints(state: Ti4State): Seat {
  const order = initiativeOrder(state);
  let best = order[0] ?? 0;
  for (const seat of order) if ((state.players[seat]?.vp ?? 0) > (state.players[best]?.vp ?? 0)) best = seat;
  return best;
}

function reachedTarget(tx: Tx<Ti4>): boolean {
  const state = tx.state;
  if (state.phase === "finished" || state.phase === "setup") return false;
  if (hookAnswers(state, "victoryWaits").some((waits) => waits(state))) return false;
  const reached = state.players.filter((p) => !p.eliminated && p.vp >= state.config.vpTarget);
  if (reached.length === 0) return false;
  const order = initiativeOrder(state);
  const winner = reached.map((p) => p.seat).sort((a, b) => order.indexOf(a) - order.indexOf(b))[0] as Seat;
  tx.emit({ type: "ti4GameWon", seats: [winner] });
  return true;
}

export const TI4_VICTORY: KernelModule<Ti4> = {
  id: "victory",
  standing: [reachedTarget],
  events: {
    ti4GameWon(draft: Ti4State, e: { seats: Seat[] }) {
      draft.winners = [...e.seats];
      draft.phase = "finished";
      draft.stack = [];
    },
  },
};
