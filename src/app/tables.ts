/**
 * What the surfaces may look at, and the one thing they keep (issue #16: Discord and the playground
 * never read or write the store). A channel's game with its status and players, the seats with their
 * names and private threads, the live decisions, and remembering the private thread Discord opened for
 * a seat; and, drawn from those, a typed command read, the autocomplete's suggestions, the log told again
 * and the tactical forms. GameService hands these out with its use-cases (gameService.ts), so it is the
 * surfaces' one door; everything that changes a game goes through its `handle`.
 */
import type { GameState, Seat } from "../engine/index.ts";
import type { GameStatus, GameStore, StoredGame } from "../store/gameStore.ts";
import { suggest } from "./autocomplete.ts";
import type { AutocompleteSource, CatalogCommand, RawArgs } from "./catalog/index.ts";
import { readMeta } from "./lobby.ts";
import { type Pending, pendingOf } from "./pending.ts";
import { readRequest } from "./reading.ts";
import { retell } from "./retelling.ts";
import { tacticalFormAt } from "./tacticalForms.ts";
import { isTi4Game } from "./ti4/game.ts";
import { readTimeBank, type SeatBank, seatBanks, timeBankText } from "./timeBank.ts";
import type { Actor, Place } from "./types.ts";

export type { GameStatus };

/** A seat at a channel's table, as it was taken. */
export interface SeatAtTable {
  userId: string;
  /** The name given when the seat was taken (may be empty). */
  name: string;
  seat: Seat;
  /** The player's private thread on Discord, once one was opened (src/discord/threads.ts). */
  threadId: string | null;
}

/** A player at a channel's table: in the lobby only who sits where; race, colour and VP once begun. */
export interface PlayerAtTable {
  seat: Seat;
  userId: string;
  name: string;
  race: string | null;
  color: string | null;
  vp: number | null;
}

/** A channel's game as the surfaces show it. */
export interface ChannelGame {
  id: string;
  place: Place;
  status: GameStatus;
  createdBy: string;
  createdAt: Date;
  /** Where a begun game stands; null before the start (and for a game abandoned in its lobby). */
  progress: { round: number; phase: string } | null;
  /** The edition played. */
  ruleset: "ti3" | "ti4";
  /** In seat order. */
  players: PlayerAtTable[];
}

/** The open game of a channel, with what it waits for now. */
export interface OpenGame extends ChannelGame {
  /** The live decisions; null unless the game is running. */
  pending: Pending | null;
  /** The game's time bank (app/timeBank.ts): its settings and, once begun, each seat's bank; null: none. */
  timeBank: { settings: string; seats: SeatBank[] } | null;
}

type TableStore = Pick<
  GameStore,
  "loadByChannel" | "loadGame" | "listGames" | "listSeats" | "updateSeat" | "readEvents"
>;

/** The game's state once it has begun: a game abandoned in its lobby kept its empty state. */
function begun(game: StoredGame): GameState | null {
  const state = game.status === "lobby" ? null : (game.state as Partial<GameState>);
  return state && Array.isArray(state.players) ? (state as GameState) : null;
}

async function channelGame(store: TableStore, game: StoredGame): Promise<ChannelGame> {
  const state = begun(game);
  const players: PlayerAtTable[] = state
    ? state.players.map((p) => ({
        seat: p.seat,
        userId: p.userId,
        name: p.name,
        race: p.race,
        color: p.color,
        vp: p.vp,
      }))
    : (await store.listSeats(game.id)).map((s) => ({
        seat: s.seatIndex,
        userId: s.userId,
        name: s.name || s.userId,
        race: null,
        color: null,
        vp: null,
      }));
  return {
    id: game.id,
    place: { guildId: game.guildId, channelId: game.channelId },
    status: game.status,
    createdBy: game.createdBy,
    createdAt: game.createdAt,
    progress: state ? { round: state.round, phase: state.phase } : null,
    ruleset: isTi4Game(game) ? "ti4" : "ti3",
    players,
  };
}

