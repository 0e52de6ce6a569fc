/**
 * What the scheduler reads and writes, as app-level calls (issue #16: no surface touches the store): the
 * seats whose reminder is due, whose deadline has passed or whose time bank has run out, the game they
 * sit in, a player's reminder preferences, the bookkeeping after a reminder (said through the outbox
 * with its notice), and the table's vote when a bank runs out (app/bankVotes.ts). The scheduler decides;
 * this file only fetches and stores.
 */
import { decisions, type GameState, waitingFor } from "../engine/index.ts";
import { seatsWaitedOn } from "../engine/kernel/flow.ts";
import type { Ti4 } from "../engine/ti4/ruleset.ts";
import type { EmptyBank, GameStore, OverdueSeat, StoredUserPrefs } from "../store/gameStore.ts";
import { noticeBody } from "./announcement.ts";
import { openBankVote } from "./bankVotes.ts";
import { stallHelp } from "./deadline.ts";
import { readMeta } from "./lobby.ts";
import { ti4Owed } from "./ti4/clocks.ts";
import { isTi4State } from "./ti4/game.ts";
import type { Place } from "./types.ts";

/** A seat whose reminder is due. */
export interface DueSeat {
  seatId: string;
  gameId: string;
  userId: string;
  name: string;
  lastPingAt: Date | null;
  remindersSent: number;
  /** When the reminder fell due, as read: saying it claims it (only if it is still due then). */
  dueAt: Date;
}

/** A running game as the scheduler sees it. */
export interface ClockGame {
  id: string;
  version: number;
  active: boolean;
  state: GameState;
  /** A Fourth Edition game: its default answers are TI4's own (app/ti4/defaultAnswer.ts). */
  ti4: boolean;
  /** The seats the game waits on now, whatever the edition. */
  waitingFor(): number[];
  /** The prompts a player owes an answer to now (the optional ones left out), whatever the edition. */
  owed(userId: string): string[];
  place: Place;
  reminderHours: number;
  deadlineHours: number;
}

export type ReminderPrefs = StoredUserPrefs;
export type { EmptyBank, OverdueSeat };

/** What the scheduler says in a game's channel: the text, and the one player it mentions (or nobody). */
export interface Notice {
  text: string;
  userId: string | null;
}

/** The reminder bookkeeping of a seat after a run looked at it; a field left out stays as it is. */
export interface ReminderMark {
  lastPingAt?: Date;
  nextReminderAt: Date | null;
  remindersSent?: number;
}

export function seatClocks(store: GameStore) {
  return {
    async dueReminders(now: Date): Promise<DueSeat[]> {
      // Every due seat has its due moment (the query asks for one at or before now).
      return (await store.dueReminders(now)).flatMap((s) =>
        s.nextReminderAt === null
          ? []
          : [
              {
                seatId: s.id,
                gameId: s.gameId,
                userId: s.userId,
                name: s.name,
                lastPingAt: s.lastPingAt,
                remindersSent: s.remindersSent,
                dueAt: s.nextReminderAt,
              },
            ],
      );
    },

    overdueSeats: (now: Date): Promise<OverdueSeat[]> => store.overdueSeats(now),

    /** Seats whose time bank has run out, with no vote about them this turn (app/timeBank.ts). */
    emptyBanks: (now: Date): Promise<EmptyBank[]> => store.banks.emptyBanks(now),

    /** Opens the table's vote about a seat whose bank ran out, if it still has; null: nothing opened. */
    openBankVote: (seat: EmptyBank, now: Date) => openBankVote(store, seat.gameId, seat.seatIndex, now),

    async game(gameId: string): Promise<ClockGame | null> {
      const game = await store.loadGame(gameId);
      if (!game) return null;
      const meta = readMeta(game.meta);
      return {
        id: game.id,
        version: game.version,
        active: game.status === "active",
        state: game.state as GameState,
        ti4: isTi4State(game.state),
        owed: (userId: string) => owedBy(game.state, userId),
        waitingFor: () =>
          isTi4State(game.state) ? seatsWaitedOn<Ti4>(game.state) : waitingFor(game.state as GameState),
        place: { guildId: game.guildId, channelId: game.channelId },
        reminderHours: meta.reminderHours,
        deadlineHours: meta.deadlineHours,
      };
    },

    preferences: (userId: string): Promise<ReminderPrefs | null> => store.getUserPrefs(userId),

    async notePing(userId: string, budget: Pick<ReminderPrefs, "windowStart" | "pingsInWindow">) {
      await store.setUserPrefs(userId, budget);
    },

    async mark(seatId: string, mark: ReminderMark): Promise<void> {
      await store.updateSeat(seatId, mark);
    },

    /**
     * Says a notice in the game's channel (mentioning `userId`, if any) and moves the seat's reminder
     * bookkeeping, together: through the outbox, so the notice survives a crash and is said once. False
     * when another process's scheduler said it first (the seat's reminder is no longer due at `dueAt`).
     */
    async say(
      seat: Pick<DueSeat, "seatId" | "dueAt">,
      game: ClockGame,
      mark: ReminderMark,
      notice: Notice,
    ): Promise<boolean> {
      return store.outbox.enqueueForSeat(
        seat.seatId,
        {
          lastPingAt: mark.lastPingAt ?? null,
          nextReminderAt: mark.nextReminderAt,
          remindersSent: mark.remindersSent ?? null,
        },
        game.place,
        noticeBody(notice.text, notice.userId),
        game.id,
        seat.dueAt,
      );
    },
  };
}

export type SeatClocks = ReturnType<typeof seatClocks>;

function owedBy(state: unknown, userId: string): string[] {
  if (isTi4State(state)) return ti4Owed(state, userId);
  const game = state as GameState;
  return decisions(game)
    .filter((d) => d.optional !== true && game.players[d.seat]?.userId === userId)
    .map((d) => d.prompt);
}

export { stallHelp };
