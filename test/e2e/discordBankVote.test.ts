/**
 * A time bank on Discord end to end: the creator sets it with /ti game time-bank, the scheduler's run
 * (with a clock a day on) finds the first picker's bank empty and the channel is told, pinging the other
 * players with the ballots' buttons; two presses of "Skip" carry the vote and the pick is played for the
 * absent player. The real discord.js client, logged in to the local fake of Discord.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seatClocks } from "../../src/app/clocks.ts";
import { createDelivery, type Delivery } from "../../src/app/delivery.ts";
import { type DiscordSurface, startDiscord } from "../../src/discord/client.ts";
import { gameShort, parseCustomId } from "../../src/discord/customId.ts";
import { type GameState, waitingFor } from "../../src/engine/index.ts";
import { runTimeBanks } from "../../src/scheduler/timeBanks.ts";
import { type AppHarness, appHarness } from "../support/app.ts";
import {
  componentPress,
  FAKE_GUILD_ID,
  FAKE_TOKEN,
  type FakeDiscord,
  type FakeMember,
  type SentMessage,
  slashCommand,
  startFakeDiscord,
} from "../support/fakeDiscord.ts";

const members: FakeMember[] = ["ann", "ben", "cyd", "dov"].map((name, i) => ({
  id: `10000000000000002${i}`,
  username: name,
  globalName: name[0]?.toUpperCase() + name.slice(1),
}));
const CHANNEL = "400000000000000021";

let fake: FakeDiscord;
let app: AppHarness;
let surface: DiscordSurface;
let delivery: Delivery;

beforeAll(async () => {
  app = await appHarness();
  fake = await startFakeDiscord();
  const log = pino({ level: "silent" });
  delivery = createDelivery({ store: app.store, log });
  surface = await startDiscord(
    { token: FAKE_TOKEN, apiUrl: fake.apiUrl },
    { log, service: app.service, delivery },
  );
  delivery.addSink(() => surface.sink);
});
afterAll(async () => {
  await surface?.stop();
  await fake?.close();
  await app?.close();
});

type Interaction = ReturnType<typeof slashCommand>;

async function deliver(payload: Interaction): Promise<SentMessage[]> {
  const before = fake.messages().length;
  const answered = () =>
    fake.requests.filter((r) => r.path.startsWith(`/interactions/${payload.id}/`)).length;
  const already = answered();
  fake.dispatch("INTERACTION_CREATE", payload);
  await vi.waitFor(() => {
    if (answered() === already) throw new Error("not answered yet");
  });
  await surface.idle();
  return fake.messages().slice(before);
}

async function game() {
  const found = await app.store.loadByChannel(FAKE_GUILD_ID, CHANNEL);
  if (!found) throw new Error("no game");
  return found;
}

const memberOf = (userId: string | undefined) => members.find((m) => m.id === userId) as FakeMember;

describe("a time bank run out on Discord", () => {
  it("tells the channel, pings the voters with ballot buttons, and skips the turn on a majority", async () => {
    const [ann] = members as [FakeMember];
    await deliver(slashCommand(ann, CHANNEL, "game new"));
    for (const m of members.slice(1)) await deliver(slashCommand(m, CHANNEL, "game join"));
    const set = await deliver(slashCommand(ann, CHANNEL, "game time-bank", { days: 1 }));
    expect(set.find((m) => m.audience === "public")?.content).toContain("sets the time bank: 1 day to start");
    await deliver(slashCommand(ann, CHANNEL, "game start"));

    const started = await game();
    const seat = waitingFor(started.state as GameState)[0] as number;
    const absent = memberOf((started.state as GameState).players[seat]?.userId);
    const voters = members.filter((m) => m !== absent);
    // The service's clock stands at 2026-12-01T12:00Z; the scheduler's run comes a day later.
    const before = fake.messages().length;
    const run = await runTimeBanks({
      clocks: seatClocks(app.store),
      notify: async (notice) => delivery.flush(notice.place),
      clock: () => new Date("2026-12-02T12:00:00Z"),
      log: pino({ level: "silent" }),
    });
    expect(run).toEqual({ opened: 1 });
    const told = fake.messages().slice(before);
    expect(told.map((m) => m.content).join("\n")).toContain("time bank has run out");
    const waiting = told.find((m) => m.content.includes("🗳")) as SentMessage;
    expect(waiting.allowedMentions?.users?.sort()).toEqual(voters.map((v) => v.id).sort());
    const ids = (waiting.components as { components: { custom_id: string }[] }[])
      .flatMap((row) => row.components.map((c) => c.custom_id))
      .map(parseCustomId)
      .filter((id) => id?.route === "vote");
    expect(ids.map((id) => id?.answer)).toEqual(["skip", "bot", "wait"]);
    const skip = `v1:vot:${gameShort(started.id)}:${seat}:skip`;

    // The absent player's own press is refused privately, changing nothing.
    const refused = await deliver(componentPress(absent, CHANNEL, skip));
    expect(refused.every((m) => m.audience !== "public")).toBe(true);
    expect(refused.map((m) => m.content).join("\n")).toContain("This vote is about your own seat");
    expect((await game()).version).toBe(started.version + 1);

    await deliver(componentPress(voters[0] as FakeMember, CHANNEL, skip));
    expect(waitingFor((await game()).state as GameState)).toEqual([seat]);
    const carried = await deliver(componentPress(voters[1] as FakeMember, CHANNEL, skip));
    const after = (await game()).state as GameState;
    expect(after.players[seat]?.strategyCards).toHaveLength(1);
    expect(carried.map((m) => m.content).join("\n")).toContain("turn is skipped by the table");
  });
});
