/**
 * Distant Suns (RR §24.3) with New Distant Suns (SE Option 11) and Territorial Distant Suns (SE Option
 * 12): the counters dealt at set-up, revealed by a landing (and lost unrevealed to a card's claim), every
 * counter's effect, probing and razing, and the secret kept: no view and no map tells a face-down counter.
 * The Hacan fly a Carrier from home into Abyz / Fria next door; each scene deals the counter it needs with
 * engine events, so every replay check folds the whole game.
 */
import { describe, expect, it } from "vitest";
import {
  type DomainCounterId,
  domainCountersFor,
  getDomainCounter,
  getPlanet,
  getSystem,
  type OptionId,
  type PlanetId,
  type RaceId,
} from "../../src/content/index.ts";
import { playOut } from "../../src/engine/bot/policy.ts";
import { neighbourLabels, ringOfLabel } from "../../src/engine/galaxy/hex.ts";
import { createGame, replay, view } from "../../src/engine/index.ts";
import { votesOf } from "../../src/engine/rules/politics/voting.ts";
import { adjacencyOptions } from "../../src/engine/rules/tactical/paths.ts";
import { mapSvg } from "../../src/render/renderMap.ts";
import {
  expectReplayMatches,
  newScenario,
  passActionWindows,
  play,
  refuse,
  seatToAnswer,
} from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  type Lab,
  lab,
  onPlanet,
  place,
  scriptDice,
  space,
  tiles,
} from "../support/tactical.ts";

const OPTIONS = { options: ["distantSuns", "newDistantSuns"] as const };

interface Scene extends Lab {
  me: number;
  sol: number;
  h: string;
  a: string;
}

/** Abyz / Fria next to the Hacan home; `counters` face down on its planets. */
function scene(
  counters: Partial<Record<PlanetId, DomainCounterId>>,
  cargo: Record<string, number> = { groundForce: 2 },
): Scene {
  const g = lab(["hacan", "sol", "letnev"], { settings: { options: [...OPTIONS.options] } });
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const h = homeOf(g, me);
  const a = inward(h);
  tiles(g, { [a]: "abyz-fria" });
  place(g, me, h, { carrier: 1, ...cargo });
  given(
    g,
    { type: "domainCountersDealt", counters },
    { type: "domainCountersPlaced", planets: Object.keys(counters) as PlanetId[] },
  );
  return Object.assign(g, { me, sol: g.seat.sol as number, h, a });
}

function arrive(s: Scene, cargo: Record<string, number> = { groundForce: 2 }): void {
  activateAndMove(s, s.me, s.a, [{ from: s.h, units: { carrier: 1, ...cargo } }]);
  passActionWindows(s);
}

function land(s: Scene, planet: PlanetId, units: Record<string, number>) {
  const events = play(s, { type: "landUnits", seat: s.me, landings: [{ planet, units }] });
  return events;
}

/** The races picked in seat order, so the first round begins (and the counters are dealt). */
function draftRaces(g: ReturnType<typeof newScenario>, races: RaceId[]): void {
  while (g.state.phase === "setup") {
    const seat = seatToAnswer(g, "pickRace");
    play(g, { type: "pickRace", seat, race: races[seat] as RaceId });
  }
}

const holder = (s: Scene, planet: PlanetId) => s.state.players.find((p) => p.planets[planet])?.seat ?? null;
const answer = (s: Scene, seat: number, a: Record<string, unknown>) =>
  play(s, { type: "answerCardChoice", seat, ...a } as never);

