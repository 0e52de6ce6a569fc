/**
 * Time banks (issue #28), as board-game sites keep them for turn-based play: an optional clock per game,
 * set by its creator or a server manager (/ti game time-bank), where each player has a bank of time.
 *
 * - The bank runs down while the game waits on the player (from the moment it is asked until the game no
 *   longer waits on it: the same notion as the reminders' clock, app/reminders.ts), by the wall clock:
 *   quiet hours count, for the bank is days long and the top-up covers a night; the quiet hours hold back
 *   pings, not the game.
 * - It is topped up when the game stops waiting on the seat after a command for that seat (its own
 *   answer, or a default played for it by a timeout or the table's vote): the end of its turn of play.
 *   The top-up never takes the bank past its cap.
 * - A vacation (/ti-me vacation) holds every bank of the player's until it ends: the bank runs from the
 *   vacation's end (store/seatClocks.ts). Its days come from a yearly budget per player (app/preferences.ts).
 * - A bank that runs out expels nobody: the table is told and the other human players vote on the seat
 *   (app/bankVotes.ts): skip its turn, hand it to Mecatol's bot, or wait. One vote a turn at most; the
 *   player may act meanwhile, which ends the vote.
 *
 * The bank's bookkeeping lives in the seats' rows and is moved in the same statement as the command that
 * moves it (store/seatClocks.ts); this file decides what moves and says how it stands.
 */
import type { Command, GameState, Seat } from "../engine/index.ts";
import type { BankMoves, StoredSeat } from "../store/gameStore.ts";
import type { GameMeta } from "./lobby.ts";
import type { Questions } from "./reminders.ts";
import { isBotUser } from "./types.ts";

export interface TimeBank {
  /** What each bank starts with. */
  startHours: number;
  /** Added when a turn of play ends. */
  topUpHours: number;
  /** The most a bank holds. */
  capHours: number;
}

/** What the table may decide about a seat whose bank ran out. */
export const BANK_CHOICES = ["skip", "bot", "wait"] as const;
export type BankChoice = (typeof BANK_CHOICES)[number];

/** The vote about a seat whose bank ran out (app/bankVotes.ts), kept in the game's meta. */
export interface BankVote {
  seat: Seat;
  /** The player the vote is about (a vote lapses if the seat changes hands). */
  userId: string;
  openedAt: string;
  /** The other human players at the table, who vote. */
  voters: string[];
  ballots: Record<string, BankChoice>;
  /** Decided, or ended by the player acting: kept until the seat's turn ends, so no second vote opens. */
  outcome?: BankChoice | "acted";
}

export const TIME_BANK_LIMITS = {
  startDays: { min: 1, max: 30 },
  topUpHours: { min: 0, max: 72 },
  capDays: { min: 1, max: 60 },
} as const;
export const DEFAULT_TOP_UP_HOURS = 12;

const HOUR = 3_600_000;

/** What a player asked for, before it is checked (every surface comes here, whatever it checked). */
export interface TimeBankRequest {
  off?: boolean;
  days?: number;
  topUpHours?: number;
  capDays?: number;
}

const whole = (n: unknown, min: number, max: number) =>
  typeof n === "number" && Number.isInteger(n) && n >= min && n <= max;

/** The time bank asked for (null: off), or why it is refused. */
export function timeBankOf(request: TimeBankRequest): TimeBank | null | { refused: string } {
  const { startDays, topUpHours, capDays } = TIME_BANK_LIMITS;
  const given = [request.days, request.topUpHours, request.capDays].some((v) => v !== undefined);
  if (request.off === true)
    return given ? { refused: "Either turn the time bank off or give its days, not both." } : null;
  if (request.days === undefined)
    return { refused: `Give days: what each bank starts with (${startDays.min} to ${startDays.max}).` };
  if (!whole(request.days, startDays.min, startDays.max))
    return { refused: `days is a whole number from ${startDays.min} to ${startDays.max}.` };
  const topUp = request.topUpHours ?? DEFAULT_TOP_UP_HOURS;
  if (!whole(topUp, topUpHours.min, topUpHours.max))
    return { refused: `top-up-hours is a whole number from ${topUpHours.min} to ${topUpHours.max}.` };
  const cap = request.capDays ?? Math.min(capDays.max, request.days * 2);
  if (!whole(cap, request.days, capDays.max))
    return {
      refused: `cap-days is a whole number from days (${request.days}) to ${capDays.max}: a bank cannot start above its cap.`,
    };
  return { startHours: request.days * 24, topUpHours: topUp, capHours: cap * 24 };
}

