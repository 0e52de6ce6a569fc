/**
 * The bot end to end, as the Discord e2e tests set it up: the real discord.js client logged in to
 * the local fake of Discord, over a GameService on a scratch database, with a tiny real PNG for the map;
 * its log kept in memory. `deliver` sends an interaction and waits until the bot has finished with it.
 */
import { Writable } from "node:stream";
import { pino } from "pino";
import sharp from "sharp";
import { vi } from "vitest";
import { createDelivery, type Delivery } from "../../src/app/delivery.ts";
import type { MapRenderer } from "../../src/app/play.ts";
import type { Ti4MapRenderer } from "../../src/app/ti4/map.ts";
import { type DiscordSurface, startDiscord } from "../../src/discord/client.ts";
import type { GameState } from "../../src/engine/index.ts";
import { renderGalaxyAnimation, renderVpChart } from "../../src/render/index.ts";
import { type AppHarness, appHarness } from "./app.ts";
import {
  FAKE_GUILD_ID,
  FAKE_TOKEN,
  type FakeDiscord,
  type SentMessage,
  type slashCommand,
  startFakeDiscord,
} from "./fakeDiscord.ts";

type Payload = ReturnType<typeof slashCommand>;

export interface DiscordSession {
  fake: FakeDiscord;
  app: AppHarness;
  surface: DiscordSurface;
  /** The outbox's dispatcher the bot delivers through (flush a channel after acting on the service). */
  delivery: Delivery;
  /** Every log line the bot wrote (JSON). */
  logLines: string[];
  /** Delivers an interaction and waits until the bot has answered it and finished; returns what it sent. */
  deliver(payload: Payload): Promise<SentMessage[]>;
  /** Stops the bot's Discord side and starts it again over the same games (as after a crash). */
  restart(): Promise<void>;
  /** The requests the bot made for this interaction's callback. */
  callbacksOf(payload: Payload): FakeDiscord["requests"];
  stateOf(channel: string): Promise<{ state: GameState; version: number; id: string }>;
  close(): Promise<void>;
}

/**
 * `renderMap`: what draws the posted map (by default a tiny PNG; the real renderer for the map's own tests).
 * `results`: the game's result comes with the victory points chart and the galaxy round by round.
 */
export async function startDiscordSession(
  options: { renderMap?: MapRenderer; results?: boolean; renderTi4Map?: Ti4MapRenderer } = {},
): Promise<DiscordSession> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#203060" } })
    .png()
    .toBuffer();
  const renderMap: MapRenderer = options.renderMap ?? (async () => ({ png }));
  const app = await appHarness(renderMap);
  const fake = await startFakeDiscord();
  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const log = pino({ level: "info" }, sink);
  const results = options.results ? { renderVpChart, renderGalaxyAnimation } : {};
  const ti4 = options.renderTi4Map ? { renderTi4Map: options.renderTi4Map } : {};
  const delivery = createDelivery({ store: app.store, log, renderMap, ...results, ...ti4 });
  const start = () =>
    startDiscord({ token: FAKE_TOKEN, apiUrl: fake.apiUrl }, { log, service: app.service, delivery });
  let surface = await start();
  delivery.addSink(() => session.surface.sink);
  const callbacksOf = (payload: Payload) =>
    fake.requests.filter((r) => r.path.startsWith(`/interactions/${payload.id}/`));
  const session: DiscordSession = {
    fake,
    app,
    surface,
    delivery,
    logLines,
    callbacksOf,
    async deliver(payload) {
      const before = fake.messages().length;
      const answered = callbacksOf(payload).length;
      fake.dispatch("INTERACTION_CREATE", payload);
      await vi.waitFor(() => {
        if (callbacksOf(payload).length === answered) throw new Error("not answered yet");
      });
      await surface.idle();
      return fake.messages().slice(before);
    },
    async stateOf(channel) {
      const game = await app.store.loadByChannel(FAKE_GUILD_ID, channel);
      if (!game) throw new Error("no game");
      return { state: game.state as GameState, version: game.version, id: game.id };
    },
    async restart() {
      await session.surface.stop();
      surface = await start();
      session.surface = surface;
    },
    async close() {
      await session.surface.stop();
      await fake.close();
      await app.close();
    },
  };
  return session;
}
