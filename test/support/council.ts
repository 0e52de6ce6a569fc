/**
 * The Galactic Council for scenario tests: Sol (0) takes Initiative and Political and votes last, after the
 * Hacan (1), Jol-Nar (2) and Letnev (3). `council(card)` puts the card on top of the Political deck and
 * plays Political's primary, which reads it; `vote` casts everyone's votes; `law` passes one beforehand.
 */
import { expect } from "vitest";
import type { PoliticalCardId } from "../../src/content/index.ts";
import { evolve } from "../../src/engine/evolve.ts";
import { type Command, decisions, type GameEvent } from "../../src/engine/index.ts";
import { newScenario, passActionWindows, play, type Scenario, seatToAnswer } from "./engine.ts";

export const SOL = 0;
export const HACAN = 1;
export const JOLNAR = 2;
export const LETNEV = 3;
export const VOTERS = [HACAN, JOLNAR, LETNEV, SOL];

/** Drafts Sol, the Hacan, Jol-Nar and the Letnev by seat; Sol takes Initiative and Political. */
export function councilGame(): Scenario {
  const races = ["sol", "hacan", "jolnar", "letnev"];
  const game = newScenario(4, { raceAssignment: "draft" });
  while (game.state.stack.at(-1)?.kind === "raceDraft") {
    const seat = seatToAnswer(game, "pickRace");
    play(game, { type: "pickRace", seat, race: races[seat] as never });
  }
  const mine = ["initiative", "political"];
  const others = ["diplomacy", "logistics", "trade", "warfare", "technology", "imperial"];
  while (game.state.phase === "strategy") {
    const seat = seatToAnswer(game, "pickStrategyCard");
    play(game, { type: "pickStrategyCard", seat, card: (seat === SOL ? mine : others).shift() as never });
  }
  return game;
}

/** Sets the scene with engine events, appended to the log so that replay rebuilds the state. */
export function given(game: Scenario, ...events: GameEvent[]): void {
  for (const event of events) {
    game.state = evolve(structuredClone(game.state), event);
    game.events.push(event);
  }
}

/** Puts the card on top of the Political deck and plays Political's primary, which reads it. */
export function council(card: PoliticalCardId, setUp: (game: Scenario) => void = () => {}): Scenario {
  const game = councilGame();
  const rest = game.state.decks.political.draw.filter((c) => c !== card);
  given(game, { type: "deckShuffled", deck: "political", cards: [card, ...rest], rng: game.state.rng });
  setUp(game);
  play(game, { type: "strategicAction", seat: SOL, card: "political" });
  play(game, { type: "resolvePrimary", seat: SOL, card: "political", choice: { counters: { command: 1 } } });
  passActionWindows(game);
  expect(game.state.stack.at(-1)).toMatchObject({ kind: "agenda", card });
  return game;
}

/** Each voter votes as told: everyone the same outcome, those listed in `against` Against. */
export function vote(game: Scenario, choice: string, against: number[] = []): void {
  for (const seat of VOTERS) {
    play(game, { type: "castVotes", seat, choice: against.includes(seat) ? "against" : choice });
    passActionWindows(game);
  }
}

/** A law passed before the scene (For, or the player or outcome elected). */
export function law(game: Scenario, card: PoliticalCardId, outcome = "for"): void {
  given(game, { type: "agendaResolved", card, outcome, passed: true, tally: {} });
}

export const leftByHand = (game: Scenario) => decisions(game.state).some((d) => d.kind === "confirmByHand");

/** The seats a card's choice asks now. */
export const choiceAsked = (game: Scenario) =>
  decisions(game.state)
    .filter((d) => d.kind === "answerCardChoice")
    .map((d) => d.seat);

export const answer = (
  seat: number,
  rest: Omit<Extract<Command, { type: "answerCardChoice" }>, "type" | "seat">,
): Command => ({ type: "answerCardChoice", seat, ...rest });

export const tradeGoods = (game: Scenario) => game.state.players.map((p) => p.tradeGoods);
