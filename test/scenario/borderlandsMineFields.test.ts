/**
 * TI1 Borderlands' Mine Fields ("classic:mineFields"), played like the rulebook's example: the Xxcha lay
 * two fields with two idle Dreadnoughts; the N'orr fleet that enters rolls 5 + 6 (nothing) and 9 + 8 = 17,
 * which the table makes one hit (the rulebook's text says two: the table stands), so one Fighter goes and
 * the Space Battle follows. Then each limit the rule states, with its refusal. Dice are scripted by
 * choosing the generator's seed (scriptDice).
 */
import { describe, expect, it } from "vitest";
import type { RaceId } from "../../src/content/index.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import { expectReplayMatches, given, passActionWindows, play, refuse } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  homeOf,
  inward,
  type Lab,
  lab,
  place,
  scriptDice,
  space,
  waitingOn,
} from "../support/tactical.ts";

type FieldLab = Lab & { me: number; them: number; h: string; a: string; b: string };

/** `race` acts first, from its Home System `h`; `a` is the system next in, `b` the one beyond. */
function fieldLab(race: RaceId, them: RaceId): FieldLab {
  const g = lab([race, them, "letnev"], { settings: { options: ["classic:mineFields"] } });
  clearGalaxy(g);
  const me = g.seat[race] as number;
  const h = homeOf(g, me);
  const a = inward(h);
  return Object.assign(g, { me, them: g.seat[them] as number, h, a, b: inward(a) });
}

function fieldsAt(g: FieldLab, position: string): number {
  return (g.state.mineFields?.fields ?? []).filter((f) => f.position === position).length;
}

function lay(g: FieldLab, seat: number, position: string, n = 1): void {
  for (let i = 0; i < n; i++) given(g, { type: "mineFieldLaid", seat, position });
}

function detonations(g: FieldLab) {
  return g.events.filter(
    (e): e is Extract<GameEvent, { type: "mineFieldDetonated" }> => e.type === "mineFieldDetonated",
  );
}

function tradeGoods(g: FieldLab, seat: number, amount: number): void {
  given(g, { type: "tradeGoodsGained", seat, amount, reason: "scenario" });
}

describe("placing Mine Fields (Borderlands)", () => {
  it("two idle Dreadnoughts lay two fields in the production step, 5 resources each", () => {
    const g = fieldLab("xxcha", "norr");
    place(g, g.me, g.a, { dreadnought: 2, cruiser: 2 });
    tradeGoods(g, g.me, 10);
    activateAndMove(g, g.me, g.a, []);
    passActionWindows(g);
    expect(waitingOn(g)).toEqual(["layMineField", "produceUnits"]);
    refuse(g, { type: "layMineField", seat: g.me, tradeGoods: 4 }, "ERR_PAYMENT");
    play(g, { type: "layMineField", seat: g.me, tradeGoods: 5 });
    play(g, { type: "layMineField", seat: g.me, tradeGoods: 5 });
    expect(fieldsAt(g, g.a)).toBe(2);
    expect(g.state.players[g.me]?.tradeGoods).toBe(0);
    // Both Dreadnoughts have laid theirs: the production step (no dock there) is over.
    expect(g.state.stack.some((f) => f.kind === "tacticalAction")).toBe(false);
    expectReplayMatches(g);
  });

  it("a Dreadnought that moved in this activation lays none (it lays one instead of moving)", () => {
    const g = fieldLab("xxcha", "norr");
    place(g, g.me, g.a, { dreadnought: 1 });
    place(g, g.me, g.h, { dreadnought: 1 });
    tradeGoods(g, g.me, 10);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { dreadnought: 1 } }]);
    passActionWindows(g);
    play(g, { type: "layMineField", seat: g.me, tradeGoods: 5 });
    expect(fieldsAt(g, g.a)).toBe(1);
    expect(g.state.stack.some((f) => f.kind === "tacticalAction")).toBe(false);
    expectReplayMatches(g);
  });

  it("refuses a field where a system holds 3, once 20 are out, or outside the production step", () => {
    const g = fieldLab("xxcha", "norr");
    place(g, g.me, g.h, { dreadnought: 1 });
    tradeGoods(g, g.me, 5);
    lay(g, g.them, g.h, 3);
    play(g, { type: "tacticalAction", seat: g.me, position: g.h });
    passActionWindows(g);
    refuse(g, { type: "layMineField", seat: g.me, tradeGoods: 5 }, "ERR_NOT_NOW");
    play(g, { type: "moveUnits", seat: g.me, moves: [] });
    passActionWindows(g);
    expect(waitingOn(g)).toEqual(["layMineField", "produceUnits"]);
    refuse(g, { type: "layMineField", seat: g.me, tradeGoods: 5 }, "ERR_FIELDS_FULL");
    const others = Object.keys(g.state.board).filter((p) => p !== g.h && p !== g.a);
    for (let i = 0; i < 17; i++) lay(g, g.them, others[i % others.length] as string);
    refuse(g, { type: "layMineField", seat: g.me, tradeGoods: 5 }, "ERR_NO_FIELD_COUNTERS");
    expectReplayMatches(g);
  });
});

