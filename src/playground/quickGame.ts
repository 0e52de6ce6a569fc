/**
 * "Quick game": opens a game with the form's options, seats N local players (Alice, Bob, ...) and M of
 * Mecatol's bots, and starts it, through the same commands a Discord table would type: /ti game new,
 * /ti game join, /ti game bot, /ti game start. One person and five bots is a whole table for one.
 */
import { actorFor, placeOf, QUICK_NAMES, userIdFor } from "./people.ts";
import { type Delivery, interactionIdFrom, runArgs, type SurfaceContext } from "./surface.ts";

export interface QuickGameResult {
  ok: boolean;
  channelId: string;
  error?: string;
}

/** The most seats a table has (SE: up to eight players). */
const MOST_SEATS = QUICK_NAMES.length;

/** A free channel name: the one asked for, or quick-1, quick-2, ... */
async function freeChannel(ctx: SurfaceContext, wanted: string | undefined): Promise<string> {
  if (wanted) return wanted;
  for (let n = 1; ; n++) {
    const id = `quick-${n}`;
    const busy = await ctx.app.service.game(placeOf(id));
    if (!busy && !ctx.feeds.channels().includes(id)) return id;
  }
}

/** Why this many people and bots cannot make a quick game, or null when they can. */
function seatingProblem(people: number, bots: number): string | null {
  if (!Number.isInteger(people) || !Number.isInteger(bots) || people < 1 || bots < 0)
    return "A quick game needs at least one person, and a whole number of bots (0 or more).";
  if (people + bots < 3 || people + bots > MOST_SEATS)
    return `A quick game seats 3 to ${MOST_SEATS} players, people and bots together.`;
  return null;
}

export async function quickGame(
  ctx: SurfaceContext,
  people: number,
  args: Record<string, string | number | boolean>,
  channel?: string,
  bots = 0,
): Promise<QuickGameResult> {
  const channelId = await freeChannel(ctx, channel);
  const problem = seatingProblem(people, bots);
  if (problem) return { ok: false, channelId, error: problem };
  const actors = QUICK_NAMES.slice(0, people).map((name) => actorFor(userIdFor(name), name));
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
  for (let n = 0; n < bots; n++) {
    const seated = await step(creator, "game bot");
    if (!seated.ok) return failed(seated);
  }
  const started = await step(creator, "game start");
  return started.ok ? { ok: true, channelId } : failed(started);
}
