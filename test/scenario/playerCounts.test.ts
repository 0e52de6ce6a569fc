/**
 * What changes with the number of players (RR §23; Base p.31-32; SE p.7-8 and errata): Strategy Cards
 * per player and the cards left for Bonus Counters, the order of play with two cards, the Action Cards
 * removed when every Strategy Card is picked, the systems each player is dealt, the systems face down by
 * Mecatol Rex, and the Trade Goods that make up for uneven seats.
 */
import { describe, expect, it } from "vitest";
import { type Box, getStrategyCard } from "../../src/content/index.ts";
import { decisions, type GameEvent, type GameSettings } from "../../src/engine/index.ts";
import { strategicActionsOwed } from "../../src/engine/rules/actionPhase.ts";
import { initiativeOf } from "../../src/engine/rules/players.ts";
import { expectReplayMatches, newScenario, play, type Scenario, seatToAnswer } from "../support/engine.ts";

interface Expected {
  players: number;
  boxes: Box[];
  cardsEach: number;
  unchosen: number;
  /** Strategic Flexibility, Strategic Shift (and SE's Flawless Strategy) leave the deck. */
  strategySwapCardsRemoved: boolean;
  dealtEach: number;
  faceDown: number;
  /** Trade Goods by place in the layout, the first player (the Speaker) first. */
  compensation: number[];
}

const COUNTS: Expected[] = [
  // Base p.31: 3 players take 2 cards each, 2 are left; 3 empty + 1 Asteroid Field + 4 random removed, 8 each.
  {
    players: 3,
    boxes: ["base"],
    cardsEach: 2,
    unchosen: 2,
    strategySwapCardsRemoved: false,
    dealtEach: 8,
    faceDown: 0,
    compensation: [0, 0, 0],
  },
  // Base p.31 and errata: 4 players take 2 each, none left; the two swap cards are removed; 8 each.
  {
    players: 4,
    boxes: ["base"],
    cardsEach: 2,
    unchosen: 0,
    strategySwapCardsRemoved: true,
    dealtEach: 8,
    faceDown: 0,
    compensation: [0, 0, 0, 0],
  },
  // Base p.32: 5 players, 3 cards left, 1 system face down by Mecatol Rex, 6 each; 4, 4 and 6 Trade Goods.
  {
    players: 5,
    boxes: ["base"],
    cardsEach: 1,
    unchosen: 3,
    strategySwapCardsRemoved: false,
    dealtEach: 6,
    faceDown: 1,
    compensation: [4, 0, 0, 4, 6],
  },
  // Base p.8: the standard game; 2 cards left, 5 systems each.
  {
    players: 6,
    boxes: ["base"],
    cardsEach: 1,
    unchosen: 2,
    strategySwapCardsRemoved: false,
    dealtEach: 5,
    faceDown: 0,
    compensation: [0, 0, 0, 0, 0, 0],
  },
  // SE p.8: 7 players as the 6-player game, 1 card left; 4 face down, 7 each; 4, 4 and 6 Trade Goods.
  {
    players: 7,
    boxes: ["base", "se"],
    cardsEach: 1,
    unchosen: 1,
    strategySwapCardsRemoved: false,
    dealtEach: 7,
    faceDown: 4,
    compensation: [4, 4, 6, 0, 0, 0, 0],
  },
  // SE p.8: every card picked with 8 players, so the swap cards go as with 4; 4 face down, 6 each.
  {
    players: 8,
    boxes: ["base", "se"],
    cardsEach: 1,
    unchosen: 0,
    strategySwapCardsRemoved: true,
    dealtEach: 6,
    faceDown: 4,
    compensation: [0, 0, 0, 0, 0, 0, 0, 0],
  },
];

const SWAP_CARDS = ["strategic-flexibility", "strategic-shift", "flawless-strategy"];

/** Everyone picks the first card offered until the Action Phase begins; returns the picks in order. */
function pickAll(game: Scenario): { seat: number; card: string }[] {
  const picks: { seat: number; card: string }[] = [];
  while (game.state.phase === "strategy") {
    const seat = seatToAnswer(game, "pickStrategyCard");
    const card = decisions(game.state).find((d) => d.kind === "pickStrategyCard")?.choices?.[0] as string;
    play(game, { type: "pickStrategyCard", seat, card: card as never });
    picks.push({ seat, card });
  }
  return picks;
}

