/**
 * Directives the engine carries out itself (rules/politics/directive*.ts, RR §20): each card put to the
 * vote at the Galactic Council, then what it changes. Sol (0) takes Initiative and Political and votes
 * last, after the Hacan (1), Jol-Nar (2) and Letnev (3). What lasts the round is shown where the rule it
 * changes applies it: combat rolls, landings, production, trade.
 */
import { describe, expect, it } from "vitest";
import { getPlanet, type ObjectiveId, type PlanetId, type PoliticalCardId } from "../../src/content/index.ts";
import { type Command, decisions, type GameEvent } from "../../src/engine/index.ts";
import { cardChoiceOptions } from "../../src/engine/rules/actionCards/choice.ts";
import { rollModifier } from "../../src/engine/rules/combat/modifiers.ts";
import { agendaAutomated } from "../../src/engine/rules/politics/politicalEffects.ts";
import type { CardEffectInPlay, PositionLabel } from "../../src/engine/state.ts";
import {
  answer,
  COUNCIL_RACES,
  choiceAsked,
  council,
  given,
  HACAN,
  JOLNAR,
  LETNEV,
  leftByHand,
  SOL,
  vote,
} from "../support/council.ts";
import {
  expectReplayMatches,
  passActionWindows,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";
import { deal, strategicAction } from "../support/strategyTable.ts";
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
  tiles,
  waitingOn,
} from "../support/tactical.ts";

const effectsIn = (game: Scenario, effect: string) =>
  (game.state.cardEffects ?? []).filter((e) => e.effect === effect);

function lasting(
  effect: string,
  target: number | null,
  round = 1,
  lastRound: number | null = round,
): GameEvent {
  const e: CardEffectInPlay = {
    effect,
    seat: null,
    target,
    planets: [],
    system: null,
    choice: null,
    round,
    lastRound,
  };
  return { type: "cardEffectStarted", effect: e };
}

function homePlanets(game: Scenario, seat: number): PlanetId[] {
  const home = game.state.players[seat]?.home as PositionLabel;
  return Object.keys(game.state.board[home]?.planets ?? {}) as PlanetId[];
}

describe("every directive here is fully automated", () => {
  it("each outcome of each card is carried out by the engine", () => {
    for (const card of [
      "public-execution",
      "official-sanction",
      "trade-embargo",
      "compensated-disarmament",
      "dispute-resolution",
      "subsidized-industry",
      "arms-reduction",
      "mass-mobilization",
      "warship-commission",
      "interstellar-arms-dealers",
      "intergalactic-commerce",
      "new-constitution",
      "holder-of-mecatol-rex",
      "technology-investigation-committee",
      "imperial-containment",
      "prophecy-of-ixth",
      "hopes-end-training-ground",
      "recognize-accomplishments",
      "colonial-redistribution",
      // directiveDice.ts, directiveSecondaries.ts, directiveTrade.ts, Revote (test/scenario/politicalMoments*).
      "open-the-trade-routes",
      "open-the-trade-routes-original",
      "ancient-artifact",
      "wormhole-research",
      "revote",
      "aggressive-strategy",
    ] as PoliticalCardId[])
      expect(agendaAutomated(card), card).toBe(true);
  });
});

