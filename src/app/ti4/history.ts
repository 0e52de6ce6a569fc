/**
 * A TI4 game's history (`/ti game history` and the playground's step-through, as app/history.ts for
 * TI3): the state after one entry of the log is the kernel's replay of the events up to it, without the
 * entries an undo written by then took back nor the undo bookkeeping (app/undo.ts, as TI3's history), told
 * in the game's words and drawn with its secrets taken out (map.ts). A point is an event number, a round (the entry where it began) or the asker's last action.
 */
import { replayLog } from "../../engine/kernel/evolve.ts";
import type { Ti4Event } from "../../engine/ti4/events.ts";
import type { Ti4 } from "../../engine/ti4/ruleset.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import type { StoredEvent, StoredGame } from "../../store/gameStore.ts";
import type { HistoryPoint } from "../history.ts";
import { type Actor, type Outcome, refusal } from "../types.ts";
import { effectiveEntries } from "../undo.ts";
import { type Ti4MapRenderer, ti4MapImage } from "./map.ts";
import { narrateTi4 } from "./narrate.ts";

const PHASE_WORDS: Readonly<Record<string, string>> = {
  setup: "set-up",
  strategy: "strategy phase",
  action: "action phase",
  status: "status phase",
  agenda: "agenda phase",
  finished: "the end of the game",
};

const eventsOf = (entry: StoredEvent) => entry.events as Ti4Event[];

/** The state after entry `seq`, and that entry's events; null before the game's first entry. */
export function ti4MomentAt(
  entries: readonly StoredEvent[],
  seq: number,
): { state: Ti4State; told: Ti4Event[] } | null {
  const upTo = entries.filter((e) => e.seq <= seq);
  const entry = upTo.at(-1);
  const kept = effectiveEntries(upTo);
  if (!entry || kept.length === 0) return null;
  return { state: replayLog<Ti4>(kept.flatMap(eventsOf)), told: eventsOf(entry) };
}

/**
 * Where each round began: the entry where its strategy phase began (LRR 40; round 1's right after the
 * set-up, each later one after its ti4RoundBegan), the n-th of them round n, among the entries that count.
 */
export function ti4Rounds(entries: readonly StoredEvent[]): { round: number; event: number }[] {
  const starts = effectiveEntries(entries).flatMap((e) =>
    eventsOf(e)
      .filter((ev) => ev.type === "ti4PhaseBegan" && ev.phase === "strategy")
      .map(() => e.seq),
  );
  return starts.map((event, i) => ({ round: i + 1, event }));
}

function pointSeq(entries: readonly StoredEvent[], point: HistoryPoint, actor: Actor, seated: boolean) {
  const first = entries[0]?.seq ?? 1;
  const last = entries.at(-1)?.seq ?? 0;
  if ("event" in point)
    return point.event < first || point.event > last
      ? `There is no event ${point.event}: this game's log runs from event ${first} to event ${last}.`
      : point.event;
  if ("round" in point) {
    const rounds = ti4Rounds(entries);
    const found = rounds.find((r) => r.round === point.round);
    if (found) return found.event;
    return rounds.length === 0
      ? `Round ${point.round} has not begun: the game is still in its set-up.`
      : `Round ${point.round} has not begun: the game has reached round ${rounds.length}.`;
  }
  if (!seated) return "You have no seat in this game, so you have no last turn to show.";
  const mine = effectiveEntries(entries).findLast(
    (e) => e.actor === actor.userId && typeof (e.command as { seat?: unknown } | null)?.seat === "number",
  );
  return mine?.seq ?? "You have not acted in this game yet, so there is no last turn to show.";
}

export function createTi4History(deps: {
  store: { readEvents(gameId: string): Promise<StoredEvent[]> };
  renderTi4Map?: Ti4MapRenderer;
}) {
  async function draw(state: Ti4State, seq: number) {
    const image = await ti4MapImage(deps.renderTi4Map, state);
    return image ? { ...image, name: `history-event-${seq}.png` } : undefined;
  }

  /** `/ti game history` in a TI4 game: the point's account, table and map, for the asker alone. */
  async function show(game: StoredGame, actor: Actor, point: HistoryPoint): Promise<Outcome> {
    if (game.status === "lobby") return refusal("ERR_NOT_STARTED", "The game has not started yet.");
    const entries = await deps.store.readEvents(game.id);
    const seated = (game.state as unknown as Ti4State).players.some((p) => p.userId === actor.userId);
    const seq = pointSeq(entries, point, actor, seated);
    if (typeof seq === "string") return refusal("ERR_NO_SUCH_POINT", seq);
    const moment = ti4MomentAt(entries, seq);
    if (!moment) return refusal("ERR_NO_SUCH_POINT", `There is nothing to show at event ${seq}.`);
    const { state, told } = moment;
    const last = entries.at(-1)?.seq ?? seq;
    const phase = PHASE_WORDS[state.phase] ?? state.phase;
    const where = state.round === 0 || state.phase === "finished" ? phase : `round ${state.round}, ${phase}`;
    const head =
      "round" in point
        ? `The galaxy at the start of round ${point.round} (event ${seq} of ${last}).`
        : "mine" in point
          ? `The galaxy right after your last action (event ${seq} of ${last}, ${where}).`
          : `The galaxy after event ${seq} of ${last} (${where}).`;
    // Told as the channel saw it (narrateTi4 tells each event as the public may see it).
    const said = narrateTi4(told, state);
    const table = state.players.map((p) => `${p.name}: ${p.vp} VP`).join(", ");
    const text = [head, said ? `Event ${seq}: ${said}` : "", table].filter(Boolean).join("\n");
    const image = await draw(state, seq);
    return { ok: true, reply: text, privateMessages: [], pings: [], ...(image ? { image } : {}) };
  }

  /** The playground's step-through: the event numbers and where each round began. */
  async function timeline(game: StoredGame) {
    const entries = await deps.store.readEvents(game.id);
    return { first: entries[0]?.seq ?? 0, last: entries.at(-1)?.seq ?? 0, rounds: ti4Rounds(entries) };
  }

  /** The map alone after one event (null: no such event). */
  async function mapAt(game: StoredGame, seq: number) {
    if (game.status === "lobby") return null;
    const entries = await deps.store.readEvents(game.id);
    if (!entries.some((e) => e.seq === seq)) return null;
    const moment = ti4MomentAt(entries, seq);
    return moment ? ((await draw(moment.state, seq)) ?? null) : null;
  }

  return { show, timeline, mapAt };
}
