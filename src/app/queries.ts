/** The read-only requests: status, map, log, export and your own hand. */
import { getStrategyCard } from "../content/index.ts";
import { decisions, type GameState } from "../engine/index.ts";
import type { GameStore, StoredGame } from "../store/gameStore.ts";
import { gameFile } from "./gameRecord.ts";
import { handOf, handText } from "./hand.ts";
import { readMeta } from "./lobby.ts";
import { narrateEntry } from "./narrate/entries.ts";
import { answerOdds, oddsOutcome } from "./odds.ts";
import { type MapRenderer, renderFor } from "./play.ts";
import { bankStatusLines, readTimeBank, timeBankText } from "./timeBank.ts";
import { type Actor, type AppRequest, isBotUser, type Outcome, refusal } from "./types.ts";

interface QueryDeps {
  store: GameStore;
  clock: () => Date;
  renderMap?: MapRenderer;
}

function say(text: string, extra: Partial<Outcome> = {}): Outcome {
  return { ok: true, reply: text, privateMessages: [], pings: [], ...extra };
}

export async function gameInfo(
  deps: QueryDeps,
  game: StoredGame,
  actor: Actor,
  request: AppRequest,
): Promise<Outcome> {
  if (game.status === "lobby") {
    if (request.kind !== "status") return refusal("ERR_NOT_STARTED", "The game has not started yet.");
    const seats = await deps.store.listSeats(game.id);
    const bank = readTimeBank(readMeta(game.meta));
    const clock = bank ? ` Time bank: ${timeBankText(bank)}.` : "";
    return say(`Waiting to start. Seated: ${seats.map((s) => s.name || s.userId).join(", ")}.${clock}`);
  }
  const state = game.state as GameState;
  switch (request.kind) {
    case "status":
      return say([statusText(state), ...(await bankStatus(deps, game, state))].join("\n"));
    case "map": {
      // Posting the map again calls the table back: whoever the game waits for is pinged (issue #16),
      // never a bot and never the player who asked for it.
      const pings = waitedHumans(state).filter((id) => id !== actor.userId);
      const image = await renderFor(deps, game, state);
      return say(statusText(state), { pings, ...(image ? { image } : {}) });
    }
    case "log":
      return say(await logText(deps, game, state, request.last ?? 10));
    case "export":
      return say(
        game.status === "finished"
          ? "The game's whole record, seed included, as a file: `npm run verify -- <file>` checks every die."
          : "The game's settings and public log, as a file (the whole record comes once the game is over).",
        {
          file: await exportFile(deps, game, state),
        },
      );
    case "hand": {
      const hand = handOf(state, actor.userId);
      return hand ? say(handText(hand), { hand }) : say("You have no seat in this game.");
    }
    case "odds":
      return oddsOutcome(answerOdds(request, { state, userId: actor.userId }));
    case "undo":
    case "undoAnswer":
      return refusal(
        "ERR_NOT_BUILT",
        "Undo is not built yet in Mecatol; a game master can correct the game instead.",
      );
    default:
      return refusal("ERR_UNKNOWN_REQUEST", `Unknown request ${request.kind}.`);
  }
}

/** The players (not bots) the game waits for, for a ping. */
export function waitedHumans(state: GameState): string[] {
  const seats = new Set(
    decisions(state)
      .filter((d) => d.optional !== true)
      .map((d) => d.seat),
  );
  return [...seats]
    .map((seat) => state.players[seat]?.userId)
    .filter((id): id is string => id !== undefined && !isBotUser(id));
}

export function statusText(state: GameState): string {
  const names = (seats: number[]) =>
    [...new Set(seats)].map((s) => state.players[s]?.name ?? `seat ${s}`).join(", ");
  // Optional offers (Mentak's Pillage) are not waited for.
  const pending = decisions(state).filter((d) => d.optional !== true);
  const waiting =
    pending.length > 0
      ? `Waiting for ${names(pending.map((d) => d.seat))} to ${[...new Set(pending.map((d) => d.prompt))].join(" / ")}.`
      : "";
  const table = state.players
    .map((p) => {
      const cards = p.strategyCards
        .map((h) => `${getStrategyCard(h.card).name}${h.played ? " (played)" : ""}`)
        .join(", ");
      return `${p.name}${p.seat === state.speaker ? " (Speaker)" : ""}: ${p.vp} VP${cards ? `, ${cards}` : ""}${p.passed ? ", passed" : ""}`;
    })
    .join("\n");
  const phase = state.phase === "finished" ? "Game over." : `Round ${state.round}, ${state.phase} phase.`;
  return [phase, table, waiting].filter(Boolean).join("\n");
}

/** The time bank of each seat and the votes under way, for a game with a time bank. */
async function bankStatus(deps: QueryDeps, game: StoredGame, state: GameState): Promise<string[]> {
  const meta = readMeta(game.meta);
  if (!readTimeBank(meta) || state.phase === "finished") return [];
  return bankStatusLines(state, meta, await deps.store.listSeats(game.id), deps.clock());
}

/** The last entries of the log, told in the same sentences the channel read (narrate/entries.ts). */
async function logText(deps: QueryDeps, game: StoredGame, state: GameState, last: number): Promise<string> {
  const entries = await deps.store.readEvents(game.id);
  const recent = entries.slice(-Math.max(1, Math.min(last, 50)));
  const lines = recent
    .map((entry) => narrateEntry(entry, state))
    .filter((text): text is string => text !== null && text !== "");
  return lines.join("\n") || "Nothing has happened yet.";
}

/** The game as a file (app/gameRecord.ts): what everyone may see, and the whole record once it is over. */
async function exportFile(deps: QueryDeps, game: StoredGame, state: GameState) {
  const entries = await deps.store.readEvents(game.id);
  const content = JSON.stringify(gameFile(game, state, entries, deps.clock()), null, 2);
  return { name: `mecatol-${game.id.slice(0, 8)}.json`, content };
}
