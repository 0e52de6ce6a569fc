/**
 * The read-only requests of a Fourth Edition game, as app/queries.ts answers them for a Third Edition
 * one: its status, its map, its log, the asker's catch-up and its file. Everything is read from what the
 * channel may see: the map is drawn from `publicTi4State` (map.ts), the log and the catch-up tell each
 * event as the public sees it (narrate.ts), the file carries the public view (app/gameRecord.ts). The
 * time bank's lines are TI3's own (app/timeBank.ts reads only the seats' names and ids).
 */
import { type FactionId, ti4Faction, ti4StrategyCard } from "../../content/ti4/index.ts";
import type { GameState } from "../../engine/index.ts";
import { pendingDecisions } from "../../engine/kernel/flow.ts";
import type { Ti4Event } from "../../engine/ti4/events.ts";
import type { Ti4 } from "../../engine/ti4/ruleset.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import type { GameStore, StoredGame } from "../../store/gameStore.ts";
import { CATCH_UP_LIMIT } from "../catchUp.ts";
import { gameFile } from "../gameRecord.ts";
import { readMeta } from "../lobby.ts";
import { bankStatusLines, readTimeBank } from "../timeBank.ts";
import { type Actor, isBotUser, type Outcome, refusal } from "../types.ts";
import { effectiveEntries } from "../undo.ts";
import { type Ti4MapRenderer, ti4MapImage } from "./map.ts";
import { narrateTi4 } from "./narrate.ts";

export interface Ti4QueryDeps {
  store: Pick<GameStore, "readEvents" | "listSeats">;
  clock: () => Date;
  renderTi4Map?: Ti4MapRenderer;
}

const say = (text: string, extra: Partial<Outcome> = {}): Outcome => ({
  ok: true,
  reply: text,
  privateMessages: [],
  pings: [],
  ...extra,
});

const named = (read: () => { name: string }, fallback: string): string => {
  try {
    return read().name;
  } catch {
    return fallback;
  }
};

/** The seats the game waits on (optional offers left out). */
function waitedSeats(state: Ti4State): number[] {
  if (state.phase === "finished") return [];
  return [
    ...new Set(
      pendingDecisions<Ti4>(state)
        .filter((d) => d.optional !== true)
        .map((d) => d.seat),
    ),
  ];
}

/** The players (never a bot) the game waits for, for a ping. */
export function ti4WaitedHumans(state: Ti4State): string[] {
  return waitedSeats(state)
    .map((seat) => state.players[seat]?.userId)
    .filter((id): id is string => id !== undefined && !isBotUser(id));
}

/** The table as everyone sees it: the round and phase, each seat's faction, points and cards, who is waited on. */
export function ti4StatusText(state: Ti4State): string {
  const phase =
    state.phase === "finished"
      ? "Game over."
      : state.phase === "setup"
        ? "Set-up."
        : `Round ${state.round}, ${state.phase} phase.`;
  const table = state.players
    .map((p) => {
      const faction = p.faction ? ` (${named(() => ti4Faction(p.faction as FactionId), p.faction)})` : "";
      const cards = p.strategyCards
        .map((h) => `${named(() => ti4StrategyCard(h.card), h.card)}${h.played ? " (played)" : ""}`)
        .join(", ");
      const marks = [
        p.seat === state.speaker ? " (Speaker)" : "",
        `: ${p.vp} VP`,
        cards ? `, ${cards}` : "",
        p.passed ? ", passed" : "",
        p.eliminated ? ", eliminated" : "",
      ].join("");
      return `${p.name}${faction}${marks}`;
    })
    .join("\n");
  const pending = pendingDecisions<Ti4>(state).filter((d) => d.optional !== true);
  const names = [...new Set(pending.map((d) => d.seat))].map((s) => state.players[s]?.name ?? `seat ${s}`);
  const waiting =
    state.phase !== "finished" && pending.length > 0
      ? `Waiting for ${names.join(", ")} to ${[...new Set(pending.map((d) => d.prompt))].join(" / ")}.`
      : "";
  return [phase, table, waiting].filter(Boolean).join("\n");
}

