/**
 * TI1 Borderlands, Declarations of War and Peace (classic option): everyone starts at war; peace is made
 * in the Status Phase when both offer it, war declared by one; at peace no ship enters where the other's
 * ships are, no landing on his planets, no PDS fire at his ships; at war no trade agreement; a surprise
 * attack breaks a peace at once for 6 resources and a vote for good.
 */
import { describe, expect, it } from "vitest";
import { answers } from "../../src/engine/hooks/index.ts";
import { decisions, type GameEvent, view, viewEvent } from "../../src/engine/index.ts";
import { pdsTargets } from "../../src/engine/rules/combat/pds.ts";
import { votesOf } from "../../src/engine/rules/politics/voting.ts";
import { expectReplayMatches, given, passActionWindows, play, refuse } from "../support/engine.ts";
import {
  clearGalaxy,
  homeOf,
  inward,
  type Lab,
  lab,
  owns,
  place,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

const WAR = { options: ["classic:declarationsOfWar" as const] };

type WarLab = Lab & { hacan: number; sol: number; jolnar: number };

function warLab(settings: { options: string[] } = WAR): WarLab {
  const g = lab(["hacan", "sol", "jolnar"], { settings });
  return Object.assign(g, {
    hacan: g.seat.hacan as number,
    sol: g.seat.sol as number,
    jolnar: g.seat.jolnar as number,
  });
}

/** Everyone has played his cards and passed; the Hacan pass last, which opens the Status Phase. */
function toStatusPhase(g: WarLab, ...events: GameEvent[]): void {
  given(g, ...events);
  for (const p of g.state.players) {
    for (const held of p.strategyCards)
      given(g, { type: "strategyCardPlayed", seat: p.seat, card: held.card });
    if (p.seat !== g.hacan) given(g, { type: "playerPassed", seat: p.seat });
  }
  play(g, { type: "pass", seat: g.hacan });
}

const peace = (a: number, b: number): GameEvent => ({ type: "peaceMade", seats: [a, b] });

describe("Declarations of War and Peace (Borderlands)", () => {
  it("everyone declares at once in the Status Phase: peace needs both, one offer makes none", () => {
    const g = warLab();
    expect(g.state.relations).toBeUndefined();
    toStatusPhase(g);
    expect(waitingOn(g)).toEqual(["declareRelations", "declareRelations", "declareRelations"]);
    const asked = decisions(g.state).find((d) => d.seat === g.hacan);
    expect(asked?.choices).toEqual([`peace.${g.sol}`, `peace.${g.jolnar}`]);
    // Refusals: war on a player already at war, peace to oneself, a name twice.
    refuse(g, { type: "declareRelations", seat: g.hacan, war: [g.sol], peace: [] }, "ERR_DECLARATION");
    refuse(g, { type: "declareRelations", seat: g.hacan, war: [], peace: [g.hacan] }, "ERR_DECLARATION");
    refuse(
      g,
      { type: "declareRelations", seat: g.hacan, war: [], peace: [g.sol, g.sol] },
      "ERR_DECLARED_TWICE",
    );
    const offered = play(g, { type: "declareRelations", seat: g.hacan, war: [], peace: [g.sol, g.jolnar] });
    // Made in secret: until everyone has declared, the Hacan's offer is theirs alone, in the view and the log.
    const declaredSeenBy = (viewer: number | null) => {
      const frame = view(g.state, viewer).stack.at(-1);
      return frame?.kind === "declarations" ? frame.declared : null;
    };
    expect(declaredSeenBy(g.hacan)).toEqual([{ seat: g.hacan, war: [], peace: [g.sol, g.jolnar] }]);
    expect(declaredSeenBy(g.sol)).toEqual([]);
    expect(declaredSeenBy(null)).toEqual([]);
    expect(JSON.stringify(offered.map((e) => viewEvent(e, g.sol)))).not.toContain('"peace":[');
    refuse(g, { type: "declareRelations", seat: g.hacan, war: [], peace: [] }, "ERR_NOT_YOUR_TURN");
    play(g, { type: "declareRelations", seat: g.sol, war: [], peace: [g.hacan] });
    play(g, { type: "declareRelations", seat: g.jolnar, war: [], peace: [] });
    expect(g.state.relations?.peace).toEqual([[Math.min(g.hacan, g.sol), Math.max(g.hacan, g.sol)]]);
    expect(g.events.filter((e) => e.type === "peaceMade")).toHaveLength(1);
    expect(waitingOn(g)).not.toContain("declareRelations");
    expectReplayMatches(g);
  });

  it("a war declared by one side ends the peace and breaks the trade agreement, but not the Hacan's", () => {
    const g = warLab();
    toStatusPhase(
      g,
      peace(g.hacan, g.sol),
      peace(g.sol, g.jolnar),
      { type: "tradeAgreementFormed", seats: [g.hacan, g.sol], values: [1, 1] },
      { type: "tradeAgreementFormed", seats: [g.sol, g.jolnar], values: [2, 2] },
    );
    play(g, { type: "declareRelations", seat: g.sol, war: [g.hacan, g.jolnar], peace: [] });
    play(g, { type: "declareRelations", seat: g.hacan, war: [], peace: [g.jolnar] });
    play(g, { type: "declareRelations", seat: g.jolnar, war: [], peace: [] });
    expect(g.state.relations?.peace).toEqual([]);
    const wars = g.events.filter((e) => e.type === "warDeclared");
    expect(wars.map((e) => e.type === "warDeclared" && [e.by, e.against])).toEqual([
      [g.sol, g.hacan],
      [g.sol, g.jolnar],
    ]);
    // The Sol-Jol-Nar agreement is broken; the Hacan keep theirs.
    expect(g.state.tradeAgreements.map((t) => [...t.seats].sort())).toEqual([[g.hacan, g.sol].sort()]);
    expectReplayMatches(g);
  });

  it("at war no trade agreement is made; gifts stay free", () => {
    const g = warLab();
    const refusals = answers(g.state, "tradeRefused");
    const agreement = refusals.map((r) => r(g.state, g.hacan, g.sol, "agreement")).find(Boolean);
    expect(agreement?.code).toBe("ERR_AT_WAR");
    expect(refusals.map((r) => r(g.state, g.hacan, g.sol, "gift")).find(Boolean)).toBeUndefined();
    given(g, peace(g.hacan, g.sol));
    expect(refusals.map((r) => r(g.state, g.hacan, g.sol, "agreement")).find(Boolean)).toBeUndefined();
  });

  describe("at peace", () => {
    function border(): WarLab & { h: string; a: string } {
      const g = warLab();
      clearGalaxy(g);
      const h = homeOf(g, g.hacan);
      const a = inward(h);
      return Object.assign(g, { h, a });
    }

    it("no ship moves in where the other has ships; at war it may", () => {
      const g = border();
      place(g, g.hacan, g.h, { cruiser: 1 });
      place(g, g.sol, g.a, { destroyer: 1 });
      given(g, peace(g.hacan, g.sol));
      play(g, { type: "tacticalAction", seat: g.hacan, position: g.a });
      passActionWindows(g);
      const message = refuse(
        g,
        { type: "moveUnits", seat: g.hacan, moves: [{ from: g.h, units: { cruiser: 1 } }] },
        "ERR_AT_PEACE",
      );
      expect(message).toContain("surprise attack");
      // A surprise attack (paid with Trade Goods) breaks the peace; the move is then an attack like any.
      refuse(
        g,
        { type: "surpriseAttack", seat: g.hacan, against: g.jolnar, tradeGoods: 6 },
        "ERR_NOT_AT_PEACE",
      );
      given(g, { type: "tradeGoodsGained", seat: g.hacan, amount: 6, reason: "scenario" });
      refuse(g, { type: "surpriseAttack", seat: g.hacan, against: g.sol, tradeGoods: 5 }, "ERR_PAYMENT");
      const before = votesOf(g.state, g.hacan);
      play(g, { type: "surpriseAttack", seat: g.hacan, against: g.sol, tradeGoods: 6 });
      expect(g.state.players[g.hacan]?.tradeGoods).toBe(0);
      expect(g.state.relations).toEqual({ peace: [], surpriseAttacks: [g.hacan] });
      expect(votesOf(g.state, g.hacan)).toBe(before - 1);
      play(g, { type: "moveUnits", seat: g.hacan, moves: [{ from: g.h, units: { cruiser: 1 } }] });
      // The cruiser moved in: a Space Battle with the Sol destroyer follows.
      expect(g.events.some((e) => e.type === "unitsMoved" && e.seat === g.hacan)).toBe(true);
      expectReplayMatches(g);
    });

    it("no landing on the other's planet, and his PDS spare one's ships", () => {
      const g = border();
      tiles(g, { [g.a]: "lodor" });
      owns(g, g.sol, "lodor");
      place(g, g.sol, g.a, { groundForce: 1, pds: 1 }, "lodor");
      place(g, g.hacan, g.h, { carrier: 1, groundForce: 2 });
      given(g, peace(g.hacan, g.sol));
      // Sol's PDS on Lodor would fire at the Hacan carrier entering; at peace it may not.
      expect(pdsTargets(g.state, { seat: g.hacan, position: g.a }, g.sol)).toEqual([]);
      play(g, { type: "tacticalAction", seat: g.hacan, position: g.a });
      passActionWindows(g);
      play(g, {
        type: "moveUnits",
        seat: g.hacan,
        moves: [{ from: g.h, units: { carrier: 1, groundForce: 2 } }],
      });
      passActionWindows(g);
      expect(waitingOn(g)).toContain("landUnits");
      refuse(
        g,
        { type: "landUnits", seat: g.hacan, landings: [{ planet: "lodor", units: { groundForce: 2 } }] },
        "ERR_AT_PEACE",
      );
      expectReplayMatches(g);
    });
  });

  it("off, nothing of it plays: no declarations in the Status Phase", () => {
    const g = warLab({ options: [] });
    toStatusPhase(g);
    expect(waitingOn(g)).not.toContain("declareRelations");
    refuse(g, { type: "surpriseAttack", seat: g.hacan, against: g.sol, tradeGoods: 6 }, "ERR_OPTION_OFF");
  });
});

describe("the relations, shown to all", () => {
  it("the board in words names the pairs at peace and the surprise attacks", async () => {
    const { describeBoard } = await import("../../src/render/describe.ts");
    const { view } = await import("../../src/engine/view.ts");
    const g = warLab();
    const words = () => describeBoard(view(g.state, null) as never, []);
    expect(words()).toContain("every player is at war with every other");
    given(g, peace(g.hacan, g.sol));
    expect(words()).toMatch(/At peace: [A-H]–[A-H]; every other pair is at war\./);
    given(g, { type: "warDeclared", by: g.hacan, against: g.sol, surprise: true });
    expect(words()).toContain("Surprise attacks made:");
  });
});
