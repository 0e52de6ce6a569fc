/**
 * TI1 Borderlands' Assassins ("classic:assassins"): sent as the Status Phase opens, rolled one by one on
 * the table (1-4 struck, 5-9 missed, 10 betrays), a target's own Assassin standing in as a bodyguard (+1);
 * the struck lose their Action Cards, their next round's votes and 2 on their dice in attack; senders lose
 * 2 votes an Assassin for two rounds and hire none that phase; hiring shared out by influence when short.
 */
import { describe, expect, it } from "vitest";
import type { RaceId } from "../../src/content/index.ts";
import { playOut } from "../../src/engine/bot/policy.ts";
import { answers } from "../../src/engine/hooks/index.ts";
import { createGame, decisions, type GameEvent, replay, view, viewEvent } from "../../src/engine/index.ts";
import { struckAttacker } from "../../src/engine/options/assassins/attempts.ts";
import {
  assassinsLeft,
  heldBy,
  influenceOf,
  votesLostToAttempts,
} from "../../src/engine/options/assassins/board.ts";
import { type RollContext, rollModifier } from "../../src/engine/rules/combat/modifiers.ts";
import { votesOf } from "../../src/engine/rules/politics/voting.ts";
import { expectReplayMatches, given, play, refuse } from "../support/engine.ts";
import { botUntil } from "../support/pendingScenes.ts";
import { type Lab, lab, scriptDice, waitingOn } from "../support/tactical.ts";

const ASSASSINS = ["classic:assassins" as const];

/** A lab whose players hold these Assassins and Trade Goods; the first race passes last. */
function table(races: RaceId[], held: Partial<Record<RaceId, number>>, options: string[] = ASSASSINS): Lab {
  const g = lab(races, { settings: { options: options as never } });
  for (const [race, count] of Object.entries(held))
    given(g, { type: "assassinsBought", seat: g.seat[race as RaceId] as number, count, asked: count });
  return g;
}

/** Everyone has played his cards and passed; the first race passes last, which opens the Status Phase. */
function toStatusPhase(g: Lab, last: RaceId, ...events: GameEvent[]): void {
  given(g, ...events);
  const me = g.seat[last] as number;
  for (const p of g.state.players) {
    for (const held of p.strategyCards)
      given(g, { type: "strategyCardPlayed", seat: p.seat, card: held.card });
    if (p.seat !== me) given(g, { type: "playerPassed", seat: p.seat });
  }
  play(g, { type: "pass", seat: me });
}

const rolledIn = (events: readonly GameEvent[]) =>
  events.flatMap((e) => (e.type === "assassinationRolled" ? [{ die: e.die, outcome: e.outcome }] : []));

function attackCtx(seat: number, kind: RollContext["kind"] = "spaceBattle"): RollContext {
  return {
    kind,
    shooter: seat,
    target: null,
    position: "000",
    planet: null,
    round: 1,
    attacker: seat,
    warFunding: false,
  };
}

