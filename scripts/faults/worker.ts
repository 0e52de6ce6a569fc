/**
 * The victim of the crash test (test/faults/crash.*): plays bot commands through the GameService on a
 * PostgreSQL database until it is killed. Run as `node --import tsx scripts/faults/worker.ts --url URL
 * --games N --run TAG [--max-commands M]` (one process, so SIGKILL hits the process that holds the
 * connections). It prints `READY` once connected, then one line per command the service acknowledged:
 *
 *   ACK <gameId> <version> <interactionId> <command as JSON>
 *
 * and `START <gameId> <version>` after starting a game. A restarted worker picks up the games where the
 * store has them: a lobby is seated and started, an active game goes on, a game the bot cannot continue
 * is abandoned and a new one opened in its channel. It exits when its standard input closes, so a parent
 * that dies takes it along.
 *
 * With `--discord API_URL` it also says everything through the outbox to that Discord API (the tests'
 * fake): after each command it flushes the channel, and a catch-up delivers what an earlier run left.
 */

import { REST } from "discord.js";
import { pino } from "pino";
import { createDelivery } from "../../src/app/delivery.ts";
import { createGameService } from "../../src/app/gameService.ts";
import type { Actor, Place, SeatlessCommand } from "../../src/app/types.ts";
import { discordSink } from "../../src/discord/deliver.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { type Command, decisions, type GameState } from "../../src/engine/index.ts";
import { openDatabase } from "../../src/store/database.ts";
import { createGameStore } from "../../src/store/gameStore.ts";

function arg(name: string, fallback?: string): string {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : fallback;
  if (value === undefined) throw new Error(`missing --${name}`);
  return value;
}

const url = arg("url");
const games = Number(arg("games", "3"));
const run = arg("run");
const maxCommands = Number(arg("max-commands", "100000"));
const now = "2026-12-01T12:00:00.000Z";
/** A 1x1 PNG stands in for the map: the delivery is under test here, not the renderer. */
const TINY_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082",
  "hex",
);

const discordApi = process.argv.includes("--discord") ? arg("discord") : null;
/** Discord ids are numbers: the channels get numeric ids when messages go to the Discord fake. */
const GUILD = discordApi ? "200000000000000077" : "fault-guild";
const TABLE: Actor[] = Array.from({ length: 4 }, (_, i) => ({
  userId: `crash-user-${i}`,
  name: `Crash ${i + 1}`,
}));

process.stdin.on("end", () => process.exit(0));
process.stdin.resume();

const db = await openDatabase({ kind: "postgres", url });
const store = createGameStore(db);
const log = pino({ level: "silent" });
const service = createGameService({ store, log, clock: () => new Date(now) });
const delivery = createDelivery({ store, log, renderMap: async () => ({ png: TINY_PNG }) });
if (discordApi) {
  const rest = new REST({ api: discordApi }).setToken(arg("token"));
  const sink = discordSink({ rest, service, log });
  delivery.addSink(() => sink);
  // What an earlier (killed) run saved but did not say goes out first, then whatever a failure held back.
  const catchUp = async () => {
    await delivery.flushDue().catch(() => undefined);
    setTimeout(catchUp, 100);
  };
  void catchUp();
}
const out = (line: string) => process.stdout.write(`${line}\n`);
out("READY");

function place(channel: number): Place {
  return {
    guildId: GUILD,
    channelId: discordApi ? `40000000000000077${channel}` : `crash-channel-${channel}`,
  };
}

function botMove(state: GameState): Command | null {
  for (const seat of new Set(decisions(state).map((d) => d.seat))) {
    const command = botCommand(state, seat, { now });
    if (command) return command;
  }
  return null;
}

let step = 0;
/** One step for a channel: open, seat, start, play or abandon, whatever the stored game needs next. */
async function advance(channel: number): Promise<void> {
  const where = place(channel);
  const creator = TABLE[0] as Actor;
  const game = await store.loadByChannel(where.guildId, where.channelId);
  if (!game) {
    await service.handle(where, creator, { kind: "newGame", settings: {} });
    return;
  }
  if (game.status === "lobby") {
    for (const actor of TABLE.slice(1)) await service.handle(where, actor, { kind: "join" });
    const started = await service.handle(where, creator, {
      kind: "start",
      seed: `${run}-${channel}-${step}`,
    });
    if (started.ok) out(`START ${game.id} ${game.version + 1}`);
    return;
  }
  const state = game.state as GameState;
  const command = botMove(state);
  if (!command) {
    await service.handle(where, creator, { kind: "abandon" }, `${run}-abandon-${step}`);
    return;
  }
  const actor = TABLE.find((a) => a.userId === state.players[command.seat]?.userId) as Actor;
  const { seat: _seat, ...rest } = command as Command & { seat: number };
  const interactionId = `${run}-${step}`;
  const outcome = await service.handle(
    where,
    actor,
    { kind: "play", command: rest as SeatlessCommand },
    interactionId,
  );
  // This worker is the only writer, so the command landed as the version after the one it was applied to.
  if (outcome.ok && !outcome.duplicate)
    out(`ACK ${game.id} ${game.version + 1} ${interactionId} ${JSON.stringify(command)}`);
  else if (!outcome.ok) out(`REFUSED ${interactionId} ${outcome.error?.code} ${outcome.error?.message}`);
}

while (step < maxCommands) {
  await advance(step % games);
  if (discordApi) await delivery.flush(place(step % games));
  step += 1;
}
// Told to stop: with Discord, what is still unsaid goes out first (a minute at most).
for (let i = 0; discordApi && i < 600 && (await store.outbox.unsent()).length > 0; i++) {
  await delivery.flushDue();
  await new Promise((resolve) => setTimeout(resolve, 100));
}
out("DONE");
await db.close();
process.exit(0);
