/**
 * Action Cards that act on the Strategy Phase, Strategy Cards, technology, politics and hands
 * (rules/actionCards/phaseCards.ts, phaseCardHands.ts), each played in the window of its timing. Races are
 * drafted by seat: Sol (0), the Hacan (1), Jol-Nar (2), the Letnev (3) and, in five-player games, the
 * Xxcha (4). Cards are dealt through engine events appended to the log, so every replay check still folds
 * the whole game.
 */
import { describe, expect, it } from "vitest";
import {
  type ActionCardId,
  getPoliticalCard,
  getTechnology,
  type PoliticalCardId,
  type TechId,
  technologiesFor,
} from "../../src/content/index.ts";
import { evolve } from "../../src/engine/evolve.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import { decisions } from "../../src/engine/index.ts";
import { votesOf } from "../../src/engine/rules/politics/voting.ts";
import { redistributionTotal } from "../../src/engine/rules/statusPhase.ts";
import {
  canResearch,
  researchableTechnologies,
  researchCost,
} from "../../src/engine/rules/technology/research.ts";
import { view, viewEvent } from "../../src/engine/view.ts";
import {
  expectReplayMatches,
  newScenario,
  passActionWindows,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";
import { owns } from "../support/tactical.ts";

const SOL = 0;
const HACAN = 1;
const JOLNAR = 2;
const LETNEV = 3;

const RACES = ["sol", "hacan", "jolnar", "letnev", "xxcha"];

function given(game: Scenario, ...events: GameEvent[]): void {
  for (const event of events) {
    game.state = evolve(structuredClone(game.state), event);
    game.events.push(event);
  }
}

function deal(game: Scenario, seat: number, ...cards: ActionCardId[]): void {
  given(game, { type: "actionCardsDrawn", seat, cards });
}

function hand(game: Scenario, seat: number): ActionCardId[] {
  return game.state.players[seat]!.secret.actionCards;
}

/** Drafts the races by seat; `beforeLastPick` runs before the last race is taken (cards dealt then are held as the Strategy Phase opens). */
function draft(players: number, beforeLastPick: (game: Scenario) => void = () => {}): Scenario {
  const game = newScenario(players, { raceAssignment: "draft" });
  let dealt = false;
  while (game.state.stack.at(-1)?.kind === "raceDraft") {
    const seat = seatToAnswer(game, "pickRace");
    const left = decisions(game.state).find((d) => d.kind === "pickRace");
    if (!dealt && left && game.state.players.filter((p) => p.race === null).length === 1) {
      beforeLastPick(game);
      dealt = true;
    }
    play(game, { type: "pickRace", seat, race: RACES[seat] as never });
  }
  return game;
}

const ORIGINAL = [
  "initiative",
  "diplomacy",
  "political",
  "logistics",
  "trade",
  "warfare",
  "technology",
  "imperial",
];

/**
 * Plays the Strategy Phase: Sol takes `mine`, the others the rest in order. `beforeLastPick` runs just
 * before the last card is picked, so a card dealt there is held when the window at the end opens.
 */
function strategyPhase(game: Scenario, mine: string[], beforeLastPick: () => void = () => {}): void {
  const others = ORIGINAL.filter((card) => !mine.includes(card));
  const own = [...mine];
  let dealt = false;
  while (game.state.phase === "strategy" && game.state.stack.at(-1)?.kind === "strategyPhase") {
    const frame = game.state.stack.at(-1);
    if (!dealt && frame?.kind === "strategyPhase" && frame.index === frame.order.length - 1) {
      beforeLastPick();
      dealt = true;
    }
    const seat = seatToAnswer(game, "pickStrategyCard");
    play(game, { type: "pickStrategyCard", seat, card: (seat === SOL ? own : others).shift() as never });
  }
}

/** Four players; Sol takes `mine` and holds `card` when the window at the end of the Strategy Phase opens. */
function strategyPhaseEnd(card: ActionCardId, mine = ["initiative", "political"], seat = SOL): Scenario {
  const game = draft(4);
  strategyPhase(game, mine, () => deal(game, seat, card));
  expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "strategyPhaseEnd" });
  return game;
}

/** Four players in the Action Phase, Sol (Initiative) first. */
function actionPhase(mine = ["initiative", "political"]): Scenario {
  const game = draft(4);
  strategyPhase(game, mine);
  return game;
}

function effects(game: Scenario, effect: string) {
  return (game.state.cardEffects ?? []).filter((e) => e.effect === effect);
}

describe("Scientist Assassination (strategyPhase)", () => {
  it("bars Jol-Nar from following Technology this round", () => {
    const game = strategyPhaseEnd("scientist-assassination", ["initiative", "technology"]);
    play(game, { type: "playActionCard", seat: SOL, card: "scientist-assassination", target: JOLNAR });
    passActionWindows(game);
    expect(effects(game, "scientistAssassination")).toEqual([
      expect.objectContaining({ seat: SOL, target: JOLNAR, round: game.state.round }),
    ]);
    expect(researchableTechnologies(game.state, JOLNAR)).toEqual([]);
    expect(researchableTechnologies(game.state, HACAN).length).toBeGreaterThan(0);
    // Sol's own Technology primary is untouched.
    const free = researchableTechnologies(game.state, SOL)[0]!;
    play(game, { type: "strategicAction", seat: SOL, card: "technology" });
    play(game, { type: "resolvePrimary", seat: SOL, card: "technology", choice: { technology: free } });
    expect(game.state.players[SOL]!.technologies).toContain(free);
    passActionWindows(game);
    const wanted = researchableTechnologies(game.state, HACAN)[0]!;
    refuse(
      game,
      {
        type: "answerSecondary",
        seat: JOLNAR,
        card: "technology",
        follow: true,
        choice: { technology: wanted },
      },
      "ERR_NO_TECHNOLOGY_THIS_ROUND",
    );
    play(game, { type: "answerSecondary", seat: JOLNAR, card: "technology", follow: false });
    expectReplayMatches(game);
  });

  it("is refused without a player named, leaving everything as it was", () => {
    const game = strategyPhaseEnd("scientist-assassination");
    refuse(game, { type: "playActionCard", seat: SOL, card: "scientist-assassination" }, "ERR_CARD_TARGET");
    refuse(
      game,
      { type: "playActionCard", seat: SOL, card: "scientist-assassination", target: 9 },
      "ERR_CARD_TARGET",
    );
  });
});

