/**
 * The Galactic Council (RR §20) and the strategy cards that call it (RR §6 Political, SE p.15 Assembly),
 * played like the rulebook examples. Four races are drafted by seat: Sol (0: Jord, 2 influence), the Hacan
 * (1: 2 influence), Jol-Nar (2: 5 influence) and Letnev (3: 1 influence). Sol takes Initiative with
 * Political, so it is the Speaker, acts first, and votes last: Hacan, Jol-Nar, Letnev, then Sol.
 * A test's agenda is put on top of the deck by an engine event in the log, so replay folds the whole game.
 */
import { describe, expect, it } from "vitest";
import type { PoliticalCardId } from "../../src/content/index.ts";
import { evolve } from "../../src/engine/evolve.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import { decisions, view, viewEvent } from "../../src/engine/index.ts";
import { votesOf } from "../../src/engine/rules/politics/voting.ts";
import {
  expectReplayMatches,
  newScenario,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";

const SOL = 0;
const HACAN = 1;
const JOLNAR = 2;
const LETNEV = 3;

const ORIGINAL = ["diplomacy", "logistics", "trade", "warfare", "technology", "imperial"];
const VARIANT = ["diplomacy-2", "production", "trade-2", "warfare-2", "technology-2", "bureaucracy"];

/** Drafts the races by seat; the holder (named from the Speaker) takes `mine`; the Action Phase begins. */
function draftGame(
  races: string[],
  options: string[],
  mine: string[],
  holderOf: (speaker: number) => number,
) {
  const game = newScenario(races.length, { raceAssignment: "draft", options });
  while (game.state.stack.at(-1)?.kind === "raceDraft") {
    const seat = seatToAnswer(game, "pickRace");
    play(game, { type: "pickRace", seat, race: races[seat] as never });
  }
  const speaker = game.state.speaker;
  const holder = holderOf(speaker);
  const others = [...(options.includes("variantCards") ? VARIANT : ORIGINAL)];
  while (game.state.phase === "strategy") {
    const seat = seatToAnswer(game, "pickStrategyCard");
    play(game, { type: "pickStrategyCard", seat, card: (seat === holder ? mine : others).shift() as never });
  }
  return { game, holder, speaker };
}

/** Sol takes Initiative (becoming the Speaker) and Political. */
function councilGame(races = ["sol", "hacan", "jolnar", "letnev"]): Scenario {
  return draftGame(races, [], ["initiative", "political"], () => SOL).game;
}

/** Puts a situation in place through engine events, logged like any other. */
function given(game: Scenario, ...events: GameEvent[]): void {
  for (const event of events) {
    game.state = evolve(structuredClone(game.state), event);
    game.events.push(event);
  }
}

/** Puts these Political Cards on top of the deck, in this order. */
function stackAgendas(game: Scenario, ...cards: PoliticalCardId[]): void {
  const rest = game.state.decks.political.draw.filter((c) => !cards.includes(c));
  given(game, { type: "deckShuffled", deck: "political", cards: [...cards, ...rest], rng: game.state.rng });
}

/** Everyone in an open play window passes (no Action Card is played); returns the events. */
function passWindows(game: Scenario): GameEvent[] {
  const events: GameEvent[] = [];
  while (game.state.stack.at(-1)?.kind === "actionWindow") {
    const seat = seatToAnswer(game, "passActionWindow");
    events.push(...play(game, { type: "passActionWindow", seat }));
  }
  return events;
}

/** The Political primary: the counter goes to the Command Pool, then the agenda is drawn and read. */
function galacticCouncil(game: Scenario): void {
  play(game, { type: "strategicAction", seat: SOL, card: "political" });
  play(game, { type: "resolvePrimary", seat: SOL, card: "political", choice: { counters: { command: 1 } } });
  passWindows(game);
}

function vote(game: Scenario, seat: number, choice: string | null): void {
  play(game, { type: "castVotes", seat, choice });
  passWindows(game);
}

/** Who the game waits for, and on what. */
function asked(game: Scenario): [string, number][] {
  return decisions(game.state).map((d) => [d.kind, d.seat]);
}

/** Everyone abstains and passes until the agenda (and anything it left by hand) is over. */
function settleAgenda(game: Scenario): void {
  while (!decisions(game.state).some((d) => d.kind === "answerSecondary")) {
    const d = decisions(game.state).find((x) => x.kind !== "playActionCard");
    if (!d) throw new Error("stuck");
    if (d.kind === "castVotes") play(game, { type: "castVotes", seat: d.seat, choice: null });
    else if (d.kind === "passActionWindow") play(game, { type: "passActionWindow", seat: d.seat });
    else if (d.kind === "vetoAgenda") play(game, { type: "vetoAgenda", seat: d.seat, veto: false });
    else if (d.kind === "breakTie") play(game, { type: "breakTie", seat: d.seat, choice: d.choices![0]! });
    else if (d.kind === "confirmByHand") play(game, { type: "confirmByHand", seat: d.seat });
    else throw new Error(`unexpected ${d.kind}`);
  }
}

describe("an agenda before the Galactic Council (RR §20)", () => {
  it("votes clockwise from the Speaker's left, the Speaker last, who breaks a tie: Imperial Mandate 5 to 5", () => {
    const game = councilGame();
    stackAgendas(game, "imperial-mandate");
    const counters = game.state.players[SOL]!.counters.command;
    galacticCouncil(game);
    expect(game.state.players[SOL]!.secret.actionCards).toHaveLength(3);
    expect(game.state.players[SOL]!.counters.command).toBe(counters + 1);
    const order = [HACAN, JOLNAR, LETNEV, SOL];
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "agenda", card: "imperial-mandate", order });
    expect(asked(game)).toEqual([["castVotes", HACAN]]);
    expect([HACAN, JOLNAR, LETNEV, SOL].map((s) => votesOf(game.state, s))).toEqual([2, 5, 1, 2]);
    vote(game, HACAN, "for");
    vote(game, JOLNAR, "against");
    vote(game, LETNEV, "for");
    vote(game, SOL, "for");
    // For 2 + 1 + 2 = 5, Against 5: a tie, broken by the Speaker (Sol).
    expect(decisions(game.state)).toEqual([
      expect.objectContaining({ kind: "breakTie", seat: SOL, choices: ["for", "against"] }),
    ]);
    refuse(game, { type: "breakTie", seat: SOL, choice: "abstain" }, "ERR_NOT_TIED");
    refuse(game, { type: "breakTie", seat: HACAN, choice: "against" }, "ERR_NOT_YOUR_TURN");
    const events = play(game, { type: "breakTie", seat: SOL, choice: "for" });
    expect(events).toContainEqual(
      expect.objectContaining({ type: "agendaResolved", outcome: "for", passed: true }),
    );
    for (const p of game.state.players) expect(p.vp).toBe(2);
    // A directive is discarded once resolved.
    expect(game.state.decks.political.discard).toContain("imperial-mandate");
    expect(game.state.laws ?? []).toEqual([]);
    expectReplayMatches(game);
  });

  it("refuses votes out of order, beyond one's influence, split, or paid with Trade Goods, changing nothing", () => {
    const game = councilGame();
    stackAgendas(game, "imperial-mandate");
    given(game, { type: "tradeGoodsGained", seat: HACAN, amount: 3, reason: "test" });
    galacticCouncil(game);
    const cast = { type: "castVotes", seat: HACAN, choice: "for" } as const;
    expect(refuse(game, { ...cast, seat: JOLNAR }, "ERR_NOT_YOUR_TURN")).toContain("Player 2");
    expect(refuse(game, { ...cast, votes: 5 }, "ERR_NOT_ENOUGH_VOTES")).toBe(
      "You have 2 votes (the influence of your ready planets); you cannot cast 5.",
    );
    refuse(game, { ...cast, votes: 1 }, "ERR_VOTES_ALL_OR_NONE");
    const tg = refuse(game, { ...cast, votes: 2, tradeGoods: 3 }, "ERR_TRADE_GOODS_NOT_VOTES");
    expect(tg).toBe("Trade Goods never count as votes.");
    refuse(game, { ...cast, choice: "2" }, "ERR_NOT_A_CANDIDATE");
    play(game, { ...cast, votes: 2 });
    expect(game.state.players[HACAN]!.tradeGoods).toBe(3);
    expectReplayMatches(game);
  });

  it("counts ready planets only (but the Winnu home), never exhausts them, and gives at least 1 vote", () => {
    const game = councilGame();
    stackAgendas(game, "imperial-mandate");
    const jol = Object.keys(game.state.players[JOLNAR]!.planets);
    given(game, { type: "planetsExhausted", seat: JOLNAR, planets: jol as never[], reason: "test" });
    expect(votesOf(game.state, JOLNAR)).toBe(1);
    galacticCouncil(game);
    vote(game, HACAN, null);
    vote(game, JOLNAR, "against");
    expect(game.state.stack.at(-1)).toMatchObject({ votes: [expect.anything(), { seat: JOLNAR, votes: 1 }] });
    vote(game, LETNEV, null);
    vote(game, SOL, "for");
    for (const p of game.state.players) expect(p.vp).toBe(2);
    expect(Object.values(game.state.players[SOL]!.planets).every((card) => !card.exhausted)).toBe(true);
    expectReplayMatches(game);
    // The Winnu count their home planet's influence even while it is exhausted (SE race sheet).
    const winnu = councilGame(["sol", "hacan", "jolnar", "winnu"]);
    given(winnu, { type: "planetsExhausted", seat: LETNEV, planets: ["winnu"] as never[], reason: "test" });
    expect(votesOf(winnu.state, LETNEV)).toBe(4);
  });

  it("keeps a passed law in play: Limits to Individual Power holds every hand to 3 Action Cards", () => {
    const game = councilGame();
    stackAgendas(game, "limits-to-individual-power");
    given(game, { type: "actionCardsDrawn", seat: HACAN, cards: game.state.decks.action.draw.slice(0, 3) });
    galacticCouncil(game);
    for (const seat of [HACAN, JOLNAR, LETNEV, SOL]) vote(game, seat, "for");
    expect(game.state.laws).toEqual([{ card: "limits-to-individual-power", elected: null, round: 1 }]);
    expect(game.state.decks.political.discard).not.toContain("limits-to-individual-power");
    // The Political holder looks at the next agendas; then the Hacan follows Seek Destiny and holds 4.
    const top = game.state.players[SOL]!.secret.politicalPeek![0]!;
    play(game, { type: "arrangePoliticalDeck", seat: SOL, top });
    passWindows(game);
    play(game, { type: "answerSecondary", seat: HACAN, card: "political", follow: true });
    const prompt = expect.stringContaining("1 Action");
    expect(decisions(game.state)).toEqual([expect.objectContaining({ kind: "discardDownToLimit", prompt })]);
    const hand = game.state.players[HACAN]!.secret.actionCards;
    const discard = { type: "discardDownToLimit", seat: HACAN } as const;
    refuse(game, { ...discard, actionCards: hand.slice(0, 2) }, "ERR_DISCARD_COUNT");
    play(game, { ...discard, actionCards: hand.slice(0, 1) });
    expect(game.state.players[HACAN]!.secret.actionCards).toHaveLength(3);
    expect(decisions(game.state).map((d) => d.kind)).toEqual(["answerSecondary", "answerSecondary"]);
    expectReplayMatches(game);
  });

  it("repeals a law: Repeal elects Emperor, whose holder loses the victory point it gave", () => {
    const game = councilGame();
    given(
      game,
      { type: "agendaRevealed", seat: SOL, card: "emperor", from: "deck" },
      { type: "agendaResolved", card: "emperor", outcome: String(LETNEV), passed: true, tally: {} },
      { type: "victoryPointsGained", seat: LETNEV, amount: 1, reason: "Emperor" },
    );
    stackAgendas(game, "repeal");
    galacticCouncil(game);
    expect(decisions(game.state)[0]).toMatchObject({ kind: "castVotes", choices: ["emperor"] });
    for (const seat of [HACAN, JOLNAR, LETNEV, SOL]) vote(game, seat, "emperor");
    expect(game.state.laws).toEqual([]);
    expect(game.state.players[LETNEV]!.vp).toBe(0);
    expect(game.state.decks.political.discard).toEqual(expect.arrayContaining(["emperor", "repeal"]));
    expectReplayMatches(game);
  });

  it("lets the Xxcha veto the agenda just read for a Strategy Allocation counter; another is drawn", () => {
    const XXCHA = LETNEV;
    const game = councilGame(["sol", "hacan", "jolnar", "xxcha"]);
    stackAgendas(game, "imperial-mandate", "seed-of-an-empire");
    const strategy = game.state.players[XXCHA]!.counters.strategy;
    galacticCouncil(game);
    expect(asked(game)).toEqual([["vetoAgenda", XXCHA]]);
    play(game, { type: "vetoAgenda", seat: XXCHA, veto: true });
    expect(game.state.players[XXCHA]!.counters.strategy).toBe(strategy - 1);
    expect(game.state.decks.political.discard).toContain("imperial-mandate");
    expect(game.state.stack.at(-1)).toMatchObject({ card: "seed-of-an-empire", step: "veto" });
    play(game, { type: "vetoAgenda", seat: XXCHA, veto: false });
    passWindows(game);
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "agenda", step: "vote" });
    expectReplayMatches(game);
  });
});