describe("the effect of Mine Fields (Borderlands)", () => {
  it("the rulebook's example: 5 + 6 does nothing, 9 + 8 = 17 is one hit by the table, then the battle", () => {
    const g = fieldLab("norr", "xxcha");
    place(g, g.them, g.a, { dreadnought: 2, cruiser: 2 });
    lay(g, g.them, g.a, 2);
    place(g, g.me, g.h, { dreadnought: 1, carrier: 2, fighter: 6 });
    scriptDice(g, [5, 6, 9, 8]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { dreadnought: 1, carrier: 2, fighter: 6 } }]);
    passActionWindows(g);
    // The fields wait for the PDS fire step: the N'orr hold the fire of their own PDS in range.
    expect(detonations(g)).toEqual([]);
    play(g, { type: "firePds", seat: g.me, fire: false });
    passActionWindows(g);
    expect(detonations(g).map((d) => [d.dice, d.total, d.hits])).toEqual([
      [[5, 6], 11, 0],
      [[9, 8], 17, 1],
    ]);
    expect(fieldsAt(g, g.a)).toBe(0);
    expect(waitingOn(g)).toEqual(["assignHits"]);
    refuse(g, { type: "assignHits", seat: g.me, destroy: { fighter: 2 } }, "ERR_HIT_ASSIGNMENT");
    play(g, { type: "assignHits", seat: g.me, destroy: { fighter: 1 } });
    expect(space(g, g.a, g.me).fighter).toBe(5);
    expect(g.state.stack.some((f) => f.kind === "spaceBattle")).toBe(true);
    expectReplayMatches(g);
  });

  it("fields go off under their own layer's ships too, and stop once no incoming ship is left", () => {
    const g = fieldLab("xxcha", "norr");
    lay(g, g.me, g.a, 2);
    place(g, g.me, g.h, { destroyer: 1 });
    scriptDice(g, [10, 10]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { destroyer: 1 } }]);
    passActionWindows(g);
    expect(detonations(g).map((d) => d.hits)).toEqual([3]);
    expect(space(g, g.a, g.me)).toEqual({});
    expect(fieldsAt(g, g.a)).toBe(1);
    expectReplayMatches(g);
  });

  it("ships staying in a mined system set nothing off", () => {
    const g = fieldLab("xxcha", "norr");
    lay(g, g.them, g.a, 1);
    place(g, g.me, g.a, { cruiser: 1 });
    activateAndMove(g, g.me, g.a, []);
    passActionWindows(g);
    expect(detonations(g)).toEqual([]);
    expect(fieldsAt(g, g.a)).toBe(1);
    expectReplayMatches(g);
  });
});
