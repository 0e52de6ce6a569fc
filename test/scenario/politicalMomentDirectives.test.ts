/**
 * Directives carried out by the engine since issue #17 (rules/politics/directive*.ts, RR §20): Ancient
 * Artifact and Wormhole Research (a die from the game's generator), Aggressive Strategy (everyone's own
 * secondary for free), Open the Trade Routes (Trade Goods handed on) and Revote (a law voted again). Each:
 * the outcome, a wrong play refused with nothing changed, replay.
 */
import { describe, expect, it } from "vitest";
import type { PlanetId, PoliticalCardId } from "../../src/content/index.ts";
import { decisions } from "../../src/engine/index.ts";
import { cardChoiceOptions } from "../../src/engine/rules/actionCards/choice.ts";
import { movementPurpose } from "../../src/engine/rules/politics/lawRules.ts";
import {
  answer,
  choiceAsked,
  council,
  councilGame,
  given,
  HACAN,
  JOLNAR,
  LETNEV,
  law,
  leftByHand,
  SOL,
  tradeGoods,
  VOTERS,
  vote,
} from "../support/council.ts";
import { expectReplayMatches, passActionWindows, play, refuse, type Scenario } from "../support/engine.ts";
import { lab, onPlanet, owns, place, scriptDice, space } from "../support/tactical.ts";

const techs = (game: Scenario) => game.state.players.map((p) => p.technologies.length);
const dieRolled = (game: Scenario) => game.events.find((e) => e.type === "directiveDieRolled");

describe("Ancient Artifact", () => {
  const MECATOL = "mecatol-rex" as PlanetId;
  function artifact(dice: number[]): Scenario {
    const game = council("ancient-artifact", (g) => {
      owns(g, SOL, MECATOL);
      place(g, SOL, "000", { groundForce: 2, pds: 1 }, MECATOL);
      place(g, LETNEV, "000", { destroyer: 1 });
      place(g, HACAN, "101", { cruiser: 2 });
    });
    scriptDice(game, dice);
    return game;
  }

  it("1-5: everything in the Mecatol Rex system is destroyed; each force next to it takes three 5+ shots", () => {
    const game = artifact([2, 5, 9, 1]);
    refuse(game, { type: "castVotes", seat: HACAN, choice: "2" }, "ERR_NOT_A_CANDIDATE");
    vote(game, "for");
    expect(dieRolled(game)).toMatchObject({ card: "ancient-artifact", value: 2 });
    expect(onPlanet(game, "000", MECATOL, SOL)).toEqual({});
    expect(space(game, "000", LETNEV)).toEqual({});
    expect(game.state.players[SOL]!.planets[MECATOL]).toBeDefined();
    const shots = game.events.filter((e) => e.type === "combatRolled");
    expect(shots).toEqual([
      expect.objectContaining({ seat: HACAN, position: "101", roll: "ancientArtifact", hits: 2 }),
    ]);
    expect(space(game, "101", HACAN)).toEqual({});
    expect(leftByHand(game)).toBe(false);
    expectReplayMatches(game);
  });

  it("6-10: every player gains 2 technologies he qualifies for, one at a time", () => {
    const game = artifact([8]);
    const before = techs(game);
    vote(game, "for");
    expect(dieRolled(game)).toMatchObject({ value: 8 });
    expect(choiceAsked(game).sort()).toEqual([...VOTERS].sort());
    refuse(game, answer(HACAN, { choice: "war-sun" }), "ERR_TECHNOLOGY_CHOICE");
    while (choiceAsked(game).length > 0) {
      const seat = choiceAsked(game)[0]!;
      play(game, cardChoiceOptions(game.state, seat)[0]!);
    }
    expect(techs(game)).toEqual(before.map((n) => n + 2));
    expectReplayMatches(game);
  });

  it("Against: discarded, nothing else happens", () => {
    const game = artifact([2]);
    vote(game, "against");
    expect(dieRolled(game)).toBeUndefined();
    expect(game.state.decks.political.discard).toContain("ancient-artifact");
    expect(onPlanet(game, "000", MECATOL, SOL)).toEqual({ groundForce: 2, pds: 1 });
  });
});

describe("Wormhole Research", () => {
  function research(dice: number[]): Scenario {
    const game = council("wormhole-research", (g) => {
      given(g, { type: "galaxyTilesPlaced", tiles: { "101": "empty-alpha-wormhole" } });
      place(g, HACAN, "101", { carrier: 1, cruiser: 1, groundForce: 2 });
    });
    if (dice.length > 0) scriptDice(game, dice);
    return game;
  }

  it("1-3: every ship in a wormhole system is destroyed, its cargo with it", () => {
    const game = research([3]);
    vote(game, "for");
    expect(space(game, "101", HACAN)).toEqual({});
    expectReplayMatches(game);
  });

  it("4-7: each player controlling a wormhole system gains 2 Trade Goods", () => {
    const game = research([6]);
    const before = tradeGoods(game);
    vote(game, "for");
    expect(tradeGoods(game)).toEqual(before.map((n, seat) => (seat === HACAN ? n + 2 : n)));
    expectReplayMatches(game);
  });

  it("8-10: each For voter gains a blue technology he qualifies for", () => {
    const game = research([9]);
    vote(game, "for", [HACAN]);
    expect(choiceAsked(game).sort()).toEqual([SOL, JOLNAR, LETNEV]);
    refuse(game, answer(SOL, { choice: "hylar-v-assault-laser" }), "ERR_TECHNOLOGY_CHOICE");
    for (const seat of [SOL, JOLNAR, LETNEV]) {
      const [choice] = cardChoiceOptions(game.state, seat);
      play(game, choice!);
      const gained = game.state.players[seat]!.technologies.at(-1);
      expect(gained).toBe((choice as { choice: string }).choice);
    }
    expectReplayMatches(game);
  });

  it("Against: no wormhole may be used for the rest of the round", () => {
    const game = research([]);
    expect(movementPurpose(game.state)).toBe("movement");
    vote(game, "against");
    expect(movementPurpose(game.state)).toBe("other");
    expect(space(game, "101", HACAN)).toEqual({ carrier: 1, cruiser: 1, groundForce: 2 });
    expectReplayMatches(game);
  });
});

