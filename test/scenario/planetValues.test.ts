/**
 * What a planet is worth now (rules/planetValues.ts): Yin planet reversal (race ability, used as an
 * action once per round) and Labor Force Politics (law: For swaps every planet's values; Against limits
 * each player to a single Space Dock's production this round). Darien, the Yin home planet, is printed
 * 2 resources and 4 influence.
 */
import { describe, expect, it } from "vitest";
import type { PlanetId } from "../../src/content/index.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { type Command, decisions } from "../../src/engine/index.ts";
import { planetValues } from "../../src/engine/rules/planetValues.ts";
import { agendaAutomated } from "../../src/engine/rules/politics/politicalEffects.ts";
import { votesOf } from "../../src/engine/rules/politics/voting.ts";
import { paymentValue } from "../../src/engine/rules/spending.ts";
import { usableDocks } from "../../src/engine/rules/tactical/docks.ts";
import { planProduction } from "../../src/engine/rules/tactical/production.ts";
import { usableActionAbilities } from "../../src/engine/rules/technology/abilityActions.ts";
import { CTX, expectReplayMatches, play, refuse } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  type Lab,
  lab,
  onPlanet,
  owns,
  place,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

type Use = Extract<Command, { type: "useActionAbility" }>;
const DARIEN = "darien" as PlanetId;
const TACTICAL = { mode: "tactical", docksMoved: 0 } as const;

function yinGame(): Lab & { me: number; h: string } {
  const g = lab(["yin", "hacan", "letnev"]);
  clearGalaxy(g);
  const me = g.seat.yin as number;
  return Object.assign(g, { me, h: homeOf(g, me) });
}

const reverse = (seat: number, planet?: string): Use => ({
  type: "useActionAbility",
  seat,
  ability: "yinPlanetReversal",
  ...(planet === undefined ? {} : { planet: planet as PlanetId }),
});

const dockCapacity = (g: Lab & { me: number; h: string }) =>
  usableDocks(g.state, g.me, g.h as never, TACTICAL).find((d) => d.id === DARIEN)?.capacity;

const resourcesOf = (g: Lab & { me: number }, planets: string[]) =>
  paymentValue(g.state, g.me, { planets }, "resources");

/** The bots play every other seat until `seat` is asked for its next action (or `stop` holds). */
function othersPlayUntil(g: Lab, seat: number, stop: () => boolean): void {
  for (let n = 0; n < 3000 && !stop(); n++) {
    const waiting = decisions(g.state);
    const command = [...new Set(waiting.map((d) => d.seat))]
      .map((s) => botCommand(g.state, s, CTX))
      .find((c) => c !== null);
    if (!command) throw new Error(`stuck on ${JSON.stringify(waiting)}`);
    play(g, command);
  }
  expect(stop()).toBe(true);
  void seat;
}

function law(g: Lab, outcome: "for" | "against"): void {
  if (outcome === "for") {
    given(g, { type: "agendaResolved", card: "labor-force-politics", outcome, passed: true, tally: {} });
    return;
  }
  given(g, {
    type: "cardEffectStarted",
    effect: {
      effect: "laborForcePolitics",
      seat: null,
      target: null,
      planets: [],
      system: null,
      choice: null,
      round: g.state.round,
      lastRound: g.state.round,
    },
  });
}

describe("Yin planet reversal: a ready planet's values swap until the round ends", () => {
  it("changes what Darien pays and its dock's capacity this round, and is undone next round", () => {
    const g = yinGame();
    expect(resourcesOf(g, [DARIEN])).toBe(2);
    expect(dockCapacity(g)).toBe(4);
    play(g, reverse(g.me, DARIEN));
    expect(planetValues(g.state, DARIEN)).toEqual({ resources: 4, influence: 2 });
    expect(resourcesOf(g, [DARIEN])).toBe(4);
    expect(paymentValue(g.state, g.me, { planets: [DARIEN] }, "influence")).toBe(2);
    // RR §14: a dock produces its planet's resources + 2.
    expect(dockCapacity(g)).toBe(6);
    // RR §7.4: the ability was the whole action; another player acts now.
    expect(decisions(g.state).some((d) => d.seat === g.me && d.kind === "useActionAbility")).toBe(false);
    othersPlayUntil(g, g.me, () => g.state.round === 2);
    expect(planetValues(g.state, DARIEN)).toEqual({ resources: 2, influence: 4 });
    expect(dockCapacity(g)).toBe(4);
    expectReplayMatches(g);
  });

  it("is used once per round, on a ready planet the Yin control, and only by the Yin", () => {
    const g = yinGame();
    refuse(g, reverse(g.me), "ERR_PLANET");
    refuse(g, reverse(g.me, "mecatol-rex"), "ERR_NOT_YOUR_PLANET");
    // Another ready planet keeps the ability on offer while Darien is exhausted.
    tiles(g, { [inward(g.h)]: "abyz-fria" });
    owns(g, g.me, "abyz" as PlanetId);
    given(g, { type: "planetsExhausted", seat: g.me, planets: [DARIEN], reason: "scenario" });
    refuse(g, reverse(g.me, DARIEN), "ERR_PLANET_EXHAUSTED");
    given(g, { type: "planetsRefreshed", seat: g.me, planets: [DARIEN] });
    // Only the Yin have the ability: nobody else is ever offered it.
    expect(usableActionAbilities(g.state, g.seat.hacan as number)).not.toContain("yinPlanetReversal");
    expect(usableActionAbilities(g.state, g.me)).toContain("yinPlanetReversal");
    play(g, reverse(g.me, DARIEN));
    othersPlayUntil(g, g.me, () => decisions(g.state).some((d) => d.seat === g.me && d.kind === "pass"));
    expect(g.state.round).toBe(1);
    // The Yin's next turn: the ability is no longer offered, and using it is refused.
    expect(decisions(g.state).map((d) => [d.seat, d.kind])).toContainEqual([g.me, "pass"]);
    expect(usableActionAbilities(g.state, g.me)).not.toContain("yinPlanetReversal");
    refuse(g, reverse(g.me, DARIEN), "ERR_NOT_NOW");
    expectReplayMatches(g);
  });
});