describe("Strategic Shift (strategyPhaseStart)", () => {
  /** Five players (the card leaves 4- and 8-player decks); seat 0 holds Strategic Shift as picking opens. */
  function fivePlayers(): Scenario {
    const game = draft(5, (g) => deal(g, SOL, "strategic-shift"));
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "strategyPhaseStart" });
    return game;
  }

  it("takes Warfare out of this round's picks", () => {
    const game = fivePlayers();
    play(game, { type: "playActionCard", seat: SOL, card: "strategic-shift", choice: "warfare" });
    passActionWindows(game);
    expect(effects(game, "strategicShift")).toEqual([expect.objectContaining({ choice: "warfare" })]);
    const picker = seatToAnswer(game, "pickStrategyCard");
    const offered = decisions(game.state).find((d) => d.kind === "pickStrategyCard")!.choices!;
    expect(offered).not.toContain("warfare");
    expect(offered).toContain("trade");
    refuse(game, { type: "pickStrategyCard", seat: picker, card: "warfare" }, "ERR_CARD_BARRED");
    // Everyone picks; Warfare is left on the table and gets its Bonus Counter.
    const order = ["initiative", "diplomacy", "political", "logistics", "trade"];
    while (game.state.stack.at(-1)?.kind === "strategyPhase") {
      const seat = seatToAnswer(game, "pickStrategyCard");
      play(game, { type: "pickStrategyCard", seat, card: order.shift() as never });
      passActionWindows(game);
    }
    const warfare = game.state.strategyPool.find((c) => c.card === "warfare");
    expect(warfare?.bonus).toBe(1);
    expectReplayMatches(game);
  });

  it("is refused naming no card on the table, leaving everything as it was", () => {
    const game = fivePlayers();
    refuse(game, { type: "playActionCard", seat: SOL, card: "strategic-shift" }, "ERR_CARD_CHOICE");
    refuse(
      game,
      { type: "playActionCard", seat: SOL, card: "strategic-shift", choice: "warfare-2" },
      "ERR_CARD_CHOICE",
    );
  });
});

describe("Thugs (afterAgendaRead)", () => {
  /** Sol resolves the Political primary; the Letnev hold Thugs when the agenda has been read. */
  function agendaRead(): Scenario {
    const game = actionPhase();
    deal(game, LETNEV, "thugs");
    const rest = game.state.decks.political.draw.filter((c) => c !== "imperial-mandate");
    given(game, {
      type: "deckShuffled",
      deck: "political",
      cards: ["imperial-mandate" as PoliticalCardId, ...rest],
      rng: game.state.rng,
    });
    play(game, { type: "strategicAction", seat: SOL, card: "political" });
    play(game, {
      type: "resolvePrimary",
      seat: SOL,
      card: "political",
      choice: { counters: { command: 1 } },
    });
    while (game.state.stack.at(-1)?.kind === "actionWindow") {
      const top = game.state.stack.at(-1);
      if (top?.kind === "actionWindow" && top.timing === "afterAgendaRead") break;
      play(game, { type: "passActionWindow", seat: seatToAnswer(game, "passActionWindow") });
    }
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "afterAgendaRead" });
    return game;
  }

  it("has the Hacan abstain without being asked, on this agenda and for the rest of the round", () => {
    const game = agendaRead();
    play(game, { type: "playActionCard", seat: LETNEV, card: "thugs", target: HACAN });
    passActionWindows(game);
    // The Hacan vote first (left of Sol, the Speaker): their turn passes at once.
    const cast = game.events.filter((e) => e.type === "votesCast");
    expect(cast).toEqual([{ type: "votesCast", seat: HACAN, choice: null, votes: 0 }]);
    expect(decisions(game.state).some((d) => d.kind === "castVotes" && d.seat === HACAN)).toBe(false);
    expect(seatToAnswer(game, "castVotes")).toBe(JOLNAR);
    expect(effects(game, "thugs")).toEqual([expect.objectContaining({ seat: LETNEV, target: HACAN })]);
    expectReplayMatches(game);
  });

  it("is refused without a player named, leaving everything as it was", () => {
    const game = agendaRead();
    refuse(game, { type: "playActionCard", seat: LETNEV, card: "thugs" }, "ERR_CARD_TARGET");
  });
});

