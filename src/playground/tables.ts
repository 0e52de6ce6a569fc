/**
 * Read-only looks at the games for the page: which channels hold games, who sits where, and what the game
 * is waiting for (with buttons). Nothing here writes: every change goes through the GameService.
 */

import type { Pending } from "../app/pending.ts";
import { isBotUser } from "../app/types.ts";
import { getRace, type RaceId } from "../content/index.ts";
import { decisions, type GameState } from "../engine/index.ts";
import type { GameStore, StoredGame } from "../store/gameStore.ts";
import { buttonsFor, type DecisionButton } from "./buttons.ts";
import { PLAYGROUND_GUILD } from "./people.ts";

export interface ChannelSummary {
  id: string;
  /** The channel's game: "none" once it was abandoned or finished and no new one was opened. */
  status: StoredGame["status"] | "none";
  round: number | null;
  phase: string | null;
  players: number;
}

export interface SeatSummary {
  userId: string;
  name: string;
  seat: number;
  race: string | null;
  color: string | null;
  vp: number | null;
  waiting: boolean;
  /** Played by Mecatol's bot: the page cannot act as this seat. */
  bot: boolean;
}

export interface PendingDecision {
  seat: number;
  userId: string;
  name: string;
  prompt: string;
  simultaneous: boolean;
  /** The command types that answer (the page shows a form for moveUnits, landUnits, produceUnits). */
  kinds: string[];
  bot: boolean;
  buttons: DecisionButton[];
}

export interface TableView {
  channelId: string;
  status: ChannelSummary["status"];
  createdBy: string | null;
  round: number | null;
  phase: string | null;
  seats: SeatSummary[];
  decisions: PendingDecision[];
}

/** Every playground channel that ever held a game, newest game first per channel, plus empty ones. */
export async function listChannels(store: GameStore, opened: readonly string[]): Promise<ChannelSummary[]> {
  const games = await store.listGames({ guildId: PLAYGROUND_GUILD });
  const latest = new Map<string, StoredGame>();
  for (const game of games) {
    const seen = latest.get(game.channelId);
    if (!seen || seen.createdAt < game.createdAt) latest.set(game.channelId, game);
  }
  const out: ChannelSummary[] = [];
  for (const game of latest.values()) out.push(await summary(store, game));
  for (const id of opened) {
    if (!latest.has(id)) out.push({ id, status: "none", round: null, phase: null, players: 0 });
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

async function summary(store: GameStore, game: StoredGame): Promise<ChannelSummary> {
  const open = game.status === "lobby" || game.status === "active";
  const state = game.status === "lobby" ? null : (game.state as GameState);
  return {
    id: game.channelId,
    status: open ? game.status : "none",
    round: open && state ? state.round : null,
    phase: open && state ? state.phase : null,
    players: state ? state.players.length : (await store.listSeats(game.id)).length,
  };
}

export async function tableOf(store: GameStore, channelId: string): Promise<TableView> {
  const game = await store.loadByChannel(PLAYGROUND_GUILD, channelId);
  const empty = { channelId, createdBy: null, round: null, phase: null, seats: [], decisions: [] };
  if (!game) return { ...empty, status: "none" };
  if (game.status === "lobby") {
    const seats = await store.listSeats(game.id);
    return {
      ...empty,
      status: "lobby",
      createdBy: game.createdBy,
      seats: seats.map((s) => ({
        userId: s.userId,
        name: s.name || s.userId,
        seat: s.seatIndex,
        race: null,
        color: null,
        vp: null,
        waiting: false,
        bot: isBotUser(s.userId),
      })),
    };
  }
  const state = game.state as GameState;
  // Only what the game waits for: an optional offer (Mentak's Pillage) is used from the command box
  // (/ti turn ability), so the page never switches to a seat that merely may act.
  const pending = decisions(state).filter((d) => d.optional !== true);
  const top = state.stack.at(-1);
  const cardInPlay = top?.kind === "strategicAction" ? top.card : null;
  return {
    channelId,
    status: game.status,
    createdBy: game.createdBy,
    round: state.round,
    phase: state.phase,
    seats: state.players.map((p) => ({
      userId: p.userId,
      name: p.name,
      seat: p.seat,
      race: raceName(p.race),
      color: p.color,
      vp: p.vp,
      waiting: pending.some((d) => d.seat === p.seat),
      bot: isBotUser(p.userId),
    })),
    decisions: bySeat(state, { gameId: game.id, decisions: pending, players: state.players, cardInPlay }),
  };
}

/** One block per player, as one Discord message with its row of buttons: "take ... or pass". */
function bySeat(state: GameState, pending: Pending): PendingDecision[] {
  const seats = [...new Set(pending.decisions.map((d) => d.seat))];
  return seats.map((seat) => {
    const mine = pending.decisions.filter((d) => d.seat === seat);
    const userId = state.players[seat]?.userId ?? "";
    return {
      seat,
      userId,
      name: state.players[seat]?.name ?? `seat ${seat}`,
      prompt: mine.map((d) => d.prompt).join(", or "),
      simultaneous: mine.every((d) => d.simultaneous),
      kinds: [...new Set(mine.map((d) => d.kind))],
      bot: isBotUser(userId),
      buttons: mine.flatMap((d) => buttonsFor(d, pending)),
    };
  });
}

function raceName(race: string | null): string | null {
  if (race === null) return null;
  try {
    return getRace(race as RaceId).shortName;
  } catch {
    return race;
  }
}