describe("Aggressive Strategy", () => {
  it("For: in order of play, each player may use his own cards' secondaries, paying nothing", () => {
    const game = council("aggressive-strategy");
    const counters = game.state.players.map((p) => p.counters.strategy);
    vote(game, "for");
    const asked: [number, string][] = [];
    for (let d = decisions(game.state)[0]; d?.kind === "answerSecondary"; d = decisions(game.state)[0]) {
      const top = game.state.stack.at(-1);
      if (top?.kind !== "strategicAction" || top.detail.freeSecondary !== true) break;
      expect(decisions(game.state).map((x) => x.seat)).toEqual([top.seat]);
      if (asked.length === 0)
        refuse(
          game,
          { type: "answerSecondary", seat: HACAN, card: top.card, follow: true },
          "ERR_NOT_YOUR_TURN",
        );
      asked.push([top.seat, top.card]);
      play(game, { type: "answerSecondary", seat: top.seat, card: top.card, follow: top.seat === SOL });
    }
    // Sol (Initiative, 1) first: Political; then each other player's two cards, lowest first.
    expect(asked[0]).toEqual([SOL, "political"]);
    expect(asked).toHaveLength(7);
    expect(game.state.players.map((p) => p.counters.strategy)).toEqual(counters);
    expectReplayMatches(game);
  });
});

describe("Open the Trade Routes", () => {
  it("Against: the card's effect lasts the round; For: every player gains 2 Trade Goods", () => {
    const game = council("open-the-trade-routes");
    refuse(game, { type: "castVotes", seat: JOLNAR, choice: "for" }, "ERR_NOT_YOUR_TURN");
    vote(game, "against");
    expect(game.state.cardEffects).toEqual([
      expect.objectContaining({ effect: "openTheTradeRoutes", round: 1, lastRound: 1 }),
    ]);
    const other = council("open-the-trade-routes");
    const before = tradeGoods(other);
    vote(other, "for");
    expect(tradeGoods(other)).toEqual(before.map((n) => n + 2));
    expectReplayMatches(game);
  });

  /** The Hacan hold Trade and act first, under the Against outcome of one printing or the other. */
  function tradeUnder(effect: string) {
    const g = lab(["hacan", "sol", "letnev"], { picks: { hacan: ["trade"] } });
    const me = g.seat.hacan!;
    given(g, {
      type: "cardEffectStarted",
      effect: {
        effect,
        seat: null,
        target: null,
        planets: [],
        system: null,
        choice: null,
        round: 1,
        lastRound: 1,
      },
    });
    play(g, { type: "strategicAction", seat: me, card: "trade" });
    play(g, { type: "resolvePrimary", seat: me, card: "trade", choice: { option: "tradeGoods" } });
    passActionWindows(g);
    return { g, me, left: (me + 1) % 3 };
  }

  it("Against (Shattered Empire): the Trade Goods a player receives this round go to his left neighbour", () => {
    const { g, me, left } = tradeUnder("openTheTradeRoutes");
    expect(g.state.players[me]!.tradeGoods).toBe(0);
    expect(g.events.filter((e) => e.type === "tradeGoodsPassedOn")).toEqual([
      expect.objectContaining({ seat: me, to: left, amount: 3 }),
    ]);
    expect(g.state.players[left]!.tradeGoods).toBe(3);
    expectReplayMatches(g);
  });

  it("Against (base printing): only the Status Phase's Trade Goods go on; the Action Phase's stay", () => {
    const { g, me } = tradeUnder("openTheTradeRoutesOriginal");
    expect(g.state.players[me]!.tradeGoods).toBe(3);
    expect(g.events.some((e) => e.type === "tradeGoodsPassedOn")).toBe(false);
  });
});

describe("Revote", () => {
  it("the law just passed leaves play and its agenda is voted again at once", () => {
    const game = council("revote", (g) => law(g, "minister-of-war", String(HACAN)));
    refuse(game, { type: "castVotes", seat: HACAN, choice: "code-of-honor" }, "ERR_NOT_A_CANDIDATE");
    vote(game, "minister-of-war");
    expect(game.events.some((e) => e.type === "lawRevoted" && e.card === "minister-of-war")).toBe(true);
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "agenda", card: "minister-of-war", step: "vote" });
    vote(game, String(JOLNAR));
    expect(game.state.laws).toEqual([{ card: "minister-of-war", elected: String(JOLNAR), round: 1 }]);
    expect(game.state.decks.political.discard).toContain("revote");
    expectReplayMatches(game);
  });

  it("with no law in play, nothing is elected and the card is discarded", () => {
    const game = councilGame();
    const rest = game.state.decks.political.draw.filter((c) => c !== "revote");
    given(game, { type: "deckShuffled", deck: "political", cards: ["revote", ...rest], rng: game.state.rng });
    play(game, { type: "strategicAction", seat: SOL, card: "political" });
    play(game, {
      type: "resolvePrimary",
      seat: SOL,
      card: "political",
      choice: { counters: { command: 1 } },
    });
    passActionWindows(game);
    expect(game.state.decks.political.discard).toContain("revote" as PoliticalCardId);
    expect(game.state.stack.some((f) => f.kind === "agenda")).toBe(false);
    expectReplayMatches(game);
  });
});