describe("Strategic Planning (strategyPhase)", () => {
  it("lets the Hacan follow Diplomacy without a Strategy Allocation counter this round", () => {
    const game = strategyPhaseEnd("strategic-planning", ["initiative", "diplomacy"], HACAN);
    play(game, { type: "playActionCard", seat: HACAN, card: "strategic-planning" });
    passActionWindows(game);
    expect(effects(game, "strategicPlanning")).toEqual([expect.objectContaining({ seat: HACAN })]);
    const strategy = (seat: number) => game.state.players[seat]!.counters.strategy;
    const [hacan, jolnar] = [strategy(HACAN), strategy(JOLNAR)];
    play(game, { type: "strategicAction", seat: SOL, card: "diplomacy" });
    play(game, { type: "resolvePrimary", seat: SOL, card: "diplomacy", choice: { target: LETNEV } });
    passActionWindows(game);
    // Diplomacy's secondary readies planets; none are named here, only its price is seen.
    play(game, { type: "answerSecondary", seat: HACAN, card: "diplomacy", follow: true, choice: {} });
    play(game, { type: "answerSecondary", seat: JOLNAR, card: "diplomacy", follow: true, choice: {} });
    expect(strategy(HACAN)).toBe(hacan);
    expect(strategy(JOLNAR)).toBe(jolnar - 1);
    expectReplayMatches(game);
  });

  it("is refused in the Action Phase: it belongs to the Strategy Phase", () => {
    const game = actionPhase();
    deal(game, SOL, "strategic-planning");
    refuse(game, { type: "playActionCard", seat: SOL, card: "strategic-planning" }, "ERR_CARD_TIMING");
  });
});

describe("Alien Technology (action)", () => {
  it("buys a technology for a flat 4 resources: Jord pays, and the turn passes", () => {
    const game = actionPhase();
    deal(game, SOL, "alien-technology");
    const technology = researchableTechnologies(game.state, SOL)[0]!;
    play(game, {
      type: "playActionCard",
      seat: SOL,
      card: "alien-technology",
      choice: technology,
      planets: ["jord"],
    });
    passActionWindows(game);
    expect(game.state.players[SOL]!.technologies).toContain(technology);
    expect(game.state.players[SOL]!.planets.jord?.exhausted).toBe(true);
    expect(game.events).toContainEqual(
      expect.objectContaining({ type: "technologyGained", seat: SOL, technology, via: "alienTechnology" }),
    );
    expect(decisions(game.state).every((d) => d.seat !== SOL)).toBe(true);
    expectReplayMatches(game);
  });

  it("is refused unpaid, or naming no technology, leaving everything as it was", () => {
    const game = actionPhase();
    deal(game, SOL, "alien-technology");
    const technology = researchableTechnologies(game.state, SOL)[0]!;
    refuse(
      game,
      { type: "playActionCard", seat: SOL, card: "alien-technology", choice: technology },
      "ERR_NOT_ENOUGH_RESOURCES",
    );
    refuse(
      game,
      { type: "playActionCard", seat: SOL, card: "alien-technology", planets: ["jord"] },
      "ERR_CARD_CHOICE",
    );
  });
});

describe("Disclosure (anytime)", () => {
  function disclosureOnHacan(): { game: Scenario; theirs: ActionCardId[] } {
    const game = actionPhase();
    const deck = game.state.decks.action.draw.filter((c) => c !== "sabotage" && c !== "disclosure");
    const theirs = [...new Set(deck)].slice(0, 2);
    deal(game, SOL, "disclosure");
    deal(game, HACAN, ...theirs);
    return { game, theirs };
  }

  it("shows Sol the Hacan's hand in private and discards the card he names", () => {
    const { game, theirs } = disclosureOnHacan();
    const from = game.events.length;
    play(game, { type: "playActionCard", seat: SOL, card: "disclosure", target: HACAN });
    passActionWindows(game);
    const inspected = game.events.find((e) => e.type === "actionCardsInspected");
    expect(inspected).toEqual({ type: "actionCardsInspected", seat: SOL, target: HACAN, cards: theirs });
    expect(decisions(game.state)).toEqual([expect.objectContaining({ kind: "answerCardChoice", seat: SOL })]);
    // Jol-Nar's view of what happened, and of the game, names none of the Hacan's cards.
    const seenByJolnar = JSON.stringify([
      game.events.slice(from).map((e) => viewEvent(e, JOLNAR)),
      view(game.state, JOLNAR),
    ]);
    for (const card of theirs) expect(seenByJolnar).not.toContain(`"${card}"`);
    expect(JSON.stringify(viewEvent(inspected!, SOL))).toContain(theirs[0]!);
    refuse(game, { type: "answerCardChoice", seat: SOL, choice: "sabotage" }, "ERR_CARD_CHOICE");
    play(game, { type: "answerCardChoice", seat: SOL, choice: theirs[1]! });
    expect(hand(game, HACAN)).toEqual([theirs[0]]);
    expect(game.state.decks.action.discard).toEqual(["disclosure", theirs[1]]);
    expect(decisions(game.state).every((d) => d.seat !== SOL)).toBe(true);
    expectReplayMatches(game);
  });

  it("is refused on oneself, leaving everything as it was", () => {
    const { game } = disclosureOnHacan();
    refuse(game, { type: "playActionCard", seat: SOL, card: "disclosure", target: SOL }, "ERR_CARD_TARGET");
    refuse(game, { type: "playActionCard", seat: SOL, card: "disclosure" }, "ERR_CARD_TARGET");
  });
});