describe("sending Assassins (Borderlands)", () => {
  it("the rulebook's example: two Xxcha Assassins at the Letnev, a 7 misses, a 4 strikes", () => {
    const g = table(["xxcha", "letnev", "sol"], { xxcha: 2 });
    const [xxcha, letnev, sol] = [g.seat.xxcha, g.seat.letnev, g.seat.sol] as number[];
    given(g, {
      type: "actionCardsDrawn",
      seat: letnev as number,
      cards: ["sabotage", "direct-hit"] as never,
    });
    toStatusPhase(g, "xxcha");
    const round = g.state.round;
    // Only a player holding Assassins is asked, before anything else of the phase.
    expect(waitingOn(g)).toEqual(["sendAssassins"]);
    expect(decisions(g.state)[0]?.choices).toEqual([String(letnev), String(sol)]);
    refuse(
      g,
      { type: "sendAssassins", seat: xxcha as number, targets: [xxcha as number] },
      "ERR_ASSASSIN_TARGET",
    );
    refuse(
      g,
      { type: "sendAssassins", seat: xxcha as number, targets: [letnev, letnev, sol] as number[] },
      "ERR_ASSASSINS",
    );
    // Only the players asked may answer (the engine's own guard, before the option's rules).
    refuse(g, { type: "sendAssassins", seat: letnev as number, targets: [] }, "ERR_NOT_YOUR_TURN");
    refuse(g, { type: "guardAgainstAssassin", seat: letnev as number, guard: true }, "ERR_NOT_YOUR_TURN");
    const votesBefore = votesOf(g.state, xxcha as number);
    scriptDice(g, [7, 4]);
    const events = play(g, {
      type: "sendAssassins",
      seat: xxcha as number,
      targets: [letnev, letnev] as number[],
    });
    expect(events).toContainEqual({ type: "assassinsSent", seat: xxcha, targets: [letnev, letnev] });
    expect(rolledIn(events)).toEqual([
      { die: 7, outcome: "missed" },
      { die: 4, outcome: "struck" },
    ]);
    expect(events).toContainEqual({
      type: "actionCardsDiscarded",
      seat: letnev,
      cards: ["sabotage", "direct-hit"],
    });
    expect(g.state.players[letnev as number]?.secret.actionCards).toEqual([]);
    // Both Assassins are back in the pool; the Xxcha, having sent, are not asked to hire this phase.
    expect(heldBy(g.state, xxcha as number)).toBe(0);
    expect(assassinsLeft(g.state)).toBe(6);
    expect(
      decisions(g.state)
        .filter((d) => d.kind === "buyAssassins")
        .map((d) => d.seat),
    ).not.toContain(xxcha);

    botUntil(g, "pickStrategyCard");
    expect(g.state.round).toBe(round + 1);
    // Next round: the Letnev cast no votes and attack at -2; the Xxcha command 2 votes fewer per Assassin.
    expect(answers(g.state, "votingBarred").some((barred) => barred(g.state, letnev as number))).toBe(true);
    expect(answers(g.state, "votingBarred").some((barred) => barred(g.state, sol as number))).toBe(false);
    expect(struckAttacker(g.state, attackCtx(letnev as number))).toBe(-2);
    expect(struckAttacker(g.state, attackCtx(letnev as number, "invasion"))).toBe(-2);
    expect(struckAttacker(g.state, { ...attackCtx(letnev as number), attacker: sol as number })).toBe(0);
    expect(struckAttacker(g.state, attackCtx(sol as number))).toBe(0);
    expect(struckAttacker(g.state, attackCtx(letnev as number, "bombardment"))).toBe(-2);
    expect(struckAttacker(g.state, attackCtx(letnev as number, "yinIndoctrination"))).toBe(0);
    expect(votesLostToAttempts(g.state, xxcha as number)).toBe(-4);
    expect(votesLostToAttempts(g.state, letnev as number)).toBe(0);
    // Archon Ren and Tau give 4 votes: all lost this round ("to a minimum of zero").
    expect(votesBefore).toBe(4);
    expect(votesOf(g.state, xxcha as number)).toBe(0);
    // The round after: the Letnev vote again and roll as usual; the Xxcha's loss lasts one round more.
    const later = { ...g.state, round: round + 2 };
    expect(answers(later, "votingBarred").some((barred) => barred(later, letnev as number))).toBe(false);
    expect(struckAttacker(later, attackCtx(letnev as number))).toBe(0);
    // Wired into the combat rules: the Letnev's Cruiser dice are 2 worse in attack than a round later.
    const cruiser = (state: typeof later) => rollModifier(state, attackCtx(letnev as number), "cruiser");
    expect(cruiser(g.state)).toBe(cruiser(later) - 2);
    expect(votesLostToAttempts(later, xxcha as number)).toBe(-4);
    const after = { ...g.state, round: round + 3 };
    expect(votesLostToAttempts(after, xxcha as number)).toBe(0);
    expect(votesOf(after, xxcha as number)).toBe(4);
    expectReplayMatches(g);
  });

  it("Bodyguards, the rulebook's example: the Letnev's own Assassin turns the second die's 4 into a 5", () => {
    const g = table(["xxcha", "letnev", "sol"], { xxcha: 2, letnev: 1 });
    const [xxcha, letnev, sol] = [g.seat.xxcha, g.seat.letnev, g.seat.sol] as number[];
    toStatusPhase(g, "xxcha");
    expect(waitingOn(g).sort()).toEqual(["sendAssassins", "sendAssassins"]);
    play(g, { type: "sendAssassins", seat: letnev as number, targets: [] });
    scriptDice(g, [7, 4]);
    play(g, { type: "sendAssassins", seat: xxcha as number, targets: [letnev, letnev] as number[] });
    // Before each die, the target is asked; nobody else may answer.
    expect(waitingOn(g)).toEqual(["guardAgainstAssassin"]);
    refuse(g, { type: "guardAgainstAssassin", seat: sol as number, guard: true }, "ERR_NOT_YOUR_TURN");
    const first = play(g, { type: "guardAgainstAssassin", seat: letnev as number, guard: false });
    expect(rolledIn(first)).toEqual([{ die: 7, outcome: "missed" }]);
    expect(waitingOn(g)).toEqual(["guardAgainstAssassin"]);
    const second = play(g, { type: "guardAgainstAssassin", seat: letnev as number, guard: true });
    expect(second).toContainEqual({ type: "bodyguardSpent", seat: letnev, against: xxcha });
    expect(second).toContainEqual(
      expect.objectContaining({ type: "assassinationRolled", die: 4, bodyguard: true, outcome: "missed" }),
    );
    expect(second.some((e) => e.type === "actionCardsDiscarded")).toBe(false);
    // The Xxcha Assassins and the Letnev bodyguard are all back in the pool.
    expect([
      heldBy(g.state, xxcha as number),
      heldBy(g.state, letnev as number),
      assassinsLeft(g.state),
    ]).toEqual([0, 0, 6]);
    expectReplayMatches(g);
  });

  it("targets named stay their sender's until everyone has named theirs: not in others' view nor the public log", () => {
    const g = table(["xxcha", "letnev", "sol"], { xxcha: 2, letnev: 1 });
    const [xxcha, letnev] = [g.seat.xxcha, g.seat.letnev] as number[];
    toStatusPhase(g, "xxcha");
    const sent = play(g, { type: "sendAssassins", seat: xxcha as number, targets: [letnev as number] });
    const attemptsSeenBy = (viewer: number | null) => {
      const frame = view(g.state, viewer).stack.at(-1);
      return frame?.kind === "assassins" ? frame.attempts : null;
    };
    expect(attemptsSeenBy(xxcha as number)).toEqual([{ seat: xxcha, target: letnev }]);
    expect(attemptsSeenBy(letnev as number)).toEqual([]);
    expect(attemptsSeenBy(null)).toEqual([]);
    expect(JSON.stringify(sent.map((e) => viewEvent(e, letnev as number)))).not.toContain(
      `"target":${letnev}`,
    );
    expect(JSON.stringify(sent.map((e) => viewEvent(e, xxcha as number)))).toContain(`"target":${letnev}`);
  });

  it("a 10 betrays its master; a second strike at one target is a miss; a bodyguard never makes a 10", () => {
    const g = table(["xxcha", "letnev", "sol"], { xxcha: 3, sol: 1 });
    const [xxcha, letnev, sol] = [g.seat.xxcha, g.seat.letnev, g.seat.sol] as number[];
    given(g, { type: "actionCardsDrawn", seat: xxcha as number, cards: ["sabotage"] as never });
    toStatusPhase(g, "xxcha");
    scriptDice(g, [1, 2, 10, 9]);
    play(g, { type: "sendAssassins", seat: sol as number, targets: [] });
    const sent = play(g, {
      type: "sendAssassins",
      seat: xxcha as number,
      targets: [letnev, letnev, letnev] as number[],
    });
    expect(rolledIn(sent)).toEqual([
      { die: 1, outcome: "struck" },
      { die: 2, outcome: "spared" },
      { die: 10, outcome: "betrayed" },
    ]);
    expect(sent).toContainEqual({ type: "actionCardsDiscarded", seat: xxcha, cards: ["sabotage"] });
    expect(g.state.assassins?.struck.map((s) => s.seat).sort()).toEqual([xxcha, letnev].sort());
    expect(heldBy(g.state, xxcha as number)).toBe(0);
    expectReplayMatches(g);

    // The next Status Phase: Sol's Assassin at the Xxcha, who hold one to guard with; a 9 + 1 is a miss.
    const h = table(["xxcha", "letnev", "sol"], { sol: 1, xxcha: 1 });
    toStatusPhase(h, "xxcha");
    scriptDice(h, [9]);
    play(h, { type: "sendAssassins", seat: h.seat.xxcha as number, targets: [] });
    play(h, { type: "sendAssassins", seat: h.seat.sol as number, targets: [h.seat.xxcha as number] });
    const guarded = play(h, { type: "guardAgainstAssassin", seat: h.seat.xxcha as number, guard: true });
    expect(rolledIn(guarded)).toEqual([{ die: 9, outcome: "missed" }]);
    expectReplayMatches(h);
  });

  it("Declarations of War: no Assassin at a player at peace; Assassins come before the declarations", () => {
    const g = table(["xxcha", "letnev", "sol"], { xxcha: 1 }, [
      "classic:assassins",
      "classic:declarationsOfWar",
    ]);
    const [xxcha, letnev, sol] = [g.seat.xxcha, g.seat.letnev, g.seat.sol] as number[];
    toStatusPhase(g, "xxcha", { type: "peaceMade", seats: [xxcha, letnev] as [number, number] });
    expect(waitingOn(g)).toEqual(["sendAssassins"]);
    expect(decisions(g.state)[0]?.choices).toEqual([String(sol)]);
    const refused = refuse(
      g,
      { type: "sendAssassins", seat: xxcha as number, targets: [letnev as number] },
      "ERR_ASSASSIN_TARGET",
    );
    expect(refused).toContain("at peace");
    scriptDice(g, [6]);
    play(g, { type: "sendAssassins", seat: xxcha as number, targets: [sol as number] });
    // The hiring, then the declarations.
    botUntil(g, "declareRelations");
    expect(g.state.stack.some((f) => f.kind === "assassins")).toBe(false);
    expectReplayMatches(g);
  });
});

