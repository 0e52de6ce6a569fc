/**
 * Laws of war, movement and the board (rules/politics/politicalLaws.ts, lawRules.ts; RR §20): each card
 * voted at the Galactic Council For and Against, and each lasting effect checked by the rule it changes
 * (movement, production, landings, bombardment, combat rolls). Council games: Sol (0) takes Initiative and
 * Political and votes last, after the Hacan (1), Jol-Nar (2) and Letnev (3).
 */
import { describe, expect, it } from "vitest";
import { getPlanet, type PlanetId, type PoliticalCardId } from "../../src/content/index.ts";
import { type Command, decisions } from "../../src/engine/index.ts";
import { cardChoiceOptions } from "../../src/engine/rules/actionCards/choice.ts";
import { rollModifier } from "../../src/engine/rules/combat/modifiers.ts";
import { productionCost } from "../../src/engine/rules/tactical/docks.ts";
import type { UnitCounts } from "../../src/engine/state.ts";
import {
  choiceAsked,
  council,
  given,
  HACAN,
  JOLNAR,
  LETNEV,
  law,
  leftByHand,
  SOL,
  vote,
} from "../support/council.ts";
import { expectReplayMatches, passActionWindows, play, refuse, type Scenario } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  homeOf,
  inward,
  lab,
  onPlanet,
  owns,
  place,
  scriptDice,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

/** An Against outcome lasting this round, as the vote starts it. */
function againstThisRound(game: Scenario, effect: string): void {
  given(game, {
    type: "cardEffectStarted",
    effect: {
      effect,
      seat: null,
      target: null,
      planets: [],
      system: null,
      choice: null,
      round: game.state.round,
      lastRound: game.state.round,
    },
  });
}

/** Hacan act first with a clean board: home `h`, `a` next to it, `b` nearer Mecatol Rex, `far` across. */
function hacanLab() {
  const g = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const h = homeOf(g, me);
  const a = inward(h);
  const b = inward(a);
  const far = `2${String(((Number(a.slice(1)) + 5) % 12) + 1).padStart(2, "0")}`;
  return Object.assign(g, { me, h, a, b, far, sol: g.seat.sol as number, letnev: g.seat.letnev as number });
}