describe("Synchronicity (strategyPhase)", () => {
  it("lets Sol take the card he names from the deck, in secret, then shuffles it", () => {
    const game = strategyPhaseEnd("synchronicity");
    const size = game.state.decks.action.draw.length;
    const from = game.events.length;
    play(game, { type: "playActionCard", seat: SOL, card: "synchronicity" });
    passActionWindows(game);
    const searched = game.events.find((e) => e.type === "actionDeckSearched");
    expect(searched).toMatchObject({ seat: SOL });
    expect(decisions(game.state)).toEqual([expect.objectContaining({ kind: "answerCardChoice", seat: SOL })]);
    refuse(game, { type: "answerCardChoice", seat: SOL, choice: "synchronicity" }, "ERR_CARD_CHOICE");
    const wanted: ActionCardId = "direct-hit";
    expect(game.state.decks.action.draw).toContain(wanted);
    play(game, { type: "answerCardChoice", seat: SOL, choice: wanted });
    expect(hand(game, SOL)).toEqual([wanted]);
    expect(game.state.decks.action.draw).toHaveLength(size - 1);
    const after = game.events.slice(from);
    expect(after.map((e) => e.type)).toContain("actionDrawPileShuffled");
    // Nobody else learns the deck or the card taken.
    for (const seat of [HACAN, JOLNAR, LETNEV, null]) {
      const seen = JSON.stringify([after.map((e) => viewEvent(e, seat)), view(game.state, seat)]);
      expect(seen).not.toContain(`"${wanted}"`);
    }
    expect(JSON.stringify(after.map((e) => viewEvent(e, SOL)))).toContain(`"${wanted}"`);
    expectReplayMatches(game);
  });

  it("is refused as an action: it belongs to the Strategy Phase", () => {
    const game = actionPhase();
    deal(game, SOL, "synchronicity");
    refuse(game, { type: "playActionCard", seat: SOL, card: "synchronicity" }, "ERR_CARD_TIMING");
  });
});

describe("Council Dissolved (afterStrategyPrimary)", () => {
  it("stops the agenda of Sol's Political primary; his cards, counter and look at the deck stand", () => {
    const game = actionPhase();
    deal(game, HACAN, "council-dissolved");
    const deck = game.state.decks.political.draw.length;
    play(game, { type: "strategicAction", seat: SOL, card: "political" });
    play(game, {
      type: "resolvePrimary",
      seat: SOL,
      card: "political",
      choice: { counters: { command: 1 } },
    });
    expect(hand(game, SOL)).toHaveLength(3);
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "beforeAgendaDrawn" });
    const from = game.events.length;
    play(game, { type: "playActionCard", seat: HACAN, card: "council-dissolved" });
    passActionWindows(game);
    const after = game.events.slice(from).map((e) => e.type);
    expect(after).not.toContain("agendaRevealed");
    expect(after).not.toContain("votesCast");
    expect(game.state.decks.political.draw).toHaveLength(deck);
    expect(game.state.stack.some((f) => f.kind === "agenda")).toBe(false);
    expect(effects(game, "councilDissolved")).toEqual([]);
    expect(decisions(game.state)).toEqual([
      expect.objectContaining({ kind: "arrangePoliticalDeck", seat: SOL }),
    ]);
    expectReplayMatches(game);
  });

  it("is refused after another card's primary, leaving everything as it was", () => {
    const game = actionPhase(["initiative", "logistics"]);
    // Council Dissolved alone would not have the Hacan asked here; Disclosure (at any moment) does.
    deal(game, HACAN, "council-dissolved", "disclosure");
    play(game, { type: "strategicAction", seat: SOL, card: "logistics" });
    play(game, {
      type: "resolvePrimary",
      seat: SOL,
      card: "logistics",
      choice: { counters: { command: 4 } },
    });
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "afterStrategyPrimary" });
    refuse(game, { type: "playActionCard", seat: HACAN, card: "council-dissolved" }, "ERR_CARD_CONDITION");
  });
});

describe("Tech Bubble (afterStrategyPrimary)", () => {
  it("lets Sol follow his own Technology secondary, paying its counter despite Initiative", () => {
    const game = actionPhase(["initiative", "technology"]);
    deal(game, SOL, "tech-bubble");
    given(game, { type: "tradeGoodsGained", seat: SOL, amount: 10, reason: "test" });
    const [free, bought] = researchableTechnologies(game.state, SOL);
    play(game, { type: "strategicAction", seat: SOL, card: "technology" });
    play(game, { type: "resolvePrimary", seat: SOL, card: "technology", choice: { technology: free! } });
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "afterStrategyPrimary" });
    play(game, { type: "playActionCard", seat: SOL, card: "tech-bubble" });
    passActionWindows(game);
    const asked = decisions(game.state)
      .filter((d) => d.kind === "answerSecondary")
      .map((d) => d.seat)
      .sort();
    expect(asked).toEqual([SOL, HACAN, JOLNAR, LETNEV]);
    const counters = game.state.players[SOL]!.counters.strategy;
    play(game, {
      type: "answerSecondary",
      seat: SOL,
      card: "technology",
      follow: true,
      choice: { technology: bought!, tradeGoods: 8 },
    });
    expect(game.state.players[SOL]!.technologies).toEqual(expect.arrayContaining([free, bought]));
    expect(game.state.players[SOL]!.counters.strategy).toBe(counters - 1);
    expectReplayMatches(game);
  });

  it("is refused after another player's Technology primary, leaving everything as it was", () => {
    const game = actionPhase(["initiative", "technology"]);
    // Tech Bubble alone would not have the Hacan asked here; Disclosure (at any moment) does.
    deal(game, HACAN, "tech-bubble", "disclosure");
    const [free] = researchableTechnologies(game.state, SOL);
    play(game, { type: "strategicAction", seat: SOL, card: "technology" });
    play(game, { type: "resolvePrimary", seat: SOL, card: "technology", choice: { technology: free! } });
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", awaiting: [HACAN] });
    refuse(game, { type: "playActionCard", seat: HACAN, card: "tech-bubble" }, "ERR_CARD_CONDITION");
  });
});

