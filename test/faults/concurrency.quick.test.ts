/** Quick concurrency test: 50 clients answer the same decision of one game at once. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Command, GameState } from "../../src/engine/index.ts";
import { oneBotCommand, storm, waitingCommands } from "./concurrency.ts";
import { type FaultHarness, faultHarness } from "./harness.ts";
import { nextBotCommand, players, playUntil, simultaneous, startViaService } from "./helpers.ts";

let app: FaultHarness;
beforeAll(async () => {
  app = await faultHarness();
});
afterAll(async () => app?.close());

const table = players("storm", 4);

describe("50 clients at once on one game", () => {
  it("accepts the Speaker's pick once and refuses the 49 copies clearly", async () => {
    const place = { guildId: "storm-guild", channelId: "storm-1" };
    const game = await startViaService(app.service, app.store, place, table, "storm-seed-1");
    const pick = nextBotCommand(game.state as GameState) as Command;
    expect(pick.type).toBe("pickStrategyCard");
    const result = await storm(app, place, table, [pick], 50, "same-seat");
    expect(result.accepted).toBe(1);
    expect([...result.refused.values()].reduce((a, b) => a + b, 0)).toBe(49);
  }, 60_000);

  it("takes each seat's simultaneous answer at most once, loses none, and lets the rest answer after", async () => {
    const place = { guildId: "storm-guild", channelId: "storm-2" };
    await startViaService(app.service, app.store, place, table, "storm-seed-2");
    const state = await playUntil(app.service, app.store, place, table, simultaneous);
    expect(state, "the bot reaches a decision several seats answer at once").not.toBeNull();
    const answers = waitingCommands(state as GameState);
    expect(answers.length).toBeGreaterThanOrEqual(2);
    const result = await storm(app, place, table, answers, 50, "all-seats");
    expect(result.accepted).toBeGreaterThanOrEqual(1);
    expect(result.accepted).toBeLessThanOrEqual(answers.length);
    // The seats the storm left unanswered (every copy refused as busy) can still answer, one by one.
    for (let i = result.accepted; i < answers.length; i++)
      expect(await oneBotCommand(app, place, table)).toBe(true);
  }, 60_000);
});
