/**
 * Delivery: the outbox (src/store/outbox.ts) said out loud. A surface hands each channel's sink to the
 * dispatcher; after a command the surface asks for its channel to be flushed at once, and a recurring job
 * flushes whatever is left (after a restart, a Discord outage, a rate limit).
 *
 * A batch is the oldest unsent rows of a channel. It becomes parts, always in the same order: the public
 * account with the map, the "waiting for" message (pinging those asked something new who are still
 * waited on), each player's private lines, each actor's reply. Every part carries a key made of the batch
 * and its position, which the surface passes on as its idempotency key (Discord's message nonce): a part
 * sent again after a crash is recognised, not shown twice. Parts are recorded as they go, so a retry
 * resumes after the last one known delivered. The map and the waiting message are drawn from the game as
 * it is when the batch goes out: they show the galaxy and the questions of now.
 */
import { type GameState, waitingFor } from "../engine/index.ts";
import { seatsWaitedOn } from "../engine/kernel/flow.ts";
import type { Ti4 } from "../engine/ti4/ruleset.ts";
import type { Logger } from "../log.ts";
import type { GameStore } from "../store/gameStore.ts";
import type { OutboxBatch } from "../store/outbox.ts";
import type { OutboxBody, ReplyRoute } from "./announcement.ts";
import { type GalaxyAnimationRenderer, galaxySummary } from "./galaxySummary.ts";
import { type Pending, pendingOf, votersWaited } from "./pending.ts";
import { type MapRenderer, renderFor } from "./play.ts";
import { isTi4State } from "./ti4/game.ts";
import { type Ti4MapRenderer, ti4LastMoveOf, ti4MapImage } from "./ti4/map.ts";
import type { Outcome, Place } from "./types.ts";
import { vpByRound } from "./vpHistory.ts";

export type Part =
  | { kind: "account"; key: string; text: string; image?: NonNullable<Outcome["image"]> }
  | { kind: "waiting"; key: string; pending: Pending; pings: string[] }
  /** A scheduler notice, mentioning `userId` (named `name` at the table) if there is one. */
  | { kind: "notice"; key: string; text: string; userId: string | null; name: string | null }
  /**
   * Lines for one player from one game (`gameId`, null for a channel's own rows: their thread is the
   * open game's). `fallback`: the player's own interaction, where the lines may go if their thread cannot.
   */
  | {
      kind: "private";
      key: string;
      userId: string;
      gameId: string | null;
      text: string;
      fallback?: ReplyRoute;
    }
  | { kind: "reply"; key: string; userId: string; text: string; route?: ReplyRoute };

/** A delivery that failed. `permanent`: trying again cannot help (the channel is gone, a token expired). */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * Where a channel's parts are said, each part in order (an account part may be empty: nothing to say,
 * but the surface may be waiting for it). `shown`: a batch this surface already shows another way.
 */
export interface Sink {
  deliver(place: Place, part: Part): Promise<void>;
  shown?(createdAt: Date): boolean;
}

export interface DeliveryDeps {
  store: GameStore;
  log: Logger;
  renderMap?: MapRenderer;
  /** Draws a TI4 game's map (render/ti4), from what the channel may see. */
  renderTi4Map?: Ti4MapRenderer;
  /** Draws the victory points chart posted with a game's result (render/vpChart.ts). */
  renderVpChart?: VpChartRenderer;
  /** Joins the maps of each round's end into the animation posted with a game's result. */
  renderGalaxyAnimation?: GalaxyAnimationRenderer;
}

/** The seats a game waits on, whatever its edition. */
function waitedSeats(state: GameState): number[] {
  return isTi4State(state) ? seatsWaitedOn<Ti4>(state) : waitingFor(state);
}

export type VpChartRenderer = (
  data: NonNullable<ReturnType<typeof vpByRound>>,
) => Promise<{ png: Buffer; description: string }>;

/**
 * How long a dispatcher holds a batch before another may take it over (each delivered part renews it).
 * Short, so a crash holds a channel back only briefly; a batch taken over is sent with the same nonces.
 */
/** The first log entry a batch tells of a game (its rows' lowest seq; the game's next one when none has one). */
function firstSeq(batch: OutboxBatch, gameId: string): number {
  const seqs = batch.rows.flatMap((r) => (r.gameId === gameId && r.seq !== null ? [r.seq] : []));
  return seqs.length > 0 ? Math.min(...seqs) : Number.POSITIVE_INFINITY;
}