/** `/ti game status`, `map`, `log` and `export` in a TI4 game. */
export async function ti4GameInfo(
  deps: Ti4QueryDeps,
  game: StoredGame,
  request: { kind: "status" | "map" | "export" } | { kind: "log"; last?: number | undefined },
  actor: Actor,
): Promise<Outcome> {
  if (game.status === "lobby") return refusal("ERR_NOT_STARTED", "The game has not started yet.");
  const state = game.state as unknown as Ti4State;
  switch (request.kind) {
    case "status": {
      const meta = readMeta(game.meta);
      const bank =
        readTimeBank(meta) && state.phase !== "finished"
          ? bankStatusLines(
              state as unknown as GameState,
              meta,
              await deps.store.listSeats(game.id),
              deps.clock(),
            )
          : [];
      return say([ti4StatusText(state), ...bank].join("\n"));
    }
    case "map": {
      // Posting the map again calls the table back, as in a TI3 game: whoever the game waits for is
      // pinged, never a bot and never the asker. The picture is drawn from the public state alone.
      const pings = ti4WaitedHumans(state).filter((id) => id !== actor.userId);
      const image = await ti4MapImage(deps.renderTi4Map, state);
      return say(ti4StatusText(state), { pings, ...(image ? { image } : {}) });
    }
    case "log": {
      const entries = effectiveEntries(await deps.store.readEvents(game.id));
      const last = Math.max(1, Math.min(request.last ?? 10, 50));
      const lines = entries
        .slice(-last)
        .map((entry) => narrateTi4(entry.events as Ti4Event[], state))
        .filter((text) => text !== "");
      return say(lines.join("\n") || "Nothing has happened yet.");
    }
    case "export": {
      const entries = await deps.store.readEvents(game.id);
      const file = gameFile(game, state, entries, deps.clock());
      return say(
        game.status === "finished"
          ? "The game's whole record, seed included, as a file (`/ti game import` checks every die of it; `npm run verify` checks Third Edition records only so far)."
          : "The game's settings and public log, as a file (the whole record comes once the game is over).",
        {
          file: {
            name: `mecatol-${game.id.slice(0, 8)}.json`,
            content: JSON.stringify(file, null, 2),
          },
        },
      );
    }
  }
}

/** The entry of the asker's last own command that still counts, or null. */
function lastActionSeq(entries: readonly { seq: number; actor: string; command: unknown }[], userId: string) {
  const mine = entries.findLast(
    (e) => e.actor === userId && typeof (e.command as { seat?: unknown } | null)?.seat === "number",
  );
  return mine?.seq ?? null;
}

/** `/ti catchup` in a TI4 game: what the table read since the asker's last action, and the map now. */
export async function ti4CatchUp(deps: Ti4QueryDeps, game: StoredGame, actor: Actor): Promise<Outcome> {
  if (game.status === "lobby") return refusal("ERR_NOT_STARTED", "The game has not started yet.");
  const state = game.state as unknown as Ti4State;
  if (!state.players.some((p) => p.userId === actor.userId))
    return refusal(
      "ERR_NOT_SEATED",
      "You have no seat in this game, so there is no last action to catch up from.",
    );
  const entries = effectiveEntries(await deps.store.readEvents(game.id));
  const since = lastActionSeq(entries, actor.userId);
  const told = entries
    .filter((e) => since === null || e.seq > since)
    .map((e) => narrateTi4(e.events as Ti4Event[], state))
    .filter((text) => text !== "");
  const head = since === null ? "Since the game began:" : `Since your last action (event ${since}):`;
  const body = told.length > 0 ? told.join("\n") : "Nothing has happened since.";
  const waiting = ti4StatusText(state).split("\n").at(-1) ?? "";
  let text = [head, body, waiting.startsWith("Waiting") ? waiting : ""].filter(Boolean).join("\n");
  // The oldest lines give way first: what happened last matters most to a player coming back.
  if (text.length > CATCH_UP_LIMIT) {
    const tail = text.slice(text.length - (CATCH_UP_LIMIT - head.length - 3));
    text = `${head}\n…${tail.slice(tail.indexOf("\n"))}`;
  }
  const image = await ti4MapImage(deps.renderTi4Map, state);
  return say(text, image ? { image: { ...image, name: "catch-up.png" } } : {});
}
