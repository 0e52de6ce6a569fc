/**
 * The Long War's open end (RR §24.1's alternative, base p.32): the game-ending card stays out of the Long
 * War's deck of 8 Stage I over 5 Stage II objectives, and the game ends once the Status Phase of the round
 * that revealed the last of them is over: the most victory points win, ties broken as when the game-ending
 * card is revealed (RR §22: objectives scored, then planets, then counters on the race sheet).
 */
import { describe, expect, it } from "vitest";
import { getObjective, type ObjectiveId } from "../../src/content/index.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { createGame, decisions, type GameState } from "../../src/engine/index.ts";
import { leaders } from "../../src/engine/rules/victory.ts";
import { CTX, expectReplayMatches, given, newScenario, play, type Scenario } from "../support/engine.ts";
import { deal } from "../support/strategyTable.ts";

const OPEN_END = ["longWar", "longWarLastObjective"];
const RACES = ["sol", "hacan", "letnev", "xxcha"];
const SOL = 0;
const REASON = "the last public objective is out and its Status Phase is over";

/** The bots answer every decision until `done` holds (the engine's own answers, so replay stays exact). */
function botsUntil(game: Scenario, done: (state: GameState) => boolean): void {
  for (let n = 0; n < 5000 && !done(game.state); n++) {
    const seats = [...new Set(decisions(game.state).map((d) => d.seat))];
    const command = seats.map((seat) => botCommand(game.state, seat, CTX)).find((c) => c !== null);
    if (!command) throw new Error("the bots are stuck");
    play(game, command);
  }
  expect(done(game.state)).toBe(true);
}

/** Sol holds Imperial and acts first; the objective deck is cut down to `left` (its last cards). */
function lastCards(left: number): Scenario & { last: ObjectiveId[] } {
  const game = deal({ races: RACES, holder: SOL, card: "imperial", options: OPEN_END });
  const last = game.state.decks.objectives.slice(-left);
  given(game, { type: "deckShuffled", deck: "objectives", cards: last, rng: game.state.rng });
  return Object.assign(game, { last });
}

const finished = (s: GameState) => s.phase === "finished";
const redistributing = (s: GameState) => decisions(s).some((d) => d.kind === "redistributeCounters");

describe("The Long War's open end (RR §24.1)", () => {
  it("deals 13 public objectives, 8 Stage I above 5 Stage II, and no game-ending card", () => {
    const game = newScenario(4, { options: OPEN_END }, "open-end-deck");
    const deck = game.state.decks.objectives.map((id) => getObjective(id));
    expect(deck).toHaveLength(13);
    expect(deck.slice(0, 8).every((o) => o.kind === "stage1")).toBe(true);
    expect(deck.slice(8).every((o) => o.kind === "stage2")).toBe(true);
    expect(deck.some((o) => o.endsGame)).toBe(false);
    expect(game.state.config.vpTarget).toBe(14);
    expectReplayMatches(game);
  });

  it("the Imperial card reveals the last objective and the game goes on to that round's Status Phase", () => {
    const game = lastCards(1);
    play(game, { type: "strategicAction", seat: SOL, card: "imperial" });
    expect(game.state.objectives.map((o) => o.id)).toContain(game.last[0]);
    expect(game.state.decks.objectives).toEqual([]);
    expect(game.state.players[SOL]?.vp).toBe(2);
    expect(game.state.phase).toBe("action");
    // The Status Phase is played through, its objectives scored; then the game ends, in round 1.
    botsUntil(game, redistributing);
    expect(game.state.phase).toBe("status");
    botsUntil(game, finished);
    expect(game.state.round).toBe(1);
    // The game ended before the Strategy Cards went back: nothing of round 2 was begun.
    expect(game.events.some((e) => e.type === "strategyCardsReturned")).toBe(false);
    expect(game.events.at(-2)).toEqual({ type: "gameEnded", winners: leaders(game.state), reason: REASON });
    expect(game.events.some((e) => e.type === "phaseStarted" && e.round === 2)).toBe(false);
    expectReplayMatches(game);
  });

  it("a Status Phase that ends with an objective still in the deck ends nothing", () => {
    const game = lastCards(3);
    play(game, { type: "strategicAction", seat: SOL, card: "imperial" });
    botsUntil(game, (s) => s.round === 2 || finished(s));
    expect(game.state.decks.objectives.length).toBeGreaterThan(0);
    expect(game.state.phase).not.toBe("finished");
    expectReplayMatches(game);
  });

  it("the most victory points win; level on them, the most objectives scored", () => {
    const game = lastCards(1);
    play(game, { type: "strategicAction", seat: SOL, card: "imperial" });
    botsUntil(game, redistributing);
    // Seats 1 and 2 lead at 12 VP each (short of 14), seat 2 with one more objective scored.
    const vp = (seat: number) => game.state.players[seat]?.vp ?? 0;
    const scored = (seat: number) => game.state.players[seat]?.scoredObjectives.length ?? 0;
    const card = game.last[0] as ObjectiveId;
    while (scored(2) <= scored(1)) given(game, { type: "objectiveScored", seat: 2, objective: card, vp: 0 });
    while (scored(1) < scored(2) - 1)
      given(game, { type: "objectiveScored", seat: 1, objective: card, vp: 0 });
    for (const seat of [1, 2])
      given(game, { type: "victoryPointsGained", seat, amount: 12 - vp(seat), reason: "scenario" });
    expect(scored(2)).toBeGreaterThan(scored(1));
    botsUntil(game, finished);
    expect(vp(1)).toBe(vp(2));
    expect(game.state.winners).toEqual([2]);
    expectReplayMatches(game);
  });

  it("reaching 14 victory points still wins at once", () => {
    const game = lastCards(2);
    given(game, { type: "victoryPointsGained", seat: SOL, amount: 12, reason: "scenario" });
    play(game, { type: "strategicAction", seat: SOL, card: "imperial" });
    expect(game.state.winners).toEqual([SOL]);
    expect(game.events.at(-2)).toMatchObject({
      type: "gameEnded",
      reason: expect.stringMatching(/reached 14/),
    });
    expectReplayMatches(game);
  });

  const refused: [string, string[], string][] = [
    ["without the Long War", ["longWarLastObjective"], "ERR_OPTION_REQUIRES"],
    [
      "with Age of Empire, which ends on the game-ending card",
      [...OPEN_END, "ageOfEmpire"],
      "ERR_OPTION_EXCLUDES",
    ],
  ];
  it.each(refused)("is refused %s, creating nothing", (_name, options, code) => {
    const players = [0, 1, 2].map((i) => ({ userId: `u${i}`, name: `P${i}` }));
    const result = createGame({ seed: "x", players, settings: { options } }, CTX);
    expect(!result.ok && result.error.code).toBe(code);
  });
});
