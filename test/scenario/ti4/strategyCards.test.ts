/**
 * TI4's strategic action (LRR 82, digest §3.2, §11): the primary for the holder, then every other player
 * may use the secondary, paying a strategy token unless the card says otherwise, then the card is
 * exhausted; the command sheet's arrangement (LRR 20); each card's abilities.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import { cheapestPayment } from "../../../src/engine/ti4/economy/spend.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { commandTokenReinforcements } from "../../../src/engine/ti4/strategic/commandSheet.ts";
import { create, finishSetup, play } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const CARDS = ["imperial", "warfare", "leadership", "technology", "trade", "diplomacy"];

interface Game {
  state: Ti4State;
  events: Ti4Event[];
}

function toActionPhase(cards = CARDS, seed = "action-6"): Game {
  let { state, events } = finishSetup(create(cards.length, {}, seed));
  for (const card of cards) {
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

function step(game: Game, command: Ti4Command): Game {
  const result = play(game.state, command);
  return { state: result.state, events: [...game.events, ...result.events] };
}

function refusal(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  return result.ok ? null : [result.error.code, result.error.rule];
}

/** A position edited for a precise case: the log starts again from it (as actionPhase.test.ts does). */
function edited(game: Game, edit: (draft: Ti4State) => void): Game {
  const state = structuredClone(game.state);
  edit(state);
  return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
}

/** Gives the turn to `seat` (its turn comes first in the action phase's frame). */
function turnOf(game: Game, seat: number): Game {
  return edited(game, (draft) => {
    const top = draft.stack.at(-1);
    if (top?.kind === "ti4ActionPhase") top.current = seat;
  });
}

function declineAll(game: Game): Game {
  let next = game;
  for (const d of pendingDecisions<Ti4>(game.state).filter((d) => d.kind === "declineSecondary"))
    next = step(next, { type: "declineSecondary", seat: d.seat });
  return next;
}

describe("the strategic action (LRR 82)", () => {
  it("runs Leadership's primary, asks every other player at once, and exhausts the card", () => {
    const start = toActionPhase();
    const seat = holderOf(start.state, "leadership");
    let game = step(start, { type: "strategicAction", seat, card: "leadership" });
    expect(pendingDecisions<Ti4>(game.state).map((d) => [d.kind, d.seat])).toEqual([
      ["buyCommandTokens", seat],
    ]);
    const before = game.state.players[seat]?.tokens as { tactic: number; fleet: number; strategy: number };
    game = step(game, { type: "buyCommandTokens", seat, payment: { planets: [], tradeGoods: 0 } });
    // LRR 52.1: 3 tokens, into the pools the player chooses, none taken from a pool.
    expect(
      refusal(game.state, {
        type: "arrangeCommandTokens",
        seat,
        tactic: before.tactic + 4,
        fleet: before.fleet - 1,
        strategy: before.strategy,
      }),
    ).toEqual(["ERR_TI4_NO_REDISTRIBUTION", "LRR 20.2"]);
    expect(
      refusal(game.state, {
        type: "arrangeCommandTokens",
        seat,
        tactic: before.tactic + 4,
        fleet: before.fleet,
        strategy: before.strategy,
      }),
    ).toEqual(["ERR_TI4_TOKEN_COUNT", "LRR 20.2"]);
    game = step(game, {
      type: "arrangeCommandTokens",
      seat,
      tactic: before.tactic + 2,
      fleet: before.fleet + 1,
      strategy: before.strategy,
    });
    expect(game.state.players[seat]?.tokens).toEqual({
      tactic: before.tactic + 2,
      fleet: before.fleet + 1,
      strategy: before.strategy,
    });
    // LRR 82.2: every other player answers, all at once; Leadership's secondary costs no token.
    const asked = pendingDecisions<Ti4>(game.state);
    expect(new Set(asked.map((d) => d.seat)).size).toBe(5);
    expect(asked.every((d) => d.simultaneous && d.seat !== seat)).toBe(true);
    expect(refusal(game.state, { type: "useSecondary", seat })).toEqual(["ERR_NOT_YOUR_TURN", "Mecatol"]);
    const follower = (seat + 1) % 6;
    game = step(game, { type: "useSecondary", seat: follower });
    game = declineAll(game);
    // The follower's secondary resolves once everyone has answered.
    expect(pendingDecisions<Ti4>(game.state).map((d) => [d.kind, d.seat])).toEqual([
      ["buyCommandTokens", follower],
    ]);
    const strategyBefore = game.state.players[follower]?.tokens.strategy;
    const payment = cheapestPayment(game.state, follower, "influence", 3);
    if (!payment) throw new Error("the follower cannot pay 3 influence");
    game = step(game, { type: "buyCommandTokens", seat: follower, payment });
    expect(payment.planets.every((p) => game.state.players[follower]?.planets[p]?.exhausted)).toBe(true);
    const f = game.state.players[follower]?.tokens as { tactic: number; fleet: number; strategy: number };
    game = step(game, { type: "arrangeCommandTokens", seat: follower, ...f, tactic: f.tactic + 1 });
    expect(game.state.players[follower]?.tokens.strategy).toBe(strategyBefore);
    expect(game.state.players[seat]?.strategyCards.find((c) => c.card === "leadership")?.played).toBe(true);
    expect(game.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    expect(pendingDecisions<Ti4>(game.state)[0]?.seat).not.toBe(seat);
    expect(replayLog<Ti4>(game.events)).toEqual(game.state);
  });

  it("never gains beyond reinforcements (LRR 20.3a)", () => {
    const start = toActionPhase();
    const seat = holderOf(start.state, "leadership");
    let game = edited(start, (draft) => {
      const p = draft.players[seat] as Ti4State["players"][number];
      p.tokens = { tactic: 10, fleet: 3, strategy: 2 };
    });
    expect(commandTokenReinforcements(game.state, seat)).toBe(1);
    game = step(game, { type: "strategicAction", seat, card: "leadership" });
    game = step(game, { type: "buyCommandTokens", seat, payment: { planets: [], tradeGoods: 0 } });
    expect(
      refusal(game.state, { type: "arrangeCommandTokens", seat, tactic: 13, fleet: 3, strategy: 2 }),
    ).toEqual(["ERR_TI4_TOKEN_COUNT", "LRR 20.2"]);
    game = step(game, { type: "arrangeCommandTokens", seat, tactic: 10, fleet: 4, strategy: 2 });
    expect(commandTokenReinforcements(game.state, seat)).toBe(0);
    expect(replayLog<Ti4>(game.events)).toEqual(game.state);
  });
});
