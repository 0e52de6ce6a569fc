/**
 * A table for Strategy Card scenarios: races drafted by seat, the cards dealt so the holder acts first,
 * and situations given by engine events appended to the log (so every replay check folds the whole game).
 */
import type { Command, GameEvent } from "../../src/engine/index.ts";
import { decisions } from "../../src/engine/index.ts";
import { given, newScenario, play, type Scenario, seatToAnswer } from "./engine.ts";

/** Re-exported for the scenarios that import it from here; it lives in engine.ts. */
export { given } from "./engine.ts";

export const ORIGINAL_CARDS = [
  "initiative",
  "diplomacy",
  "political",
  "logistics",
  "trade",
  "warfare",
  "technology",
  "imperial",
];
export const VARIANT_CARDS = [
  "leadership",
  "diplomacy-2",
  "assembly",
  "production",
  "trade-2",
  "warfare-2",
  "technology-2",
  "bureaucracy",
];

export interface Table {
  /** Race ids by seat (4 players: everyone takes two cards, so all eight are dealt). */
  races: readonly string[];
  holder: number;
  /** The card the holder plays. */
  card: string;
  options?: string[];
  /** Events given after the races are drafted, before the cards are picked. */
  before?: GameEvent[];
}

/** A new game whose races are drafted by seat; it stops at the first Strategy Phase. */
export function draft(races: readonly string[], options: string[] = []): Scenario {
  const game = newScenario(races.length, { raceAssignment: "draft", options });
  while (game.state.stack.at(-1)?.kind === "raceDraft") {
    const seat = seatToAnswer(game, "pickRace");
    play(game, { type: "pickRace", seat, race: races[seat] as never });
  }
  return game;
}

/**
 * Drafts the races and deals the cards: the holder takes the set's card 1 (Initiative or Leadership), so
 * acts first, and `card` (with Leadership itself, Production as the second card).
 */
export function deal({ races, holder, card, options = [], before = [] }: Table): Scenario {
  const game = draft(races, options);
  given(game, ...before);
  const imperial2 = options.includes("imperial2");
  const set = options.includes("variantCards")
    ? VARIANT_CARDS
    : ORIGINAL_CARDS.map((c) => (c === "imperial" && imperial2 ? "imperial-2" : c));
  const mine = card === set[0] ? [card, set[3] as string] : [set[0] as string, card];
  const others = set.filter((c) => !mine.includes(c));
  while (game.state.phase === "strategy") {
    const seat = seatToAnswer(game, "pickStrategyCard");
    play(game, { type: "pickStrategyCard", seat, card: (seat === holder ? mine : others).shift() as never });
  }
  return game;
}

/** Deals the cards and starts the holder's strategic action. */
export function strategicAction(table: Table): Scenario {
  const game = deal(table);
  play(game, { type: "strategicAction", seat: table.holder, card: table.card as never });
  return game;
}

/**
 * Every other card has been played and everyone but the holder has passed: once `card` is done, the
 * holder's pass ends the Action Phase.
 */
export function othersDone(game: Scenario, holder: number, card: string): void {
  for (const p of game.state.players) {
    for (const held of p.strategyCards) {
      if (held.card !== card) given(game, { type: "strategyCardPlayed", seat: p.seat, card: held.card });
    }
    if (p.seat !== holder) given(game, { type: "playerPassed", seat: p.seat });
  }
}

export const primary = (seat: number, card: string, choice: object): Command => ({
  type: "resolvePrimary",
  seat,
  card: card as never,
  choice,
});

/** Follows the secondary with `choice`, or declines it when there is none. */
export const follow = (seat: number, card: string, choice?: object): Command => ({
  type: "answerSecondary",
  seat,
  card: card as never,
  follow: choice !== undefined,
  ...(choice ? { choice } : {}),
});

export function declineAll(game: Scenario, card: string): void {
  for (const d of decisions(game.state).filter((x) => x.kind === "answerSecondary"))
    play(game, follow(d.seat, card));
}

export const player = (game: Scenario, seat: number) => {
  const p = game.state.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
};

export const home = (game: Scenario, seat: number) => player(game, seat).home as string;

export const played = (game: Scenario, seat: number, card: string) =>
  player(game, seat).strategyCards.find((h) => h.card === card)?.played;

/** The four races the strategy-card scenarios seat, by seat: Xxcha 0, Sol 1, Jol-Nar 2, Letnev 3. */
export const SEATED_RACES = ["xxcha", "sol", "jolnar", "letnev"] as const;
export const [XXCHA, SOL, JOLNAR, LETNEV] = [0, 1, 2, 3] as const;

/** `deal` and `strategicAction` for a card played at the table of SEATED_RACES. */
export function seatedTable() {
  const table = (card: string, holder: number, options: string[] = [], before: GameEvent[] = []): Table => ({
    races: [...SEATED_RACES],
    card,
    holder,
    options,
    before,
  });
  return {
    deal: (card: string, holder: number, options?: string[], before?: GameEvent[]) =>
      deal(table(card, holder, options, before)),
    strategicAction: (card: string, holder: number, options?: string[]) =>
      strategicAction(table(card, holder, options)),
  };
}
