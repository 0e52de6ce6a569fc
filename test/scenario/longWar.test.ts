/**
 * The Long War (RR §24.1, base p.32): the game is played to 14 victory points over a public objective deck
 * of 8 Stage I cards above 5 Stage II cards and the game-ending card, 14 cards in all. It ends as any
 * game does: at once when a player reaches the target, or when the game-ending card is revealed.
 * The base book's alternative (leave the game-ending card out and end after the Status Phase that reveals
 * the last objective) is the option longWarLastObjective: longWarOpenEnd.test.ts.
 */
import { describe, expect, it } from "vitest";
import { getObjective, type ObjectiveId } from "../../src/content/index.ts";
import { expectReplayMatches, given, play } from "../support/engine.ts";
import { deal } from "../support/strategyTable.ts";

const RACES = ["sol", "hacan", "letnev", "xxcha"];
const SOL = 0;

function imperialTable(options = ["longWar"]) {
  return deal({ races: RACES, holder: SOL, card: "imperial", options });
}

describe("The Long War (RR §24.1)", () => {
  it("deals 14 public objectives: 8 Stage I on top, then 5 Stage II with the game-ending card among them", () => {
    const game = imperialTable();
    const deck = [...game.state.objectives.map((o) => o.id), ...game.state.decks.objectives];
    expect(deck).toHaveLength(14);
    expect(deck.slice(0, 8).every((id) => getObjective(id as ObjectiveId).kind === "stage1")).toBe(true);
    const rest = deck.slice(8).map((id) => getObjective(id as ObjectiveId));
    expect(rest.every((o) => o.kind === "stage2")).toBe(true);
    expect(rest.filter((o) => o.endsGame)).toHaveLength(1);
  });

  it("13 victory points do not win; the game goes on to 14", () => {
    const game = imperialTable();
    given(game, { type: "victoryPointsGained", seat: SOL, amount: 11, reason: "scenario" });
    play(game, { type: "strategicAction", seat: SOL, card: "imperial" });
    expect(game.state.players[SOL]?.vp).toBe(13);
    expect(game.state.phase).not.toBe("finished");
    expectReplayMatches(game);
  });

  it("reaching 14 wins at once", () => {
    const game = imperialTable();
    given(game, { type: "victoryPointsGained", seat: SOL, amount: 12, reason: "scenario" });
    play(game, { type: "strategicAction", seat: SOL, card: "imperial" });
    expect(game.state.phase).toBe("finished");
    expect(game.state.winners).toEqual([SOL]);
    expectReplayMatches(game);
  });

  it("revealing the game-ending card ends the game, the most victory points winning", () => {
    const game = imperialTable();
    const ender = game.state.decks.objectives.find((id) => getObjective(id).endsGame) as ObjectiveId;
    const rest = game.state.decks.objectives.filter((id) => id !== ender);
    given(
      game,
      { type: "deckShuffled", deck: "objectives", cards: [ender, ...rest], rng: game.state.rng },
      { type: "victoryPointsGained", seat: 1, amount: 5, reason: "scenario" },
    );
    play(game, { type: "strategicAction", seat: SOL, card: "imperial" });
    expect(game.state.phase).toBe("finished");
    expect(game.state.winners).toEqual([1]);
    expectReplayMatches(game);
  });
});
