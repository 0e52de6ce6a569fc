/**
 * The Galactic Council for scenario tests: Sol (0) takes Initiative and Political and votes last, after the
 * Hacan (1), Jol-Nar (2) and Letnev (3). `council(card)` puts the card on top of the Political deck and
 * plays Political's primary, which reads it; `vote` casts everyone's votes; `law` passes one beforehand.
 * A `CouncilSetting` varies the game: options it is created with, or a Council Elder who may speak first.
 */
import { expect } from "vitest";
import type { PoliticalCardId } from "../../src/content/index.ts";
import { type Command, decisions } from "../../src/engine/index.ts";
import { given, passActionWindows, play, type Scenario } from "./engine.ts";
import { deal } from "./strategyTable.ts";

/** Re-exported for the scenarios that import it from here; it lives in engine.ts. */
export { given } from "./engine.ts";

export const SOL = 0;
export const HACAN = 1;
export const JOLNAR = 2;
export const LETNEV = 3;
export const VOTERS = [HACAN, JOLNAR, LETNEV, SOL];

/** What a council scene may vary; by default a game without options whose agenda is read at once. */
export interface CouncilSetting {
  /** Game options the game is created with (e.g. "shockTroops"). */
  options?: string[];
  /**
   * A Council Elder law may ask its holder first, above the agenda: then only check that the agenda is
   * read (somewhere on the stack), not that it is on top.
   */
  elderMayAsk?: boolean;
}

/** The council's races, by seat. */
export const COUNCIL_RACES = ["sol", "hacan", "jolnar", "letnev"] as const;

/**
 * Drafts Sol, the Hacan, Jol-Nar and the Letnev by seat; Sol takes Initiative and Political, the others
 * the rest in order.
 */
export function councilGame(options: string[] = []): Scenario {
  return deal({ races: COUNCIL_RACES, holder: SOL, card: "political", options });
}

/** Puts the card on top of the Political deck and plays Political's primary, which reads it. */
export function council(
  card: PoliticalCardId,
  setUp: (game: Scenario) => void = () => {},
  { options = [], elderMayAsk = false }: CouncilSetting = {},
): Scenario {
  const game = councilGame(options);
  const rest = game.state.decks.political.draw.filter((c) => c !== card);
  given(game, { type: "deckShuffled", deck: "political", cards: [card, ...rest], rng: game.state.rng });
  setUp(game);
  play(game, { type: "strategicAction", seat: SOL, card: "political" });
  play(game, { type: "resolvePrimary", seat: SOL, card: "political", choice: { counters: { command: 1 } } });
  passActionWindows(game);
  if (elderMayAsk) expect(game.state.stack.some((f) => f.kind === "agenda" && f.card === card)).toBe(true);
  else expect(game.state.stack.at(-1)).toMatchObject({ kind: "agenda", card });
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
