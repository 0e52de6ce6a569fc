/**
 * The Ministers (rules/politics/laws/ministers.ts, RR §20): laws whose elected holder uses them with
 * `useLaw`, asked at the moment each names (Minister of War as his Space Battle opens, Minister of Peace as
 * a fleet moves into another's system, Minister of Internal Security as Mecatol Rex is invaded) or offered
 * beside his own turn (Internal Security). The Hacan act first, next to a system `a`.
 */
import { describe, expect, it } from "vitest";
import type { PlanetId, PoliticalCardId } from "../../src/content/index.ts";
import { decisions } from "../../src/engine/index.ts";
import type { PositionLabel } from "../../src/engine/state.ts";
import { law } from "../support/council.ts";
import { expectReplayMatches, passActionWindows, play, refuse } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  homeOf,
  inward,
  lab,
  onPlanet,
  owns,
  place,
  space,
  waitingOn,
} from "../support/tactical.ts";

const MECATOL = "mecatol-rex" as PlanetId;

function table() {
  const g = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(g);
  const [me, sol, letnev] = [g.seat.hacan!, g.seat.sol!, g.seat.letnev!];
  const h = homeOf(g, me);
  return Object.assign(g, { me, sol, letnev, h, a: inward(h) });
}

const asked = (g: ReturnType<typeof table>, seat: number) =>
  decisions(g.state).find((d) => d.kind === "useLaw" && d.seat === seat);
const laws = (g: ReturnType<typeof table>) => (g.state.laws ?? []).map((l) => l.card as string);
const use = (seat: number, card: PoliticalCardId, more: { target?: number; amount?: number } = {}) =>
  ({ type: "useLaw", seat, card, use: true, ...more }) as const;
const decline = (seat: number, card: PoliticalCardId) =>
  ({ type: "useLaw", seat, card, use: false }) as const;

describe("Minister of War", () => {
  function battle() {
    const g = table();
    law(g, "minister-of-war", String(g.me));
    place(g, g.sol, g.a, { destroyer: 1 });
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    return g;
  }

  it("as his Space Battle opens, a Strategy Allocation counter buys one hit that draws no return fire", () => {
    const g = battle();
    expect(asked(g, g.me)?.choices).toEqual(["use.minister-of-war", "decline.minister-of-war"]);
    // Another law, not in play, is not his to use.
    refuse(g, use(g.me, "minister-of-peace"), "ERR_LAW_USE");
    const counters = g.state.players[g.me]!.counters.strategy;
    play(g, use(g.me, "minister-of-war"));
    expect(g.state.players[g.me]!.counters.strategy).toBe(counters - 1);
    expect(space(g, g.a, g.sol)).toEqual({});
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    // The battle is over before its first round: no die was rolled; the law stays for his next battle.
    expect(g.events.some((e) => e.type === "combatRolled")).toBe(false);
    expect(laws(g)).toEqual(["minister-of-war"]);
    expectReplayMatches(g);
  });

  it("declined, the battle is fought as usual", () => {
    const g = battle();
    const counters = g.state.players[g.me]!.counters.strategy;
    play(g, decline(g.me, "minister-of-war"));
    passActionWindows(g);
    expect(asked(g, g.me)).toBeUndefined();
    expect(g.state.players[g.me]!.counters.strategy).toBe(counters);
    expect(g.events.some((e) => e.type === "combatRolled" && e.roll === "spaceBattle")).toBe(true);
    expectReplayMatches(g);
  });
});

