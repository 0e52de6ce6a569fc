/**
 * History at any point (issue #23): the map and the table as they stood after one entry of a game's log,
 * for `/ti game history` and the playground's step-through. The log is the truth: the point's state is
 * the engine's replay of the entries up to it (read in today's shapes: the store upcasts them), with the
 * undos written by then applied the way the app rebuilt the game then (undo.ts), so the history shows
 * what the table saw at that moment. Only the public view is drawn and told, with the last move as of
 * that point, read off the public log like the live map's (play.ts).
 *
 * A point is named by its event number (its entry's number in the log, 1 at the start: every answer says
 * which event it shows and how many there are), by a round (where it began: the start of its Strategy
 * Phase) or as the asker's last action. Drawing a point is
 * kept by (game, event): entries never change once written, so neither does what they draw.
 */
import {
  type GameEvent,
  type GameState,
  type GameView,
  lastMove,
  replay,
  view,
  viewEvent,
  waitingFor,
} from "../engine/index.ts";
import type { GameStore, StoredEvent, StoredGame } from "../store/gameStore.ts";
import { narrateEntry } from "./narrate/entries.ts";
import type { MapRenderer } from "./play.ts";
import { type Actor, type Outcome, refusal } from "./types.ts";
import { effectiveEntries } from "./undo.ts";

/** A point of the game, as a player names it (catalog/values.ts reads the typed forms). */
export type HistoryPoint = { event: number } | { round: number } | { mine: true };

/** The state after entry `seq`, the public events up to it and that entry itself. */
export interface Moment {
  seq: number;
  state: GameState;
  events: GameEvent[];
  entry: StoredEvent;
}

const PHASE_WORDS: Readonly<Record<string, string>> = {
  setup: "set-up",
  strategy: "Strategy Phase",
  action: "Action Phase",
  status: "Status Phase",
  finished: "the end of the game",
};

/**
 * The game after entry `seq`: the engine's replay of the entries written up to it, without the undone
 * ones and the bookkeeping (what undo.ts replays). Null before the game's first entry.
 */
export function momentAt(entries: readonly StoredEvent[], seq: number): Moment | null {
  const upTo = entries.filter((e) => e.seq <= seq);
  const entry = upTo.at(-1);
  const kept = effectiveEntries(upTo);
  if (!entry || kept.length === 0) return null;
  const events = kept.flatMap((e) => e.events as GameEvent[]);
  return { seq: entry.seq, state: replay(events), events, entry };
}

/** The entry where round `round` began (its Strategy Phase started), among the entries that count now. */
export function roundStart(entries: readonly StoredEvent[], round: number): number | null {
  const found = effectiveEntries(entries).find((e) =>
    (e.events as GameEvent[]).some(
      (ev) => ev.type === "phaseStarted" && ev.phase === "strategy" && ev.round === round,
    ),
  );
  return found?.seq ?? null;
}

/** The asker's last action that still counts: their last entry of an engine command. */
export function lastActionOf(entries: readonly StoredEvent[], userId: string): number | null {
  const found = effectiveEntries(entries).findLast(
    (e) => e.actor === userId && typeof (e.command as { seat?: unknown } | null)?.seat === "number",
  );
  return found?.seq ?? null;
}

/** A point named by a player → the entry it stands for, or the sentence saying why there is none. */
export function pointSeq(
  entries: readonly StoredEvent[],
  point: HistoryPoint,
  asker: { userId: string; seated: boolean },
): number | { refused: string } {
  const last = entries.at(-1)?.seq ?? 0;
  if ("event" in point) {
    const first = entries[0]?.seq ?? 1;
    if (point.event < first || point.event > last)
      return {
        refused: `There is no event ${point.event}: this game's log runs from event ${first} to event ${last}.`,
      };
    return point.event;
  }
  if ("round" in point) {
    const seq = roundStart(entries, point.round);
    if (seq !== null) return seq;
    const reached = effectiveEntries(entries)
      .flatMap((e) => e.events as GameEvent[])
      .filter((e) => e.type === "phaseStarted" && e.phase === "strategy").length;
    return {
      refused:
        reached === 0
          ? `Round ${point.round} has not begun: the game is still in its set-up.`
          : `Round ${point.round} has not begun: the game has reached round ${reached}.`,
    };
  }
  if (!asker.seated) return { refused: "You have no seat in this game, so you have no last turn to show." };
  const mine = lastActionOf(entries, asker.userId);
  return mine ?? { refused: "You have not acted in this game yet, so there is no last turn to show." };
}

