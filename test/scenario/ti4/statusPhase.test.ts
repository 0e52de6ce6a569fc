/**
 * TI4's status phase (LRR 81, digest §3.3): scoring in initiative order (81.1), the next public objective
 * revealed, stage II only after stage I, and the game's end when none is left (81.2, 61.14-61.15), an action
 * card each with the discard reshuffled when the deck runs out (81.3), command tokens off the board (81.4),
 * planets and strategy cards readied (81.6), units repaired (81.7), cards returned (81.8) and the next
 * round; the action card hand limit (LRR 2 [recalled]).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { initiativeOrder } from "../../../src/engine/ti4/round/initiative.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { ti4EventSeen } from "../../../src/engine/ti4/view.ts";
import {
  botUntil,
  CTX,
  endAllScoring,
  type Played,
  scorer,
  send,
  toStatusPhase,
} from "../../support/ti4Status.ts";

function types(at: Played): string[] {
  return at.events.map((e) => e.type);
}

/** Nobody owns Neural Motivator (a starting technology of some factions): one card each (its own test draws 2). */
function withoutNeuralMotivator(s: Ti4State): void {
  for (const p of s.players) p.technologies = p.technologies.filter((t) => t !== "nm");
}

/** Answers whatever follows the scoring (the command sheet's arrangement) with the bot, to the next round. */
function toNextRound(at: Played): Played {
  return botUntil(at, (s) => s.phase === "strategy" || s.phase === "finished");
}

