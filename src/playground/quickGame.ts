/**
 * "Quick game": opens a game with the form's options, seats N local players (Alice, Bob, ...) and starts
 * it, through the same commands a Discord table would type: /ti game new, /ti game join, /ti game start.
 */
import { actorFor, PLAYGROUND_GUILD, QUICK_NAMES, userIdFor } from "./people.ts";
import { type Delivery, interactionIdFrom, runArgs, type SurfaceContext } from "./surface.ts";

export interface QuickGameResult {
  ok: boolean;
  channelId: string;
  error?: string;
}

/** A free channel name: the one asked for, or quick-1, quick-2, ... */
async function freeChannel(ctx: SurfaceContext, wanted: string | undefined): Promise<string> {
  if (wanted) return wanted;
  for (let n = 1; ; n++) {
    const id = `quick-${n}`;
    const busy = await ctx.app.store.loadByChannel(PLAYGROUND_GUILD, id);
    if (!busy && !ctx.feeds.channels().includes(id)) return id;
  }
}

export async function quickGame(
  ctx: SurfaceContext,
  players: number,
  args: Record<string, string | number | boolean>,
  channel?: string,
): Promise<QuickGameResult> {
  const channelId = await freeChannel(ctx, channel);
  if (!Number.isInteger(players) || players < 3 || players > QUICK_NAMES.length)
    return { ok: false, channelId, error: `A quick game seats 3 to ${QUICK_NAMES.length} players.` };
  const actors = QUICK_NAMES.slice(0, players).map((name) => actorFor(userIdFor(name), name));
  const [creator, ...others] = actors;
  if (!creator) return { ok: false, channelId, error: "No players." };
  const step = (actor: typeof creator, name: string, stepArgs = {}) =>
    runArgs(ctx, channelId, actor, name, stepArgs, interactionIdFrom(undefined));
  const failed = (d: Delivery) => ({ ok: false, channelId, error: d.error ?? "Refused." });
  const opened = await step(creator, "game new", args);
  if (!opened.ok) return failed(opened);
  for (const actor of others) {
    const joined = await step(actor, "game join");
    if (!joined.ok) return failed(joined);
  }
  const started = await step(creator, "game start");
  return started.ok ? { ok: true, channelId } : failed(started);
}
