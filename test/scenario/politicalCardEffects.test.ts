/**
 * Agenda outcomes the engine carries out itself (rules/politics/politicalEffects.ts, RR §20), each card
 * put to the vote at the Galactic Council and resolved For and Against (or with a candidate elected).
 * Sol (0) takes Initiative and Political and votes last, after the Hacan (1), Jol-Nar (2) and Letnev (3).
 * Laws whose lasting effect changes a count (lawBonuses.ts) are then checked in a Status Phase.
 */
import { describe, expect, it } from "vitest";
import {
  getObjective,
  getPlanet,
  type ObjectiveId,
  type PlanetId,
  POLITICAL_CARDS,
  type PoliticalCardId,
} from "../../src/content/index.ts";
import { AUTOMATED_POLITICAL_CARD_EFFECTS } from "../../src/engine/effects/automated.ts";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import { type Command, decisions, type GameEvent } from "../../src/engine/index.ts";
import { TI3 } from "../../src/engine/rulebooks/ti3.ts";
import { rollModifier } from "../../src/engine/rules/combat/modifiers.ts";
import { agendaAutomated } from "../../src/engine/rules/politics/politicalEffects.ts";
import { council, given, HACAN, JOLNAR, LETNEV, leftByHand, SOL, vote } from "../support/council.ts";
import {
  expectReplayMatches,
  passActionWindows,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";
import { SEATED_RACES, strategicAction } from "../support/strategyTable.ts";
import {
  activateAndMove,
  clearGalaxy,
  homeOf,
  inward,
  lab,
  owns,
  place,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

const hands = (game: Scenario) => game.state.players.map((p) => p.secret.actionCards.length);
const vps = (game: Scenario) => game.state.players.map((p) => p.vp);

describe("Unconventional Measures", () => {
  it("For: every player draws an Action Card", () => {
    const game = council("unconventional-measures");
    const before = hands(game);
    vote(game, "for");
    expect(hands(game)).toEqual(before.map((n) => n + 1));
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  it("Against: every player discards his whole hand", () => {
    const game = council("unconventional-measures", (g) =>
      given(g, { type: "actionCardsDrawn", seat: HACAN, cards: g.state.decks.action.draw.slice(0, 2) }),
    );
    const held = [...game.state.players[SOL]!.secret.actionCards];
    expect(held).toHaveLength(3);
    vote(game, "against");
    expect(hands(game)).toEqual([0, 0, 0, 0]);
    for (const card of held) expect(game.state.decks.action.discard).toContain(card);
    expectReplayMatches(game);
  });
});

describe("Arms Reduction (Against automated, For by hand)", () => {
  const red = ["fria", "arinam", "lor", "bereg", "lirta-iv", "gral", "mecatol-rex"].filter((id) =>
    getPlanet(id).specialties.includes("red"),
  ) as PlanetId[];
  const other = "lodor" as PlanetId;

  it("Against: each player exhausts his red-specialty planets, and only those", () => {
    expect(red.length).toBeGreaterThan(0);
    expect(getPlanet(other).specialties).not.toContain("red");
    const game = council("arms-reduction", (g) => {
      for (const planet of [...red, other])
        given(g, { type: "planetGained", seat: JOLNAR, planet, from: null, exhausted: false, round: 0 });
    });
    vote(game, "against");
    const planets = game.state.players[JOLNAR]!.planets;
    for (const id of red) expect(planets[id]?.exhausted).toBe(true);
    expect(planets[other]?.exhausted).toBe(false);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Glory of the Empire", () => {
  it("Against: every player who completed his Secret Objective gains 1 VP", () => {
    const game = council("glory-of-the-empire", (g) =>
      given(
        g,
        { type: "objectiveScored", seat: LETNEV, objective: "technocrat", vp: 2 },
        { type: "objectiveScored", seat: HACAN, objective: "b1-5-planets" as ObjectiveId, vp: 1 },
      ),
    );
    const before = vps(game);
    vote(game, "against");
    expect(vps(game)).toEqual(before.map((vp, seat) => vp + (seat === LETNEV ? 1 : 0)));
    expect(game.state.laws ?? []).toEqual([]);
    expectReplayMatches(game);
  });

  it("For: the law stays in play and nothing is left by hand", () => {
    const game = council("glory-of-the-empire");
    const before = vps(game);
    vote(game, "for");
    expect(game.state.laws).toEqual([{ card: "glory-of-the-empire", elected: null, round: 1 }]);
    expect(vps(game)).toEqual(before);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Incentive Program (Elect a public objective)", () => {
  const objective = "se1-influence-vs-each-neighbour" as ObjectiveId;

  it("gives 1 VP to those who already scored the elected objective", () => {
    const game = council("incentive-program", (g) => {
      const rest = g.state.decks.objectives.filter((o) => o !== objective);
      given(
        g,
        { type: "deckShuffled", deck: "objectives", cards: [objective, ...rest], rng: g.state.rng },
        { type: "objectiveRevealed", objective },
        { type: "objectiveScored", seat: JOLNAR, objective, vp: 1 },
      );
    });
    const before = vps(game);
    vote(game, objective);
    expect(vps(game)).toEqual(before.map((vp, seat) => vp + (seat === JOLNAR ? 1 : 0)));
    expect(game.state.laws).toEqual([{ card: "incentive-program", elected: objective, round: 1 }]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Minister of Policy (Elect a player)", () => {
  it("leaves the law in play with nothing to do by hand", () => {
    const game = council("minister-of-policy");
    vote(game, String(LETNEV));
    expect(game.state.laws).toEqual([{ card: "minister-of-policy", elected: String(LETNEV), round: 1 }]);
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });
});

/** The lasting effects, in the Status Phase of a three-player game where the Hacan claim first. */
describe("laws counted in the Status Phase (lawBonuses.ts)", () => {
  function table(...laws: [PoliticalCardId, string | null][]) {
    const g = lab(["hacan", "sol", "letnev"]);
    clearGalaxy(g);
    const me = g.seat.hacan as number;
    for (const [card, outcome] of laws)
      given(g, { type: "agendaResolved", card, outcome: outcome ?? "for", passed: true, tally: {} });
    return Object.assign(g, { me });
  }

  function toStatusPhase(g: ReturnType<typeof table>): void {
    for (const p of g.state.players) {
      for (const held of p.strategyCards.filter((c) => !c.played))
        given(g, { type: "strategyCardPlayed", seat: p.seat, card: held.card });
    }
    const active = decisions(g.state).find((d) => d.kind === "pass")?.seat ?? g.me;
    for (const p of g.state.players) if (p.seat !== active) given(g, { type: "playerPassed", seat: p.seat });
    play(g, { type: "pass", seat: active });
    expect(g.state.phase).toBe("status");
  }

  function dealSecret(g: Scenario, seat: number, id: ObjectiveId): void {
    const rest = g.state.decks.secretObjectives.filter((o) => o !== id);
    given(
      g,
      { type: "deckShuffled", deck: "secretObjectives", cards: [id, ...rest], rng: g.state.rng },
      { type: "secretObjectiveDealt", seat, objective: id },
    );
  }

  function scoreTechnocrat(g: ReturnType<typeof table>): number {
    for (const p of ["fria", "arinam", "lor", "bereg", "lirta-iv", "gral"] as PlanetId[]) owns(g, g.me, p);
    dealSecret(g, g.me, "technocrat");
    toStatusPhase(g);
    const vp = g.state.players[g.me]!.vp;
    const claim = { publicObjective: null, secretObjective: "technocrat" as ObjectiveId };
    play(g, { type: "scoreObjectives", seat: g.me, ...claim });
    return g.state.players[g.me]!.vp - vp;
  }

  it("Glory of the Empire (For): a Secret Objective scored is worth 1 VP more", () => {
    expect(getObjective("technocrat").vp).toBe(2);
    expect(scoreTechnocrat(table())).toBe(2);
    const g = table(["glory-of-the-empire", null]);
    expect(scoreTechnocrat(g)).toBe(3);
    expectReplayMatches(g);
  });

  it("Incentive Program: the elected public objective is worth 1 VP more, others as printed", () => {
    const objective = "se1-influence-vs-each-neighbour" as ObjectiveId;
    const scoreIt = (g: ReturnType<typeof table>) => {
      const rest = g.state.decks.objectives.filter((o) => o !== objective);
      given(
        g,
        { type: "deckShuffled", deck: "objectives", cards: [objective, ...rest], rng: g.state.rng },
        { type: "objectiveRevealed", objective },
      );
      owns(g, g.me, "mecatol-rex" as PlanetId);
      owns(g, g.me, "lodor" as PlanetId);
      toStatusPhase(g);
      const vp = g.state.players[g.me]!.vp;
      play(g, { type: "scoreObjectives", seat: g.me, publicObjective: objective, secretObjective: null });
      return g.state.players[g.me]!.vp - vp;
    };
    const printed = getObjective(objective).vp;
    expect(scoreIt(table())).toBe(printed);
    expect(scoreIt(table(["incentive-program", "b1-5-planets"]))).toBe(printed);
    const g = table(["incentive-program", objective]);
    expect(scoreIt(g)).toBe(printed + 1);
    expectReplayMatches(g);
  });

  it("Minister of Policy: the elected player draws one extra Action Card in the Status Phase", () => {
    const g = table();
    const minister = g.seat.sol as number;
    given(g, {
      type: "agendaResolved",
      card: "minister-of-policy",
      outcome: String(minister),
      passed: true,
      tally: {},
    });
    toStatusPhase(g);
    const before = hands(g);
    while (decisions(g.state)[0]?.kind === "scoreObjectives") {
      const seat = seatToAnswer(g, "scoreObjectives");
      play(g, { type: "scoreObjectives", seat, publicObjective: null, secretObjective: null });
    }
    expect(hands(g)).toEqual(before.map((n, seat) => n + (seat === minister ? 2 : 1)));
    expectReplayMatches(g);
  });
});

describe("laws counted by the Strategy Cards (lawBonuses.ts)", () => {
  const law = (card: PoliticalCardId): GameEvent => ({
    type: "agendaResolved",
    card,
    outcome: "for",
    passed: true,
    tally: {},
  });

  it("Imperial Academy (For): following Logistics, 4 influence buys 2 command counters instead of 1", () => {
    const [holder, follower] = [1, 2];
    const run = (before: GameEvent[]) => {
      const game = strategicAction({ races: SEATED_RACES, holder, card: "logistics", before });
      given(game, { type: "tradeGoodsGained", seat: follower, amount: 4, reason: "test" });
      play(game, {
        type: "resolvePrimary",
        seat: holder,
        card: "logistics",
        choice: { counters: { command: 4 } },
      });
      passActionWindows(game);
      return game;
    };
    const two = { type: "answerSecondary", seat: follower, card: "logistics", follow: true } as const;
    const choice = { tradeGoods: 4, counters: { command: 2 } };
    refuse(run([]), { ...two, choice }, "ERR_COUNTER_PLACEMENT");
    const game = run([law("imperial-academy")]);
    const command = game.state.players[follower]!.counters.command;
    play(game, { ...two, choice });
    expect(game.state.players[follower]!.counters.command).toBe(command + 2);
    expect(game.state.players[follower]!.tradeGoods).toBe(0);
    expectReplayMatches(game);
  });

  it("Free Trade (For): a player his agreements pay gets 1 Trade Good more", () => {
    const [sol, letnev] = [1, 3];
    const collected = (before: GameEvent[]) => {
      const game = strategicAction({
        races: ["hacan", "sol", "jolnar", "letnev"],
        holder: sol,
        card: "trade",
        before,
      });
      given(game, { type: "tradeAgreementFormed", seats: [sol, letnev], values: [1, 2] });
      const events = play(game, {
        type: "resolvePrimary",
        seat: sol,
        card: "trade",
        choice: { option: "tradeGoods" },
      });
      return events
        .filter((e) => e.type === "tradeGoodsGained" && e.seat === sol)
        .map((e) => e.type === "tradeGoodsGained" && e.amount);
    };
    expect(collected([])).toEqual([3, 1]);
    expect(collected([law("free-trade")])).toEqual([3, 2]);
  });
});

describe("Code of Honor (For): no retreat from a Space Battle", () => {
  /** The Hacan attack a Sol fleet next door, having activated another neighbour they could retreat to. */
  function battle(laws: PoliticalCardId[]) {
    const g = lab(["hacan", "sol", "letnev"]);
    clearGalaxy(g);
    const [me, them] = [g.seat.hacan as number, g.seat.sol as number];
    const h = homeOf(g, me);
    const a = inward(h);
    const c = neighbourLabels(a).find((p) => p !== h && p !== inward(a) && g.state.board[p]) as string;
    for (const card of laws)
      given(g, { type: "agendaResolved", card, outcome: "for", passed: true, tally: {} });
    place(g, them, a, { destroyer: 2 });
    place(g, me, h, { cruiser: 2 });
    given(g, { type: "systemActivated", seat: me, position: c, from: "reinforcements" });
    activateAndMove(g, me, a, [{ from: h, units: { cruiser: 2 } }]);
    return Object.assign(g, { me, c });
  }

  it("offers the retreat without the law, and never while it is in play", () => {
    expect(waitingOn(battle([]))).toEqual(["announceRetreat"]);
    const g = battle(["code-of-honor"]);
    expect(waitingOn(g)).not.toContain("announceRetreat");
    expect(g.events.some((e) => e.type === "combatRolled")).toBe(true);
    refuse(g, { type: "announceRetreat", seat: g.me, to: g.c }, "ERR_NOT_YOUR_TURN");
    expectReplayMatches(g);
  });

  it("For: the law stays in play with nothing left by hand; Against: discarded", () => {
    const game = council("code-of-honor");
    vote(game, "for");
    expect(game.state.laws).toEqual([{ card: "code-of-honor", elected: null, round: 1 }]);
    expect(leftByHand(game)).toBe(false);
    const other = council("code-of-honor");
    vote(other, "against");
    expect(other.state.laws ?? []).toEqual([]);
    expect(other.state.decks.political.discard).toContain("code-of-honor");
    expect(leftByHand(other)).toBe(false);
  });
});

describe("The Crown of Thalnos (Elect a player)", () => {
  it("the elected player's Ground Forces and Shock Troops roll +1 in Invasion Combat, nobody else's", () => {
    const game = council("crown-of-thalnos");
    const ctx = (shooter: number, kind: "invasion" | "spaceBattle" = "invasion") => ({
      kind,
      shooter,
      target: SOL,
      position: "000",
      planet: null,
      round: 1,
      attacker: shooter,
      warFunding: false,
    });
    const mods = () =>
      [JOLNAR, LETNEV].flatMap((seat) => [
        rollModifier(game.state, ctx(seat), "groundForce"),
        rollModifier(game.state, ctx(seat), "shockTroop"),
        rollModifier(game.state, ctx(seat), "pds"),
        rollModifier(game.state, ctx(seat, "spaceBattle"), "cruiser"),
      ]);
    const before = mods();
    vote(game, String(JOLNAR));
    expect(game.state.laws).toEqual([{ card: "crown-of-thalnos", elected: String(JOLNAR), round: 1 }]);
    expect(leftByHand(game)).toBe(false);
    expect(mods()).toEqual(before.map((m, i) => m + (i < 2 ? 1 : 0)));
    expectReplayMatches(game);
  });
});

describe("Holy Planet of Ixth (Elect a planet)", () => {
  /** Sol hold Lodor, next to Jord, with a Space Dock on it, and activate its system to produce. */
  function lodorDock(laws: [PoliticalCardId, string][]) {
    const g = lab(["sol", "hacan", "letnev"]);
    clearGalaxy(g);
    const me = g.seat.sol as number;
    const a = inward(homeOf(g, me));
    tiles(g, { [a]: "lodor" });
    owns(g, me, "lodor" as PlanetId);
    place(g, me, a, { spaceDock: 1 }, "lodor" as PlanetId);
    for (const [card, outcome] of laws)
      given(g, { type: "agendaResolved", card, outcome, passed: true, tally: {} });
    activateAndMove(g, me, a, []);
    expect(waitingOn(g)).toEqual(["produceUnits"]);
    const command: Extract<Command, { type: "produceUnits" }> = {
      type: "produceUnits",
      seat: me,
      orders: [{ dock: "lodor", units: { groundForce: 2 } }],
      planets: ["lodor" as PlanetId],
    };
    return Object.assign(g, { command });
  }

  it("no unit is produced on the elected planet; elsewhere production goes on", () => {
    const free = lodorDock([]);
    play(free, free.command);
    const other = lodorDock([["holy-planet-of-ixth", "jord"]]);
    play(other, other.command);
    const g = lodorDock([["holy-planet-of-ixth", "lodor"]]);
    const message = refuse(g, g.command, "ERR_HOLY_PLANET");
    expect(message).toBe("Holy Planet of Ixth: no unit may be produced on Lodor.");
    expectReplayMatches(g);
  });
});

describe("the registry of automated Political Cards", () => {
  it("lists exactly the cards whose every outcome the engine resolves", () => {
    // Those an option's module carries out answer the agendaOutcome moment (Defend the Jewel: Space Mines).
    const byModule = (effect: string) =>
      TI3.modules.some((m) => m.hooks?.agendaOutcome?.(effect) !== undefined);
    const automated = POLITICAL_CARDS.filter((c) => agendaAutomated(c.id) || byModule(c.effect)).map(
      (c) => c.effect,
    );
    expect([...AUTOMATED_POLITICAL_CARD_EFFECTS].sort()).toEqual([...new Set(automated)].sort());
    for (const key of [
      "unconventionalMeasures",
      "gloryOfTheEmpire",
      "incentiveProgram",
      "ministerOfPolicy",
      "freeTradeLaw",
      "imperialAcademy",
    ])
      expect(AUTOMATED_POLITICAL_CARD_EFFECTS.has(key)).toBe(true);
  });
});