describe("TI4 status phase (LRR 81)", () => {
  it("asks each player in initiative order to score, one after the other (LRR 81.1)", () => {
    const at = toStatusPhase(3);
    expect(at.state.phase).toBe("status");
    const order = initiativeOrder(at.state);
    const seen: number[] = [];
    let now = at;
    while (pendingDecisions<Ti4>(now.state).some((d) => d.kind === "endScoring")) {
      const seat = scorer(now.state);
      seen.push(seat);
      const other = applyCommand<Ti4>(now.state, { type: "endScoring", seat: (seat + 1) % 3 }, CTX);
      expect(other.ok ? null : other.error.code).toBe("ERR_NOT_YOUR_TURN");
      now = send(now, { type: "endScoring", seat });
    }
    expect(seen).toEqual(order);
    expect(replayLog<Ti4>(now.events)).toEqual(now.state);
  });

  it("reveals the next stage I objective, draws an action card each, and begins the next round (LRR 81.2-81.8)", () => {
    const at = toStatusPhase(3, (s) => {
      withoutNeuralMotivator(s);
      const seat = s.players[0] as Ti4State["players"][number];
      const home = seat.home as string;
      // A token of each player on the board, an exhausted planet, a damaged dreadnought in space.
      for (const p of s.players) s.board[p.home as string]?.commandTokens.push(p.seat);
      const planet = Object.keys(seat.planets)[0] as keyof typeof seat.planets;
      (seat.planets[planet] as { exhausted: boolean }).exhausted = true;
      const space = s.board[home]?.space ?? [];
      const force = space.find((f) => f.seat === 0) ?? { seat: 0, units: {} };
      if (!space.includes(force)) space.push(force);
      force.units.dreadnought = (force.units.dreadnought ?? 0) + 2;
      force.damaged = { dreadnought: 1 };
      s.strategyPool = s.strategyPool.map((c) => ({ ...c, tradeGoods: 2 }));
    });
    const next = at.state.decks.stageOne[0];
    const held = at.state.players.flatMap((p) => p.strategyCards.map((c) => c.card));
    const left = at.state.strategyPool.map((c) => c.card);
    const done = toNextRound(endAllScoring(at));
    const s = done.state;
    expect(s.objectives.map((o) => o.id)).toContain(next);
    expect(s.decks.stageOne).not.toContain(next);
    for (const p of s.players) expect(p.secret.actionCards).toHaveLength(1);
    // The draws are secret: each is its seat's alone.
    const draws = done.events.filter((e) => e.type === "ti4ActionCardsDrawn");
    expect(draws.map((e) => ("to" in e ? e.to : null))).toEqual(initiativeOrder(at.state));
    for (const e of draws) expect(ti4EventSeen(e, null)).toBeNull();
    expect(types(done)).toContain("ti4CommandTokensRemoved");
    for (const system of Object.values(s.board)) expect(system.commandTokens).toEqual([]);
    expect(Object.values(s.players[0]?.planets ?? {}).every((c) => !c.exhausted)).toBe(true);
    const home = s.board[s.players[0]?.home as string];
    expect(home?.space.find((f) => f.seat === 0)?.damaged).toBeUndefined();
    expect(types(done)).toContain("ti4UnitsRepaired");
    // LRR 81.8: returned cards carry no trade goods; the cards left over keep theirs.
    for (const card of held) expect(s.strategyPool.find((c) => c.card === card)?.tradeGoods).toBe(0);
    for (const card of left) expect(s.strategyPool.find((c) => c.card === card)?.tradeGoods).toBe(2);
    expect(s.players.every((p) => p.strategyCards.length === 0)).toBe(true);
    expect(s.round).toBe(2);
    expect(s.phase).toBe("strategy");
    expect(replayLog<Ti4>(done.events)).toEqual(s);
  });

  it("has everyone gain 2 command tokens and arrange their sheet, all at once, after the tokens come off the board (LRR 81.4-81.5)", () => {
    const at = toStatusPhase(3, (s) => {
      for (const p of s.players) s.board[p.home as string]?.commandTokens.push(p.seat);
    });
    const scored = endAllScoring(at);
    const asked = pendingDecisions<Ti4>(scored.state);
    expect(asked.map((d) => [d.kind, d.simultaneous])).toEqual([
      ["arrangeCommandTokens", true],
      ["arrangeCommandTokens", true],
      ["arrangeCommandTokens", true],
    ]);
    for (const system of Object.values(scored.state.board)) expect(system.commandTokens).toEqual([]);
    const before = scored.state.players[0]?.tokens as { tactic: number; fleet: number; strategy: number };
    const wrong = applyCommand<Ti4>(
      scored.state,
      {
        type: "arrangeCommandTokens",
        seat: 0,
        tactic: before.tactic + 1,
        fleet: before.fleet,
        strategy: before.strategy,
      },
      CTX,
    );
    expect(wrong.ok ? null : wrong.error.code).toBe("ERR_TI4_TOKEN_COUNT");
    // LRR 81.5: the whole sheet may be rearranged, not only the 2 gained.
    const arranged = send(scored, {
      type: "arrangeCommandTokens",
      seat: 0,
      tactic: before.tactic + before.strategy + 2,
      fleet: before.fleet,
      strategy: 0,
    });
    expect(arranged.state.players[0]?.tokens).toEqual({
      tactic: before.tactic + before.strategy + 2,
      fleet: before.fleet,
      strategy: 0,
    });
    const done = toNextRound(arranged);
    expect(done.state.phase).toBe("strategy");
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("reveals stage II only once every stage I objective is out (LRR 81.2, 61.13)", () => {
    const at = toStatusPhase(3, (s) => {
      s.decks.stageOne = [];
    });
    const next = at.state.decks.stageTwo[0];
    const done = endAllScoring(at);
    expect(done.state.objectives.at(-1)?.id).toBe(next);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("ends the game when no objective is left to reveal: the most points win (LRR 81.2, 61.15)", () => {
    const at = toStatusPhase(3, (s) => {
      s.decks.stageOne = [];
      s.decks.stageTwo = [];
      (s.players[1] as Ti4State["players"][number]).vp = 4;
      (s.players[2] as Ti4State["players"][number]).vp = 3;
    });
    const done = endAllScoring(at);
    expect(done.state.phase).toBe("finished");
    expect(done.state.winners).toEqual([1]);
    expect(types(done).at(-1)).toBe("ti4GameWon");
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
    const after = applyCommand<Ti4>(done.state, { type: "endScoring", seat: 0 }, CTX);
    expect(after.ok ? null : after.error.code).toBe("ERR_GAME_OVER");
  });

  it("shuffles the discard pile into a new deck when the action deck runs out (LRR 81.3)", () => {
    const at = toStatusPhase(3, (s) => {
      withoutNeuralMotivator(s);
      const deck = s.decks.action;
      deck.discard = deck.draw.slice(0, 5);
      deck.draw = deck.draw.slice(5, 6);
    });
    const done = endAllScoring(at);
    const reshuffle = done.events.find((e) => e.type === "ti4ActionDeckReshuffled");
    expect(reshuffle).toBeDefined();
    expect(ti4EventSeen(reshuffle as never, 0)).toBeNull();
    expect(done.state.players.every((p) => p.secret.actionCards.length === 1)).toBe(true);
    expect(done.state.decks.action.discard).toEqual([]);
    expect(done.state.decks.action.draw).toHaveLength(3);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("makes a player over the hand limit of 7 discard down before the phase goes on (LRR 2)", () => {
    const at = toStatusPhase(3, (s) => {
      const deck = s.decks.action;
      (s.players[0] as Ti4State["players"][number]).secret.actionCards = deck.draw.splice(0, 7);
    });
    const done = endAllScoring(at);
    const decision = pendingDecisions<Ti4>(done.state)[0];
    expect(decision?.kind).toBe("discardActionCards");
    expect(decision?.seat).toBe(0);
    const hand = done.state.players[0]?.secret.actionCards ?? [];
    expect(hand).toHaveLength(8);
    const two = applyCommand<Ti4>(
      done.state,
      { type: "discardActionCards", seat: 0, cards: hand.slice(0, 2) },
      CTX,
    );
    expect(two.ok ? null : [two.error.code, two.error.rule]).toEqual(["ERR_TI4_HAND_LIMIT", "LRR 2"]);
    const other = applyCommand<Ti4>(
      done.state,
      {
        type: "discardActionCards",
        seat: 0,
        cards: [done.state.decks.action.draw.find((c) => !hand.includes(c)) as never],
      },
      CTX,
    );
    expect(other.ok ? null : other.error.code).toBe("ERR_TI4_HAND_LIMIT");
    const kept = send(done, { type: "discardActionCards", seat: 0, cards: hand.slice(0, 1) });
    expect(kept.state.players[0]?.secret.actionCards).toEqual(hand.slice(1));
    expect(kept.state.decks.action.discard).toEqual(hand.slice(0, 1));
    expect(pendingDecisions<Ti4>(kept.state)[0]?.kind).not.toBe("discardActionCards");
    expect(replayLog<Ti4>(kept.events)).toEqual(kept.state);
  });

  it("is played through by the bot to the next round", () => {
    const at = toStatusPhase(3);
    const done = toNextRound(at);
    expect(done.state.phase).toBe("strategy");
    expect(done.state.round).toBe(2);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });
});