function eventsOf<T extends GameEvent["type"]>(game: Scenario, type: T): Extract<GameEvent, { type: T }>[] {
  return game.events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

describe.each(COUNTS)("a $players-player game (RR §23)", (x) => {
  const settings: GameSettings = { boxes: x.boxes };

  it(`each takes ${x.cardsEach} Strategy Card(s) and ${x.unchosen} are left for Bonus Counters`, () => {
    const game = newScenario(x.players, settings, `count-${x.players}`);
    const frame = game.state.stack.find((f) => f.kind === "strategyPhase");
    expect(frame?.kind === "strategyPhase" && frame.order).toHaveLength(x.players * x.cardsEach);
    const picks = pickAll(game);
    expect(picks).toHaveLength(x.players * x.cardsEach);
    for (const p of game.state.players) expect(p.strategyCards).toHaveLength(x.cardsEach);
    expect(game.state.strategyPool).toHaveLength(x.unchosen);
    const placed = eventsOf(game, "bonusCountersPlaced");
    expect(placed.map((e) => e.cards.length)).toEqual(x.unchosen > 0 ? [x.unchosen] : []);
    // Order of play: the lower card decides with two cards (SE errata), the Naalu count as 0.
    const phase = game.state.stack.find((f) => f.kind === "actionPhase");
    if (phase?.kind !== "actionPhase") throw new Error("no Action Phase");
    const byInitiative = [...phase.order].sort(
      (a, b) => initiativeOf(game.state, a) - initiativeOf(game.state, b) || a - b,
    );
    expect(phase.order).toEqual(byInitiative);
    if (x.cardsEach === 2) {
      const lowest = (seat: number) =>
        Math.min(...game.state.players[seat]!.strategyCards.map((h) => getStrategyCard(h.card).initiative));
      const naalu = (seat: number) => game.state.players[seat]!.race === "naalu";
      for (const seat of phase.order.filter((s) => !naalu(s))) {
        expect(initiativeOf(game.state, seat)).toBe(lowest(seat));
      }
      // RR §23: a strategic action is owed for each card (Initiative has none) before passing.
      const owing = game.state.players.find((p) => strategicActionsOwed(game.state, p.seat).length === 2);
      expect(owing).toBeDefined();
    }
    expectReplayMatches(game);
  });

  it(`the Action deck ${x.strategySwapCardsRemoved ? "leaves out" : "keeps"} the Strategy Card swap cards`, () => {
    const game = newScenario(x.players, settings, `deck-${x.players}`);
    const deck = [...game.state.decks.action.draw, ...game.state.decks.action.discard];
    const inBoxes = SWAP_CARDS.filter((id) => id !== "flawless-strategy" || x.boxes.includes("se"));
    for (const id of inBoxes) {
      if (x.strategySwapCardsRemoved) expect(deck).not.toContain(id);
      else expect(deck).toContain(id);
    }
  });

  it(`deals ${x.dealtEach} systems each, with ${x.faceDown} face down by Mecatol Rex`, () => {
    const game = newScenario(x.players, { ...settings, galaxyMode: "playerBuilt" }, `deal-${x.players}`);
    const dealt = eventsOf(game, "galaxyTilesDealt");
    expect(dealt.map((e) => e.seat).sort()).toEqual(game.state.players.map((p) => p.seat));
    for (const e of dealt) expect(e.tiles).toHaveLength(x.dealtEach);
    const faceDown = eventsOf(game, "faceDownSystemsSet");
    expect(Object.keys(faceDown[0]?.systems ?? {})).toHaveLength(x.faceDown);
  });

  it(`compensates uneven seats with Trade Goods: ${x.compensation.join(", ")}`, () => {
    const game = newScenario(x.players, settings, `tg-${x.players}`);
    const given = eventsOf(game, "tradeGoodsGained").filter((e) => e.reason === "seat compensation");
    // The layout's first place is the Speaker's; the places go on clockwise.
    const bySeat = new Map(given.map((e) => [e.seat, e.amount]));
    const places = Array.from({ length: x.players }, (_, k) => (game.state.speaker + k) % x.players);
    expect(places.map((seat) => bySeat.get(seat) ?? 0)).toEqual(x.compensation);
    for (const p of game.state.players) expect(p.tradeGoods).toBe(bySeat.get(p.seat) ?? 0);
  });
});