describe("the Political primary, end to end (RR §6)", () => {
  it("draws 3 Action Cards and a counter, resolves the agenda, shows the holder alone the top 3 and opens Seek Destiny", () => {
    const game = councilGame();
    stackAgendas(game, "mutiny", "emperor", "repeal", "seed-of-an-empire");
    const primary = { type: "resolvePrimary", seat: SOL, card: "political" } as const;
    refuse(game, { ...primary, choice: {} }, "ERR_NOT_NOW"); // the strategic action is not taken yet
    play(game, { type: "strategicAction", seat: SOL, card: "political" });
    refuse(game, { ...primary, choice: { counters: { command: 2 } } }, "ERR_COUNTER_PLACEMENT");
    play(game, { ...primary, choice: { counters: { fleet: 1 } } });
    passWindows(game);
    // Mutiny: those who vote For gain 1 VP if it passes (5 votes For, none Against).
    vote(game, HACAN, "for");
    vote(game, JOLNAR, null);
    vote(game, LETNEV, "for");
    vote(game, SOL, "for");
    expect(game.state.players.map((p) => p.vp)).toEqual([1, 1, 0, 1]);
    // The look at the deck: private to the holder.
    const peekEvent = game.events.find((e) => e.type === "politicalCardsPeeked");
    expect(peekEvent).toMatchObject({ seat: SOL, cards: ["emperor", "repeal", "seed-of-an-empire"] });
    expect(viewEvent(peekEvent!, HACAN)).toEqual({ type: "hidden", of: "politicalCardsPeeked", seat: SOL });
    expect(JSON.stringify(view(game.state, HACAN))).not.toContain("seed-of-an-empire");
    expect(view(game.state, SOL).players[SOL]!.secret).toMatchObject({
      politicalPeek: ["emperor", "repeal", "seed-of-an-empire"],
    });
    refuse(game, { type: "arrangePoliticalDeck", seat: SOL, top: "mutiny" }, "ERR_NOT_PEEKED");
    play(game, { type: "arrangePoliticalDeck", seat: SOL, top: "seed-of-an-empire" });
    const deck = game.state.decks.political.draw;
    expect(deck[0]).toBe("seed-of-an-empire");
    expect(deck.slice(-2)).toEqual(["emperor", "repeal"]);
    expect(game.state.players[SOL]!.secret.politicalPeek).toBeUndefined();
    // Right after the primary, whoever holds a card for that moment may play one (RR §19); then the others
    // may follow.
    passWindows(game);
    expect(decisions(game.state).map((d) => [d.kind, d.seat])).toEqual([
      ["answerSecondary", HACAN],
      ["answerSecondary", JOLNAR],
      ["answerSecondary", LETNEV],
    ]);
    for (const seat of [HACAN, JOLNAR, LETNEV]) {
      play(game, { type: "answerSecondary", seat, card: "political", follow: seat === JOLNAR });
    }
    expect(game.state.players[JOLNAR]!.secret.actionCards).toHaveLength(1);
    expect(game.state.players[SOL]!.strategyCards.find((h) => h.card === "political")?.played).toBe(true);
    expectReplayMatches(game);
  });
});