describe("set-up (RR §24.3, SE Options 11 and 12)", () => {
  it("deals one counter face down on every planet outside Home Systems, Mecatol Rex and Trade Stations", () => {
    const g = newScenario(4, { options: ["distantSuns", "newDistantSuns"] });
    draftRaces(g, ["hacan", "sol", "letnev", "xxcha"]);
    const dealt = g.state.decks.domainCounters ?? {};
    const planets = Object.entries(g.state.board).flatMap(([, sys]) =>
      ["home", "mecatolRex"].includes(getSystem(sys.tile).kind)
        ? []
        : (Object.keys(sys.planets) as PlanetId[]).filter((p) => !getPlanet(p).tradeStation),
    );
    expect(Object.keys(dealt).sort()).toEqual([...planets].sort());
    expect([...(g.state.distantSuns?.faceDown ?? [])].sort()).toEqual([...planets].sort());
    expectReplayMatches(g);
  });

  it("Territorial: the planets of the outer ring and next to Home Systems hold low-risk counters", () => {
    const g = newScenario(
      3,
      { options: ["distantSuns", "newDistantSuns", "territorialDistantSuns"] },
      "territory",
    );
    draftRaces(g, ["hacan", "sol", "letnev"]);
    const homes = g.state.players.map((p) => p.home);
    const outer = Math.max(...Object.keys(g.state.galaxy).map(ringOfLabel));
    const near = Object.entries(g.state.board).flatMap(([pos, sys]) =>
      ringOfLabel(pos) === outer || neighbourLabels(pos).some((n) => homes.includes(n))
        ? Object.keys(sys.planets)
        : [],
    );
    const there = near
      .map((p) => g.state.decks.domainCounters?.[p as PlanetId])
      .filter((c) => c !== undefined);
    expect(there.length).toBeGreaterThan(0);
    expect(there.every((c) => getDomainCounter(c as string).lowRisk)).toBe(true);
    expectReplayMatches(g);
  });

  it("the mix: base faces alone, and with New Distant Suns the SE faces too (19 identified of the 22 printed)", () => {
    const base = domainCountersFor(["base", "se"], false);
    const all = domainCountersFor(["base", "se"], true);
    expect(base.reduce((n, c) => n + c.copies, 0)).toBe(47);
    expect(all.reduce((n, c) => n + c.copies, 0)).toBe(66);
  });
});

describe("reveal", () => {
  it("by the first landing: Peaceful Annexation, and the planet is taken", () => {
    const s = scene({ abyz: "peaceful-annexation" });
    arrive(s);
    const events = land(s, "abyz", { groundForce: 1 });
    expect(
      events.some((e) => e.type === "domainCounterRevealed" && e.counter === "peaceful-annexation"),
    ).toBe(true);
    expect(holder(s, "abyz")).toBe(s.me);
    expect(s.state.distantSuns?.faceDown).toEqual([]);
    expectReplayMatches(s);
  });

  it("a landing on a planet already held reveals nothing; a PDS alone is refused no landing but reveals nothing", () => {
    const s = scene({ abyz: "radiation" }, { groundForce: 1, pds: 1 });
    arrive(s, { groundForce: 1, pds: 1 });
    land(s, "abyz", { pds: 1 });
    expect(s.state.distantSuns?.faceDown).toEqual(["abyz"]);
  });

  it("by a card's claim (Voluntary Annexation): the counter leaves the game unrevealed and without effect", () => {
    const s = scene({ abyz: "radiation" });
    given(s, { type: "actionCardsDrawn", seat: s.me, cards: ["voluntary-annexation"] });
    const events = play(s, {
      type: "playActionCard",
      seat: s.me,
      card: "voluntary-annexation",
      planets: ["abyz"],
    });
    passActionWindows(s);
    const all = [...events, ...s.events.slice(-20)];
    expect(all.some((e) => e.type === "domainCounterDiscarded" && e.counter === null)).toBe(true);
    expect(onPlanet(s, s.a, "abyz", s.me)).toEqual({ groundForce: 3 });
    expect(s.state.distantSuns?.faceDown).toEqual([]);
    expectReplayMatches(s);
  });
});