/** The time bank as the table panel shows it. */
async function timeBankAt(
  store: TableStore,
  game: StoredGame,
  state: GameState | null,
  now: Date,
): Promise<OpenGame["timeBank"]> {
  const bank = readTimeBank(readMeta(game.meta));
  if (!bank) return null;
  const seats =
    state && state.phase !== "finished" ? seatBanks(state, await store.listSeats(game.id), now) : [];
  return { settings: timeBankText(bank), seats };
}

export function tables(store: TableStore, clock: () => Date = () => new Date()) {
  const open = (place: Place) => store.loadByChannel(place.guildId, place.channelId);
  /**
   * A game of this place by its id, whatever became of it since (what it said is delivered after it
   * ended or was abandoned, in its own seats' threads), else the game open here.
   */
  const gameOf = async (place: Place, gameId?: string) => {
    if (!gameId) return open(place);
    const game = await store.loadGame(gameId);
    return game && game.guildId === place.guildId && game.channelId === place.channelId ? game : null;
  };

  return {
    /** The game open in this place (in its lobby or running), or null. */
    async game(place: Place): Promise<OpenGame | null> {
      const game = await open(place);
      if (!game) return null;
      const state = begun(game);
      return {
        ...(await channelGame(store, game)),
        pending: state ? pendingOf(game.id, state, game.meta) : null,
        timeBank: await timeBankAt(store, game, state, clock()),
      };
    },

    /** The latest game of each channel of a server that ever held one, whatever became of it. */
    async games(guildId: string): Promise<ChannelGame[]> {
      const latest = new Map<string, StoredGame>();
      for (const game of await store.listGames({ guildId })) {
        const seen = latest.get(game.channelId);
        if (!seen || seen.createdAt < game.createdAt) latest.set(game.channelId, game);
      }
      return Promise.all([...latest.values()].map((game) => channelGame(store, game)));
    },

    /** The open decisions of the running game in this place; null when no game runs here. */
    async pending(place: Place): Promise<Pending | null> {
      const game = await open(place);
      if (game?.status !== "active") return null;
      return pendingOf(game.id, game.state as GameState, game.meta);
    },

    /**
     * The seats of the game open in this place, in seat order (none without a game); with `gameId`, of
     * that game of this place even if it has ended.
     */
    async seats(place: Place, gameId?: string): Promise<SeatAtTable[]> {
      const game = await gameOf(place, gameId);
      if (!game) return [];
      return (await store.listSeats(game.id)).map((s) => ({
        userId: s.userId,
        name: s.name,
        seat: s.seatIndex,
        threadId: s.threadId,
      }));
    },

    /**
     * Keeps the private thread opened for a player's seat here, so it is found again and never opened
     * twice. False when that player has no seat in the game open here (or in game `gameId` of this place).
     */
    async rememberThread(place: Place, userId: string, threadId: string, gameId?: string): Promise<boolean> {
      const game = await gameOf(place, gameId);
      const seat = game ? (await store.listSeats(game.id)).find((s) => s.userId === userId) : undefined;
      if (!seat) return false;
      await store.updateSeat(seat.id, { threadId });
      return true;
    },

    /** A command typed here, read strictly (with the game's players and map where it needs them). */
    readRequest: (place: Place, command: CatalogCommand, raw: RawArgs) =>
      readRequest(store, place, command, raw),

    /** What the asker may usefully type for an option here (only their own secrets among them). */
    suggest: (place: Place, actor: Actor, source: AutocompleteSource, query: string) =>
      suggest(store, place, actor, source, query),

    /** The game open here told again from its log, in the channel's sentences (retelling.ts). */
    retell: (place: Place) => retell(store, place),

    /** The form for the tactical step the game here waits on from this player (tacticalForms.ts). */
    tacticalForm: (place: Place, userId: string) => tacticalFormAt(store, place, userId),
  };
}
