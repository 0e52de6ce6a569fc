/**
 * A Fourth Edition game's clocks end to end: the bot as `boot` wires it (real discord.js against the
 * local fake of Discord, a scratch PostgreSQL database), with an injected clock and a scheduler ticking
 * every few milliseconds. `/ti game new ruleset:ti4 deadline-hours:12` is accepted; a seat whose question
 * stays open for the whole deadline is timed out with its default answer (app/ti4/defaultAnswer.ts), said
 * in the channel; the question that default opens is not timed out with it; and the time bank can be
 * set on a TI4 game.
 */
import { describe, expect, it, vi } from "vitest";
import "../../src/engine/index.ts";
import { seatsWaitedOn } from "../../src/engine/kernel/flow.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
import { FAKE_GUILD_ID, type FakeMember } from "../support/fakeDiscord.ts";
import { HOUR, scheduledBot } from "../support/scheduledBot.ts";

const alice: FakeMember = { id: "100000000000000461", username: "alice", globalName: "Alice" };
const CHANNEL = "400000000000000461";

const bot = scheduledBot();
const slash = (who: FakeMember, path: string, options = {}) => bot.slash(who, CHANNEL, path, options);
const inChannel = () => bot.inChannel(CHANNEL);
const store = () => createGameStore(bot.running.db);
const game = async () => {
  const found = await store().loadByChannel(FAKE_GUILD_ID, CHANNEL);
  if (!found) throw new Error("no game");
  return found;
};

describe("a TI4 game's deadline and time bank on Discord", () => {
  it("times Alice out with her default answer once her question stayed open the whole deadline", async () => {
    await slash(alice, "game new", { ruleset: "ti4", "deadline-hours": 12 });
    expect((await game()).meta).toMatchObject({ deadlineHours: 12 });
    await slash(alice, "game bot");
    await slash(alice, "game bot");
    // A fixed seed keeps the game the same from run to run (the start draws one otherwise).
    await store().setSeed((await game()).id, "discord-ti4-deadline");
    await slash(alice, "game start");
    const started = await game();
    const state = started.state as unknown as Ti4State;
    expect(seatsWaitedOn<Ti4>(state)).toEqual([0]);
    const timedOut = () => inChannel().filter((m) => m.content.includes("Alice timed out:"));
    // Within the deadline nothing is played for her.
    bot.advance(11 * HOUR);
    await new Promise((r) => setTimeout(r, 300));
    expect(timedOut()).toEqual([]);
    bot.advance(2 * HOUR);
    await vi.waitFor(() => expect(timedOut().length).toBeGreaterThan(0), { timeout: 20_000 });
    const after = await game();
    expect(after.version).toBeGreaterThan(started.version);
    const entries = await store().readEvents(after.id);
    expect(entries.some((e) => e.actor === alice.id && (e.command as { seat?: number }).seat === 0)).toBe(
      true,
    );
    // The question her default opened (or the next one) started its own clock: not timed out with it.
    await new Promise((r) => setTimeout(r, 500));
    expect(timedOut()).toHaveLength(1);
  }, 120_000);

  it("sets a time bank on the running TI4 game", async () => {
    const sent = await slash(alice, "game time-bank", { days: 2 });
    expect(sent.map((m) => m.content).join("\n")).toMatch(/sets the time bank: 2 days to start/);
    const seats = await store().listSeats((await game()).id);
    expect(seats.find((s) => s.userId === alice.id)?.bankMs).toBe(48 * HOUR);
  }, 60_000);
});
