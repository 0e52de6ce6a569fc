/**
 * Scenario helpers: a game that records its events, plays commands that must be accepted, refuses
 * commands that must be refused (checking the state did not change), and checks replay at any point.
 */
import { expect } from "vitest";
import { evolve } from "../../src/engine/evolve.ts";
import {
  apply,
  type Command,
  createGame,
  decisions,
  type GameEvent,
  type GameSettings,
  type GameState,
  replay,
} from "../../src/engine/index.ts";

export const CTX = { now: "2026-12-01T12:00:00.000Z" };

export interface Scenario {
  state: GameState;
  events: GameEvent[];
}

/**
 * A new game with these settings. Scenarios may switch on options still being built (the variant
 * Strategy Cards, Age of Empire...) to test the parts already played; a real creation refuses them
 * (test/unit/engine/options.test.ts).
 */
export function newScenario(players: number, settings: GameSettings = {}, seed = "scenario"): Scenario {
  const created = createGame(
    {
      seed,
      players: Array.from({ length: players }, (_, i) => ({ userId: `user-${i}`, name: `Player ${i + 1}` })),
      settings,
    },
    CTX,
    { unfinishedOptions: true },
  );
  if (!created.ok) throw new Error(`game refused: ${created.error.message}`);
  return { state: created.state, events: [...created.events] };
}

export function play(game: Scenario, command: Command): GameEvent[] {
  const result = apply(game.state, command, CTX);
  if (!result.ok) throw new Error(`${command.type} refused: ${result.error.code}: ${result.error.message}`);
  game.state = result.state;
  game.events.push(...result.events);
  return result.events;
}

/** Applies a command that must be refused with `code`; the state must not change. */
export function refuse(game: Scenario, command: Command, code: string): string {
  const before = structuredClone(game.state);
  const result = apply(game.state, command, CTX);
  expect(result.ok, `${command.type} should have been refused with ${code}`).toBe(false);
  if (result.ok) return "";
  expect(result.error.code).toBe(code);
  expect(game.state).toEqual(before);
  return result.error.message;
}

export function expectReplayMatches(game: Scenario): void {
  expect(replay(game.events)).toEqual(game.state);
}

/** The seat the game waits for with a decision of this kind (the first if several). */
export function seatToAnswer(game: Scenario, kind: Command["type"]): number {
  const decision = decisions(game.state).find((d) => d.kind === kind);
  if (!decision)
    throw new Error(`nobody is asked to ${kind}; waiting on ${JSON.stringify(decisions(game.state))}`);
  return decision.seat;
}

/** Every player asked passes the Action Card windows open now (RR §19), innermost first. */
export function passActionWindows(game: Scenario): void {
  while (game.state.stack.at(-1)?.kind === "actionWindow") {
    play(game, { type: "passActionWindow", seat: seatToAnswer(game, "passActionWindow") });
  }
}

/**
 * Sets the scene with engine events: each is applied to the state and appended to the log, so that
 * replay still rebuilds the state exactly.
 */
export function given(game: Scenario, ...events: GameEvent[]): void {
  for (const event of events) {
    game.state = evolve(structuredClone(game.state), event);
    game.events.push(event);
  }
}