/** Sol resolves the Technology primary; the Hacan, holding `card` and 20 Trade Goods, are asked to follow. */
function technologySecondary(card: ActionCardId, setUp: (game: Scenario) => void = () => {}): Scenario {
  const game = actionPhase(["initiative", "technology"]);
  deal(game, HACAN, card);
  given(game, { type: "tradeGoodsGained", seat: HACAN, amount: 20, reason: "test" });
  setUp(game);
  const [free] = researchableTechnologies(game.state, SOL);
  play(game, { type: "strategicAction", seat: SOL, card: "technology" });
  play(game, { type: "resolvePrimary", seat: SOL, card: "technology", choice: { technology: free! } });
  passActionWindows(game);
  expect(decisions(game.state)).toContainEqual(
    expect.objectContaining({ kind: "playActionCard", seat: HACAN }),
  );
  return game;
}

function ofColor(game: Scenario, seat: number, color: string): TechId {
  return researchableTechnologies(game.state, seat).find((id) => getTechnology(id).color === color)!;
}

function follow(game: Scenario, technology: string, tradeGoods: number): GameEvent[] {
  return play(game, {
    type: "answerSecondary",
    seat: HACAN,
    card: "technology",
    follow: true,
    choice: { technology, tradeGoods },
  });
}

describe("Corporate Sponsorship (beforeTechnologyPurchase)", () => {
  it("takes 4 resources off the green technology the Hacan buy with Research and Development", () => {
    const game = technologySecondary("corporate-sponsorship");
    const green = ofColor(game, HACAN, "green");
    const usual = researchCost(game.state, HACAN, green, "researchAndDevelopment") as number;
    expect(usual).toBeGreaterThanOrEqual(4);
    const red = ofColor(game, HACAN, "red");
    const redUsual = researchCost(game.state, HACAN, red, "researchAndDevelopment");
    play(game, { type: "playActionCard", seat: HACAN, card: "corporate-sponsorship" });
    passActionWindows(game);
    expect(researchCost(game.state, HACAN, green, "researchAndDevelopment")).toBe(usual - 4);
    // A technology of another colour costs what it did.
    expect(researchCost(game.state, HACAN, red, "researchAndDevelopment")).toBe(redUsual);
    refuse(
      game,
      {
        type: "answerSecondary",
        seat: HACAN,
        card: "technology",
        follow: true,
        choice: { technology: green, tradeGoods: usual - 5 },
      },
      "ERR_NOT_ENOUGH_RESOURCES",
    );
    follow(game, green, usual - 4);
    expect(game.state.players[HACAN]!.technologies).toContain(green);
    expect(game.state.players[HACAN]!.tradeGoods).toBe(20 - (usual - 4));
    expect(effects(game, "corporateSponsorship")).toEqual([]);
    expectReplayMatches(game);
  });

  it("is refused on the Hacan's own turn, with no technology to buy, leaving everything as it was", () => {
    const game = actionPhase();
    deal(game, SOL, "corporate-sponsorship");
    refuse(game, { type: "playActionCard", seat: SOL, card: "corporate-sponsorship" }, "ERR_CARD_TIMING");
  });
});

describe("Opening the Black Box (beforeTechnologyPurchase)", () => {
  it("makes Lor and Bereg, red specialties, take 2 each off a red technology", () => {
    const game = technologySecondary("opening-the-black-box", (g) => {
      owns(g, HACAN, "lor");
      owns(g, HACAN, "bereg");
    });
    const red = ofColor(game, HACAN, "red");
    const usual = researchCost(game.state, HACAN, red, "researchAndDevelopment") as number;
    play(game, { type: "playActionCard", seat: HACAN, card: "opening-the-black-box" });
    passActionWindows(game);
    expect(researchCost(game.state, HACAN, red, "researchAndDevelopment")).toBe(usual - 2);
    follow(game, red, usual - 2);
    expect(game.state.players[HACAN]!.technologies).toContain(red);
    expect(effects(game, "openingTheBlackBox")).toEqual([]);
    expectReplayMatches(game);
  });
});