describe("Labor Force Politics", () => {
  it("For: every planet's resources and influence swap, for spending and for votes", () => {
    const g = yinGame();
    const votes = votesOf(g.state, g.me);
    expect(agendaAutomated("labor-force-politics")).toBe(true);
    const six: Command = {
      type: "produceUnits",
      seat: g.me,
      orders: [{ dock: DARIEN, units: { groundForce: 6 } }],
      planets: [DARIEN],
    };
    // Without the law, Darien's dock has room for 4 units (2 resources + 2) and Darien pays 2.
    const free = yinGame();
    activateAndMove(free, free.me, free.h as never, []);
    refuse(free, six, "ERR_PRODUCTION_CAPACITY");
    expect(paymentValue(free.state, free.me, { planets: [DARIEN] }, "resources")).toBe(2);
    law(g, "for");
    expect(planetValues(g.state, DARIEN)).toEqual({ resources: 4, influence: 2 });
    expect(resourcesOf(g, [DARIEN])).toBe(4);
    expect(votesOf(g.state, g.me)).toBe(votes - 2);
    // 6 Ground Forces (3 resources) at Darien's dock: Darien alone pays for them, and its dock holds them
    // (4 resources + 2).
    activateAndMove(g, g.me, g.h as never, []);
    expect(waitingOn(g)).toEqual(["produceUnits"]);
    play(g, six);
    expect(onPlanet(g, g.h, DARIEN, g.me).groundForce).toBeGreaterThanOrEqual(6);
    expect(g.state.players[g.me]?.planets[DARIEN]?.exhausted).toBe(true);
    expectReplayMatches(g);
  });

  it("For with a Yin reversal: the two swaps cancel out on the reversed planet", () => {
    const g = yinGame();
    law(g, "for");
    play(g, reverse(g.me, DARIEN));
    expect(planetValues(g.state, DARIEN)).toEqual({ resources: 2, influence: 4 });
  });

  it("Against: each player produces at a single Space Dock this round", () => {
    const g = yinGame();
    const a = inward(g.h) as never;
    tiles(g, { [a]: "abyz-fria" });
    owns(g, g.me, "abyz" as PlanetId);
    owns(g, g.me, "fria" as PlanetId);
    place(g, g.me, a, { spaceDock: 1 }, "abyz" as PlanetId);
    place(g, g.me, a, { spaceDock: 1 }, "fria" as PlanetId);
    given(g, { type: "tradeGoodsGained", seat: g.me, amount: 4, reason: "scenario" });
    law(g, "against");
    activateAndMove(g, g.me, a, []);
    expect(waitingOn(g)).toEqual(["produceUnits"]);
    const both: Command = {
      type: "produceUnits",
      seat: g.me,
      orders: [
        { dock: "abyz" as PlanetId, units: { groundForce: 2 } },
        { dock: "fria" as PlanetId, units: { groundForce: 2 } },
      ],
      tradeGoods: 2,
    };
    const message = refuse(g, both, "ERR_LAW_ONE_DOCK");
    expect(message).toContain("single Space Dock");
    play(g, { ...both, orders: [{ dock: "abyz" as PlanetId, units: { groundForce: 2 } }], tradeGoods: 1 });
    expect(onPlanet(g, a, "abyz" as PlanetId, g.me)).toEqual({ spaceDock: 1, groundForce: 2 });
    // Later this round, the dock at Darien may not produce: the Yin produced at Abyz.
    const later = planProduction(
      g.state,
      g.me,
      {
        position: g.h as never,
        orders: [{ dock: DARIEN, units: { groundForce: 2 } }],
        payment: { tradeGoods: 1 },
      },
      TACTICAL,
    );
    expect(later).toMatchObject({ code: "ERR_LAW_ONE_DOCK" });
    expect((later as { message: string }).message).toContain("Abyz");
    expectReplayMatches(g);
  });

  it("Against, for comparison: without the law both docks produce", () => {
    const g = yinGame();
    const a = inward(g.h) as never;
    tiles(g, { [a]: "abyz-fria" });
    owns(g, g.me, "abyz" as PlanetId);
    owns(g, g.me, "fria" as PlanetId);
    place(g, g.me, a, { spaceDock: 1 }, "abyz" as PlanetId);
    place(g, g.me, a, { spaceDock: 1 }, "fria" as PlanetId);
    given(g, { type: "tradeGoodsGained", seat: g.me, amount: 4, reason: "scenario" });
    activateAndMove(g, g.me, a, []);
    play(g, {
      type: "produceUnits",
      seat: g.me,
      orders: [
        { dock: "abyz" as PlanetId, units: { groundForce: 2 } },
        { dock: "fria" as PlanetId, units: { groundForce: 2 } },
      ],
      tradeGoods: 2,
    });
    expect(onPlanet(g, a, "fria" as PlanetId, g.me)).toEqual({ spaceDock: 1, groundForce: 2 });
  });
});