describe("each counter's effect (SE p.20)", () => {
  it("Natural Wealth: the Trade Goods shown", () => {
    const s = scene({ abyz: "natural-wealth-4" });
    const before = s.state.players[s.me]!.tradeGoods;
    arrive(s);
    land(s, "abyz", { groundForce: 1 });
    expect(s.state.players[s.me]!.tradeGoods).toBe(before + 4);
    expectReplayMatches(s);
  });

  it("Technological Society: the player on the left picks a free advance; a tech without prerequisites is refused", () => {
    const s = scene({ abyz: "technological-society" });
    arrive(s);
    land(s, "abyz", { groundForce: 1 });
    const left = seatToAnswer(s, "answerCardChoice");
    expect(left).toBe((s.me + 1) % 3);
    refuse(s, { type: "answerCardChoice", seat: left, choice: "war-sun" } as never, "ERR_DOMAIN_ANSWER");
    const before = s.state.players[s.me]!.technologies.length;
    answer(s, left, { choice: "antimass-deflectors" });
    expect(s.state.players[s.me]!.technologies.length).toBe(before + 1);
    expectReplayMatches(s);
  });

  it("Industrial Society: the card ready, and a free Space Dock if wanted", () => {
    const s = scene({ abyz: "industrial-society" });
    arrive(s);
    land(s, "abyz", { groundForce: 1 });
    expect(s.state.players[s.me]!.planets.abyz?.exhausted).toBe(false);
    refuse(s, { type: "answerCardChoice", seat: s.me, choice: "twoDocks" } as never, "ERR_DOMAIN_ANSWER");
    answer(s, s.me, { choice: "spaceDock" });
    expect(onPlanet(s, s.a, "abyz", s.me).spaceDock).toBe(1);
    expectReplayMatches(s);
  });

  it("Biohazard: the first Ground Force dies; alone it fails and the counter stays, face up", () => {
    const s = scene({ abyz: "biohazard" });
    arrive(s);
    land(s, "abyz", { groundForce: 1 });
    expect(holder(s, "abyz")).toBeNull();
    expect(s.state.distantSuns?.faceUp).toEqual([{ planet: "abyz", counter: "biohazard" }]);
    expectReplayMatches(s);
  });

  it("Biohazard face up: a later landing of 2 loses one and takes the planet; the counter goes", () => {
    const s = scene({ abyz: "biohazard" }, { groundForce: 3 });
    given(s, {
      type: "domainCounterRevealed",
      seat: s.sol,
      planet: "abyz",
      counter: "biohazard",
      stays: true,
    });
    arrive(s, { groundForce: 3 });
    land(s, "abyz", { groundForce: 2 });
    expect(holder(s, "abyz")).toBe(s.me);
    expect(onPlanet(s, s.a, "abyz", s.me)).toEqual({ groundForce: 1 });
    expect(s.state.distantSuns?.faceUp).toEqual([]);
    expectReplayMatches(s);
  });

  it("Radiation: the whole landing dies and the planet stays neutral; the counter goes", () => {
    const s = scene({ abyz: "radiation" });
    arrive(s);
    land(s, "abyz", { groundForce: 2 });
    expect(holder(s, "abyz")).toBeNull();
    expect(onPlanet(s, s.a, "abyz", s.me)).toEqual({});
    expect(s.state.distantSuns?.faceUp).toEqual([]);
    expectReplayMatches(s);
  });

  it("Hostile Locals (1): beaten, the planet is taken and the counter goes", () => {
    const s = scene({ abyz: "hostile-locals-1" });
    arrive(s);
    scriptDice(s, [9, 2, 3]);
    land(s, "abyz", { groundForce: 2 });
    expect(holder(s, "abyz")).toBe(s.me);
    expect(s.state.distantSuns?.faceUp).toEqual([]);
    expectReplayMatches(s);
  });

  it("Hostile Locals (1): the locals hold, the planet stays neutral and the counter stays at full strength", () => {
    const s = scene({ abyz: "hostile-locals-1" }, { groundForce: 1 });
    arrive(s, { groundForce: 1 });
    scriptDice(s, [1, 10]);
    land(s, "abyz", { groundForce: 1 });
    expect(holder(s, "abyz")).toBeNull();
    expect(onPlanet(s, s.a, "abyz", s.me)).toEqual({});
    expect(s.state.distantSuns?.faceUp).toEqual([{ planet: "abyz", counter: "hostile-locals-1" }]);
    expectReplayMatches(s);
  });

  it("Fighter Ambush (1): a Space Battle against the local Fighter; won, the planet stays taken", () => {
    const s = scene({ abyz: "fighter-ambush-1" });
    arrive(s);
    scriptDice(s, [10, 1]);
    land(s, "abyz", { groundForce: 1 });
    expect(holder(s, "abyz")).toBe(s.me);
    expect(s.state.distantSuns?.faceUp).toEqual([]);
    expectReplayMatches(s);
  });

  it("Fighter Ambush (1): the Carrier is lost, so are the landing and the planet", () => {
    const s = scene({ abyz: "fighter-ambush-1" });
    arrive(s);
    scriptDice(s, [1, 9]);
    land(s, "abyz", { groundForce: 1 });
    expect(space(s, s.a, s.me)).toEqual({});
    expect(holder(s, "abyz")).toBeNull();
    expect(s.state.distantSuns?.faceUp).toEqual([{ planet: "abyz", counter: "fighter-ambush-1" }]);
    expectReplayMatches(s);
  });

  it("Lazax Survivors: taken, 3 more votes on every agenda", () => {
    const s = scene({ abyz: "lazax-survivors" });
    const before = votesOf(s.state, s.me);
    arrive(s);
    land(s, "abyz", { groundForce: 1 });
    expect(s.state.distantSuns?.lazax).toEqual([s.me]);
    expect(votesOf(s.state, s.me)).toBe(before + 3);
    expectReplayMatches(s);
  });

  it("Settlers: the landing goes back aboard; on 6+ two free Ground Forces of the lander hold the planet", () => {
    const s = scene({ abyz: "settlers" });
    arrive(s);
    scriptDice(s, [7]);
    land(s, "abyz", { groundForce: 2 });
    expect(onPlanet(s, s.a, "abyz", s.me)).toEqual({ groundForce: 2 });
    expect(space(s, s.a, s.me).groundForce).toBe(2);
    expect(holder(s, "abyz")).toBe(s.me);
    expectReplayMatches(s);
  });

  it("Settlers: on 1-5 a random opponent places two and takes the planet", () => {
    const s = scene({ abyz: "settlers" });
    arrive(s);
    scriptDice(s, [2]);
    land(s, "abyz", { groundForce: 2 });
    const taker = holder(s, "abyz");
    expect(taker).not.toBe(s.me);
    expect(taker).not.toBeNull();
    expect(onPlanet(s, s.a, "abyz", taker as number)).toEqual({ groundForce: 2 });
    expectReplayMatches(s);
  });

  it("Wormhole Discovery: the counter stays in the system, whose wormhole joins movement", () => {
    const s = scene({ abyz: "wormhole-discovery-alpha" });
    arrive(s);
    land(s, "abyz", { groundForce: 1 });
    expect(adjacencyOptions(s.state).extraWormholes?.[s.a]).toEqual(["alpha"]);
    expectReplayMatches(s);
  });

  it("Native Intelligence: a look at another face-down counter, in secret; a bare planet is refused", () => {
    const s = scene({ abyz: "native-intelligence", fria: "radiation" });
    arrive(s);
    land(s, "abyz", { groundForce: 1 });
    refuse(s, { type: "answerCardChoice", seat: s.me, planets: ["abyz"] } as never, "ERR_DOMAIN_ANSWER");
    answer(s, s.me, { planets: ["fria"] });
    expect(s.state.players[s.me]!.secret.domainCounters).toEqual({ fria: "radiation" });
    expect(JSON.stringify(view(s.state, s.sol))).not.toContain("radiation");
    expect(JSON.stringify(view(s.state, s.me))).toContain("radiation");
    expectReplayMatches(s);
  });

  it("Hidden Factory: free ships worth up to 2 resources; a Carrier is refused", () => {
    const s = scene({ abyz: "hidden-factory" });
    arrive(s);
    land(s, "abyz", { groundForce: 1 });
    refuse(s, { type: "answerCardChoice", seat: s.me, units: { carrier: 1 } } as never, "ERR_DOMAIN_ANSWER");
    answer(s, s.me, { units: { cruiser: 1 } });
    expect(space(s, s.a, s.me).cruiser).toBe(1);
    expectReplayMatches(s);
  });

  it("Hostage Situation: pay a Trade Good per Ground Force landing, or lose them", () => {
    const s = scene({ abyz: "hostage-situation", fria: "hostage-situation" });
    given(s, { type: "tradeGoodsGained", seat: s.me, amount: 5, reason: "scenario" });
    arrive(s);
    const tg = s.state.players[s.me]!.tradeGoods;
    play(s, {
      type: "landUnits",
      seat: s.me,
      landings: [
        { planet: "abyz", units: { groundForce: 1 } },
        { planet: "fria", units: { groundForce: 1 } },
      ],
    });
    refuse(s, { type: "answerCardChoice", seat: s.me, choice: "haggle" } as never, "ERR_DOMAIN_ANSWER");
    answer(s, s.me, { choice: "pay" });
    passActionWindows(s);
    answer(s, s.me, { choice: "lose" });
    const held = ["abyz", "fria"].filter((p) => holder(s, p as PlanetId) === s.me);
    expect(held.length).toBe(1);
    expect(s.state.players[s.me]!.tradeGoods).toBe(tg - 1);
    expectReplayMatches(s);
  });

  it("Automated Defense System: each 6+ costs a ship and a landing Ground Force; the planet held, a free PDS", () => {
    const s = scene({ abyz: "automated-defense-system" }, { groundForce: 2, fighter: 2 });
    arrive(s, { groundForce: 2, fighter: 2 });
    answer(s, s.me, { choice: "none" }); // no probe
    scriptDice(s, [6, 2]);
    land(s, "abyz", { groundForce: 2 });
    expect(onPlanet(s, s.a, "abyz", s.me).groundForce).toBe(1);
    refuse(s, { type: "answerCardChoice", seat: s.me, units: { carrier: 2 } } as never, "ERR_DOMAIN_ANSWER");
    answer(s, s.me, { units: { fighter: 1 } });
    answer(s, s.me, { choice: "pds" });
    expect(space(s, s.a, s.me).fighter).toBe(1);
    expect(onPlanet(s, s.a, "abyz", s.me).pds).toBe(1);
    expect(holder(s, "abyz")).toBe(s.me);
    expectReplayMatches(s);
  });
});

