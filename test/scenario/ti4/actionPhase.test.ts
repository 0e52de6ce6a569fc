/**
 * TI4's action phase (LRR 3, digest §3.2): turns in initiative order (LRR 48), a tactical action activating
 * a system with a tactic token (LRR 89.1), no pass before the strategic action (LRR 3.4).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { initiativeOrder } from "../../../src/engine/ti4/round/initiative.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { create, finishSetup, play } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const CARDS = ["imperial", "warfare", "leadership", "technology", "trade", "diplomacy"];

function toActionPhase() {
  let { state, events } = finishSetup(create(6, {}, "action-6"));
  for (const card of CARDS) {
    const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
    const result = play(state, { type: "pickStrategyCard", seat, card: card as never });
    state = result.state;
    events = [...events, ...result.events];
  }
  return { state, events };
}

function holderOf(state: Ti4State, card: string): number {
  return state.players.findIndex((p) => p.strategyCards.some((c) => c.card === card));
}

describe("TI4 action phase (LRR 3)", () => {
  it("starts with the holder of the lowest strategy card and goes on in initiative order", () => {
    const { state } = toActionPhase();
    expect(state.phase).toBe("action");
    expect(initiativeOrder(state)).toEqual(
      ["leadership", "diplomacy", "trade", "warfare", "technology", "imperial"].map((c) =>
        holderOf(state, c),
      ),
    );
    const waiting = pendingDecisions<Ti4>(state);
    expect(new Set(waiting.map((d) => d.seat))).toEqual(new Set([holderOf(state, "leadership")]));
    expect(waiting.map((d) => d.kind).sort()).toEqual(["strategicAction", "tacticalAction"]);
  });

  it("activates a system with a tactic token, and then the next player in initiative order takes a turn", () => {
    const { state, events } = toActionPhase();
    const seat = holderOf(state, "leadership");
    const target = pendingDecisions<Ti4>(state).find((d) => d.kind === "tacticalAction")
      ?.choices?.[0] as string;
    const before = state.players[seat]?.tokens.tactic as number;
    const activated = play(state, { type: "tacticalAction", seat, system: target });
    // The movement step (tactical/movement.ts) waits for the active player: nothing moves.
    const moved = play(activated.state, { type: "moveShips", seat, moves: [] });
    const done = { state: moved.state, events: [...activated.events, ...moved.events] };
    expect(done.state.players[seat]?.tokens.tactic).toBe(before - 1);
    expect(done.state.board[target]?.commandTokens).toContain(seat);
    expect(done.events.map((e) => e.type)).toContain("ti4SystemActivated");
    expect(pendingDecisions<Ti4>(done.state)[0]?.seat).toBe(holderOf(state, "diplomacy"));
    expect(replayLog<Ti4>([...events, ...done.events])).toEqual(done.state);
  });

  it("refuses a system already holding the player's token, an empty tactic pool and a pass before the strategic action", () => {
    const { state } = toActionPhase();
    const seat = holderOf(state, "leadership");
    const home = state.players[seat]?.home as string;
    // A token of the player's own already in their home system (placed, say, by an earlier action).
    const withToken = structuredClone(state);
    withToken.board[home]?.commandTokens.push(seat);
    const twice = applyCommand<Ti4>(withToken, { type: "tacticalAction", seat, system: home }, CTX);
    expect(twice.ok ? null : [twice.error.code, twice.error.rule]).toEqual([
      "ERR_TI4_ALREADY_ACTIVATED",
      "LRR 89.1",
    ]);

    const nowhere = applyCommand<Ti4>(state, { type: "tacticalAction", seat, system: "999" }, CTX);
    expect(nowhere.ok ? null : nowhere.error.code).toBe("ERR_TI4_NO_SYSTEM");

    const early = applyCommand<Ti4>(state, { type: "pass", seat }, CTX);
    expect(early.ok ? null : early.error.code).toBe("ERR_NOT_NOW");

    const empty = structuredClone(state);
    (empty.players[seat] as Ti4State["players"][number]).tokens.tactic = 0;
    expect(pendingDecisions<Ti4>(empty).map((d) => d.kind)).toEqual(["strategicAction"]);
    const refused = applyCommand<Ti4>(empty, { type: "tacticalAction", seat, system: home }, CTX);
    expect(refused.ok ? null : refused.error.code).toBe("ERR_NOT_NOW");

    const other = applyCommand<Ti4>(
      state,
      { type: "tacticalAction", seat: (seat + 1) % 6, system: home },
      CTX,
    );
    expect(other.ok ? null : other.error.code).toBe("ERR_NOT_YOUR_TURN");
  });

  it("lets a player pass once every card they hold is played, and passes them over after", () => {
    const { state } = toActionPhase();
    const seat = holderOf(state, "leadership");
    const played = structuredClone(state);
    for (const c of played.players[seat]?.strategyCards ?? []) c.played = true;
    expect(
      pendingDecisions<Ti4>(played)
        .map((d) => d.kind)
        .sort(),
    ).toEqual(["pass", "tacticalAction"]);
    const passed = play(played, { type: "pass", seat });
    expect(passed.state.players[seat]?.passed).toBe(true);
    expect(pendingDecisions<Ti4>(passed.state)[0]?.seat).toBe(holderOf(state, "diplomacy"));
  });
});