/** The game's time bank, if it has one. */
export function readTimeBank(meta: Pick<GameMeta, "timeBank">): TimeBank | null {
  const bank = meta.timeBank;
  return bank && typeof bank.startHours === "number" ? bank : null;
}

/** Every human seat's bank set to the start at `now` (turned on or changed), or cleared (off). */
export function bankReset(state: GameState | null, bank: TimeBank | null, now: Date): BankMoves {
  const humans = (state?.players ?? []).map((p) => p.userId).filter((id) => !isBotUser(id));
  return {
    reset: bank
      ? { userIds: humans, bankMs: bank.startHours * HOUR, at: now }
      : { userIds: [], bankMs: null, at: now },
    toppedUp: [],
    topUpMs: 0,
    capMs: 0,
  };
}

/** The result of the bank's bookkeeping for one saved command. */
export interface BankBookkeeping {
  banks?: BankMoves;
  /** The meta with its votes brought up to date, when they changed. */
  meta?: GameMeta;
  /** Said with the command: the player came back while the table voted on their seat. */
  line?: string;
}

/**
 * What a saved command does to the banks and the votes: the seat it was for tops up if the game stopped
 * waiting on it; a vote about a seat whose turn ended (or that changed hands) is dropped; the player's own
 * act ends the vote about their seat (the player came back).
 */
export function bankBookkeeping(
  meta: GameMeta,
  before: Questions,
  after: Questions,
  state: GameState,
  command: Command,
  actorId: string,
  onBehalf: boolean,
): BankBookkeeping {
  const bank = readTimeBank(meta);
  const out: BankBookkeeping = {};
  const player = state.players[command.seat];
  if (bank && player && !isBotUser(player.userId)) {
    const ended = before.has(command.seat) && !after.has(command.seat);
    out.banks = {
      toppedUp: ended ? [player.userId] : [],
      topUpMs: bank.topUpHours * HOUR,
      capMs: bank.capHours * HOUR,
    };
  }
  const votes = meta.bankVotes ?? [];
  if (votes.length === 0) return out;
  const came = !onBehalf && player?.userId === actorId;
  const open = votes.find((v) => v.seat === command.seat && v.outcome === undefined);
  const next = votes
    .filter((v) => after.has(v.seat) && state.players[v.seat]?.userId === v.userId)
    .map((v) => (came && v === open ? { ...v, outcome: "acted" as const } : v));
  if (came && open) out.line = `${player?.name} is back: the vote on their seat is over.`;
  if (JSON.stringify(next) !== JSON.stringify(votes)) out.meta = { ...meta, bankVotes: next };
  return out;
}

/**
 * An undo that takes back the action that ended the undoer's turn takes its top-up back too (else acting
 * and undoing would fill a bank). It takes the whole top-up, even where the cap had let less in.
 */
export function topUpTakenBack(
  meta: GameMeta,
  before: Questions,
  after: Questions,
  state: GameState,
  userId: string,
): BankMoves | undefined {
  const bank = readTimeBank(meta);
  const seat = state.players.find((p) => p.userId === userId)?.seat;
  if (!bank || seat === undefined || isBotUser(userId) || before.has(seat) || !after.has(seat))
    return undefined;
  return { toppedUp: [userId], topUpMs: -bank.topUpHours * HOUR, capMs: bank.capHours * HOUR };
}

/** What is left of a seat's bank at `now` (milliseconds), or null when it has none. */
export function bankLeft(seat: Pick<StoredSeat, "bankMs" | "bankSince">, now: Date): number | null {
  if (seat.bankMs === null) return null;
  if (seat.bankSince === null) return seat.bankMs;
  return Math.max(0, seat.bankMs - Math.max(0, now.getTime() - seat.bankSince.getTime()));
}

