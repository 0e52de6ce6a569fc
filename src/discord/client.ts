/**
 * The Discord surface: logs the bot in, routes every interaction to its handler, posts the scheduler's
 * notices and, on stop, lets the interactions in flight finish before disconnecting. The slash commands themselves are registered
 * separately (`npm run register-commands`, see register.ts).
 *
 * Nothing Discord sends may end the process: a handler's failure is an incident (router.ts), a payload
 * discord.js cannot read is one too (gateway.ts), and while the surface runs, a rejection nobody
 * handled (from discord.js's event emitters, say) is logged as an incident instead of ending it.
 */
import { randomUUID } from "node:crypto";
import { Client, Events, GatewayIntentBits, type Interaction, REST } from "discord.js";
import type { Delivery, Sink } from "../app/delivery.ts";
import type { GameService } from "../app/gameService.ts";
import { IN_FLIGHT_MS } from "../app/openInteractions.ts";
import type { ScalePlan } from "../config.ts";
import type { Logger } from "../log.ts";
import { discordSink } from "./deliver.ts";
import { guardGateway } from "./gateway.ts";
import { createRouter, explainLeftOpen } from "./router.ts";
import { assignShards, type ShardAssignment } from "./shards.ts";

export interface DiscordSurface {
  userTag: string;
  /** Where the outbox's parts for Discord channels are said. */
  sink: Sink;
  /** Resolves once no interaction is being handled (tests wait on it; stop uses it). */
  idle(): Promise<void>;
  /** Whether the gateway connection is up (every shard this process holds is ready). */
  connected(): boolean;
  stop(): Promise<void>;
}

/** Discord refused to let the bot in; the message says why in one line. */
export class DiscordLoginError extends Error {
  override name = "DiscordLoginError";
}

export interface DiscordDeps {
  log: Logger;
  service: GameService;
  /** The outbox's dispatcher, flushed after each command (boot adds this surface's `sink` to it). */
  delivery: Delivery;
}

/** How long stop waits for interactions in flight. */
const DRAIN_MS = 10_000;

/** With several processes, how often each looks for interactions a stopped one left "thinking…". */
const LOOK_AGAIN_MS = 10_000;

async function logIn(client: Client, token: string): Promise<string> {
  const ready = new Promise<string>((resolve) => {
    client.once(Events.ClientReady, (c) => resolve(c.user.tag));
  });
  try {
    await client.login(token);
  } catch (error) {
    await client.destroy();
    const code = (error as { code?: string }).code;
    throw new DiscordLoginError(
      code === "TokenInvalid"
        ? "Discord refused DISCORD_TOKEN: the token is invalid (copy it again from the Developer Portal)"
        : `cannot log in to Discord: ${(error as Error).message}`,
    );
  }
  return ready;
}

/** This process's shards, asked of Discord when the plan leaves the count to it. */
async function shardsFor(options: { token: string; apiUrl: string | null; scale?: ScalePlan }) {
  if (!options.scale) return null;
  const rest = new REST(options.apiUrl ? { api: options.apiUrl } : {}).setToken(options.token);
  let assigned: ShardAssignment | null | string;
  try {
    assigned = await assignShards(options.scale, rest);
  } catch (error) {
    const status = (error as { status?: number }).status;
    throw new DiscordLoginError(
      status === 401
        ? "Discord refused DISCORD_TOKEN: the token is invalid (copy it again from the Developer Portal)"
        : `cannot ask Discord how many shards to open: ${(error as Error).message}`,
    );
  }
  if (typeof assigned === "string") throw new DiscordLoginError(assigned);
  return assigned;
}

export async function startDiscord(
  options: { token: string; apiUrl: string | null; scale?: ScalePlan },
  deps: DiscordDeps,
): Promise<DiscordSurface & { shards: ShardAssignment | null }> {
  const shards = await shardsFor(options);
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(options.apiUrl ? { rest: { api: options.apiUrl } } : {}),
    ...(shards ? { shards: shards.shards, shardCount: shards.shardCount } : {}),
  });
  guardGateway(client, deps.log);
  const onRejection = (reason: unknown) => {
    const incident = randomUUID().slice(0, 8);
    deps.log.error({ err: reason, incident }, "unhandled rejection: logged, and the bot goes on");
  };
  process.on("unhandledRejection", onRejection);
  const sink = discordSink({ rest: client.rest, service: deps.service, log: deps.log });
  const route = createRouter({ ...deps, rest: client.rest, sink });
  const inFlight = new Set<Promise<void>>();
  client.on(Events.InteractionCreate, (interaction: Interaction) => {
    const work = route(interaction).finally(() => inFlight.delete(work));
    inFlight.add(work);
  });
  client.on(Events.Error, (error) => deps.log.error({ err: error }, "Discord client error"));
  let userTag: string;
  try {
    userTag = await logIn(client, options.token);
  } catch (error) {
    process.off("unhandledRejection", onRejection);
    throw error;
  }
  // What a crash left "thinking…" is explained before new work is taken in earnest. With several
  // processes a young row may be another one's work in progress: rows are judged once they have been
  // open longer than any interaction takes, and looked at again every little while.
  const settledAfterMs = (options.scale?.processes ?? 1) > 1 ? IN_FLIGHT_MS : 0;
  const explain = async () => {
    const explained = await explainLeftOpen(
      { ...deps, rest: client.rest, sink },
      new Date(),
      settledAfterMs,
    ).catch((error: unknown) => {
      deps.log.warn({ err: error }, "could not look at interactions left open");
      return 0;
    });
    if (explained > 0) deps.log.info({ explained }, "interactions left open by a stopped run explained");
  };
  await explain();
  let looking: Promise<void> | null = null;
  const lookAgain =
    settledAfterMs > 0
      ? setInterval(() => {
          looking ??= explain().finally(() => {
            looking = null;
          });
        }, LOOK_AGAIN_MS)
      : undefined;
  const idle = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  return {
    userTag,
    shards,
    sink,
    idle,
    connected: () => client.isReady(),
    async stop() {
      clearInterval(lookAgain);
      await looking;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, DRAIN_MS);
      });
      await Promise.race([idle(), timeout]);
      clearTimeout(timer);
      await client.destroy();
      process.off("unhandledRejection", onRejection);
    },
  };
}
