/**
 * The page's looks at the games: which channels hold games, who sits where, and what the game is waiting
 * for (with buttons), all from what GameService offers (app/tables.ts). Nothing here writes: every
 * change goes through the service's `handle`.
 */

import { CATCH_UP_LABEL } from "../app/answers.ts";
import type { GameService } from "../app/gameService.ts";
import { type Pending, playerAt, type VoteAtTable } from "../app/pending.ts";
import type { ChannelGame, GameStatus, OpenGame } from "../app/tables.ts";
import type { Ti4PaymentOffer } from "../app/ti4/payment.ts";
import { BANK_CHOICES, type BankChoice, bankStateText } from "../app/timeBank.ts";
import { isBotUser } from "../app/types.ts";
import { getRace, type RaceId } from "../content/index.ts";
import { buttonsFor, type DecisionButton } from "./buttons.ts";
import { PLAYGROUND_GUILD, placeOf } from "./people.ts";

/** What the page looks at the games through. */
type Looks = Pick<GameService, "game" | "games">;

export interface ChannelSummary {
  id: string;
  /** The channel's game: "none" once it was abandoned or finished and no new one was opened. */
  status: GameStatus | "none";
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
  /** What is left of the seat's time bank ("19 h, running"); null: the game has none. */
  bank: string | null;
}

/** A vote open on a seat whose time bank ran out (app/bankVotes.ts), with its ballots' buttons. */
export interface VoteBlock {
  seat: number;
  name: string;
  voters: { userId: string; name: string; ballot: string | null }[];
  buttons: DecisionButton[];
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
  /** A TI4 payment the seat is asked for: its ready planets and trade goods, for the payment form. */
  payments?: Ti4PaymentOffer[];
}

export interface TableView {
  channelId: string;
  status: ChannelSummary["status"];
  createdBy: string | null;
  round: number | null;
  phase: string | null;
  /** The edition played (null: no game): a TI4 seat asked anything may open the transaction form. */
  ruleset: "ti3" | "ti4" | null;
  seats: SeatSummary[];
  decisions: PendingDecision[];
  /** The game's time bank in words; null: none. */
  timeBank: string | null;
  votes: VoteBlock[];
  /** "What happened?" under the waiting blocks, for whoever the page acts as; null: no running game. */
  catchUp: DecisionButton | null;
}

/** Every playground channel that ever held a game, newest game first per channel, plus empty ones. */
export async function listChannels(service: Looks, opened: readonly string[]): Promise<ChannelSummary[]> {
  const games = await service.games(PLAYGROUND_GUILD);
  const out: ChannelSummary[] = games.map(summary);
  for (const id of opened) {
    if (!games.some((g) => g.place.channelId === id))
      out.push({ id, status: "none", round: null, phase: null, players: 0 });
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

function summary(game: ChannelGame): ChannelSummary {
  const open = game.status === "lobby" || game.status === "active";
  return {
    id: game.place.channelId,
    status: open ? game.status : "none",
    round: open ? (game.progress?.round ?? null) : null,
    phase: open ? (game.progress?.phase ?? null) : null,
    players: game.players.length,
  };
}

export async function tableOf(service: Looks, channelId: string): Promise<TableView> {
  const game = await service.game(placeOf(channelId));
  const empty = {
    channelId,
    createdBy: null,
    round: null,
    phase: null,
    ruleset: null,
    seats: [],
    decisions: [],
    timeBank: null,
    votes: [],
    catchUp: null,
  };
  if (!game) return { ...empty, status: "none" };
  // Only what the game waits for: an optional offer (Mentak's Pillage) is used from the command box
  // (/ti turn ability), so the page never switches to a seat that merely may act.
  const pending = game.pending
    ? { ...game.pending, decisions: game.pending.decisions.filter((d) => d.optional !== true) }
    : null;
  return {
    channelId,
    status: game.status,
    createdBy: game.createdBy,
    round: game.progress?.round ?? null,
    phase: game.progress?.phase ?? null,
    ruleset: game.ruleset,
    seats: game.players.map((p) => ({
      userId: p.userId,
      name: p.name,
      seat: p.seat,
      race: raceName(p.race),
      color: p.color,
      vp: p.vp,
      waiting: pending?.decisions.some((d) => d.seat === p.seat) ?? false,
      bot: isBotUser(p.userId),
      bank: bankOf(game, p.seat),
    })),
    decisions: pending ? bySeat(pending) : [],
    timeBank: game.timeBank?.settings ?? null,
    votes: (pending?.votes ?? []).map((vote) => voteBlock(vote, pending as Pending)),
    catchUp:
      game.status === "active"
        ? { label: CATCH_UP_LABEL, style: "secondary", request: { kind: "catchup" } }
        : null,
  };
}

function bankOf(game: OpenGame, seat: number): string | null {
  const bank = game.timeBank?.seats.find((s) => s.seat === seat);
  return bank ? bankStateText(bank) : null;
}

const BALLOTS: Record<BankChoice, [string, DecisionButton["style"]]> = {
  skip: ["Skip the turn", "primary"],
  bot: ["Give the seat to the bot", "danger"],
  wait: ["Wait", "secondary"],
};

/** The vote with a button per ballot, carrying the request the Discord buttons send. */
function voteBlock(vote: VoteAtTable, pending: Pending): VoteBlock {
  return {
    seat: vote.seat,
    name: vote.name,
    voters: vote.voters.map((userId) => ({
      userId,
      name: pending.players.find((p) => p.userId === userId)?.name ?? userId,
      ballot: vote.ballots[userId] ?? null,
    })),
    buttons: BANK_CHOICES.map((choice) => ({
      label: BALLOTS[choice][0],
      style: BALLOTS[choice][1],
      request: { kind: "bankVote", choice, target: vote.seat },
    })),
  };
}

/** One block per player, as one Discord message with its row of buttons: "take ... or pass". */
function bySeat(pending: Pending): PendingDecision[] {
  const seats = [...new Set(pending.decisions.map((d) => d.seat))];
  return seats.map((seat) => {
    const mine = pending.decisions.filter((d) => d.seat === seat);
    const payments = (pending.ti4Payments ?? []).filter((p) => p.seat === seat);
    const player = playerAt(pending, seat);
    const userId = player?.userId ?? "";
    return {
      seat,
      userId,
      name: player?.name ?? `seat ${seat}`,
      prompt: mine.map((d) => d.prompt).join(", or "),
      simultaneous: mine.every((d) => d.simultaneous),
      kinds: [...new Set(mine.map((d) => d.kind))],
      bot: isBotUser(userId),
      buttons: mine.flatMap((d) => buttonsFor(d, pending)),
      ...(payments.length > 0 ? { payments } : {}),
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