describe("Focused Research (beforeTechnologyPurchase)", () => {
  /** A technology of the tree the Hacan lack exactly one prerequisite of (an AND of two or more). */
  function oneShort(game: Scenario): TechId {
    const owned = game.state.players[HACAN]!.technologies as string[];
    return technologiesFor(game.state.config.boxes).find((t) => {
      const p = t.prerequisites;
      return (
        p !== null &&
        "all" in p &&
        p.all.length >= 2 &&
        p.all.filter((id) => !owned.includes(id)).length === 1
      );
    })!.id;
  }

  it("lets the Hacan skip one missing prerequisite for 6 resources more", () => {
    const game = technologySecondary("focused-research");
    const target = oneShort(game);
    expect(canResearch(game.state, HACAN, target)?.code).toBe("ERR_TECHNOLOGY_PREREQUISITES");
    play(game, { type: "playActionCard", seat: HACAN, card: "focused-research" });
    passActionWindows(game);
    expect(canResearch(game.state, HACAN, target)).toBeUndefined();
    const price = researchCost(game.state, HACAN, target, "researchAndDevelopment") as number;
    expect(price).toBeGreaterThanOrEqual(6);
    refuse(
      game,
      {
        type: "answerSecondary",
        seat: HACAN,
        card: "technology",
        follow: true,
        choice: { technology: target, tradeGoods: price - 1 },
      },
      "ERR_NOT_ENOUGH_RESOURCES",
    );
    follow(game, target, price);
    expect(game.state.players[HACAN]!.technologies).toContain(target);
    expect(effects(game, "focusedResearch")).toEqual([]);
    expectReplayMatches(game);
  });

  it("does not reach a technology two prerequisites away (RR §18 FAQ)", () => {
    const game = technologySecondary("focused-research");
    play(game, { type: "playActionCard", seat: HACAN, card: "focused-research" });
    passActionWindows(game);
    const owned = game.state.players[HACAN]!.technologies as string[];
    const far = technologiesFor(game.state.config.boxes).find((t) => {
      const p = t.prerequisites;
      return p !== null && "all" in p && p.all.filter((id) => !owned.includes(id)).length >= 2;
    })!;
    expect(canResearch(game.state, HACAN, far.id)?.code).toBe("ERR_TECHNOLOGY_PREREQUISITES");
  });
});

describe("Strategic Flexibility (strategyPhaseEnd)", () => {
  it("swaps Sol's Logistics for Warfare, which nobody took; Logistics gets the Bonus Counter", () => {
    const game = draft(5);
    strategyPhase(game, ["logistics"], () => deal(game, SOL, "strategic-flexibility"));
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "strategyPhaseEnd" });
    refuse(
      game,
      { type: "playActionCard", seat: SOL, card: "strategic-flexibility", choice: "trade" },
      "ERR_CARD_CHOICE",
    );
    play(game, { type: "playActionCard", seat: SOL, card: "strategic-flexibility", choice: "warfare" });
    passActionWindows(game);
    expect(game.state.players[SOL]!.strategyCards.map((h) => h.card)).toEqual(["warfare"]);
    expect(game.state.strategyPool.map((c) => c.card)).toContain("logistics");
    expect(game.state.strategyPool.map((c) => c.card)).not.toContain("warfare");
    expect(game.state.strategyPool.find((c) => c.card === "logistics")?.bonus).toBe(1);
    expect(game.state.phase).toBe("action");
    expectReplayMatches(game);
  });

  it("asks Sol, holding two cards with three players, which one he gives back", () => {
    const game = draft(3);
    strategyPhase(game, ["initiative", "logistics"], () => deal(game, SOL, "strategic-flexibility"));
    const unpicked = game.state.strategyPool.map((c) => c.card);
    expect(unpicked).toEqual(["technology", "imperial"]);
    play(game, { type: "playActionCard", seat: SOL, card: "strategic-flexibility", choice: "technology" });
    passActionWindows(game);
    expect(decisions(game.state)).toEqual([expect.objectContaining({ kind: "answerCardChoice", seat: SOL })]);
    refuse(game, { type: "answerCardChoice", seat: SOL, choice: "trade" }, "ERR_CARD_CHOICE");
    play(game, { type: "answerCardChoice", seat: SOL, choice: "logistics" });
    expect(game.state.players[SOL]!.strategyCards.map((h) => h.card).sort()).toEqual([
      "initiative",
      "technology",
    ]);
    expect(game.state.speaker).toBe(SOL);
    expectReplayMatches(game);
  });
});

describe("Political Stability (statusPhase)", () => {
  /** Everyone has acted and passed; the Hacan hold Political Stability as the Status Phase opens. */
  function statusPhase(): Scenario {
    const game = actionPhase();
    for (const p of game.state.players) {
      for (const h of p.strategyCards)
        given(game, { type: "strategyCardPlayed", seat: p.seat, card: h.card });
      given(game, { type: "playerPassed", seat: p.seat });
    }
    deal(game, HACAN, "political-stability");
    play(game, { type: "setAutoAssignHits", seat: JOLNAR, on: false });
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "statusPhaseBeforeDraw" });
    return game;
  }

  function finishStatusPhase(game: Scenario): void {
    passActionWindows(game);
    while (decisions(game.state)[0]?.kind === "scoreObjectives") {
      const seat = seatToAnswer(game, "scoreObjectives");
      play(game, { type: "scoreObjectives", seat, publicObjective: null, secretObjective: null });
    }
    for (const d of decisions(game.state).filter((x) => x.kind === "redistributeCounters")) {
      const c = game.state.players[d.seat]!.counters;
      const command = redistributionTotal(game.state, d.seat) - c.strategy - c.fleet;
      play(game, { type: "redistributeCounters", seat: d.seat, counters: { ...c, command } });
    }
  }

  it("keeps the Hacan's card into the next round, where they pick only once", () => {
    const game = statusPhase();
    const theirs = game.state.players[HACAN]!.strategyCards.map((h) => h.card);
    const kept = theirs.find((card) => !["initiative", "imperial"].includes(card))!;
    play(game, { type: "playActionCard", seat: HACAN, card: "political-stability", choice: kept });
    finishStatusPhase(game);
    expect(game.state.phase).toBe("strategy");
    expect(game.state.round).toBe(2);
    expect(game.state.players[HACAN]!.strategyCards).toEqual([{ card: kept, played: false }]);
    expect(game.state.strategyPool.map((c) => c.card)).not.toContain(kept);
    expect(effects(game, "politicalStability")).toEqual([]);
    const frame = game.state.stack.findLast((f) => f.kind === "strategyPhase");
    const picks = frame?.kind === "strategyPhase" ? frame.order : [];
    expect(picks.filter((seat) => seat === HACAN)).toHaveLength(1);
    expect(picks.filter((seat) => seat === SOL)).toHaveLength(2);
    expect(picks).toHaveLength(7);
    expectReplayMatches(game);
  });

  it("is refused naming a card the Hacan do not hold, leaving everything as it was", () => {
    const game = statusPhase();
    refuse(
      game,
      { type: "playActionCard", seat: HACAN, card: "political-stability", choice: "political" },
      "ERR_CARD_CHOICE",
    );
  });
});

