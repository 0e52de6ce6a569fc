/**
 * The decisions of the abilities the engine carries out instead of leaving them to the players (issue
 * #17): each has a deadline default that commits to nothing, and the built-in bot answers it. The states
 * are the every-button scenes (test/support/pendingScenes.ts) and strategy-card tables.
 */
import { describe, expect, it } from "vitest";
import { defaultAction } from "../../../src/app/deadline.ts";
import { botCommand } from "../../../src/engine/bot/policy.ts";
import { apply, type DecisionKind, decisions, type GameState } from "../../../src/engine/index.ts";
import { CTX, play } from "../../support/engine.ts";
import { SCENES } from "../../support/pendingScenes.ts";
import { primary, SOL, seatedTable } from "../../support/strategyTable.ts";

function askedSeat(state: GameState, kind: DecisionKind): number {
  const decision = decisions(state).find((d) => d.kind === kind);
  if (!decision) throw new Error(`nobody is asked ${kind}`);
  return decision.seat;
}

const cases: [DecisionKind, object, string][] = [
  ["moveHighAlert", { to: null }, "left the High Alert token where it was"],
  ["useRefreshAbilities", { planets: [] }, "used no refresh ability"],
  ["salvageShip", { unit: null }, "salvaged no ship"],
];

describe("a new ability decision left open for the whole deadline", () => {
  it.each(cases)("%s: the answer that commits to nothing", (kind, fields, said) => {
    const state = SCENES[kind].build().state;
    const seat = askedSeat(state, kind);
    expect(defaultAction(state, seat)).toEqual({ command: { type: kind, seat, ...fields }, said });
  });

  it("Production's primary: builds nothing; its secondary: declined", () => {
    const game = seatedTable().strategicAction("production", SOL, ["variantCards"]);
    const primaryDefault = defaultAction(game.state, SOL);
    expect(primaryDefault?.command).toEqual(primary(SOL, "production", {}));
    play(game, primaryDefault?.command as never);
    const follower = askedSeat(game.state, "answerSecondary");
    expect(defaultAction(game.state, follower)?.command).toMatchObject({ follow: false });
  });
});

describe("the built-in bot", () => {
  it.each(cases.map(([kind]) => [kind]))("answers %s with a command the engine accepts", (kind) => {
    const state = SCENES[kind as DecisionKind].build().state;
    const seat = askedSeat(state, kind as DecisionKind);
    const command = botCommand(state, seat, CTX);
    expect(command?.type).toBe(kind);
    expect(apply(state, command as never, CTX).ok).toBe(true);
  });

  it("builds with Tight Deadlines when it can pay", () => {
    const game = seatedTable().strategicAction("production", SOL, ["variantCards"]);
    const command = botCommand(game.state, SOL, CTX);
    expect(command).toMatchObject({ type: "resolvePrimary", choice: { production: expect.anything() } });
  });
});
