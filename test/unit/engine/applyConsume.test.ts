import { describe, expect, it } from "vitest";
import { botCommand } from "../../../src/engine/bot/policy.ts";
import { apply, decisions } from "../../../src/engine/index.ts";
import { CTX, newScenario } from "../../support/engine.ts";

describe("apply's consume option", () => {
  const game = newScenario(4, {}, "consume");
  const waiting = decisions(game.state)[0];
  const command = waiting ? botCommand(game.state, waiting.seat, CTX) : null;
  if (!command) throw new Error("the new game has no command to answer");

  it("leaves the caller's state untouched by default", () => {
    const before = structuredClone(game.state);
    const result = apply(game.state, command, CTX);
    expect(result.ok).toBe(true);
    expect(game.state).toEqual(before);
  });

  it("reaches the same result when the caller gives its state up", () => {
    const kept = apply(structuredClone(game.state), command, CTX);
    const given = structuredClone(game.state);
    const consumed = apply(given, command, CTX, { consume: true });
    expect(consumed).toEqual(kept);
    // The given state was the draft: it is now the new state, not a copy of the old one.
    if (consumed.ok) expect(consumed.state).toBe(given);
  });
});
