/**
 * Research positions for the alliance abilities of research (TE "Alliance Reference Cards"): a game of six
 * after its strategy phase, the Technology card's holder to act, nobody owning a technology; `edit` places
 * alliance cards. The log starts from the edited state.
 */
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import type { Ti4Command } from "../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { create, finishSetup, play } from "./ti4.ts";

const CARDS = ["imperial", "warfare", "leadership", "technology", "trade", "diplomacy"];

export type Game = { state: Ti4State; events: Ti4Event[] };

let picked: Ti4State | null = null;

function afterStrategyPhase(): Ti4State {
  if (picked) return structuredClone(picked);
  let { state } = finishSetup(create(6, {}, "action-6"));
  for (const card of CARDS) {
    const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
    state = play(state, { type: "pickStrategyCard", seat, card: card as never }).state;
  }
  picked = state;
  return structuredClone(state);
}

/** The Technology card's holder (`seat`) to act, owning nothing, 6 trade goods; `edit` shapes the rest. */
export function researcher(edit?: (s: Ti4State, seat: number) => void): { game: Game; seat: number } {
  const state = afterStrategyPhase();
  const seat = state.players.findIndex((p) => p.strategyCards.some((c) => c.card === "technology"));
  const top = state.stack.at(-1);
  if (top?.kind === "ti4ActionPhase") top.current = seat;
  for (const p of state.players) p.technologies = [];
  (state.players[seat] as Ti4State["players"][number]).tradeGoods = 6;
  edit?.(state, seat);
  return { game: { state, events: [{ type: "gameCreated", state: structuredClone(state) }] }, seat };
}

export function step(game: Game, command: Ti4Command): Game {
  const result = play(game.state, command);
  return { state: result.state, events: [...game.events, ...result.events] };
}