describe("First Strike (afterStrategyPhase)", () => {
  /** The Letnev (and Sol, who acts first) hold First Strike as the Action Phase opens. */
  function afterStrategyPhase(solHand: ActionCardId[] = ["first-strike"]): Scenario {
    const game = draft(4);
    strategyPhase(game, ["initiative", "political"], () => {
      deal(game, LETNEV, "first-strike", "good-year");
      deal(game, SOL, ...solHand);
    });
    while (game.state.stack.at(-1)?.kind === "actionWindow") {
      const top = game.state.stack.at(-1);
      if (top?.kind === "actionWindow" && top.timing === "afterStrategyPhase") break;
      play(game, { type: "passActionWindow", seat: seatToAnswer(game, "passActionWindow") });
    }
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "afterStrategyPhase" });
    return game;
  }

  it("lets the Letnev act ahead of Sol (Initiative); then Sol's turn comes as usual", () => {
    const game = afterStrategyPhase();
    play(game, { type: "playActionCard", seat: LETNEV, card: "first-strike" });
    passActionWindows(game);
    expect(seatToAnswer(game, "tacticalAction")).toBe(LETNEV);
    expect(decisions(game.state).every((d) => d.seat === LETNEV)).toBe(true);
    play(game, { type: "playActionCard", seat: LETNEV, card: "good-year" });
    passActionWindows(game);
    expect(seatToAnswer(game, "tacticalAction")).toBe(SOL);
    expect(effects(game, "firstStrike")).toEqual([]);
    const phase = game.state.stack.at(-1);
    expect(phase).toMatchObject({ kind: "actionPhase", current: 0 });
    expectReplayMatches(game);
  });

  it("does not ask Sol, who acts first anyway, and refuses it to him, leaving everything as it was", () => {
    expect(afterStrategyPhase().state.stack.at(-1)).toMatchObject({ awaiting: [LETNEV] });
    // Asked for Disclosure (at any moment), Sol is still refused First Strike.
    const game = afterStrategyPhase(["first-strike", "disclosure"]);
    expect(game.state.stack.at(-1)).toMatchObject({ awaiting: expect.arrayContaining([SOL, LETNEV]) });
    refuse(game, { type: "playActionCard", seat: SOL, card: "first-strike" }, "ERR_CARD_CONDITION");
  });
});

describe("Usurper (strategyPhase)", () => {
  it("parks on Sol's Mecatol Rex: 12 votes from it, exhausted or not, until the planet is lost", () => {
    const game = draft(4);
    strategyPhase(game, ["initiative", "political"], () => {
      deal(game, SOL, "usurper");
      owns(game, SOL, "mecatol-rex");
    });
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "strategyPhaseEnd" });
    const before = votesOf(game.state, SOL);
    play(game, { type: "playActionCard", seat: SOL, card: "usurper" });
    passActionWindows(game);
    expect(game.state.decks.action.discard).not.toContain("usurper");
    expect(effects(game, "usurper")).toEqual([expect.objectContaining({ seat: SOL, lastRound: null })]);
    expect(votesOf(game.state, SOL)).toBe(before + 6);
    given(game, { type: "planetsExhausted", seat: SOL, planets: ["mecatol-rex"], reason: "test" });
    expect(votesOf(game.state, SOL)).toBe(before + 6);
    given(game, {
      type: "planetGained",
      seat: HACAN,
      planet: "mecatol-rex",
      from: SOL,
      exhausted: true,
      round: game.state.round,
    });
    expect(votesOf(game.state, SOL)).toBe(before - 6);
    expectReplayMatches(game);
  });

  it("does not ask, and refuses it to, a player without Mecatol Rex, leaving everything as it was", () => {
    const alone = draft(4);
    strategyPhase(alone, ["initiative", "political"], () => deal(alone, SOL, "usurper"));
    expect(alone.state.stack.at(-1)?.kind).not.toBe("actionWindow");
    // Asked for Disclosure (at any moment), Sol is still refused Usurper (he passes the window right
    // after the last pick, where Disclosure alone may be played).
    const game = draft(4);
    strategyPhase(game, ["initiative", "political"], () => deal(game, SOL, "usurper", "disclosure"));
    const afterPick = game.state.stack.at(-1);
    if (afterPick?.kind === "actionWindow" && afterPick.timing === "afterStrategyCardChosen") {
      play(game, { type: "passActionWindow", seat: SOL });
    }
    expect(game.state.stack.at(-1)).toMatchObject({
      kind: "actionWindow",
      timing: "strategyPhaseEnd",
      awaiting: [SOL],
    });
    refuse(game, { type: "playActionCard", seat: SOL, card: "usurper" }, "ERR_CARD_CONDITION");
  });
});