describe("hiring Assassins (Borderlands)", () => {
  it("6 in all, 3 a player; when too few are left the most influence hires first, one at a time", () => {
    const g = table(["jolnar", "xxcha", "letnev"], { xxcha: 2, letnev: 2 });
    const [jolnar, xxcha, letnev] = [g.seat.jolnar, g.seat.xxcha, g.seat.letnev] as number[];
    // The order the shortage rule follows: Jol-Nar, then the Xxcha, then the Letnev.
    const influence = [jolnar, xxcha, letnev].map((s) => influenceOf(g.state, s as number));
    expect(influence[0]).toBeGreaterThan(influence[1] as number);
    expect(influence[1]).toBeGreaterThan(influence[2] as number);
    const gain = (seat: number, amount: number): GameEvent => ({
      type: "tradeGoodsGained",
      seat,
      amount,
      reason: "test",
    });
    toStatusPhase(
      g,
      "jolnar",
      gain(jolnar as number, 8),
      gain(xxcha as number, 4),
      gain(letnev as number, 4),
    );
    play(g, { type: "sendAssassins", seat: xxcha as number, targets: [] });
    play(g, { type: "sendAssassins", seat: letnev as number, targets: [] });
    expect(waitingOn(g)).toEqual(["buyAssassins", "buyAssassins", "buyAssassins"]);
    refuse(
      g,
      { type: "buyAssassins", seat: jolnar as number, count: 3, tradeGoods: 8 },
      "ERR_ASSASSINS_LIMIT",
    );
    refuse(
      g,
      { type: "buyAssassins", seat: xxcha as number, count: 2, tradeGoods: 4 },
      "ERR_ASSASSINS_LIMIT",
    );
    refuse(g, { type: "buyAssassins", seat: letnev as number, count: 1, tradeGoods: 3 }, "ERR_PAYMENT");
    play(g, { type: "buyAssassins", seat: letnev as number, count: 1, tradeGoods: 4 });
    play(g, { type: "buyAssassins", seat: xxcha as number, count: 1, tradeGoods: 4 });
    const events = play(g, { type: "buyAssassins", seat: jolnar as number, count: 2, tradeGoods: 8 });
    // 4 asked for, 2 left: Jol-Nar gets one (of two asked), the Xxcha the other, the Letnev none.
    const bought = events.filter((e) => e.type === "assassinsBought");
    expect(bought).toHaveLength(2);
    expect(bought).toEqual(
      expect.arrayContaining([
        { type: "assassinsBought", seat: jolnar, count: 1, asked: 2 },
        { type: "assassinsBought", seat: xxcha, count: 1, asked: 1 },
      ]),
    );
    expect([
      heldBy(g.state, jolnar as number),
      heldBy(g.state, xxcha as number),
      heldBy(g.state, letnev as number),
    ]).toEqual([1, 3, 2]);
    expect(assassinsLeft(g.state)).toBe(0);
    // Each pays for what he got: Jol-Nar 4 of the 8 offered, the Letnev nothing.
    expect(g.state.players[jolnar as number]?.tradeGoods).toBe(4);
    expect(g.state.players[xxcha as number]?.tradeGoods).toBe(0);
    expect(g.state.players[letnev as number]?.tradeGoods).toBe(4);
    expectReplayMatches(g);
  });

  it("nobody is asked when none can be hired; hiring is refused outside its step", () => {
    const g = table(["jolnar", "xxcha", "letnev"], { xxcha: 3, letnev: 3 });
    refuse(
      g,
      { type: "buyAssassins", seat: g.seat.jolnar as number, count: 1, tradeGoods: 4 },
      "ERR_NOT_NOW",
    );
    toStatusPhase(g, "jolnar");
    play(g, { type: "sendAssassins", seat: g.seat.xxcha as number, targets: [] });
    play(g, { type: "sendAssassins", seat: g.seat.letnev as number, targets: [] });
    expect(waitingOn(g)).not.toContain("buyAssassins");
    expect(g.state.stack.some((f) => f.kind === "assassins")).toBe(false);
  });
});

describe("bot games with Assassins on", () => {
  it.each([
    [3, "assassins-3", ["classic:assassins"]],
    [6, "assassins-6", ["classic:assassins", "classic:declarationsOfWar"]],
  ] as const)(
    "%i players: Assassins hired and sent, a winner, and the log replays to the same state",
    (players, seed, options) => {
      const ctx = { now: "2026-12-01T12:00:00.000Z" };
      const seats = Array.from({ length: players }, (_, i) => ({ userId: `bot-${i}`, name: `Bot ${i + 1}` }));
      const created = createGame({ seed, players: seats, settings: { options: [...options] } }, ctx);
      if (!created.ok) throw new Error(created.error.message);
      const result = playOut(created.state, ctx, 40_000);
      expect(result.stuck).toBe(false);
      expect(result.state.winners.length).toBeGreaterThan(0);
      expect(result.events.some((e) => e.type === "assassinsBought")).toBe(true);
      expect(result.events.some((e) => e.type === "assassinationRolled")).toBe(true);
      expect(replay([...created.events, ...result.events])).toEqual(result.state);
    },
    300_000,
  );
});
