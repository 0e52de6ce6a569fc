/**
 * The bot as `boot` wires it, for the scheduler's end-to-end tests: real discord.js against the local
 * fake of Discord, a scratch PostgreSQL database, an injected clock the test moves by hand and a
 * scheduler ticking every few milliseconds. `scheduledBot()` registers the boot and the teardown with the
 * test file's `beforeAll`/`afterAll` and hands back what the tests use.
 */
import { pino } from "pino";
import { afterAll, beforeAll, vi } from "vitest";
import { boot, type Running } from "../../src/boot.ts";
import { ONE_PROCESS } from "../../src/config.ts";
import { createPostgresDatabase, type ScratchDatabase } from "./databases.ts";
import {
  FAKE_TOKEN,
  type FakeDiscord,
  type FakeMember,
  type SentMessage,
  slashCommand,
  startFakeDiscord,
} from "./fakeDiscord.ts";

export const HOUR = 3_600_000;
type SlashOptions = Parameters<typeof slashCommand>[3];

export interface ScheduledBot {
  readonly fake: FakeDiscord;
  readonly running: Running;
  /** The bot's clock now. */
  now(): Date;
  /** Moves the bot's clock on by `ms`. */
  advance(ms: number): void;
  /** A slash command sent in `channel`, once answered and said: the messages it led to. */
  slash(who: FakeMember, channel: string, path: string, options?: SlashOptions): Promise<SentMessage[]>;
  /** Every message posted in `channel` so far. */
  inChannel(channel: string): SentMessage[];
}

export function scheduledBot(): ScheduledBot {
  let fake: FakeDiscord | undefined;
  let scratch: ScratchDatabase | undefined;
  let running: Running | undefined;
  let now = new Date();
  const clock = () => now;
  beforeAll(async () => {
    fake = await startFakeDiscord();
    scratch = await createPostgresDatabase();
    running = await boot(
      {
        discord: { token: FAKE_TOKEN, appId: null, guildId: null, apiUrl: fake.apiUrl },
        database: scratch.target as { kind: "postgres"; url: string },
        logLevel: "silent",
        logFormat: "json",
        playground: null,
        renderThreads: 1,
        scale: ONE_PROCESS,
      },
      pino({ level: process.env.TEST_LOG ?? "silent" }),
      { clock, schedulerEvery: 25 },
    );
  }, 60_000);
  afterAll(async () => {
    await running?.stop();
    await fake?.close();
    await scratch?.drop();
  });
  const booted = () => {
    if (!fake || !running) throw new Error("the bot is not booted: use it inside a test");
    return { fake, running };
  };
  return {
    get fake() {
      return booted().fake;
    },
    get running() {
      return booted().running;
    },
    now: () => now,
    advance(ms) {
      now = new Date(now.getTime() + ms);
    },
    async slash(who, channel, path, options = {}) {
      const { fake, running } = booted();
      const payload = slashCommand(who, channel, path, options);
      const before = fake.messages().length;
      fake.dispatch("INTERACTION_CREATE", payload);
      await vi.waitFor(
        () => {
          if (!fake.requests.some((r) => r.path.startsWith(`/interactions/${payload.id}/`)))
            throw new Error("not answered yet");
        },
        { timeout: 10_000 },
      );
      await running.discord?.idle();
      return fake.messages().slice(before);
    },
    inChannel: (channel) =>
      booted()
        .fake.messages()
        .filter((m) => m.via === "channel" && m.target === channel),
  };
}