describe("Flawless Strategy (action)", () => {
  /** Five players: Sol holds Initiative; Warfare, Technology and Imperial are left on the table. */
  function fivePlayerActionPhase(): Scenario {
    const game = draft(5);
    strategyPhase(game, ["initiative"]);
    passActionWindows(game);
    expect(game.state.strategyPool.map((c) => c.card)).toEqual(["warfare", "technology", "imperial"]);
    deal(game, SOL, "flawless-strategy");
    return game;
  }

  it("lets Sol resolve Technology's primary, which nobody picked; the others may follow", () => {
    const game = fivePlayerActionPhase();
    const [free] = researchableTechnologies(game.state, SOL);
    play(game, { type: "playActionCard", seat: SOL, card: "flawless-strategy", choice: "technology" });
    passActionWindows(game);
    expect(decisions(game.state)).toEqual([expect.objectContaining({ kind: "resolvePrimary", seat: SOL })]);
    play(game, { type: "resolvePrimary", seat: SOL, card: "technology", choice: { technology: free! } });
    passActionWindows(game);
    expect(game.state.players[SOL]!.technologies).toContain(free);
    const followers = decisions(game.state)
      .filter((d) => d.kind === "answerSecondary")
      .map((d) => d.seat);
    expect(followers).toHaveLength(4);
    for (const seat of followers) {
      play(game, { type: "answerSecondary", seat, card: "technology", follow: false });
    }
    // The card stays on the table; Sol's turn is over and his Initiative is untouched.
    expect(game.state.strategyPool.map((c) => c.card)).toContain("technology");
    expect(game.state.players[SOL]!.strategyCards).toEqual([{ card: "initiative", played: false }]);
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionPhase", current: 1 });
    expectReplayMatches(game);
  });

  it("is refused naming a card someone picked, leaving everything as it was", () => {
    const game = fivePlayerActionPhase();
    refuse(
      game,
      { type: "playActionCard", seat: SOL, card: "flawless-strategy", choice: "trade" },
      "ERR_CARD_CHOICE",
    );
    refuse(
      game,
      { type: "playActionCard", seat: SOL, card: "flawless-strategy", choice: "initiative" },
      "ERR_CARD_CHOICE",
    );
  });
});

describe("Determine Policy (beforeAgendaDrawn)", () => {
  /** Sol resolves the Political primary; the Hacan hold Determine Policy before the agenda is drawn. */
  function beforeAgenda(): Scenario {
    const game = actionPhase();
    deal(game, HACAN, "determine-policy");
    play(game, { type: "strategicAction", seat: SOL, card: "political" });
    play(game, {
      type: "resolvePrimary",
      seat: SOL,
      card: "political",
      choice: { counters: { command: 1 } },
    });
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "beforeAgendaDrawn" });
    return game;
  }

  it("lets the Hacan pick the agenda from the deck in private; the deck is then shuffled", () => {
    const game = beforeAgenda();
    const from = game.events.length;
    play(game, { type: "playActionCard", seat: HACAN, card: "determine-policy" });
    passActionWindows(game);
    const searched = game.events.find((e) => e.type === "politicalDeckSearched");
    expect(searched).toMatchObject({ seat: HACAN });
    expect(viewEvent(searched!, JOLNAR)).toEqual({
      type: "hidden",
      of: "politicalDeckSearched",
      seat: HACAN,
    });
    expect(decisions(game.state)).toEqual([
      expect.objectContaining({ kind: "answerCardChoice", seat: HACAN }),
    ]);
    const deck = game.state.decks.political.draw;
    const wanted = deck[deck.length - 1]!;
    refuse(game, { type: "answerCardChoice", seat: HACAN, choice: "sabotage" }, "ERR_CARD_CHOICE");
    play(game, { type: "answerCardChoice", seat: HACAN, choice: wanted });
    passActionWindows(game);
    const revealed = game.events.slice(from).find((e) => e.type === "agendaRevealed");
    expect(revealed).toMatchObject({ card: wanted, from: "deck" });
    expectReplayMatches(game);
  });

  it("puts a law in play back to the vote: it leaves play first", () => {
    const game = beforeAgenda();
    const law = game.state.decks.political.draw.find(
      (card) => getPoliticalCard(card).kind === "law" && getPoliticalCard(card).elect === null,
    )!;
    given(
      game,
      { type: "agendaRevealed", seat: SOL, card: law, from: "deck" },
      { type: "agendaResolved", card: law, outcome: "for", passed: true, tally: {} },
    );
    expect(game.state.laws?.map((l) => l.card)).toEqual([law]);
    play(game, { type: "playActionCard", seat: HACAN, card: "determine-policy" });
    passActionWindows(game);
    play(game, { type: "answerCardChoice", seat: HACAN, choice: law });
    passActionWindows(game);
    expect(game.state.laws ?? []).toEqual([]);
    expect(game.state.stack.findLast((f) => f.kind === "agenda")).toMatchObject({ card: law });
    expectReplayMatches(game);
  });

  it("is refused after another card's primary, leaving everything as it was", () => {
    const game = actionPhase(["initiative", "logistics"]);
    // Determine Policy alone would not have the Hacan asked here; Disclosure (at any moment) does.
    deal(game, HACAN, "determine-policy", "disclosure");
    play(game, { type: "strategicAction", seat: SOL, card: "logistics" });
    play(game, {
      type: "resolvePrimary",
      seat: SOL,
      card: "logistics",
      choice: { counters: { command: 4 } },
    });
    refuse(game, { type: "playActionCard", seat: HACAN, card: "determine-policy" }, "ERR_CARD_TIMING");
  });
});