describe("every law here stays in play with nothing left by hand", () => {
  const cards: PoliticalCardId[] = [
    "closing-the-wormholes",
    "conventions-of-war",
    "humane-labor",
    "imperial-peace",
    "unconventional-weapons",
    "fighter-tax",
    "regulated-conscription",
    "planetary-conscription",
    "wormhole-reconstruction",
    "investigate-spatial-anomalies",
  ];
  it.each(cards)("%s: For passes the law; nothing is asked", (card) => {
    const game = council(card);
    vote(game, "for");
    expect(game.state.laws).toEqual([{ card, elected: null, round: 1 }]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("round-long Against outcomes", () => {
  it.each([
    ["humane-labor", "humaneLabor"],
    ["imperial-peace", "imperialPeace"],
    ["planetary-conscription", "planetaryConscription"],
    ["investigate-spatial-anomalies", "investigateSpatialAnomalies"],
  ] as [PoliticalCardId, string][])(
    "%s (Against) lasts this round, and the card is discarded",
    (card, effect) => {
      const game = council(card);
      vote(game, "against");
      expect(game.state.laws ?? []).toEqual([]);
      expect(game.state.decks.political.discard).toContain(card);
      expect(game.state.cardEffects).toEqual([expect.objectContaining({ effect, round: 1, lastRound: 1 })]);
      expect(leftByHand(game)).toBe(false);
      expectReplayMatches(game);
    },
  );

  it("Regulated and Wormhole Reconstruction (Against): discarded, nothing else happens", () => {
    for (const card of ["regulated-conscription", "wormhole-reconstruction"] as PoliticalCardId[]) {
      const game = council(card);
      vote(game, "against");
      expect(game.state.laws ?? []).toEqual([]);
      expect(leftByHand(game)).toBe(false);
      expect(game.state.stack.at(-1)?.kind).not.toBe("cardChoice");
    }
  });
});

describe("Closing the Wormholes", () => {
  function wormholeRun(laws: PoliticalCardId[]) {
    const g = hacanLab();
    tiles(g, { [g.a]: "empty-alpha-wormhole", [g.far]: "lodor" });
    for (const card of laws) law(g, card);
    play(g, { type: "tacticalAction", seat: g.me, position: g.far });
    passActionWindows(g);
    return g;
  }
  const move = (g: ReturnType<typeof hacanLab>) => ({
    type: "moveUnits" as const,
    seat: g.me,
    moves: [{ from: g.h, units: { cruiser: 1 }, path: [g.a] }],
  });

  it("For: no fleet moves through a wormhole", () => {
    const open = wormholeRun([]);
    play(open, move(open));
    expect(space(open, open.far, open.me)).toEqual({ cruiser: 1 });
    const closed = wormholeRun(["closing-the-wormholes"]);
    refuse(closed, move(closed), "ERR_NOT_ADJACENT");
    expectReplayMatches(closed);
  });

  it("Against: each fleet in a wormhole system discards a non-Fighter ship, its owner naming which", () => {
    let wormhole = "";
    const game = council("closing-the-wormholes", (g) => {
      wormhole = inward(homeOf(g, HACAN));
      given(g, { type: "galaxyTilesPlaced", tiles: { [wormhole]: "empty-alpha-wormhole" } });
      place(g, HACAN, wormhole, { cruiser: 1, fighter: 1 });
      place(g, LETNEV, wormhole, { dreadnought: 1, destroyer: 1 });
    });
    vote(game, "against");
    // The Hacan had one kind of ship: the Cruiser goes, and the Fighter left without support with it.
    expect(space(game, wormhole, HACAN)).toEqual({});
    expect(choiceAsked(game)).toEqual([LETNEV]);
    refuse(game, { type: "answerCardChoice", seat: LETNEV, choice: "carrier" }, "ERR_CHOICE");
    play(game, { type: "answerCardChoice", seat: LETNEV, choice: "destroyer" });
    expect(space(game, wormhole, LETNEV)).toEqual({ dreadnought: 1 });
    expect(leftByHand(game)).toBe(false);
    expect(game.state.laws ?? []).toEqual([]);
    expectReplayMatches(game);
  });
});

describe("Wormhole Reconstruction (For): every wormhole system is adjacent to every other", () => {
  function run(laws: PoliticalCardId[]) {
    const g = hacanLab();
    tiles(g, { [g.a]: "empty-alpha-wormhole", [g.far]: "quann" });
    for (const card of laws) law(g, card);
    play(g, { type: "tacticalAction", seat: g.me, position: g.far });
    passActionWindows(g);
    const command = {
      type: "moveUnits" as const,
      seat: g.me,
      moves: [{ from: g.h, units: { cruiser: 1 }, path: [g.a] }],
    };
    return Object.assign(g, { command });
  }

  it("an Alpha wormhole leads to a Beta one while the law is in play", () => {
    const before = run([]);
    refuse(before, before.command, "ERR_NOT_ADJACENT");
    const g = run(["wormhole-reconstruction"]);
    play(g, g.command);
    expect(space(g, g.far, g.me)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });

  it("Closing the Wormholes outweighs it: no fleet moves through any wormhole", () => {
    const g = run(["wormhole-reconstruction", "closing-the-wormholes"]);
    refuse(g, g.command, "ERR_NOT_ADJACENT");
  });
});

describe("Investigate Spatial Anomalies", () => {
  it("For: ships pass through an Ion Storm or a Nebula and leave a Nebula at full speed", () => {
    for (const tile of ["ion-storm", "nebula"] as const) {
      const g = hacanLab();
      tiles(g, { [g.a]: tile });
      const command = {
        type: "moveUnits" as const,
        seat: g.me,
        moves: [{ from: g.h, units: { cruiser: 1 } }],
      };
      place(g, g.me, g.h, { cruiser: 1 });
      play(g, { type: "tacticalAction", seat: g.me, position: g.b });
      passActionWindows(g);
      refuse(g, command, tile === "nebula" ? "ERR_NEBULA" : "ERR_ION_STORM");
      law(g, "investigate-spatial-anomalies");
      play(g, command);
      expect(space(g, g.b, g.me)).toEqual({ cruiser: 1 });
      expectReplayMatches(g);
    }
  });

  it("Against: this round no ship enters a red-bordered system, even one activated", () => {
    const g = hacanLab();
    tiles(g, { [g.a]: "nebula" });
    againstThisRound(g, "investigateSpatialAnomalies");
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    passActionWindows(g);
    refuse(
      g,
      { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { carrier: 1 } }] },
      "ERR_LAW_ANOMALY",
    );
    expectReplayMatches(g);
  });
});

describe("laws on production", () => {
  /** Sol hold Lodor (3 resources, dock capacity 5) with a Space Dock and produce there. */
  function lodorDock(laws: PoliticalCardId[], units: UnitCounts, effects: string[] = []) {
    const g = lab(["sol", "hacan", "letnev"]);
    clearGalaxy(g);
    const me = g.seat.sol as number;
    const a = inward(homeOf(g, me));
    tiles(g, { [a]: "lodor" });
    owns(g, me, "lodor" as PlanetId);
    place(g, me, a, { spaceDock: 1 }, "lodor" as PlanetId);
    for (const card of laws) law(g, card);
    for (const effect of effects) againstThisRound(g, effect);
    activateAndMove(g, me, a, []);
    const command: Extract<Command, { type: "produceUnits" }> = {
      type: "produceUnits",
      seat: me,
      orders: [{ dock: "lodor", units }],
      planets: ["lodor" as PlanetId],
    };
    return Object.assign(g, { me, a, command });
  }

  it("Humane Labor (For): a Space Dock produces at most 2 units", () => {
    const free = lodorDock([], { groundForce: 3 });
    play(free, free.command);
    const g = lodorDock(["humane-labor"], { groundForce: 3 });
    refuse(g, g.command, "ERR_PRODUCTION_CAPACITY");
    play(g, { ...g.command, orders: [{ dock: "lodor", units: { groundForce: 2 } }] });
    expect(onPlanet(g, g.a, "lodor" as PlanetId, g.me)).toEqual({ spaceDock: 1, groundForce: 2 });
    expectReplayMatches(g);
  });

  it("Humane Labor (Against): no Space Dock produces this round", () => {
    const free = lodorDock([], { groundForce: 1 });
    expect(waitingOn(free)).toEqual(["produceUnits"]);
    const g = lodorDock([], { groundForce: 1 }, ["humaneLabor"]);
    expect(waitingOn(g)).not.toContain("produceUnits");
    expectReplayMatches(g);
  });

  it("Regulated Conscription (For): each Ground Force costs a full resource", () => {
    const free = lodorDock([], { groundForce: 4 });
    play(free, free.command);
    const g = lodorDock(["regulated-conscription"], { groundForce: 4 });
    const message = refuse(g, g.command, "ERR_PAYMENT");
    expect(message).toContain("cost 4");
    expectReplayMatches(g);
  });

  it("Fighter Tax (For): each Fighter costs a full resource; Ground Forces stay 2 a resource", () => {
    const g = lodorDock([], {});
    expect(productionCost(g.state, g.me, { fighter: 3 }, 0, false)).toBe(2);
    law(g, "fighter-tax");
    expect(productionCost(g.state, g.me, { fighter: 3 }, 0, false)).toBe(3);
    expect(productionCost(g.state, g.me, { groundForce: 3 }, 0, false)).toBe(2);
  });
});

describe("Fighter Tax (Against): each player destroys 3 of his Fighters", () => {
  it("takes what is forced and asks a player whose Fighters are spread where they go", () => {
    let away = "";
    const game = council("fighter-tax", (g) => {
      away = inward(homeOf(g, LETNEV));
      // Starting Fighters: the Hacan 2, Jol-Nar 1, Sol and the Letnev none; the Letnev get 2 at home, 2 away.
      place(g, LETNEV, homeOf(g, LETNEV), { fighter: 2 });
      place(g, LETNEV, away, { carrier: 1, fighter: 2 });
    });
    const fighters = (seat: number) =>
      Object.keys(game.state.board).reduce((n, p) => n + (space(game, p, seat).fighter ?? 0), 0);
    const before = [SOL, HACAN, JOLNAR].map(fighters);
    const letnevHome = space(game, homeOf(game, LETNEV), LETNEV).fighter ?? 0;
    expect(letnevHome).toBeGreaterThan(0);
    vote(game, "against");
    expect([SOL, HACAN, JOLNAR].map(fighters)).toEqual(before.map((n) => Math.max(0, n - 3)));
    expect(choiceAsked(game)).toEqual([LETNEV]);
    refuse(game, { type: "answerCardChoice", seat: LETNEV, system: away, amount: 3 }, "ERR_CHOICE");
    play(game, { type: "answerCardChoice", seat: LETNEV, system: away, amount: 2 });
    // One more to go, all at home now: taken without asking.
    expect(space(game, away, LETNEV)).toEqual({ carrier: 1 });
    expect(space(game, homeOf(game, LETNEV), LETNEV).fighter ?? 0).toBe(letnevHome - 1);
    expect(choiceAsked(game)).toEqual([]);
    expectReplayMatches(game);
  });
});

describe("Unconventional Weapons", () => {
  it("For: Dreadnoughts and War Suns roll -2 in every combat roll, other ships as printed", () => {
    const g = hacanLab();
    const ctx = (kind: "spaceBattle" | "bombardment") => ({
      kind,
      shooter: g.me,
      target: g.sol,
      position: g.a,
      planet: null,
      round: 1,
      attacker: g.me,
      warFunding: false,
    });
    const mods = () =>
      (["dreadnought", "warSun", "cruiser"] as const).flatMap((unit) => [
        rollModifier(g.state, ctx("spaceBattle"), unit),
        rollModifier(g.state, ctx("bombardment"), unit),
      ]);
    const before = mods();
    law(g, "unconventional-weapons");
    expect(mods()).toEqual(before.map((m, i) => m - (i < 4 ? 2 : 0)));
  });

  it("Against: a planet exhausted for each Dreadnought and War Sun a player has on the board", () => {
    const game = council("unconventional-weapons", (g) => {
      // The Letnev and Jol-Nar start with a Dreadnought; Jol-Nar get a War Sun too. Each holds 2 planets.
      place(g, JOLNAR, homeOf(g, JOLNAR), { warSun: 1 });
    });
    const ready = (seat: number) =>
      Object.entries(game.state.players[seat]!.planets)
        .filter(([, c]) => !c?.exhausted)
        .map(([p]) => p as PlanetId);
    const hacanPlanets = ready(HACAN);
    const letnevPlanets = ready(LETNEV);
    expect(ready(JOLNAR)).toHaveLength(2);
    expect(letnevPlanets).toHaveLength(2);
    vote(game, "against");
    // Jol-Nar owe 2 and hold 2: both exhausted at once. The Letnev owe 1 of 2 and choose.
    expect(ready(JOLNAR)).toEqual([]);
    expect(ready(HACAN)).toEqual(hacanPlanets);
    expect(choiceAsked(game)).toEqual([LETNEV]);
    refuse(game, { type: "answerCardChoice", seat: LETNEV, planets: letnevPlanets }, "ERR_CHOICE");
    refuse(game, { type: "answerCardChoice", seat: LETNEV, planets: [hacanPlanets[0]!] }, "ERR_CHOICE");
    play(game, { type: "answerCardChoice", seat: LETNEV, planets: [letnevPlanets[0]!] });
    expect(ready(LETNEV)).toEqual(letnevPlanets.slice(1));
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("landings under Imperial Peace and Planetary Conscription", () => {
  /** Hacan fly a Carrier with 2 Ground Forces next door, to Abyz / Fria, or Mecatol Rex placed there. */
  function arrive(tile: "abyz-fria" | "mecatol-rex", laws: PoliticalCardId[], effects: string[] = []) {
    const g = hacanLab();
    tiles(g, { "000": "empty", [g.a]: tile });
    place(g, g.me, g.h, { groundForce: 2 });
    for (const card of laws) law(g, card);
    for (const effect of effects) againstThisRound(g, effect);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, groundForce: 2 } }]);
    expect(waitingOn(g)).toEqual(["landUnits"]);
    return g;
  }
  const land = (seat: number, planet: string) => ({
    type: "landUnits" as const,
    seat,
    landings: [{ planet: planet as PlanetId, units: { groundForce: 1 } }],
  });

  it("Imperial Peace (For): nobody invades Mecatol Rex; other planets as usual", () => {
    const g = arrive("mecatol-rex", ["imperial-peace"]);
    refuse(g, land(g.me, "mecatol-rex"), "ERR_LAW_IMPERIAL_PEACE");
    const other = arrive("abyz-fria", ["imperial-peace"]);
    play(other, land(other.me, "abyz"));
    expect(other.state.players[other.me]?.planets.abyz).toBeDefined();
    expectReplayMatches(g);
  });

  it("Imperial Peace (Against): this round Mecatol Rex is the only planet invaded", () => {
    const g = arrive("abyz-fria", [], ["imperialPeace"]);
    refuse(g, land(g.me, "abyz"), "ERR_LAW_IMPERIAL_PEACE");
    const rex = arrive("mecatol-rex", [], ["imperialPeace"]);
    play(rex, land(rex.me, "mecatol-rex"));
    expect(rex.state.players[rex.me]?.planets["mecatol-rex"]).toBeDefined();
    expectReplayMatches(rex);
  });

  it("Planetary Conscription (For): a neutral planet taken gets a free Ground Force", () => {
    const g = arrive("abyz-fria", ["planetary-conscription"]);
    play(g, land(g.me, "abyz"));
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 2 });
    expectReplayMatches(g);
  });

  it("Planetary Conscription (Against): no landing on a neutral planet this round", () => {
    const g = arrive("abyz-fria", [], ["planetaryConscription"]);
    refuse(g, land(g.me, "abyz"), "ERR_LAW_CONSCRIPTION");
    expectReplayMatches(g);
  });
});

describe("Conventions of War", () => {
  /** Sol hold Abyz (with or without a Space Dock) next to the Hacan, who invade with a Dreadnought. */
  function invade(dock: boolean, laws: PoliticalCardId[]) {
    const g = hacanLab();
    tiles(g, { [g.a]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    place(g, g.sol, g.a, { groundForce: 2, ...(dock ? { spaceDock: 1 } : {}) }, "abyz");
    place(g, g.me, g.h, { dreadnought: 1, groundForce: 3 });
    for (const card of laws) law(g, card);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, dreadnought: 1, groundForce: 3 } }]);
    play(g, { type: "landUnits", seat: g.me, landings: [{ planet: "abyz", units: { groundForce: 3 } }] });
    const bombarded = g.events.filter((e) => e.type === "combatRolled" && e.roll === "bombardment").length;
    return Object.assign(g, { bombarded });
  }

  it("For: Dreadnoughts and War Suns do not bombard a planet with a Space Dock", () => {
    expect(invade(true, []).bombarded).toBe(1);
    expect(invade(false, ["conventions-of-war"]).bombarded).toBe(1);
    const g = invade(true, ["conventions-of-war"]);
    expect(g.bombarded).toBe(0);
    expectReplayMatches(g);
  });

  it("Against: each Against voter returns a Space Dock outside his Home System", () => {
    let abroad = "";
    let second = "";
    const game = council("conventions-of-war", (g) => {
      abroad = inward(homeOf(g, HACAN));
      second = inward(homeOf(g, JOLNAR));
      given(g, { type: "galaxyTilesPlaced", tiles: { [abroad]: "abyz-fria", [second]: "lodor" } });
      place(g, HACAN, abroad, { spaceDock: 1 }, "abyz");
      place(g, JOLNAR, second, { spaceDock: 1 }, "lodor" as PlanetId);
      place(g, JOLNAR, abroad, { spaceDock: 1 }, "fria");
    });
    // Everyone votes against: the Hacan return their only dock abroad, Jol-Nar choose one of two,
    // Sol and the Letnev have none abroad.
    vote(game, "against");
    expect(choiceAsked(game)).toEqual([JOLNAR]);
    expect(onPlanet(game, abroad, "abyz", HACAN)).toEqual({});
    refuse(game, { type: "answerCardChoice", seat: JOLNAR, planets: ["abyz"] }, "ERR_CHOICE");
    play(game, { type: "answerCardChoice", seat: JOLNAR, planets: ["lodor" as PlanetId] });
    expect(onPlanet(game, second, "lodor" as PlanetId, JOLNAR)).toEqual({});
    expect(onPlanet(game, abroad, "fria", JOLNAR)).toEqual({ spaceDock: 1 });
    expectReplayMatches(game);
  });

  it("Against: only those who voted against return a dock", () => {
    let abroad = "";
    const game = council("conventions-of-war", (g) => {
      abroad = inward(homeOf(g, HACAN));
      given(g, { type: "galaxyTilesPlaced", tiles: { [abroad]: "abyz-fria" } });
      place(g, HACAN, abroad, { spaceDock: 1 }, "abyz");
      place(g, JOLNAR, abroad, { spaceDock: 1 }, "fria");
    });
    vote(game, "for", [SOL, JOLNAR, LETNEV]);
    expect(game.state.decks.political.discard).toContain("conventions-of-war");
    expect(onPlanet(game, abroad, "abyz", HACAN)).toEqual({ spaceDock: 1 });
    expect(onPlanet(game, abroad, "fria", JOLNAR)).toEqual({});
    expectReplayMatches(game);
  });
});

