/**
 * Refresh abilities (SE p.7, RR §21.4): in the Status Phase, right after the planet cards refresh, a
 * player may exhaust planets with a refresh ability for it instead of their resources. The Hacan hold the
 * Trade Station Tsion (2 Trade Goods), Hope's End (2 Shock Troops, Ground Forces without that option) and
 * Mirage (2 Fighters, placed in its system's space); the Hacan's pass ends the Action Phase.
 */
import { describe, expect, it } from "vitest";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import { decisions } from "../../src/engine/index.ts";
import { expectReplayMatches, play, refuse } from "../support/engine.ts";
import {
  clearGalaxy,
  given,
  homeOf,
  inward,
  type Lab,
  lab,
  onPlanet,
  owns,
  place,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

function statusLab() {
  const g = lab(["hacan", "sol", "jolnar"]);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const tsion = inward(homeOf(g, me));
  const hopesEnd = inward(tsion);
  const mirage = neighbourLabels(homeOf(g, me)).find((p) => p !== tsion && g.state.board[p]) as string;
  tiles(g, { [tsion]: "bellatrix-tsion", [hopesEnd]: "hopes-end", [mirage]: "mirage" });
  owns(g, me, "tsion", true);
  owns(g, me, "hopes-end");
  owns(g, me, "mirage");
  return Object.assign(g, { me, at: { tsion, hopesEnd, mirage } });
}

/** Everyone has played and passed but the Hacan, who pass; nobody claims an objective. */
function toRefresh(g: Lab & { me: number }): void {
  for (const p of g.state.players) {
    for (const held of p.strategyCards)
      given(g, { type: "strategyCardPlayed", seat: p.seat, card: held.card });
    if (p.seat !== g.me) given(g, { type: "playerPassed", seat: p.seat });
  }
  play(g, { type: "pass", seat: g.me });
  for (let guard = 0; guard < 20; guard++) {
    const d = decisions(g.state)[0];
    if (d?.kind === "passActionWindow") play(g, { type: "passActionWindow", seat: d.seat });
    else if (d?.kind === "scoreObjectives")
      play(g, { type: "scoreObjectives", seat: d.seat, publicObjective: null, secretObjective: null });
    else return;
  }
}

describe("refresh abilities in the Status Phase (SE p.7)", () => {
  it("trade a planet's resources for its ability: Trade Goods, Ground Forces on it, Fighters in its space", () => {
    const g = statusLab();
    toRefresh(g);
    // Only the Hacan are asked; Mirage is not offered while nothing there supports Fighters.
    expect(decisions(g.state).map((d) => [d.kind, d.seat])).toEqual([["useRefreshAbilities", g.me]]);
    expect(decisions(g.state)[0]?.choices).toEqual(["tsion", "hopes-end"]);
    const use = (planets: string[]) => ({
      type: "useRefreshAbilities" as const,
      seat: g.me,
      planets: planets as never[],
    });
    refuse(g, use(["mirage"]), "ERR_FIGHTER_SUPPORT");
    refuse(g, use(["tsion", "tsion"]), "ERR_PLANET_TWICE");
    refuse(g, use(["lodor"]), "ERR_NO_REFRESH");
    place(g, g.me, g.at.mirage, { carrier: 1 });
    const tradeGoods = g.state.players[g.me]?.tradeGoods ?? 0;
    play(g, use(["tsion", "hopes-end", "mirage"]));
    expect(g.state.players[g.me]?.tradeGoods).toBe(tradeGoods + 2);
    expect(onPlanet(g, g.at.hopesEnd, "hopes-end", g.me)).toEqual({ groundForce: 2 });
    expect(space(g, g.at.mirage, g.me)).toEqual({ carrier: 1, fighter: 2 });
    for (const planet of ["tsion", "hopes-end", "mirage"] as const)
      expect(g.state.players[g.me]?.planets[planet]?.exhausted, planet).toBe(true);
    // The phase goes on: Action Cards are drawn and counters redistributed.
    expect(waitingOn(g)).toContain("redistributeCounters");
    expectReplayMatches(g);
  });

  it("may use none: the planets stay ready and nothing is gained", () => {
    const g = statusLab();
    toRefresh(g);
    const tradeGoods = g.state.players[g.me]?.tradeGoods;
    play(g, { type: "useRefreshAbilities", seat: g.me, planets: [] });
    expect(g.state.players[g.me]?.tradeGoods).toBe(tradeGoods);
    expect(g.state.players[g.me]?.planets.tsion?.exhausted).toBe(false);
    expect(onPlanet(g, g.at.hopesEnd, "hopes-end", g.me)).toEqual({});
    expect(waitingOn(g)).toContain("redistributeCounters");
    expectReplayMatches(g);
  });
});