/** What the history says of a point, in the game's words, from the public view and the public log. */
export function pointText(moment: Moment, last: number, point: HistoryPoint): string {
  const shown = view(moment.state, null);
  const where =
    shown.phase === "finished" || shown.round === 0
      ? (PHASE_WORDS[shown.phase] ?? shown.phase)
      : `round ${shown.round}, ${PHASE_WORDS[shown.phase] ?? shown.phase}`;
  const head =
    "round" in point
      ? `The galaxy at the start of round ${point.round} (event ${moment.seq} of ${last}).`
      : "mine" in point
        ? `The galaxy right after your last action (event ${moment.seq} of ${last}, ${where}).`
        : `The galaxy after event ${moment.seq} of ${last} (${where}).`;
  const told = narrateEntry(moment.entry, moment.state);
  const table = shown.players.map((p) => `${p.name}: ${p.vp} VP`).join(", ");
  return [head, told ? `Event ${moment.seq}: ${told}` : "", table].filter(Boolean).join("\n");
}

/** The public view of a moment, its waiting seats and its last move: all a drawing of it may read. */
export function momentView(moment: Moment) {
  const publicEvents = moment.events.map((e) => viewEvent(e, null));
  return {
    view: view(moment.state, null) as GameView,
    waiting: waitingFor(moment.state),
    move: lastMove(publicEvents, moment.state.board),
  };
}

type Drawn = NonNullable<Outcome["image"]>;

/** Drawn points, most recently used last: entries never change, so a drawing never goes stale. */
const DRAWN_KEPT = 48;

export interface HistoryDeps {
  store: Pick<GameStore, "readEvents">;
  renderMap?: MapRenderer;
}

export function createHistory(deps: HistoryDeps) {
  const drawn = new Map<string, Promise<Drawn | undefined>>();

  function draw(gameId: string, moment: Moment): Promise<Drawn | undefined> {
    const key = `${gameId}:${moment.seq}`;
    const kept = drawn.get(key);
    if (kept) {
      drawn.delete(key);
      drawn.set(key, kept);
      return kept;
    }
    const made = drawMoment(deps.renderMap, moment);
    // A failed drawing is not kept: the next asker tries again.
    made.catch(() => drawn.delete(key));
    drawn.set(key, made);
    while (drawn.size > DRAWN_KEPT) drawn.delete(drawn.keys().next().value as string);
    return made;
  }

  /** `/ti game history`: the point's map and table for the asker alone. */
  async function show(game: StoredGame, actor: Actor, point: HistoryPoint): Promise<Outcome> {
    if (game.status === "lobby") return refusal("ERR_NOT_STARTED", "The game has not started yet.");
    const entries = await deps.store.readEvents(game.id);
    const state = game.state as GameState;
    const seated = state.players.some((p) => p.userId === actor.userId);
    const seq = pointSeq(entries, point, { userId: actor.userId, seated });
    if (typeof seq === "object") return refusal("ERR_NO_SUCH_POINT", seq.refused);
    const moment = momentAt(entries, seq);
    if (!moment) return refusal("ERR_NO_SUCH_POINT", `There is nothing to show at event ${seq}.`);
    const image = await draw(game.id, moment);
    const text = pointText(moment, entries.at(-1)?.seq ?? seq, point);
    return { ok: true, reply: text, privateMessages: [], pings: [], ...(image ? { image } : {}) };
  }

  /** The playground's step-through: the game's event numbers and where each round began. */
  async function timeline(game: StoredGame) {
    const entries = await deps.store.readEvents(game.id);
    const rounds: { round: number; event: number }[] = [];
    for (const e of effectiveEntries(entries))
      for (const ev of e.events as GameEvent[])
        if (ev.type === "phaseStarted" && ev.phase === "strategy")
          rounds.push({ round: ev.round, event: e.seq });
    return { first: entries[0]?.seq ?? 0, last: entries.at(-1)?.seq ?? 0, rounds };
  }

  /** The map alone after one event, for the playground's step-through (null: no such event). */
  async function mapAt(game: StoredGame, seq: number): Promise<Drawn | null> {
    if (game.status === "lobby") return null;
    const entries = await deps.store.readEvents(game.id);
    if (!entries.some((e) => e.seq === seq)) return null;
    const moment = momentAt(entries, seq);
    return moment ? ((await draw(game.id, moment)) ?? null) : null;
  }

  return { show, timeline, mapAt };
}

async function drawMoment(renderMap: MapRenderer | undefined, moment: Moment): Promise<Drawn | undefined> {
  if (!renderMap) return undefined;
  const { view: shown, waiting, move } = momentView(moment);
  const made = await renderMap(shown, waiting, move);
  return {
    png: made.png,
    name: `history-event-${moment.seq}.png`,
    description: made.description ?? `The galaxy after event ${moment.seq}`,
  };
}