describe("Minister of Exploration (Elect a player)", () => {
  it("the elected player gains 1 Trade Good each time another player lands on a neutral planet", () => {
    const game = council("minister-of-exploration");
    vote(game, String(JOLNAR));
    expect(game.state.laws).toEqual([{ card: "minister-of-exploration", elected: String(JOLNAR), round: 1 }]);
    expect(leftByHand(game)).toBe(false);

    const landOn = (minister: "sol" | "hacan") => {
      const g = hacanLab();
      tiles(g, { [g.a]: "abyz-fria" });
      place(g, g.me, g.h, { groundForce: 2 });
      law(g, "minister-of-exploration", String(g.seat[minister]));
      activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, groundForce: 2 } }]);
      const before = g.state.players.map((p) => p.tradeGoods);
      play(g, {
        type: "landUnits",
        seat: g.me,
        landings: [
          { planet: "abyz", units: { groundForce: 1 } },
          { planet: "fria", units: { groundForce: 1 } },
        ],
      });
      return { g, gained: g.state.players.map((p, i) => p.tradeGoods - (before[i] ?? 0)) };
    };
    const other = landOn("sol");
    expect(other.gained[other.g.sol]).toBe(2);
    expect(other.gained[other.g.me]).toBe(0);
    expectReplayMatches(other.g);
    const own = landOn("hacan");
    expect(own.gained.every((n) => n === 0)).toBe(true);
  });
});