describe("Minister of Peace", () => {
  it("a fleet moving into another player's fleet is stopped: it goes back with its cargo; the system stays activated", () => {
    const g = table();
    law(g, "minister-of-peace", String(g.letnev));
    place(g, g.sol, g.a, { destroyer: 1 });
    const planet = Object.keys(g.state.board[g.h]!.planets).find(
      (p) => onPlanet(g, g.h, p as PlanetId, g.me).groundForce,
    ) as PlanetId;
    const before = { space: space(g, g.h, g.me), ground: onPlanet(g, g.h, planet, g.me) };
    activateAndMove(g, g.me, g.a, [
      { from: g.h, units: { carrier: 1, cruiser: 1 }, pickUp: [{ planet, units: { groundForce: 2 } }] },
    ]);
    expect(asked(g, g.letnev)?.choices).toEqual(["use.minister-of-peace", "decline.minister-of-peace"]);
    // Only the holder is asked: the player who moved may not answer for him.
    refuse(g, use(g.me, "minister-of-peace"), "ERR_NOT_YOUR_TURN");
    play(g, use(g.letnev, "minister-of-peace"));
    expect(space(g, g.a, g.me)).toEqual({});
    expect(space(g, g.h, g.me)).toEqual(before.space);
    expect(onPlanet(g, g.h, planet, g.me)).toEqual(before.ground);
    expect(g.state.board[g.a]!.commandCounters).toContain(g.me);
    expect(laws(g)).toEqual([]);
    expect(g.state.stack.some((f) => f.kind === "spaceBattle")).toBe(false);
    expectReplayMatches(g);
  });

  it("not asked when the holder's own fleet is one of the two", () => {
    const g = table();
    law(g, "minister-of-peace", String(g.sol));
    place(g, g.sol, g.a, { destroyer: 1 });
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    expect(waitingOn(g)).not.toContain("useLaw");
  });
});

describe("Minister of Internal Security", () => {
  function mecatolHeld() {
    const g = table();
    owns(g, g.sol, MECATOL);
    place(g, g.sol, "000", { groundForce: 3 }, MECATOL);
    return g;
  }

  it("beside his turn he may discard it to destroy up to 4 Ground Forces on Mecatol Rex", () => {
    const g = mecatolHeld();
    law(g, "minister-of-internal-security", String(g.me));
    const offer = asked(g, g.me);
    expect(offer).toMatchObject({ optional: true, choices: [`use.minister-of-internal-security.${g.sol}`] });
    const card = "minister-of-internal-security";
    refuse(g, use(g.me, card, { target: g.sol, amount: 5 }), "ERR_INTERNAL_SECURITY");
    refuse(g, use(g.me, card, { target: g.letnev }), "ERR_INTERNAL_SECURITY");
    play(g, use(g.me, card, { target: g.sol, amount: 2 }));
    expect(onPlanet(g, "000", MECATOL, g.sol)).toEqual({ groundForce: 1 });
    expect(laws(g)).toEqual([]);
    // It is no action: his turn is still his to take.
    expect(waitingOn(g)).toContain("tacticalAction");
    expectReplayMatches(g);
  });

  it("asked as Mecatol Rex is invaded: the defenders destroyed, the invader takes it", () => {
    const g = mecatolHeld();
    law(g, "minister-of-internal-security", String(g.letnev));
    const near: PositionLabel = inward(g.a);
    place(g, g.me, near, { carrier: 1, groundForce: 2 });
    activateAndMove(g, g.me, "000", [{ from: near, units: { carrier: 1, groundForce: 2 } }]);
    play(g, { type: "landUnits", seat: g.me, landings: [{ planet: MECATOL, units: { groundForce: 2 } }] });
    passActionWindows(g);
    const choices = asked(g, g.letnev)?.choices ?? [];
    expect(choices).toContain(`use.minister-of-internal-security.${g.sol}`);
    expect(choices).toContain("decline.minister-of-internal-security");
    refuse(g, use(g.letnev, "minister-of-war"), "ERR_LAW_USE");
    play(g, use(g.letnev, "minister-of-internal-security", { target: g.sol }));
    passActionWindows(g);
    expect(onPlanet(g, "000", MECATOL, g.sol)).toEqual({});
    expect(g.state.players[g.me]!.planets[MECATOL]).toBeDefined();
    expectReplayMatches(g);
  });
});