describe("probing and razing (RR §24.3)", () => {
  it("a Fighter probes: the faces seen in secret, and no landing there this activation", () => {
    const s = scene({ abyz: "radiation", fria: "lazax-survivors" }, { groundForce: 1, fighter: 1 });
    arrive(s, { groundForce: 1, fighter: 1 });
    refuse(s, { type: "answerCardChoice", seat: s.me, choice: "peek" } as never, "ERR_DOMAIN_ANSWER");
    const vp = s.state.players[s.me]!.vp;
    answer(s, s.me, { choice: "probe" });
    passActionWindows(s);
    expect(s.state.players[s.me]!.secret.domainCounters).toMatchObject({ abyz: "radiation" });
    // Lazax Survivors found by a probe: 1 VP and 3 Action Cards [recalled].
    expect(s.state.players[s.me]!.vp).toBe(vp + 1);
    refuse(
      s,
      { type: "landUnits", seat: s.me, landings: [{ planet: "abyz", units: { groundForce: 1 } }] },
      "ERR_PROBED_PLANET",
    );
    expectReplayMatches(s);
  });

  it("a Dreadnought razes a counter: boxed unresolved, a die rolled, and that ship may not bombard", () => {
    const s = scene({ abyz: "radiation" }, { groundForce: 1, dreadnought: 1 });
    arrive(s, { groundForce: 1, dreadnought: 1 });
    refuse(
      s,
      { type: "answerCardChoice", seat: s.me, planets: ["abyz", "fria"] } as never,
      "ERR_DOMAIN_ANSWER",
    );
    scriptDice(s, [3]);
    const events = answer(s, s.me, { planets: ["abyz"] });
    expect(events.some((e) => e.type === "domainCounterRazed")).toBe(true);
    expect(events.some((e) => e.type === "domainDiceRolled" && e.dice[0] === 3)).toBe(true);
    expect(s.state.bombardedThisActivation?.units).toEqual({ dreadnought: 1 });
    expect(s.state.distantSuns?.faceDown).toEqual([]);
    expectReplayMatches(s);
  });
});