const LEASE_MS = 10_000;
/**
 * A batch that failed this often for a reason of our own (a bug, not Discord) is given up and logged, so
 * one bad row cannot silence a channel. Discord's own failures are retried for as long as they last.
 */
const MAX_OWN_FAILURES = 12;
/** Batches sent in one flush of a channel before it yields to others. */
const BATCHES_PER_FLUSH = 10;

export type Delivery = ReturnType<typeof createDelivery>;

export function createDelivery(deps: DeliveryDeps) {
  const { store, log } = deps;
  const sinks: ((place: Place) => Sink | null)[] = [];
  /** One flush per channel at a time in this process; a second caller waits for it and flushes again. */
  const flushing = new Map<string, Promise<void>>();
  /** Whether this process has run a catch-up yet. */
  let started = false;

  function sinkFor(place: Place): Sink | null {
    for (const find of sinks) {
      const sink = find(place);
      if (sink) return sink;
    }
    return null;
  }

  async function partsOf(batch: OutboxBatch): Promise<Part[]> {
    const all = batch.rows.map((r) => r.body as OutboxBody);
    const bodies = all.filter((b) => !b.notice);
    const key = (i: number) => `${batch.batch}.${i}`;
    const gameId = batch.rows.findLast((r) => r.gameId !== null)?.gameId ?? null;
    const game = gameId ? await store.loadGame(gameId) : null;
    const state = game && game.status !== "lobby" ? (game.state as GameState) : null;
    const text = bodies
      .map((b) => b.text)
      .filter(Boolean)
      .join("\n");
    const ti4 = isTi4State(state);
    const drawn = game && state && bodies.some((b) => b.map);
    const map = !drawn
      ? undefined
      : isTi4State(state)
        ? await ti4MapImage(
            deps.renderTi4Map,
            state,
            await ti4LastMoveOf(store, game, state, firstSeq(batch, game.id)),
          )
        : await renderFor(deps, game, state);
    // The result comes with the victory points round by round: in the batch holding the game's last
    // entry (the one that ended it), not in older batches delivered late (TI3's charts read TI3's log).
    const ending =
      !ti4 &&
      game?.status === "finished" &&
      batch.rows.some((r) => r.gameId === game.id && r.seq === game.version);
    const chart = map && game && ending ? await vpChart(game.id) : undefined;
    const summary = map && game && ending ? await galaxyAnimation(game.id) : undefined;
    const image = map ? { ...map, ...(chart ? { chart } : {}), ...(summary ? { summary } : {}) } : map;
    const parts: Part[] = [{ kind: "account", key: key(0), text, ...(image ? { image } : {}) }];
    const pending = game?.status === "active" && state ? pendingOf(game.id, state, game.meta) : null;
    // Those the game waits on, and the voters a vote on a seat still waits for.
    const waited = new Set(
      state && pending
        ? [...waitedSeats(state).map((seat) => state.players[seat]?.userId), ...votersWaited(pending)]
        : [],
    );
    const pings = [...new Set(bodies.flatMap((b) => b.pings))].filter((id) => waited.has(id));
    // A batch that says nothing in public (a player's own setting) does not repeat the waiting message.
    if (pending && (text || image || pings.length > 0))
      parts.push({ kind: "waiting", key: key(1), pending, pings });
    else parts.push({ kind: "account", key: key(1), text: "" });
    for (const body of all) {
      if (!body.notice) continue;
      const { userId } = body.notice;
      const name = state?.players.find((p) => p.userId === userId)?.name ?? null;
      parts.push({ kind: "notice", key: key(parts.length), text: body.text, userId, name });
    }
    // Each player's lines by the game they come from: a batch may span the end of one game and the
    // opening of the next in the same channel, and each game's lines go to that game's thread.
    const privates = new Map<string, { userId: string; gameId: string | null; lines: string[] }>();
    for (const row of batch.rows) {
      const body = row.body as OutboxBody;
      if (body.notice) continue;
      for (const message of body.privates) {
        const id = `${row.gameId ?? ""}/${message.userId}`;
        const entry = privates.get(id) ?? { userId: message.userId, gameId: row.gameId, lines: [] };
        entry.lines.push(message.text);
        privates.set(id, entry);
      }
    }
    const replies = bodies.flatMap((b) => (b.reply ? [b.reply] : []));
    for (const { userId, gameId: from, lines } of privates.values()) {
      const fallback = replies.find((r) => r.userId === userId)?.route;
      parts.push({
        kind: "private",
        key: key(parts.length),
        userId,
        gameId: from,
        text: lines.join("\n"),
        ...(fallback ? { fallback } : {}),
      });
    }
    for (const reply of replies) parts.push({ kind: "reply", key: key(parts.length), ...reply });
    return parts;
  }

  async function vpChart(gameId: string): Promise<NonNullable<Outcome["image"]>["chart"]> {
    if (!deps.renderVpChart) return undefined;
    const data = vpByRound(await store.readEvents(gameId));
    if (!data) return undefined;
    const drawn = await deps.renderVpChart(data);
    return { png: drawn.png, name: "victory-points.png", description: drawn.description };
  }

  async function galaxyAnimation(gameId: string): Promise<NonNullable<Outcome["image"]>["summary"]> {
    if (!deps.renderGalaxyAnimation || !deps.renderMap) return undefined;
    // An extra: the result goes out without it rather than wait on it.
    try {
      const entries = await store.readEvents(gameId);
      return (await galaxySummary(entries, deps.renderMap, deps.renderGalaxyAnimation)) ?? undefined;
    } catch (error) {
      log.warn({ err: error, game: gameId }, "the galaxy round by round could not be made");
      return undefined;
    }
  }

  /** Milliseconds before a failed batch is tried again: doubling from a second, at most five minutes. */
  function retryDelay(batch: OutboxBatch, failure: unknown): number {
    const hinted = failure instanceof DeliveryFailure ? failure.retryAfterMs : undefined;
    return Math.max(hinted ?? 0, Math.min(1_000 * 2 ** batch.failures, 300_000));
  }

  /** Sends one claimed batch; false when it had to be given back for later. */
  async function send(place: Place, sink: Sink, batch: OutboxBatch): Promise<boolean> {
    const created = batch.rows[0]?.createdAt ?? new Date();
    const parts = sink.shown?.(created) ? [] : await partsOf(batch);
    for (let k = batch.partsDone; k < parts.length; k++) {
      const part = parts[k] as Part;
      try {
        await sink.deliver(place, part);
      } catch (error) {
        const permanent = error instanceof DeliveryFailure && error.permanent;
        const ours = !(error instanceof DeliveryFailure);
        if (!permanent && !(ours && batch.failures + 1 >= MAX_OWN_FAILURES)) {
          log.warn({ err: error, place, batch: batch.batch, part: k }, "delivery failed; it will be retried");
          await store.outbox.release(batch.batch, retryDelay(batch, error), String(error));
          return false;
        }
        log.error(
          { err: error, place, batch: batch.batch, part: k },
          "a part could not be delivered: given up",
        );
      }
      await store.outbox.progress(batch.batch, k + 1, LEASE_MS);
    }
    await store.outbox.complete(batch.batch);
    return true;
  }

  async function flushOnce(place: Place, anyDue: boolean): Promise<void> {
    const sink = sinkFor(place);
    if (!sink) return;
    for (let i = 0; i < BATCHES_PER_FLUSH; i++) {
      const batch = await store.outbox.claim(place, LEASE_MS, anyDue && i === 0);
      if (!batch || !(await send(place, sink, batch))) return;
    }
  }

  return {
    /** Adds where a kind of channel is said (Discord, the playground); the first that answers wins. */
    addSink(find: (place: Place) => Sink | null): void {
      sinks.push(find);
    },

    /**
     * Delivers what a channel has waiting, in order. `anyDue`: a batch waiting out its back-off is tried
     * at once (the first catch-up after a start: the process that backed off may be long gone).
     */
    async flush(place: Place, anyDue = false): Promise<void> {
      const id = `${place.guildId}/${place.channelId}`;
      const previous = flushing.get(id) ?? Promise.resolve();
      const next = previous.then(() => flushOnce(place, anyDue));
      const settled = next.catch((error: unknown) =>
        log.error({ err: error, place }, "flushing the outbox failed; the catch-up will retry"),
      );
      flushing.set(id, settled);
      await settled;
      if (flushing.get(id) === settled) flushing.delete(id);
    },

    /**
     * Delivers everything due in every channel (after a restart, a failure, a rate limit); the first call
     * in a process also tries what is waiting out a back-off.
     */
    async flushDue(): Promise<number> {
      const anyDue = !started;
      started = true;
      const places = await store.outbox.duePlaces(50, anyDue);
      for (const place of places) await this.flush(place, anyDue);
      return places.length;
    },
  };
}