describe("the Assembly (SE p.15, variant Strategy Cards)", () => {
  /** Four players with political hands; the holder, left of the Speaker, takes Leadership and Assembly. */
  const races = ["sol", "hacan", "jolnar", "letnev"];
  const assemblyGame = () =>
    draftGame(races, ["variantCards"], ["leadership", "assembly"], (s) => (s + 1) % 4);

  it("starts every player with 2 Political Cards, and holds hands to 5", () => {
    const { game, holder } = assemblyGame();
    for (const p of game.state.players) expect(p.secret.politicalCards).toHaveLength(2);
    const three = game.state.decks.political.draw.slice(0, 3);
    given(game, { type: "politicalCardsDrawn", seat: holder, cards: three });
    play(game, { type: "strategicAction", seat: holder, card: "assembly" });
    // Senate drew 1 Political Card (6) and 2 Action Cards: the holder discards down to 5 first.
    expect(game.state.players[holder]!.secret.actionCards).toHaveLength(2);
    expect(asked(game)).toEqual([["discardDownToLimit", holder]]);
    expect(decisions(game.state)[0]!.prompt).toContain("1 Political");
    const hand = game.state.players[holder]!.secret.politicalCards;
    play(game, { type: "discardDownToLimit", seat: holder, politicalCards: [hand[0]!] });
    expect(game.state.players[holder]!.secret.politicalCards).toHaveLength(5);
    expect(asked(game)).toEqual([["chooseSenateOption", holder]]);
    expectReplayMatches(game);
  });

  it("option a: the holder takes the Speaker token and names who plays the agenda; votes start at his left", () => {
    const { game, holder, speaker } = assemblyGame();
    const reader = (holder + 2) % 4;
    const agenda = (["imperial-mandate", "seed-of-an-empire", "mutiny"] as const).find((c) =>
      game.state.decks.political.draw.slice(1).includes(c),
    )!;
    given(game, { type: "politicalCardsDrawn", seat: reader, cards: [agenda] });
    play(game, { type: "strategicAction", seat: holder, card: "assembly" });
    const senate = { type: "chooseSenateOption", seat: holder, option: "a", target: reader } as const;
    refuse(game, { ...senate, option: "b", target: speaker }, "ERR_SENATE_TARGET");
    refuse(game, { ...senate, target: holder }, "ERR_SENATE_TARGET");
    play(game, senate);
    expect(game.state.speaker).toBe(holder);
    expect(asked(game)).toEqual([["playPoliticalCard", reader]]);
    refuse(game, { type: "playPoliticalCard", seat: reader, card: "repeal" }, "ERR_NOT_IN_HAND");
    play(game, { type: "playPoliticalCard", seat: reader, card: agenda });
    passWindows(game);
    const order = [1, 2, 3, 0].map((k) => (holder + k) % 4);
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "agenda", card: agenda, order });
    for (const seat of order) vote(game, seat, "for");
    expect(game.state.decks.political.discard).toContain(agenda);
    // The agenda resolved, the others may follow the secondary, Morale Boost.
    expect(decisions(game.state).every((d) => d.kind === "answerSecondary")).toBe(true);
    expectReplayMatches(game);
  });

  it("option b: the holder names another Speaker and plays an agenda from his own hand; a) is closed to the Speaker", () => {
    const { game, holder } = assemblyGame();
    given(game, { type: "speakerChanged", seat: holder });
    play(game, { type: "strategicAction", seat: holder, card: "assembly" });
    const newSpeaker = (holder + 1) % 4;
    const senate = { type: "chooseSenateOption", seat: holder, target: newSpeaker } as const;
    refuse(game, { ...senate, option: "a" }, "ERR_ALREADY_SPEAKER");
    refuse(game, { ...senate, option: "b", target: holder }, "ERR_SENATE_TARGET");
    play(game, { ...senate, option: "b" });
    expect(game.state.speaker).toBe(newSpeaker);
    expect(asked(game)).toEqual([["playPoliticalCard", holder]]);
    const card = game.state.players[holder]!.secret.politicalCards[0]!;
    play(game, { type: "playPoliticalCard", seat: holder, card });
    expect(game.state.players[holder]!.secret.politicalCards).not.toContain(card);
    expect(game.state.stack.find((f) => f.kind === "agenda")).toMatchObject({ card });
    expectReplayMatches(game);
  });

  it("Morale Boost refreshes planets worth at most 6 resources and influence together", () => {
    const { game, holder } = assemblyGame();
    expect(holder).not.toBe(LETNEV);
    // Letnev's home planets, Arc Prime (4/0) and Wren Terra (2/1), are exhausted: 7 together.
    const home = ["arc-prime", "wren-terra"] as never[];
    given(game, { type: "planetsExhausted", seat: LETNEV, planets: home, reason: "test" });
    play(game, { type: "strategicAction", seat: holder, card: "assembly" });
    const target = [0, 1, 2, 3].find((s) => s !== holder && s !== game.state.speaker)!;
    play(game, { type: "chooseSenateOption", seat: holder, option: "b", target });
    const card = game.state.players[holder]!.secret.politicalCards[0]!;
    play(game, { type: "playPoliticalCard", seat: holder, card });
    settleAgenda(game);
    const follow = { type: "answerSecondary", seat: LETNEV, card: "assembly", follow: true } as const;
    refuse(game, { ...follow, choice: { refresh: ["arc-prime", "wren-terra"] } }, "ERR_REFRESH_LIMIT");
    refuse(game, { ...follow, choice: { refresh: ["mecatol-rex"] } }, "ERR_REFRESH");
    const strategy = game.state.players[LETNEV]!.counters.strategy;
    play(game, { ...follow, choice: { refresh: ["arc-prime"] } });
    const letnev = game.state.players[LETNEV]!;
    expect(letnev.planets["arc-prime"]?.exhausted).toBe(false);
    expect(letnev.planets["wren-terra"]?.exhausted).toBe(true);
    expect(letnev.counters.strategy).toBe(strategy - 1);
    expectReplayMatches(game);
  });
});
