/**
 * Bot levels (issue #29): every level plays a seeded game to its end with commands the rules accept and a
 * replay that gives the same game; easy and normal do not play alike; hard weighs the Strategy Cards by the
 * position.
 */
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { BOT_LEVELS, type BotLevel, cardWorth } from "../../../src/engine/bot/levels.ts";
import { botCommand, playOut } from "../../../src/engine/bot/policy.ts";
import { createGame, type GameState, replay, waitingFor } from "../../../src/engine/index.ts";
import { CTX } from "../../support/engine.ts";

function newGame(players: number, seed: string): ReturnType<typeof createGame> & { ok: true } {
  const seats = Array.from({ length: players }, (_, i) => ({ userId: `lvl:${i}`, name: `Level ${i + 1}` }));
  const created = createGame({ seed, players: seats, settings: { boxes: ["base", "se"] } }, CTX);
  if (!created.ok) throw new Error(created.error.message);
  return created;
}

describe("bot levels", () => {
  for (const level of BOT_LEVELS) {
    it(`${level}: a seeded game played to the end, replay matching`, () => {
      const created = newGame(3, `level-${level}`);
      const played = playOut(created.state, CTX, 20000, () => level);
      expect(played.stuck).toBe(false);
      expect(played.state.phase).toBe("finished");
      expect(played.state.winners).toHaveLength(1);
      expect(isDeepStrictEqual(replay([...created.events, ...played.events]), played.state)).toBe(true);
    });
  }

  it("mixed levels at one table finish a game too", () => {
    const created = newGame(4, "level-mixed");
    const mix: BotLevel[] = ["easy", "normal", "hard", "easy"];
    const played = playOut(created.state, CTX, 20000, (seat) => mix[seat] ?? "normal");
    expect(played.state.phase).toBe("finished");
    expect(isDeepStrictEqual(replay([...created.events, ...played.events]), played.state)).toBe(true);
  });

  it("easy and normal choose differently somewhere in a game", () => {
    const created = newGame(4, "level-differ");
    let state: GameState = created.state;
    let differ = 0;
    for (let step = 0; step < 60 && state.phase !== "finished"; step++) {
      for (const seat of waitingFor(state)) {
        const normal = botCommand(state, seat, CTX);
        if (!isDeepStrictEqual(botCommand(state, seat, CTX, "easy"), normal)) differ += 1;
        expect(botCommand(state, seat, CTX, "normal")).toEqual(normal);
      }
      state = playOut(state, CTX, 20).state;
    }
    expect(differ).toBeGreaterThan(0);
  });

  it("hard prizes Imperial more when it holds Mecatol Rex", () => {
    const { state } = newGame(3, "level-card");
    const before = cardWorth(state, 0, "imperial");
    const held = structuredClone(state);
    const me = held.players[0];
    if (me) me.planets["mecatol-rex"] = { exhausted: false };
    expect(cardWorth(held, 0, "imperial")).toBeGreaterThan(before);
  });
});
