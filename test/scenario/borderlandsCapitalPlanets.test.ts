/**
 * TI1 Borderlands' Capital Planets ("classic:capitolPlanets"): named by every player as the Status Phase of
 * round 3 opens (and not before), worth 3 more resources; taken by another player, they give the invader
 * 15 Trade Goods and 3 votes for good, and cost their player every Action Card, half his Trade Goods
 * (rounded up) and 3 votes for good.
 */
import { describe, expect, it } from "vitest";
import { getPlanet } from "../../src/content/index.ts";
import { decisions } from "../../src/engine/index.ts";
import { capitalVotes } from "../../src/engine/options/capitolPlanets/board.ts";
import { planetValues } from "../../src/engine/rules/planetValues.ts";
import { expectReplayMatches, given, passActionWindows, play, refuse } from "../support/engine.ts";
import { botUntil } from "../support/pendingScenes.ts";
import {
  activateAndMove,
  clearGalaxy,
  homeOf,
  inward,
  type Lab,
  lab,
  owns,
  place,
  tiles,
} from "../support/tactical.ts";

const CAPITALS = { settings: { options: ["classic:capitolPlanets" as const] } };

/** Everyone has played their cards and passed but the Hacan, whose pass ends the Action Phase of `round`. */
function statusOfRound(round: number): Lab {
  const g = lab(["hacan", "sol", "jolnar"], CAPITALS);
  given(g, { type: "phaseStarted", phase: "action", round });
  const me = g.seat.hacan as number;
  for (const p of g.state.players) {
    for (const held of p.strategyCards)
      given(g, { type: "strategyCardPlayed", seat: p.seat, card: held.card });
    if (p.seat !== me) given(g, { type: "playerPassed", seat: p.seat });
  }
  play(g, { type: "pass", seat: me });
  return g;
}

describe("naming the Capital Planets (Borderlands)", () => {
  it("every player names one as round 3's Status Phase opens; it gains 3 resources", () => {
    const g = statusOfRound(3);
    const me = g.seat.hacan as number;
    const asked = decisions(g.state).filter((d) => d.kind === "chooseCapitalPlanet");
    expect(asked.map((d) => d.seat).sort()).toEqual(g.state.players.map((p) => p.seat).sort());
    refuse(g, { type: "chooseCapitalPlanet", seat: me, planet: "jord" }, "ERR_NOT_YOUR_PLANET");
    play(g, { type: "chooseCapitalPlanet", seat: me, planet: "hercant" });
    refuse(g, { type: "chooseCapitalPlanet", seat: me, planet: "arretze" }, "ERR_NOT_YOUR_TURN");
    expect(planetValues(g.state, "hercant").resources).toBe(getPlanet("hercant").resources + 3);
    // The others leave it to the default: the richest planet of their Home System (Jord; Nar over Jol).
    botUntil(g, "pickStrategyCard");
    expect(g.state.capitalPlanets?.capitals.find((c) => c.seat === me)?.planet).toBe("hercant");
    expect(g.state.capitalPlanets?.capitals.map((c) => c.planet).sort()).toEqual(["hercant", "jord", "nar"]);
    expectReplayMatches(g);
  });

  it("nobody is asked before round 3", () => {
    const g = statusOfRound(2);
    botUntil(g, "pickStrategyCard");
    expect(g.state.capitalPlanets).toBeUndefined();
    refuse(g, { type: "chooseCapitalPlanet", seat: 0, planet: "jord" }, "ERR_NOT_NOW");
  });
});

describe("conquering a Capital Planet (Borderlands)", () => {
  it("the Hacan land on Sol's undefended Capital Planet: 15 Trade Goods and 3 votes; Sol pays", () => {
    const g = lab(["hacan", "sol", "jolnar"], CAPITALS);
    clearGalaxy(g);
    const me = g.seat.hacan as number;
    const sol = g.seat.sol as number;
    const h = homeOf(g, me);
    const a = inward(h);
    tiles(g, { [a]: "vefut-ii" });
    owns(g, sol, "vefut-ii");
    given(
      g,
      { type: "capitalPlanetChosen", seat: sol, planet: "vefut-ii" },
      { type: "tradeGoodsGained", seat: sol, amount: 5, reason: "scenario" },
      { type: "actionCardsDrawn", seat: sol, cards: ["morale-boost"] },
    );
    expect(planetValues(g.state, "vefut-ii").resources).toBe(5);
    const before = g.state.players[me]?.tradeGoods ?? 0;
    place(g, me, h, { carrier: 1, groundForce: 1 });
    activateAndMove(g, me, a, [{ from: h, units: { carrier: 1, groundForce: 1 } }]);
    passActionWindows(g);
    play(g, { type: "landUnits", seat: me, landings: [{ planet: "vefut-ii", units: { groundForce: 1 } }] });
    passActionWindows(g);
    expect(g.state.players[me]?.tradeGoods).toBe(before + 15);
    expect(g.state.players[sol]?.tradeGoods).toBe(2);
    expect(g.state.players[sol]?.secret.actionCards).toEqual([]);
    expect(g.state.capitalPlanets?.capitals).toEqual([]);
    expect(planetValues(g.state, "vefut-ii").resources).toBe(2);
    expect([capitalVotes(g.state, me), capitalVotes(g.state, sol)]).toEqual([3, -3]);
    expectReplayMatches(g);
  });
});