describe("the secret kept", () => {
  it("no player's view, nor the public one, tells a face-down counter", () => {
    const s = scene({ abyz: "lazax-survivors", fria: "radiation" });
    for (const viewer of [null, 0, 1, 2]) {
      const seen = JSON.stringify(view(s.state, viewer));
      expect(seen).not.toContain("lazax-survivors");
      expect(seen).not.toContain("radiation");
    }
  });

  it("the map draws every face-down counter alike", () => {
    const a = scene({ abyz: "lazax-survivors", fria: "radiation" });
    const b = scene({ abyz: "peaceful-annexation", fria: "biohazard" });
    const drawn = (s: Scene) => mapSvg(view(s.state, null), { waiting: [] });
    expect(drawn(a).svg).toEqual(drawn(b).svg);
    expect(drawn(a).texts.filter((t) => t === "?").length).toBeGreaterThanOrEqual(2);
  });
});

describe("bot games with all three options on", () => {
  it.each([
    [3, "suns-3"],
    [6, "suns-6"],
    [8, "suns-8"],
  ])(
    "%i players: a winner, and the log replays to the same state",
    (players, seed) => {
      const ctx = { now: "2026-12-01T12:00:00.000Z" };
      const settings = { options: ["distantSuns", "newDistantSuns", "territorialDistantSuns"] as OptionId[] };
      const seats = Array.from({ length: players }, (_, i) => ({ userId: `bot-${i}`, name: `Bot ${i + 1}` }));
      const created = createGame({ seed, players: seats, settings }, ctx);
      if (!created.ok) throw new Error(created.error.message);
      const result = playOut(created.state, ctx, 40_000);
      expect(result.stuck).toBe(false);
      expect(result.state.winners.length).toBeGreaterThan(0);
      expect(result.events.some((e) => e.type === "domainCounterRevealed")).toBe(true);
      expect(replay([...created.events, ...result.events])).toEqual(result.state);
    },
    300_000,
  );
});