describe("Non-Aggression Pact", () => {
  function pactLab() {
    const g = hacanLab();
    law(g, "non-aggression-pact");
    given(g, { type: "victoryPointsGained", seat: g.me, amount: 2, reason: "scenario" });
    place(g, g.letnev, g.a, { destroyer: 1 });
    return g;
  }

  it("For: the first player to activate a system holding enemy ships loses 1 VP; then the law is discarded", () => {
    const calm = hacanLab();
    law(calm, "non-aggression-pact");
    play(calm, { type: "tacticalAction", seat: calm.me, position: calm.a });
    expect(calm.state.laws).toHaveLength(1);

    const g = pactLab();
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    expect(g.state.players[g.me]?.vp).toBe(1);
    expect(g.state.laws ?? []).toEqual([]);
    expect(g.state.decks.political.discard).toContain("non-aggression-pact");
    expectReplayMatches(g);
  });

  it("Against: the top Public Objective is revealed", () => {
    const game = council("non-aggression-pact");
    const top = game.state.decks.objectives[0];
    vote(game, "against");
    expect(game.events).toContainEqual({ type: "objectiveRevealed", objective: top });
    expect(game.state.decks.objectives[0]).not.toBe(top);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("The Crown of Emphidia (Elect a player)", () => {
  it("the elected player gains 1 VP", () => {
    const game = council("the-crown-of-emphidia");
    vote(game, String(LETNEV));
    expect(game.state.players[LETNEV]?.vp).toBe(1);
    expect(game.state.laws).toEqual([{ card: "the-crown-of-emphidia", elected: String(LETNEV), round: 1 }]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  it("whoever wins an Invasion Combat against the holder takes the card and 1 VP from him", () => {
    const g = hacanLab();
    tiles(g, { [g.a]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    place(g, g.sol, g.a, { pds: 1 }, "abyz");
    law(g, "the-crown-of-emphidia", String(g.sol));
    given(g, { type: "victoryPointsGained", seat: g.sol, amount: 1, reason: "The Crown of Emphidia" });
    place(g, g.me, g.h, { groundForce: 3 });
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, groundForce: 3 } }]);
    if (waitingOn(g).includes("firePds")) play(g, { type: "firePds", seat: g.sol, fire: false });
    play(g, { type: "landUnits", seat: g.me, landings: [{ planet: "abyz", units: { groundForce: 3 } }] });
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    expect(g.state.laws).toEqual([{ card: "the-crown-of-emphidia", elected: String(g.me), round: 1 }]);
    expect(g.state.players[g.me]?.vp).toBe(1);
    expect(g.state.players[g.sol]?.vp).toBe(0);
    expectReplayMatches(g);
  });
});

describe("Enemy of the Throne (Elect a player)", () => {
  function battle(elected: "letnev" | "sol") {
    const g = hacanLab();
    law(g, "enemy-of-the-throne", String(g.seat[elected]));
    place(g, g.letnev, g.a, { destroyer: 1 });
    // The Hacan Cruiser hits (10), the Letnev Destroyer misses (1).
    scriptDice(g, [10, 1]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    return g;
  }

  it("the first to defeat him in a Space Battle collects 2 Trade Goods, a command counter and an Action Card", () => {
    const law = council("enemy-of-the-throne");
    vote(law, String(LETNEV));
    expect(law.state.laws).toEqual([{ card: "enemy-of-the-throne", elected: String(LETNEV), round: 1 }]);
    expect(leftByHand(law)).toBe(false);

    const g = battle("letnev");
    expect(space(g, g.a, g.letnev)).toEqual({});
    const hacan = g.state.players[g.me]!;
    expect(hacan.tradeGoods).toBe(2);
    expect(hacan.secret.actionCards).toHaveLength(1);
    expect(g.events).toContainEqual({
      type: "commandCountersGained",
      seat: g.me,
      counters: { command: 1 },
      reason: "Enemy of the Throne",
    });
    expect(g.state.laws ?? []).toEqual([]);
    expectReplayMatches(g);
  });

  it("defeating someone else collects nothing, and the law stays", () => {
    const g = battle("sol");
    expect(space(g, g.a, g.letnev)).toEqual({});
    expect(g.state.players[g.me]?.tradeGoods).toBe(0);
    expect(g.state.laws).toHaveLength(1);
  });
});

describe("Planetary Security", () => {
  it("For: every planet outside a Home System without a Ground Force goes neutral at once", () => {
    let away = "";
    const game = council("planetary-security", (g) => {
      away = inward(homeOf(g, HACAN));
      given(g, { type: "galaxyTilesPlaced", tiles: { [away]: "abyz-fria" } });
      owns(g, HACAN, "abyz");
      owns(g, HACAN, "fria");
      place(g, HACAN, away, { pds: 1 }, "abyz");
      place(g, HACAN, away, { groundForce: 1 }, "fria");
    });
    const homePlanets = Object.keys(game.state.players[SOL]!.planets);
    vote(game, "for");
    const hacan = game.state.players[HACAN]!.planets;
    expect(hacan.abyz).toBeUndefined();
    expect(hacan.fria).toBeDefined();
    expect(onPlanet(game, away, "abyz", HACAN)).toEqual({});
    expect(Object.keys(game.state.players[SOL]!.planets)).toEqual(homePlanets);
    expect(game.state.laws).toHaveLength(1);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  it("Against: discarded, nothing else happens", () => {
    const game = council("planetary-security");
    vote(game, "against");
    expect(game.state.laws ?? []).toEqual([]);
    expect(leftByHand(game)).toBe(false);
  });
});

/** Ends the Action Phase at once: every Strategy Card played, everyone else passed, the last one passes. */
function toStatusPhase(g: Scenario): void {
  for (const p of g.state.players) {
    for (const held of p.strategyCards.filter((c) => !c.played))
      given(g, { type: "strategyCardPlayed", seat: p.seat, card: held.card });
  }
  const active = decisions(g.state).find((d) => d.kind === "pass")?.seat as number;
  for (const p of g.state.players) if (p.seat !== active) given(g, { type: "playerPassed", seat: p.seat });
  play(g, { type: "pass", seat: active });
  expect(g.state.phase).toBe("status");
}

/** Answers every card choice asked with its first legal option. */
function answerAll(game: Scenario): number[] {
  const answered: number[] = [];
  for (let seat = choiceAsked(game)[0]; seat !== undefined; seat = choiceAsked(game)[0]) {
    play(game, cardChoiceOptions(game.state, seat)[0] as Command);
    answered.push(seat);
  }
  return answered;
}

describe("War Funding", () => {
  function fleetLab(laws: PoliticalCardId[]) {
    const g = hacanLab();
    place(g, g.me, g.h, { cruiser: 3 });
    for (const card of laws) law(g, card);
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    passActionWindows(g);
    const command = {
      type: "moveUnits" as const,
      seat: g.me,
      moves: [{ from: g.h, units: { cruiser: 4 } }],
    };
    return Object.assign(g, { command });
  }

  it("For: Fleet Supply is ignored in the Action Phase; the surplus goes as the Status Phase starts", () => {
    const before = fleetLab([]);
    refuse(before, before.command, "ERR_FLEET_SUPPLY");
    const g = fleetLab(["war-funding"]);
    expect(g.state.players[g.me]?.counters.fleet).toBe(3);
    play(g, g.command);
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 4 });
    toStatusPhase(g);
    expect(choiceAsked(g)).toEqual([g.me]);
    expect(waitingOn(g)[0]).toBe("answerCardChoice");
    refuse(g, { type: "answerCardChoice", seat: g.me, units: { cruiser: 2 } }, "ERR_CHOICE");
    refuse(g, { type: "answerCardChoice", seat: g.me, units: { carrier: 1 } }, "ERR_CHOICE");
    play(g, { type: "answerCardChoice", seat: g.me, units: { cruiser: 1 } });
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 3 });
    expect(choiceAsked(g)).toEqual([]);
    expectReplayMatches(g);
  });

  it("Against: every player returns a Fleet Supply counter and removes the ships over it", () => {
    const game = council("war-funding");
    const fleets = game.state.players.map((p) => p.counters.fleet);
    vote(game, "against");
    expect(game.state.players.map((p) => p.counters.fleet)).toEqual(fleets.map((n) => n - 1));
    // Three ships at home each, Fleet Supply now 2 (the Letnev 3 with their racial bonus).
    const ships = (seat: number) => {
      const units = space(game, homeOf(game, seat), seat);
      return (units.carrier ?? 0) + (units.cruiser ?? 0) + (units.destroyer ?? 0) + (units.dreadnought ?? 0);
    };
    const before = [SOL, HACAN, JOLNAR, LETNEV].map(ships);
    expect(answerAll(game).sort()).toEqual([SOL, HACAN, JOLNAR].sort());
    expect([SOL, HACAN, JOLNAR, LETNEV].map(ships)).toEqual(before.map((n, i) => (i < 3 ? n - 1 : n)));
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Fleet Restrictions", () => {
  it("For: at most 2 ships of one type of a player share a system", () => {
    const g = hacanLab();
    place(g, g.me, g.h, { cruiser: 3 });
    law(g, "fleet-restrictions");
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    passActionWindows(g);
    const move = (n: number) => ({
      type: "moveUnits" as const,
      seat: g.me,
      moves: [{ from: g.h, units: { cruiser: n } }],
    });
    refuse(g, move(3), "ERR_LAW_FLEET_RESTRICTIONS");
    play(g, move(2));
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 2 });
    expectReplayMatches(g);
  });

  it("Against: per system over the limit, 1 Trade Good or the excess destroyed", () => {
    let away = "";
    const game = council("fleet-restrictions", (g) => {
      away = inward(homeOf(g, HACAN));
      place(g, HACAN, away, { cruiser: 3 });
      place(g, JOLNAR, homeOf(g, JOLNAR), { fighter: 3 });
      given(g, { type: "tradeGoodsGained", seat: JOLNAR, amount: 2, reason: "scenario" });
    });
    const hacanGoods = game.state.players[HACAN]!.tradeGoods;
    expect(hacanGoods).toBe(0);
    const jolnarFighters = space(game, homeOf(game, JOLNAR), JOLNAR).fighter;
    vote(game, "against");
    // The Hacan have no Trade Good: their third Cruiser goes. Jol-Nar choose.
    expect(space(game, away, HACAN)).toEqual({ cruiser: 2 });
    expect(choiceAsked(game)).toEqual([JOLNAR]);
    refuse(game, { type: "answerCardChoice", seat: JOLNAR, choice: "keep" }, "ERR_CHOICE");
    play(game, { type: "answerCardChoice", seat: JOLNAR, choice: "pay" });
    expect(game.state.players[JOLNAR]?.tradeGoods).toBe(1);
    expect(space(game, homeOf(game, JOLNAR), JOLNAR).fighter).toBe(jolnarFighters);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Redefining War Crimes", () => {
  /** Sol hold Abyz with a PDS next to the Hacan, with whom they trade; the Hacan fly a Cruiser in. */
  function pdsLab(laws: PoliticalCardId[], effects: string[] = []) {
    const g = hacanLab();
    tiles(g, { [g.a]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    place(g, g.sol, g.a, { pds: 1 }, "abyz");
    given(g, { type: "tradeAgreementFormed", seats: [g.me, g.sol], values: [1, 1] });
    for (const card of laws) law(g, card);
    for (const effect of effects) againstThisRound(g, effect);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    return g;
  }
  const agreements = (g: Scenario) => g.state.tradeAgreements ?? [];

  it("For: a player whose PDS fire on another player's fleet loses his trade agreement with him", () => {
    const free = pdsLab([]);
    play(free, { type: "firePds", seat: free.sol, fire: true });
    expect(agreements(free)).toHaveLength(1);
    const g = pdsLab(["redefining-war-crimes"]);
    expect(agreements(g)).toHaveLength(1);
    play(g, { type: "firePds", seat: g.sol, fire: true });
    expect(agreements(g)).toEqual([]);
    expectReplayMatches(g);
  });

  it("Against: this round PDS fire only in defence against invasions", () => {
    const free = pdsLab([]);
    expect(waitingOn(free)).toContain("firePds");
    const g = pdsLab([], ["redefiningWarCrimes"]);
    expect(waitingOn(g)).not.toContain("firePds");
    refuse(g, { type: "firePds", seat: g.sol, fire: true }, "ERR_NOT_YOUR_TURN");
    expectReplayMatches(g);
  });
});

describe("Traffic Tariffs", () => {
  /** Sol hold Abyz next to the Hacan; the Hacan activate its system under the law. */
  function tariffLab(goods: number, exhaustHome = false) {
    const g = hacanLab();
    tiles(g, { [g.a]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    law(g, "traffic-tariffs");
    if (goods > 0) given(g, { type: "tradeGoodsGained", seat: g.me, amount: goods, reason: "scenario" });
    const home = Object.keys(g.state.players[g.me]!.planets) as PlanetId[];
    if (exhaustHome) given(g, { type: "planetsExhausted", seat: g.me, planets: home, reason: "scenario" });
    return Object.assign(g, { home });
  }

  it("For: activating a system holding another player's planet costs a Trade Good or a readied planet", () => {
    const g = tariffLab(2);
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    expect(choiceAsked(g)).toEqual([g.me]);
    refuse(g, { type: "answerCardChoice", seat: g.me, planets: ["abyz"] }, "ERR_CHOICE");
    play(g, { type: "answerCardChoice", seat: g.me, choice: "trade-good" });
    expect(g.state.players[g.me]?.tradeGoods).toBe(1);
    passActionWindows(g);
    expect(waitingOn(g)).toEqual(["moveUnits"]);
    expectReplayMatches(g);
  });

  it("with no Trade Good a planet is exhausted at once; with nothing to pay the activation is refused", () => {
    const g = tariffLab(0);
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    expect(choiceAsked(g)).toEqual([g.me]);
    play(g, { type: "answerCardChoice", seat: g.me, planets: [g.home[0]!] });
    expect(g.state.players[g.me]?.planets[g.home[0]!]?.exhausted).toBe(true);
    const broke = tariffLab(0, true);
    refuse(broke, { type: "tacticalAction", seat: broke.me, position: broke.a }, "ERR_LAW_TRAFFIC_TARIFFS");
    const free = tariffLab(0, true);
    play(free, { type: "tacticalAction", seat: free.me, position: free.b });
    expect(choiceAsked(free)).toEqual([]);
    expectReplayMatches(g);
  });

  it("Against: each player discards a counter from his Command Pool or Strategy Allocation", () => {
    const game = council("traffic-tariffs");
    const before = game.state.players.map((p) => p.counters.command + p.counters.strategy);
    vote(game, "against");
    expect(choiceAsked(game).length).toBeGreaterThan(0);
    refuse(game, { type: "answerCardChoice", seat: choiceAsked(game)[0]!, choice: "fleet" }, "ERR_CHOICE");
    answerAll(game);
    expect(game.state.players.map((p) => p.counters.command + p.counters.strategy)).toEqual(
      before.map((n) => n - 1),
    );
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Neutrality Pact", () => {
  function pactLab(goods: number) {
    const g = hacanLab();
    place(g, g.letnev, g.a, { fighter: 1 });
    law(g, "neutrality-pact");
    if (goods > 0) given(g, { type: "tradeGoodsGained", seat: g.me, amount: goods, reason: "scenario" });
    return g;
  }

  it("For: activating a planetless system holding enemy units costs 3 influence", () => {
    const g = pactLab(2);
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    expect(choiceAsked(g)).toEqual([g.me]);
    refuse(g, { type: "answerCardChoice", seat: g.me, amount: 2 }, "ERR_CHOICE");
    const planet = (Object.keys(g.state.players[g.me]!.planets) as PlanetId[]).sort(
      (x, y) => getPlanet(y).influence - getPlanet(x).influence,
    )[0] as PlanetId;
    expect(getPlanet(planet).influence).toBeGreaterThan(0);
    play(g, { type: "answerCardChoice", seat: g.me, planets: [planet], amount: 2 });
    expect(g.state.players[g.me]?.tradeGoods).toBe(0);
    expect(g.state.players[g.me]?.planets[planet]?.exhausted).toBe(true);
    // An empty system, or one holding only the player's own units, costs nothing.
    const free = pactLab(0);
    play(free, { type: "tacticalAction", seat: free.me, position: free.b });
    expect(choiceAsked(free)).toEqual([]);
    expectReplayMatches(g);
  });

  it("a player who cannot pay 3 influence may not activate it", () => {
    const g = pactLab(0);
    const home = Object.keys(g.state.players[g.me]!.planets) as PlanetId[];
    given(g, { type: "planetsExhausted", seat: g.me, planets: home, reason: "scenario" });
    refuse(g, { type: "tacticalAction", seat: g.me, position: g.a }, "ERR_LAW_NEUTRALITY_PACT");
  });

  it("Against: each player puts a counter from reinforcements in one of his unactivated Space Dock systems", () => {
    let second = "";
    const game = council("neutrality-pact", (g) => {
      second = inward(homeOf(g, JOLNAR));
      given(g, { type: "galaxyTilesPlaced", tiles: { [second]: "lodor" } });
      place(g, JOLNAR, second, { spaceDock: 1 }, "lodor" as PlanetId);
    });
    vote(game, "against");
    // One dock system each, placed at once; Jol-Nar have two and choose.
    for (const seat of [SOL, HACAN, LETNEV])
      expect(game.state.board[homeOf(game, seat)]?.commandCounters).toContain(seat);
    expect(choiceAsked(game)).toEqual([JOLNAR]);
    refuse(game, { type: "answerCardChoice", seat: JOLNAR, system: homeOf(game, SOL) }, "ERR_CHOICE");
    play(game, { type: "answerCardChoice", seat: JOLNAR, system: second });
    expect(game.state.board[second]?.commandCounters).toEqual([JOLNAR]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Colonization Licensing", () => {
  function colonyLab() {
    const g = hacanLab();
    tiles(g, { [g.a]: "abyz-fria" });
    place(g, g.me, g.h, { groundForce: 2 });
    law(g, "colonization-licensing");
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, groundForce: 2 } }]);
    return g;
  }
  const land = (seat: number, ...planets: string[]) => ({
    type: "landUnits" as const,
    seat,
    landings: planets.map((planet) => ({ planet: planet as PlanetId, units: { groundForce: 1 } })),
  });

  it("For: a landing on a neutral planet is bought with resources matching its resource value", () => {
    const g = colonyLab();
    const cost = getPlanet("abyz").resources + getPlanet("fria").resources;
    const home = Object.keys(g.state.players[g.me]!.planets) as PlanetId[];
    const available = home.reduce((n, p) => n + getPlanet(p).resources, 0);
    expect(cost).toBeGreaterThan(available);
    refuse(g, land(g.me, "abyz", "fria"), "ERR_LAW_COLONIZATION");
    play(g, land(g.me, "abyz"));
    expect(choiceAsked(g)).toEqual([g.me]);
    const rich = [...home].sort((x, y) => getPlanet(y).resources - getPlanet(x).resources);
    expect(getPlanet(rich[0]!).resources).toBeLessThan(getPlanet("abyz").resources);
    refuse(g, { type: "answerCardChoice", seat: g.me, planets: [rich[0]!] }, "ERR_CHOICE");
    play(g, { type: "answerCardChoice", seat: g.me, planets: rich.slice(0, 2) });
    expect(g.state.players[g.me]?.planets[rich[0]!]?.exhausted).toBe(true);
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    expectReplayMatches(g);
  });

  it("Against: each player exhausts one planet per 3 he holds outside his Home System", () => {
    let away = "";
    const game = council("colonization-licensing", (g) => {
      away = inward(homeOf(g, HACAN));
      for (const p of ["abyz", "fria", "lodor"] as PlanetId[]) owns(g, HACAN, p);
    });
    const ready = (seat: number) =>
      Object.entries(game.state.players[seat]!.planets)
        .filter(([, c]) => !c?.exhausted)
        .map(([p]) => p as PlanetId);
    const before = ready(HACAN);
    vote(game, "against");
    expect(choiceAsked(game)).toEqual([HACAN]);
    refuse(game, { type: "answerCardChoice", seat: HACAN, planets: before.slice(0, 2) }, "ERR_CHOICE");
    play(game, { type: "answerCardChoice", seat: HACAN, planets: ["lodor" as PlanetId] });
    expect(ready(HACAN)).toEqual(before.filter((p) => p !== "lodor"));
    expect(away).not.toBe("");
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});