/** A length of time as a table reads it: "2 d 5 h", "5 h 20 min", "12 min". */
export function durationText(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes % 60 > 0 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${minutes} min`;
}

const dayCount = (hours: number) => `${hours / 24} day${hours === 24 ? "" : "s"}`;

/** The settings in words: "3 days to start, +12 h after each turn, at most 6 days". */
export function timeBankText(bank: TimeBank): string {
  return `${dayCount(bank.startHours)} to start, +${bank.topUpHours} h after each turn, at most ${dayCount(bank.capHours)}`;
}

/** One seat's bank as the table sees it: what is left, and whether it runs or waits for a vacation. */
export interface SeatBank {
  seat: Seat;
  name: string;
  /** Milliseconds left; null: no bank (a bot's seat). */
  left: number | null;
  running: boolean;
  /** The vacation it waits for ends then. */
  pausedUntil: Date | null;
}

export function seatBanks(state: GameState, seats: readonly StoredSeat[], now: Date): SeatBank[] {
  return state.players.map((p) => {
    const row = seats.find((s) => s.seatIndex === p.seat);
    const since = row?.bankSince ?? null;
    return {
      seat: p.seat,
      name: p.name,
      left: row ? bankLeft(row, now) : null,
      running: since !== null && since <= now,
      pausedUntil: since !== null && since > now ? since : null,
    };
  });
}

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A seat's bank without its name: "19 h, running", "0 min, ran out", "none (a bot)". */
export function bankStateText(bank: SeatBank): string {
  if (bank.left === null) return "none (a bot)";
  const state = bank.pausedUntil
    ? `, held until ${utc(bank.pausedUntil)} (vacation)`
    : bank.running
      ? bank.left === 0
        ? ", ran out"
        : ", running"
      : "";
  return `${durationText(bank.left)}${state}`;
}

export function seatBankText(bank: SeatBank): string {
  return `${bank.name}: ${bankStateText(bank)}`;
}

/** The votes under way, in words: "Vote on Ann's seat: skip 1, bot 0, wait 0; 2 decide." */
export function voteText(vote: BankVote, state: GameState): string {
  const name = state.players[vote.seat]?.name ?? `seat ${vote.seat}`;
  const count = (choice: BankChoice) => Object.values(vote.ballots).filter((b) => b === choice).length;
  const tally = BANK_CHOICES.map((c) => `${c} ${count(c)}`).join(", ");
  return `Vote on ${name}'s seat (time bank ran out): ${tally}; ${majorityOf(vote.voters.length)} of ${vote.voters.length} decide (/ti game bank-vote).`;
}

/** Ballots that decide a vote among `voters`: more than half. */
export function majorityOf(voters: number): number {
  return Math.floor(voters / 2) + 1;
}

/** `/ti game status`: the time bank of each seat, and the votes under way. */
export function bankStatusLines(
  state: GameState,
  meta: GameMeta,
  seats: readonly StoredSeat[],
  now: Date,
): string[] {
  const bank = readTimeBank(meta);
  if (!bank) return [];
  const banks = seatBanks(state, seats, now).map(seatBankText).join("; ");
  const votes = (meta.bankVotes ?? []).filter((v) => v.outcome === undefined).map((v) => voteText(v, state));
  return [`Time bank (${timeBankText(bank)}): ${banks}.`, ...votes];
}

/** `/ti rules time bank`: how the time bank works. */
export function timeBankRules(): string {
  const { startDays, topUpHours, capDays } = TIME_BANK_LIMITS;
  return [
    `Time bank (optional, /ti game time-bank by the game's creator or a server manager): each player has a bank of ${startDays.min} to ${startDays.max} days, topped up by ${topUpHours.min} to ${topUpHours.max} hours (${DEFAULT_TOP_UP_HOURS} unless set) each time their turn of play ends, up to a cap of at most ${capDays.max} days.`,
    "The bank runs down while the game waits on the player, quiet hours included; a vacation (/ti-me vacation) holds it until the vacation ends. /ti game status shows every bank.",
    "A bank that runs out expels nobody: the other human players vote (/ti game bank-vote, or the buttons) to skip the turn (the safe defaults of /ti rules deadline are played for the seat), to hand the seat to Mecatol's bot, or to wait. More than half of them decide; without a majority once all have voted, the table waits. The player may still act meanwhile, which ends the vote. One vote a turn at most.",
  ].join("\n");
}