describe("Public Execution (Elect a player)", () => {
  const ctx = (shooter: number, kind: "spaceBattle" | "invasion" | "pds" = "spaceBattle") => ({
    kind,
    shooter,
    target: SOL,
    position: "000",
    planet: null,
    round: 1,
    attacker: shooter,
    warFunding: false,
  });

  it("he discards his hand, exhausts his planets and rolls -1 in every combat roll this round", () => {
    const game = council("public-execution", (g) =>
      given(g, { type: "actionCardsDrawn", seat: JOLNAR, cards: g.state.decks.action.draw.slice(0, 2) }),
    );
    const held = [...game.state.players[JOLNAR]!.secret.actionCards];
    expect(held).toHaveLength(2);
    const mods = () =>
      [JOLNAR, LETNEV].flatMap((seat) => [
        rollModifier(game.state, ctx(seat), "cruiser"),
        rollModifier(game.state, ctx(seat, "invasion"), "groundForce"),
        rollModifier(game.state, ctx(seat, "pds"), "pds"),
      ]);
    const before = mods();
    const otherHands = [SOL, HACAN, LETNEV].map((s) => game.state.players[s]!.secret.actionCards.length);
    vote(game, String(JOLNAR));
    expect(game.state.players[JOLNAR]!.secret.actionCards).toEqual([]);
    for (const card of held) expect(game.state.decks.action.discard).toContain(card);
    expect([SOL, HACAN, LETNEV].map((s) => game.state.players[s]!.secret.actionCards.length)).toEqual(
      otherHands,
    );
    for (const card of Object.values(game.state.players[JOLNAR]!.planets)) expect(card?.exhausted).toBe(true);
    expect(mods()).toEqual(before.map((m, i) => m - (i < 3 ? 1 : 0)));
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  it("a vote for somebody not in the game is refused", () => {
    const game = council("public-execution");
    refuse(game, { type: "castVotes", seat: HACAN, choice: "7" }, "ERR_NOT_A_CANDIDATE");
    expectReplayMatches(game);
  });

  it("the -1 lasts this round only", () => {
    const game = council("public-execution");
    vote(game, String(JOLNAR));
    expect(effectsIn(game, "publicExecution")).toMatchObject([{ target: JOLNAR, round: 1, lastRound: 1 }]);
  });
});

describe("Official Sanction (Elect a player)", () => {
  it("the council names the player; the sanction lasts this round", () => {
    const game = council("official-sanction");
    vote(game, String(LETNEV));
    expect(effectsIn(game, "officialSanction")).toMatchObject([{ target: LETNEV, lastRound: 1 }]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  /** Hacan fly a Carrier with Ground Forces from home into Abyz / Fria, next door; Abyz is theirs. */
  function sanctionLab(sanctioned: boolean) {
    const g = lab(["hacan", "sol", "letnev"]);
    clearGalaxy(g);
    const me = g.seat.hacan!;
    const h = homeOf(g, me);
    const a = inward(h);
    tiles(g, { [a]: "abyz-fria" });
    owns(g, me, "abyz" as PlanetId);
    place(g, me, h, { carrier: 1, groundForce: 2 });
    if (sanctioned) given(g, lasting("officialSanction", me));
    activateAndMove(g, me, a, [{ from: h, units: { carrier: 1, groundForce: 2 } }]);
    expect(waitingOn(g)).toEqual(["landUnits"]);
    return { g, me, a };
  }
  const land = (seat: number, planet: string): Command => ({
    type: "landUnits",
    seat,
    landings: [{ planet: planet as PlanetId, units: { groundForce: 1 } }],
  });

  it("the sanctioned player may not land on a neutral planet, but may reinforce his own", () => {
    const free = sanctionLab(false);
    play(free.g, land(free.me, "fria"));
    expect(free.g.state.players[free.me]?.planets.fria).toBeDefined();

    const t = sanctionLab(true);
    refuse(t.g, land(t.me, "fria"), "ERR_OFFICIAL_SANCTION");
    play(t.g, land(t.me, "abyz"));
    expect(onPlanet(t.g, t.a, "abyz" as PlanetId, t.me)).toEqual({ groundForce: 1 });
    expect(t.g.state.players[t.me]?.planets.fria).toBeUndefined();
    expectReplayMatches(t.g);
  });
});

describe("Trade Embargo (Elect a player)", () => {
  it("his agreements break and no new one may be made with him this round or the next", () => {
    const game = council("trade-embargo", (g) =>
      given(
        g,
        { type: "tradeAgreementFormed", seats: [HACAN, JOLNAR], values: [2, 1] },
        { type: "tradeAgreementFormed", seats: [SOL, LETNEV], values: [1, 1] },
      ),
    );
    vote(game, String(HACAN));
    expect(game.state.tradeAgreements.map((a) => a.seats)).toEqual([[SOL, LETNEV]]);
    expect(effectsIn(game, "tradeEmbargo")).toMatchObject([{ target: HACAN, round: 1, lastRound: 2 }]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Compensated Disarmament (Elect a planet)", () => {
  it("the planet's Ground Forces are destroyed and its owner takes a Trade Good for each", () => {
    const game = council("compensated-disarmament");
    const planet = homePlanets(game, LETNEV)[0] as PlanetId;
    const home = homeOf(game, LETNEV);
    const forces = onPlanet(game, home, planet, LETNEV).groundForce ?? 0;
    expect(forces).toBeGreaterThan(0);
    const tradeGoods = game.state.players[LETNEV]!.tradeGoods;
    refuse(game, { type: "castVotes", seat: HACAN, choice: "atlantis" }, "ERR_NOT_A_CANDIDATE");
    vote(game, planet);
    expect(onPlanet(game, home, planet, LETNEV).groundForce ?? 0).toBe(0);
    expect(game.state.players[LETNEV]!.planets[planet]).toBeDefined();
    expect(game.state.players[LETNEV]!.tradeGoods).toBe(tradeGoods + forces);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Dispute Resolution (Elect two planets)", () => {
  it("the two planets lose their Ground Forces, PDS (and Space Dock) and become neutral", () => {
    let position = "";
    const game = council("dispute-resolution", (g) => {
      position = inward(homeOf(g, HACAN));
      given(g, { type: "galaxyTilesPlaced", tiles: { [position]: "abyz-fria" } });
      owns(g, HACAN, "abyz" as PlanetId);
      owns(g, JOLNAR, "fria" as PlanetId);
      place(g, HACAN, position, { groundForce: 2, pds: 1, spaceDock: 1 }, "abyz" as PlanetId);
      place(g, JOLNAR, position, { groundForce: 1 }, "fria" as PlanetId);
    });
    refuse(game, { type: "castVotes", seat: HACAN, choice: "abyz" }, "ERR_NOT_A_CANDIDATE");
    vote(game, "abyz,fria");
    expect(game.state.board[position]?.planets.abyz).toEqual([]);
    expect(game.state.board[position]?.planets.fria).toEqual([]);
    expect(game.state.players[HACAN]!.planets.abyz).toBeUndefined();
    expect(game.state.players[JOLNAR]!.planets.fria).toBeUndefined();
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  it("a pair that does not fit the card (Home System planets) changes nothing", () => {
    const game = council("dispute-resolution");
    const [a, b] = [homePlanets(game, HACAN)[0], homePlanets(game, JOLNAR)[0]] as PlanetId[];
    const board = structuredClone(game.state.board);
    vote(game, `${a},${b}`);
    expect(game.state.board).toEqual(board);
    expect(game.state.players[HACAN]!.planets[a!]).toBeDefined();
    expectReplayMatches(game);
  });
});

describe("Subsidized Industry (Elect a player)", () => {
  it("the elected player places a free Space Dock on a planet of his; it cannot produce this round", () => {
    let position = "";
    const game = council("subsidized-industry", (g) => {
      position = inward(homeOf(g, LETNEV));
      given(g, { type: "galaxyTilesPlaced", tiles: { [position]: "lodor" } });
      owns(g, LETNEV, "lodor" as PlanetId);
    });
    vote(game, String(LETNEV));
    expect(choiceAsked(game)).toEqual([LETNEV]);
    const options = cardChoiceOptions(game.state, LETNEV);
    expect(options.at(-1)).toMatchObject({ choice: "decline" });
    expect(options).toContainEqual(answer(LETNEV, { planets: ["lodor" as PlanetId] }));
    const home = homePlanets(game, LETNEV).find(
      (p) => onPlanet(game, homeOf(game, LETNEV), p, LETNEV).spaceDock,
    );
    refuse(game, answer(LETNEV, { planets: [home as PlanetId] }), "ERR_SUBSIDIZED_INDUSTRY");
    refuse(
      game,
      answer(LETNEV, { planets: [homePlanets(game, SOL)[0] as PlanetId] }),
      "ERR_SUBSIDIZED_INDUSTRY",
    );
    play(game, answer(LETNEV, { planets: ["lodor" as PlanetId] }));
    expect(onPlanet(game, position, "lodor" as PlanetId, LETNEV)).toEqual({ spaceDock: 1 });
    expect(game.state.spaceDocksBuilt).toContainEqual({ seat: LETNEV, position, planet: "lodor", round: 1 });
    expect(choiceAsked(game)).toEqual([]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Arms Reduction", () => {
  it("For: ships over the limit in one system are scrapped at once; spread over systems, their owner chooses", () => {
    let a = "";
    const game = council("arms-reduction", (g) => {
      a = inward(homeOf(g, SOL));
      place(g, SOL, a, { dreadnought: 4, cruiser: 5 });
      // Jol-Nar start with a Dreadnought at home: three in two systems.
      place(g, JOLNAR, a, { dreadnought: 2 });
    });
    const jolHome = homeOf(game, JOLNAR);
    expect(space(game, jolHome, JOLNAR).dreadnought).toBe(1);
    vote(game, "for");
    // Sol's ships are all in one system: scrapped at once, 2 Dreadnoughts and 4 Cruisers kept.
    expect(space(game, a, SOL)).toEqual({ dreadnought: 2, cruiser: 4 });
    expect(choiceAsked(game)).toEqual([JOLNAR]);
    const options = cardChoiceOptions(game.state, JOLNAR);
    expect(options).toHaveLength(2);
    expect(options).toContainEqual(answer(JOLNAR, { system: a, units: { dreadnought: 1 } }));
    expect(options).toContainEqual(answer(JOLNAR, { system: jolHome, units: { dreadnought: 1 } }));
    refuse(game, answer(JOLNAR, { system: a, units: { cruiser: 1 } }), "ERR_ARMS_REDUCTION");
    refuse(game, answer(JOLNAR, { system: a, units: { dreadnought: 2 } }), "ERR_ARMS_REDUCTION");
    play(game, answer(JOLNAR, { system: a, units: { dreadnought: 1 } }));
    expect(space(game, a, JOLNAR)).toEqual({ dreadnought: 1 });
    expect(space(game, jolHome, JOLNAR).dreadnought).toBe(1);
    expect(choiceAsked(game)).toEqual([]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  it("Against: each player exhausts his red-specialty planets, and only those", () => {
    const red = (["lodor", "mecatol-rex", "bereg", "lirta-iv", "arinam"] as PlanetId[]).filter((id) =>
      getPlanet(id).specialties.includes("red"),
    );
    const other = "abyz" as PlanetId;
    expect(red.length).toBeGreaterThan(0);
    expect(getPlanet(other).specialties).not.toContain("red");
    const game = council("arms-reduction", (g) => {
      for (const planet of [...red, other]) owns(g, JOLNAR, planet);
    });
    vote(game, "against");
    const planets = game.state.players[JOLNAR]!.planets;
    for (const id of red) expect(planets[id]?.exhausted).toBe(true);
    expect(planets[other]?.exhausted).toBe(false);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Mass Mobilization", () => {
  it("For: each player may place votes-For / 5 free Ground Forces on his planets", () => {
    const game = council("mass-mobilization");
    vote(game, "for");
    const forVotes = game.events
      .filter((e): e is Extract<GameEvent, { type: "votesCast" }> => e.type === "votesCast")
      .reduce((n, e) => n + e.votes, 0);
    const n = Math.floor(forVotes / 5);
    expect(n).toBeGreaterThan(0);
    expect(choiceAsked(game).sort()).toEqual([SOL, HACAN, JOLNAR, LETNEV]);
    const planet = homePlanets(game, HACAN)[0] as PlanetId;
    const home = homeOf(game, HACAN);
    const before = onPlanet(game, home, planet, HACAN).groundForce ?? 0;
    refuse(
      game,
      answer(HACAN, { planets: Array.from({ length: n + 1 }, () => planet) }),
      "ERR_MASS_MOBILIZATION",
    );
    refuse(
      game,
      answer(HACAN, { planets: [homePlanets(game, SOL)[0] as PlanetId] }),
      "ERR_MASS_MOBILIZATION",
    );
    play(game, answer(HACAN, { planets: Array.from({ length: n }, () => planet) }));
    expect(onPlanet(game, home, planet, HACAN).groundForce).toBe(before + n);
    for (const seat of [SOL, JOLNAR, LETNEV]) play(game, cardChoiceOptions(game.state, seat)[0] as Command);
    expect(choiceAsked(game)).toEqual([]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  it("Against: the council bans Ground Forces for the round", () => {
    const game = council("mass-mobilization");
    vote(game, "against");
    expect(effectsIn(game, "massMobilization")).toMatchObject([{ round: 1, lastRound: 1 }]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

/** Sol hold Lodor, next to Jord, with a Space Dock on it, and activate its system to produce. */
function lodorDock(effects: GameEvent[]) {
  const g = lab(["sol", "hacan", "letnev"]);
  clearGalaxy(g);
  const me = g.seat.sol as number;
  const a = inward(homeOf(g, me));
  tiles(g, { [a]: "lodor" });
  owns(g, me, "lodor" as PlanetId);
  place(g, me, a, { spaceDock: 1 }, "lodor" as PlanetId);
  given(g, { type: "tradeGoodsGained", seat: me, amount: 10, reason: "scenario" }, ...effects);
  activateAndMove(g, me, a, []);
  expect(waitingOn(g)).toEqual(["produceUnits"]);
  const produce = (units: Record<string, number>, tradeGoods: number): Command => ({
    type: "produceUnits",
    seat: me,
    orders: [{ dock: "lodor" as PlanetId, units }],
    tradeGoods,
  });
  return { g, me, a, produce };
}

describe("what lasts the round, applied by production (RR §14)", () => {
  it("Mass Mobilization (Against): no Ground Force may be bought; other units may", () => {
    const free = lodorDock([]);
    play(free.g, free.produce({ groundForce: 2 }, 1));
    const t = lodorDock([lasting("massMobilization", null)]);
    refuse(t.g, t.produce({ groundForce: 2 }, 1), "ERR_MASS_MOBILIZATION");
    play(t.g, t.produce({ destroyer: 1 }, 1));
    expectReplayMatches(t.g);
  });

  it("Warship Commission (Against): each Cruiser, Dreadnought and War Sun costs 2 more", () => {
    const t = lodorDock([lasting("warshipCommission", null)]);
    refuse(t.g, t.produce({ cruiser: 1, destroyer: 1 }, 3), "ERR_PAYMENT");
    play(t.g, t.produce({ cruiser: 1, destroyer: 1 }, 5));
    expect(t.g.state.players[t.me]!.tradeGoods).toBe(5);
    expectReplayMatches(t.g);
  });

  it("Interstellar Arms Dealers (Against): every ship but Fighters costs 1 more", () => {
    const t = lodorDock([lasting("interstellarArmsDealers", null)]);
    refuse(t.g, t.produce({ destroyer: 1, fighter: 2 }, 2), "ERR_PAYMENT");
    play(t.g, t.produce({ destroyer: 1, fighter: 2 }, 3));
    expectReplayMatches(t.g);
  });
});

describe("Warship Commission", () => {
  it("For: every player may add one free Dreadnought in a system with his Space Dock", () => {
    // Room in the Fleet Supply for one more ship at home (interpretation: never over the supply).
    const game = council("warship-commission", (g) =>
      given(g, { type: "commandCountersGained", seat: HACAN, counters: { fleet: 1 }, reason: "scenario" }),
    );
    vote(game, "for");
    expect(choiceAsked(game)).toContain(HACAN);
    const home = homeOf(game, HACAN);
    const before = space(game, home, HACAN).dreadnought ?? 0;
    refuse(game, answer(HACAN, { system: homeOf(game, SOL) }), "ERR_WARSHIP_COMMISSION");
    play(game, answer(HACAN, { system: home }));
    expect(space(game, home, HACAN).dreadnought).toBe(before + 1);
    for (const seat of choiceAsked(game)) play(game, answer(seat, { choice: "decline" }));
    expect(choiceAsked(game)).toEqual([]);
    expectReplayMatches(game);
  });

  it("Against: the surcharge lasts this round", () => {
    const game = council("warship-commission");
    vote(game, "against");
    expect(effectsIn(game, "warshipCommission")).toMatchObject([{ round: 1, lastRound: 1 }]);
    expect(leftByHand(game)).toBe(false);
  });
});

describe("Interstellar Arms Dealers", () => {
  it("For: a player pays 3 resources for a Destroyer and a Dreadnought at his Space Dock", () => {
    const game = council("interstellar-arms-dealers", (g) =>
      given(
        g,
        { type: "tradeGoodsGained", seat: JOLNAR, amount: 3, reason: "scenario" },
        { type: "commandCountersGained", seat: JOLNAR, counters: { fleet: 2 }, reason: "scenario" },
      ),
    );
    vote(game, "for");
    const home = homeOf(game, JOLNAR);
    const before = space(game, home, JOLNAR);
    expect(cardChoiceOptions(game.state, JOLNAR)[0]).toMatchObject({ choice: "decline" });
    refuse(game, answer(JOLNAR, { system: home, amount: 2 }), "ERR_INTERSTELLAR_ARMS_DEALERS");
    play(game, answer(JOLNAR, { system: home, amount: 3 }));
    expect(space(game, home, JOLNAR).dreadnought ?? 0).toBe((before.dreadnought ?? 0) + 1);
    expect(space(game, home, JOLNAR).destroyer ?? 0).toBe((before.destroyer ?? 0) + 1);
    expect(game.state.players[JOLNAR]!.tradeGoods).toBe(0);
    for (const seat of choiceAsked(game)) play(game, answer(seat, { choice: "decline" }));
    expect(choiceAsked(game)).toEqual([]);
    expectReplayMatches(game);
  });
});

describe("Intergalactic Commerce", () => {
  it("For: the controller of each wormhole system with his ships gains 3 Trade Goods", () => {
    let position = "";
    const game = council("intergalactic-commerce", (g) => {
      position = inward(homeOf(g, LETNEV));
      given(g, { type: "galaxyTilesPlaced", tiles: { [position]: "empty-alpha-wormhole" } });
      place(g, LETNEV, position, { cruiser: 1 });
    });
    const before = game.state.players.map((p) => p.tradeGoods);
    vote(game, "for");
    expect(game.state.players.map((p) => p.tradeGoods)).toEqual(
      before.map((n, s) => n + (s === LETNEV ? 3 : 0)),
    );
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  it("Against: every Trade Contract is worth 1 for the rest of the round", () => {
    const game = council("intergalactic-commerce");
    vote(game, "against");
    expect(effectsIn(game, "intergalacticCommerce")).toMatchObject([{ round: 1, lastRound: 1 }]);
    expect(leftByHand(game)).toBe(false);
  });
});

describe("what lasts the round, applied by trade (RR §17)", () => {
  // Seats of the trade table: the Hacan (0, contracts 3 and 3), Sol (1, 2 and 2), Jol-Nar (2), Letnev (3).
  const [hacan, sol, jolnar, letnev] = [0, 1, 2, 3];
  const tradeTable = (...effects: GameEvent[]) => {
    const game = strategicAction({ races: ["hacan", "sol", "jolnar", "letnev"], holder: sol, card: "trade" });
    given(game, ...effects);
    return game;
  };
  const primary: Command = {
    type: "resolvePrimary",
    seat: sol,
    card: "trade",
    choice: { option: "tradeGoods" },
  };
  const propose = (seat: number, partner: number, give: number, receive: number): Command => ({
    type: "proposeTradeAgreement",
    seat,
    partner,
    give,
    receive,
  });
  const gains = (events: GameEvent[]) =>
    events.filter((e) => e.type === "tradeGoodsGained").map((e) => [e.seat, e.amount]);

  it("Trade Embargo: nobody may make an agreement with the embargoed player; others trade as usual", () => {
    const game = tradeTable(lasting("tradeEmbargo", jolnar, 1, 2));
    play(game, primary);
    refuse(game, propose(hacan, jolnar, 3, 1), "ERR_TRADE_EMBARGO");
    refuse(game, propose(jolnar, letnev, 1, 1), "ERR_TRADE_EMBARGO");
    play(game, propose(hacan, letnev, 3, 1));
    expectReplayMatches(game);
  });

  it("Intergalactic Commerce (Against): an agreement pays 1, whatever its contract's value", () => {
    const agreement: GameEvent = { type: "tradeAgreementFormed", seats: [sol, hacan], values: [3, 2] };
    const usual = tradeTable(agreement);
    expect(gains(play(usual, primary))).toEqual([
      [sol, 3],
      [sol, 3],
    ]);
    const game = tradeTable(agreement, lasting("intergalacticCommerce", null));
    expect(gains(play(game, primary))).toEqual([
      [sol, 3],
      [sol, 1],
    ]);
    expectReplayMatches(game);
  });
});

/** A law already in play (its agenda passed earlier). */
const lawPassed = (card: PoliticalCardId, outcome = "for"): GameEvent => ({
  type: "agendaResolved",
  card,
  outcome,
  passed: true,
  tally: {},
});
const ready = (game: Scenario, seat: number) =>
  Object.entries(game.state.players[seat]!.planets)
    .filter(([, c]) => !c?.exhausted)
    .map(([id]) => id as PlanetId);

describe("New Constitution", () => {
  it("For: every law is discarded (Emperor's VP with it) and each player exhausts 2 of his planets", () => {
    const game = council("new-constitution", (g) =>
      given(g, lawPassed("code-of-honor"), lawPassed("emperor", String(HACAN)), {
        type: "victoryPointsGained",
        seat: HACAN,
        amount: 1,
        reason: "Emperor",
      }),
    );
    const counts = [SOL, HACAN, JOLNAR, LETNEV].map((s) => ready(game, s).length);
    expect(counts[1]).toBeGreaterThan(2);
    vote(game, "for");
    expect(game.state.laws).toEqual([]);
    expect(game.state.decks.political.discard).toEqual(
      expect.arrayContaining(["code-of-honor", "emperor", "new-constitution"]),
    );
    expect(game.state.players[HACAN]!.vp).toBe(0);
    // Those with 2 ready planets or fewer exhaust them at once; the Hacan, with 3, choose.
    expect(choiceAsked(game)).toEqual([HACAN]);
    const hacan = ready(game, HACAN);
    refuse(game, answer(HACAN, { planets: [hacan[0]!] }), "ERR_NEW_CONSTITUTION");
    refuse(game, answer(HACAN, { planets: [hacan[0]!, hacan[0]!] }), "ERR_NEW_CONSTITUTION");
    play(game, answer(HACAN, { planets: [hacan[0]!, hacan[1]!] }));
    expect(ready(game, HACAN)).toEqual([hacan[2]]);
    for (const seat of [SOL, JOLNAR, LETNEV])
      expect(ready(game, seat).length).toBe(Math.max(0, counts[seat]! - 2));
    expect(choiceAsked(game)).toEqual([]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  it("Against: the player with the most ready influence may scrap one law", () => {
    const game = council("new-constitution", (g) => given(g, lawPassed("code-of-honor")));
    const influence = (seat: number) => ready(game, seat).reduce((n, id) => n + getPlanet(id).influence, 0);
    const best = [SOL, HACAN, JOLNAR, LETNEV].sort((a, b) => influence(b) - influence(a) || a - b)[0]!;
    vote(game, "against");
    expect(choiceAsked(game)).toEqual([best]);
    expect(cardChoiceOptions(game.state, best)[0]).toMatchObject({ choice: "decline" });
    refuse(game, answer(best, { choice: "new-constitution" }), "ERR_NOT_A_LAW");
    play(game, answer(best, { choice: "code-of-honor" }));
    expect(game.state.laws).toEqual([]);
    expect(game.state.decks.political.discard).toContain("code-of-honor");
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Holder of Mecatol Rex", () => {
  it("For: the holder may discard one law in play", () => {
    const game = council("holder-of-mecatol-rex", (g) => {
      owns(g, LETNEV, "mecatol-rex" as PlanetId);
      given(g, lawPassed("code-of-honor"));
    });
    vote(game, "for");
    expect(choiceAsked(game)).toEqual([LETNEV]);
    refuse(game, answer(LETNEV, { choice: "emperor" }), "ERR_NOT_A_LAW");
    play(game, answer(LETNEV, { choice: "code-of-honor" }));
    expect(game.state.laws).toEqual([]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  it("For: declining keeps the laws; Against: the holder adds 2 free Ground Forces on Mecatol Rex", () => {
    const game = council("holder-of-mecatol-rex", (g) => {
      owns(g, LETNEV, "mecatol-rex" as PlanetId);
      given(g, lawPassed("code-of-honor"));
    });
    vote(game, "for");
    play(game, answer(LETNEV, { choice: "decline" }));
    expect(game.state.laws).toHaveLength(1);

    const other = council("holder-of-mecatol-rex", (g) => owns(g, LETNEV, "mecatol-rex" as PlanetId));
    vote(other, "against");
    expect(onPlanet(other, "000", "mecatol-rex" as PlanetId, LETNEV)).toEqual({ groundForce: 2 });
    expect(leftByHand(other)).toBe(false);
    expectReplayMatches(other);
  });
});

describe("Technology Investigation Committee", () => {
  it("For: the council bans buying technology for the round", () => {
    const game = council("technology-investigation-committee");
    vote(game, "for");
    expect(effectsIn(game, "technologyInvestigationCommittee")).toMatchObject([{ round: 1, lastRound: 1 }]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  it("For, applied: Technology's free advance is taken, but no technology is bought", () => {
    // Sol (0) hold Initiative and Technology; Hacan (1) follow with 8 Trade Goods.
    const game = deal({ races: COUNCIL_RACES, holder: SOL, card: "technology" });
    given(
      game,
      { type: "tradeGoodsGained", seat: HACAN, amount: 8, reason: "scenario" },
      lasting("technologyInvestigationCommittee", null),
    );
    play(game, { type: "strategicAction", seat: SOL, card: "technology" });
    play(game, {
      type: "resolvePrimary",
      seat: SOL,
      card: "technology",
      choice: { technology: "hylar-v-assault-laser" },
    });
    expect(game.state.players[SOL]!.technologies).toContain("hylar-v-assault-laser");
    refuse(
      game,
      {
        type: "answerSecondary",
        seat: HACAN,
        card: "technology",
        follow: true,
        choice: { technology: "antimass-deflectors", tradeGoods: 8 },
      },
      "ERR_INVESTIGATION_COMMITTEE",
    );
    expectReplayMatches(game);
  });

  it("Against: each player loses a random Action Card, then the next two agendas come before the council", () => {
    const game = council("technology-investigation-committee", (g) =>
      given(g, { type: "actionCardsDrawn", seat: HACAN, cards: g.state.decks.action.draw.slice(0, 2) }),
    );
    const hands = game.state.players.map((p) => p.secret.actionCards.length);
    vote(game, "against");
    const lost = game.events.filter((e) => e.type === "actionCardLostAtRandom");
    expect(lost.length).toBe(hands.filter((n) => n > 0).length);
    expect(game.state.players.map((p) => p.secret.actionCards.length)).toEqual(
      hands.map((n) => Math.max(0, n - 1)),
    );
    expect(game.state.stack.filter((f) => f.kind === "agenda")).toHaveLength(2);
    // The first of the two is drawn and put to the vote.
    passActionWindows(game);
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "agenda" });
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Imperial Containment", () => {
  it("For: the effect lasts this round; Against: discarded", () => {
    const game = council("imperial-containment");
    vote(game, "for");
    expect(effectsIn(game, "imperialContainment")).toMatchObject([{ round: 1, lastRound: 1 }]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
    const other = council("imperial-containment");
    vote(other, "against");
    expect(effectsIn(other, "imperialContainment")).toEqual([]);
    expect(leftByHand(other)).toBe(false);
  });

  /** Sol hold Lodor outside their Home System (or not) and activate the system next door. */
  function activation(abroad: boolean, contained: boolean) {
    const g = lab(["sol", "hacan", "letnev"]);
    clearGalaxy(g);
    const me = g.seat.sol as number;
    const a = inward(homeOf(g, me));
    tiles(g, { [a]: "lodor" });
    if (abroad) owns(g, me, "lodor" as PlanetId);
    if (contained) given(g, lasting("imperialContainment", null));
    const before = g.state.players[me]!.counters.command;
    activateAndMove(g, me, a, []);
    return { g, spent: before - g.state.players[me]!.counters.command };
  }

  it("the player with the most planets outside his Home System pays 2 Command Pool counters to activate", () => {
    expect(activation(true, false).spent).toBe(1);
    expect(activation(false, true).spent).toBe(1);
    const t = activation(true, true);
    expect(t.spent).toBe(2);
    expectReplayMatches(t.g);
  });
});

describe("Prophecy of Ixth (Elect a player)", () => {
  const ctx = (shooter: number) => ({
    kind: "spaceBattle" as const,
    shooter,
    target: SOL,
    position: "000",
    planet: null,
    round: 1,
    attacker: shooter,
    warFunding: false,
  });

  it("the elected player's Fighters roll +1 for the rest of the game; nothing else changes", () => {
    const game = council("prophecy-of-ixth");
    const mods = () =>
      [JOLNAR, LETNEV].flatMap((seat) => [
        rollModifier(game.state, ctx(seat), "fighter"),
        rollModifier(game.state, ctx(seat), "cruiser"),
      ]);
    const before = mods();
    vote(game, String(JOLNAR));
    expect(mods()).toEqual(before.map((m, i) => m + (i === 0 ? 1 : 0)));
    expect(effectsIn(game, "prophecyOfIxth")).toMatchObject([{ target: JOLNAR, lastRound: null }]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  /** Sol, prophesied last round, buy Fighters at Lodor this round; then the round ends. */
  function buyFighters(fighters: number) {
    const t = lodorDock([lasting("prophecyOfIxth", 0, 0, null)]);
    play(t.g, t.produce({ fighter: fighters }, 1));
    for (const p of t.g.state.players) {
      for (const held of p.strategyCards.filter((c) => !c.played))
        given(t.g, { type: "strategyCardPlayed", seat: p.seat, card: held.card });
    }
    const active = decisions(t.g.state).find((d) => d.kind === "pass")?.seat as number;
    for (const p of t.g.state.players)
      if (p.seat !== active) given(t.g, { type: "playerPassed", seat: p.seat });
    play(t.g, { type: "pass", seat: active });
    expect(t.g.state.phase).toBe("status");
    return t.g;
  }

  it("is kept in a round with 2 Fighters bought, and lost for good in a round with fewer", () => {
    const kept = buyFighters(2);
    expect(effectsIn(kept, "prophecyOfIxth")).toHaveLength(1);
    const g = buyFighters(1);
    expect(effectsIn(g, "prophecyOfIxth")).toEqual([]);
    expect(rollModifier(g.state, ctx(SOL), "fighter")).toBe(
      rollModifier(kept.state, ctx(SOL), "fighter") - 1,
    );
    expectReplayMatches(g);
  });
});

describe("Hope's End Training Ground (SE option 6, Shock Troops)", () => {
  let position = "";
  const setUp = (g: Scenario) => {
    // Hope's End where the galaxy has it, or next to Jol-Nar's home.
    const there = Object.entries(g.state.galaxy).find(([, tile]) => tile === "hopes-end")?.[0];
    position = there ?? inward(homeOf(g, JOLNAR));
    if (!there) given(g, { type: "galaxyTilesPlaced", tiles: { [position]: "hopes-end" } });
    owns(g, JOLNAR, "hopes-end" as PlanetId);
    place(g, HACAN, homeOf(g, HACAN), { groundForce: 1, shockTroop: 2 }, homePlanets(g, HACAN)[0]);
    place(g, HACAN, homeOf(g, HACAN), { carrier: 1, shockTroop: 1 });
  };

  it("For: the holder of Hope's End puts a Ground Force and two Shock Troops on it", () => {
    const game = council("hopes-end-training-ground", setUp, { options: ["shockTroops"] });
    vote(game, "for");
    expect(onPlanet(game, position, "hopes-end" as PlanetId, JOLNAR)).toEqual({
      groundForce: 1,
      shockTroop: 2,
    });
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  it("Against: every Shock Troop becomes an ordinary Ground Force where it stands", () => {
    const game = council("hopes-end-training-ground", setUp, { options: ["shockTroops"] });
    const home = homeOf(game, HACAN);
    const planet = homePlanets(game, HACAN)[0] as PlanetId;
    const before = onPlanet(game, home, planet, HACAN).groundForce ?? 0;
    vote(game, "against");
    expect(onPlanet(game, home, planet, HACAN)).toMatchObject({ groundForce: before + 2 });
    expect(onPlanet(game, home, planet, HACAN).shockTroop).toBeUndefined();
    expect(space(game, home, HACAN).shockTroop).toBeUndefined();
    expect(space(game, home, HACAN).groundForce).toBe(1);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Recognize Accomplishments (Elect a public objective)", () => {
  const objective = "se1-influence-vs-each-neighbour" as ObjectiveId;

  it("clears the objective's markers: those who scored it keep their VP and may score it again", () => {
    const game = council("recognize-accomplishments", (g) => {
      const rest = g.state.decks.objectives.filter((o) => o !== objective);
      given(
        g,
        { type: "deckShuffled", deck: "objectives", cards: [objective, ...rest], rng: g.state.rng },
        { type: "objectiveRevealed", objective },
        { type: "objectiveScored", seat: JOLNAR, objective, vp: 1 },
      );
    });
    const vps = game.state.players.map((p) => p.vp);
    refuse(game, { type: "castVotes", seat: HACAN, choice: "imperium-rex" }, "ERR_NOT_A_CANDIDATE");
    vote(game, objective);
    expect(game.state.objectives.find((o) => o.id === objective)?.scoredBy).toEqual([]);
    expect(game.state.players.map((p) => p.vp)).toEqual(vps);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Colonial Redistribution", () => {
  let position = "";
  const setUp = (g: Scenario) => {
    position = inward(homeOf(g, LETNEV));
    given(g, { type: "galaxyTilesPlaced", tiles: { [position]: "lodor" } });
    owns(g, LETNEV, "lodor" as PlanetId);
    place(g, LETNEV, position, { groundForce: 2, pds: 1 }, "lodor" as PlanetId);
    given(g, { type: "victoryPointsGained", seat: LETNEV, amount: 3, reason: "scenario" });
  };

  it("For: the VP leader's chosen planet loses its Ground Forces; the first of the last to accept takes it", () => {
    const game = council("colonial-redistribution", setUp);
    vote(game, "for");
    expect(choiceAsked(game)).toEqual([LETNEV]);
    refuse(game, answer(LETNEV, { planets: [homePlanets(game, SOL)[0]!] }), "ERR_COLONIAL_REDISTRIBUTION");
    play(game, answer(LETNEV, { planets: ["lodor" as PlanetId] }));
    expect(onPlanet(game, position, "lodor" as PlanetId, LETNEV)).toEqual({ pds: 1 });
    // The players with the fewest VP are asked one at a time, in order of play.
    const [first, second] = choiceAsked(game).concat();
    expect(first).not.toBe(LETNEV);
    expect(cardChoiceOptions(game.state, first!)).toEqual([
      answer(first!, { choice: "take" }),
      answer(first!, { choice: "decline" }),
    ]);
    refuse(game, answer(first!, { choice: "maybe" }), "ERR_COLONIAL_REDISTRIBUTION");
    play(game, answer(first!, { choice: "decline" }));
    const taker = choiceAsked(game)[0]!;
    expect(taker).not.toBe(first);
    expect(second).toBeUndefined();
    play(game, answer(taker, { choice: "take" }));
    expect(onPlanet(game, position, "lodor" as PlanetId, taker)).toEqual({ groundForce: 3 });
    expect(onPlanet(game, position, "lodor" as PlanetId, LETNEV)).toEqual({});
    expect(game.state.players[taker]!.planets.lodor).toMatchObject({ exhausted: true });
    expect(game.state.players[LETNEV]!.planets.lodor).toBeUndefined();
    expect(choiceAsked(game)).toEqual([]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  it("For: the Fighters the lost Space Dock supported go with it (RR §2.3)", () => {
    const game = council("colonial-redistribution", (g) => {
      setUp(g);
      place(g, LETNEV, position, { spaceDock: 1 }, "lodor" as PlanetId);
      place(g, LETNEV, position, { destroyer: 1, fighter: 2 });
    });
    vote(game, "for");
    play(game, answer(LETNEV, { planets: ["lodor" as PlanetId] }));
    const taker = choiceAsked(game)[0]!;
    play(game, answer(taker, { choice: "take" }));
    expect(onPlanet(game, position, "lodor" as PlanetId, LETNEV)).toEqual({});
    expect(game.state.board[position]?.space.find((f) => f.seat === LETNEV)?.units).toEqual({ destroyer: 1 });
    expectReplayMatches(game);
  });

  it("For: leaders tied for the most VP are drawn by lot with the game's dice", () => {
    const game = council("colonial-redistribution", (g) => {
      setUp(g);
      given(g, { type: "victoryPointsGained", seat: HACAN, amount: 3, reason: "scenario" });
    });
    vote(game, "for");
    const lot = game.events.find((e) => e.type === "directiveLotDrawn");
    expect(lot).toMatchObject({ card: "colonial-redistribution", among: [HACAN, LETNEV] });
    expect(choiceAsked(game)).toEqual([(lot as { seat: number }).seat]);
    expectReplayMatches(game);
  });

  it("Against: discarded, nothing happens", () => {
    const game = council("colonial-redistribution", setUp);
    vote(game, "against");
    expect(choiceAsked(game)).toEqual([]);
    expect(leftByHand(game)).toBe(false);
  });
});

describe("Aggressive Strategy (Against; For: test/scenario/politicalMomentDirectives.test.ts)", () => {
  /** After the agenda, Political's holder puts the peeked cards back; then the secondaries would open. */
  function afterCouncil(card: PoliticalCardId, outcome: string): Scenario {
    const game = council(card);
    vote(game, outcome);
    while (decisions(game.state).some((d) => d.kind === "confirmByHand"))
      play(game, { type: "confirmByHand", seat: seatToAnswer(game, "confirmByHand") });
    const top = game.state.players[SOL]!.secret.politicalPeek?.[0];
    if (top) play(game, { type: "arrangePoliticalDeck", seat: SOL, top });
    passActionWindows(game);
    return game;
  }
  const secondaries = (game: Scenario) => decisions(game.state).filter((d) => d.kind === "answerSecondary");

  it("Against: no secondary may be followed for the rest of the round", () => {
    expect(secondaries(afterCouncil("official-sanction", String(HACAN)))).not.toEqual([]);
    const game = afterCouncil("aggressive-strategy", "against");
    expect(effectsIn(game, "aggressiveStrategy")).toMatchObject([{ round: 1, lastRound: 1 }]);
    expect(secondaries(game)).toEqual([]);
    expectReplayMatches(game);
  });
});

describe("every choice has a legal first answer (the bot's and the deadline's)", () => {
  function firstAnswers(game: Scenario): number {
    let answered = 0;
    for (let seat = choiceAsked(game)[0]; seat !== undefined; seat = choiceAsked(game)[0]) {
      const options = cardChoiceOptions(game.state, seat);
      expect(options.length).toBeGreaterThan(0);
      play(game, options[0] as Command);
      answered++;
    }
    return answered;
  }
  const cases: [PoliticalCardId, string, (g: Scenario) => void][] = [
    ["subsidized-industry", String(LETNEV), () => {}],
    [
      "arms-reduction",
      "for",
      (g) => place(g, JOLNAR, inward(homeOf(g, JOLNAR)), { dreadnought: 2, cruiser: 5 }),
    ],
    ["mass-mobilization", "for", () => {}],
    [
      "warship-commission",
      "for",
      (g) =>
        given(g, { type: "commandCountersGained", seat: SOL, counters: { fleet: 2 }, reason: "scenario" }),
    ],
    [
      "interstellar-arms-dealers",
      "for",
      (g) =>
        given(
          g,
          { type: "commandCountersGained", seat: HACAN, counters: { fleet: 2 }, reason: "scenario" },
          { type: "tradeGoodsGained", seat: HACAN, amount: 3, reason: "scenario" },
        ),
    ],
    ["new-constitution", "for", (g) => given(g, lawPassed("code-of-honor"))],
    ["new-constitution", "against", (g) => given(g, lawPassed("code-of-honor"))],
    [
      "holder-of-mecatol-rex",
      "for",
      (g) => {
        owns(g, HACAN, "mecatol-rex" as PlanetId);
        given(g, lawPassed("code-of-honor"));
      },
    ],
    [
      "colonial-redistribution",
      "for",
      (g) => given(g, { type: "victoryPointsGained", seat: JOLNAR, amount: 2, reason: "scenario" }),
    ],
  ];
  for (const [card, outcome, setUp] of cases) {
    it(`${card} (${outcome})`, () => {
      const game = council(card, setUp);
      vote(game, outcome);
      expect(firstAnswers(game)).toBeGreaterThan(0);
      expect(leftByHand(game)).toBe(false);
      expectReplayMatches(game);
    });
  }
});
