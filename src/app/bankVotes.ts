/**
 * The table's vote when a player's time bank runs out (app/timeBank.ts). The scheduler opens it (one a
 * turn of that seat at most) and the table is told; the other human players vote, by button or with
 * /ti game bank-vote:
 *
 * - skip: the seat's turn is skipped: its safe default (app/safeAnswers.ts, app/ti4/defaultAnswer.ts) is
 *   played for each question it is asked until the game no longer waits on it, as a deadline would, each
 *   saved like any command (app/turnSkip.ts, one loop for both editions);
 * - bot: the seat is handed to Mecatol's bot (app/handOver.ts);
 * - wait: the table waits for the player.
 *
 * More than half of the voters decide; once all have voted without a majority, the table waits. Nobody is
 * ever expelled by the clock alone. The player may act meanwhile, which ends the vote (app/timeBank.ts
 * bankBookkeeping); a vote ends too when the seat's turn does. Each step is saved with what it says in
 * one statement, so a crash loses no ballot and says nothing twice.
 */
import type { GameState, Seat } from "../engine/index.ts";
import type { GameStore, Json, StoredGame } from "../store/gameStore.ts";
import { type OutboxBody, type ReplyRoute, tableNote } from "./announcement.ts";
import { stallHelp } from "./deadline.ts";
import { handSeatToBot } from "./handOver.ts";
import { type GameMeta, readMeta } from "./lobby.ts";
import type { PlayDeps } from "./play.ts";
import { type Questions, questionsAsked } from "./reminders.ts";
import { TI4_SKIPPING } from "./ti4/bankSkip.ts";
import { ti4QuestionsAsked } from "./ti4/clocks.ts";
import { isTi4State } from "./ti4/game.ts";
import {
  BANK_CHOICES,
  type BankChoice,
  type BankVote,
  bankLeft,
  majorityOf,
  readTimeBank,
  voteText,
} from "./timeBank.ts";
import { skipTurn, TI3_SKIPPING } from "./turnSkip.ts";
import { type Actor, duplicateOutcome, isBotUser, type Outcome, type Place, refusal } from "./types.ts";

/** What each seat is asked now, whatever the edition. */
const askedIn = (state: unknown): Questions =>
  isTi4State(state) ? ti4QuestionsAsked(state) : questionsAsked(state as GameState);

/** A skip plays at most this many defaults for the seat (a turn's questions: an action and its steps). */
const MAX_SKIPPED = 20;

const CHOICE_WORDS: Record<BankChoice, (name: string) => string> = {
  skip: (name) => `skip ${name}'s turn`,
  bot: (name) => `hand ${name}'s seat to Mecatol's bot`,
  wait: (name) => `wait for ${name}`,
};

const names = (state: GameState, userIds: readonly string[]) =>
  userIds.map((id) => state.players.find((p) => p.userId === id)?.name ?? id).join(", ");

/** Whom a vote still waits for: the voters who have not voted yet, while it is open. */
export function stillToVote(meta: GameMeta): string[] {
  return (meta.bankVotes ?? [])
    .filter((v) => v.outcome === undefined)
    .flatMap((v) => v.voters.filter((id) => v.ballots[id] === undefined));
}

/** A vote opened, with where its announcement waits in the outbox. */
export interface OpenedVote {
  place: Place;
  outcome: Outcome;
}

/**
 * Opens the vote about a seat whose bank has run out, if it still has (the game moved on meanwhile: then
 * nothing is opened, and the next run looks again). Null when nothing was opened.
 */
export async function openBankVote(store: GameStore, gameId: string, seat: Seat, now: Date) {
  const game = await store.loadGame(gameId);
  if (game?.status !== "active") return null;
  const meta = readMeta(game.meta);
  const state = game.state as GameState;
  const player = state.players[seat];
  if (!readTimeBank(meta) || !player || isBotUser(player.userId) || !askedIn(game.state).has(seat))
    return null;
  if ((meta.bankVotes ?? []).some((v) => v.seat === seat)) return null;
  const row = (await store.listSeats(game.id)).find((s) => s.seatIndex === seat);
  if (!row || row.userId !== player.userId || bankLeft(row, now) !== 0) return null;
  const voters = state.players
    .filter((p) => p.seat !== seat && !p.eliminated && !isBotUser(p.userId))
    .map((p) => p.userId);
  const vote: BankVote = {
    seat,
    userId: player.userId,
    openedAt: now.toISOString(),
    voters,
    ballots: {},
    ...(voters.length === 0 ? { outcome: "wait" as const } : {}),
  };
  const text =
    voters.length > 0
      ? `⏳ ${player.name}'s time bank has run out. ${names(state, voters)}: vote on their seat (the buttons, or /ti game bank-vote): skip (safe defaults are played for this turn), bot (Mecatol's bot takes the seat over) or wait. ${majorityOf(voters.length)} of ${voters.length} decide; ${player.name} may still act meanwhile, which ends the vote. Nobody is expelled.`
      : `⏳ ${player.name}'s time bank has run out, and no other player can vote on it: the game waits for ${player.name}. ${stallHelp()}`;
  const told: OutboxBody = { text, pings: voters, privates: [], map: false };
  const saved = await store.append(game.id, game.version, {
    actor: player.userId,
    command: { type: "bankVoteOpened", seat },
    events: [],
    state: game.state as Json,
    meta: { ...meta, bankVotes: [...(meta.bankVotes ?? []), vote] } as unknown as Json,
    announcement: told as unknown as Json,
  });
  if (!saved.ok) return null;
  const outcome: Outcome = { ok: true, queued: true, publicText: text, privateMessages: [], pings: voters };
  return { place: { guildId: game.guildId, channelId: game.channelId }, outcome } satisfies OpenedVote;
}

/** What the ballots decide: a choice with a majority, "wait" once all voted without one, or null. */
export function decision(vote: BankVote): BankChoice | null {
  const ballots = vote.voters.map((id) => vote.ballots[id]).filter((b) => b !== undefined);
  const count = (choice: BankChoice) => ballots.filter((b) => b === choice).length;
  const carried = BANK_CHOICES.find((c) => count(c) >= majorityOf(vote.voters.length));
  if (carried) return carried;
  return ballots.length >= vote.voters.length ? "wait" : null;
}

export interface BallotRequest {
  choice: string;
  /** The seat voted on; may be left out while only one vote is open. */
  target?: number;
}

/** The open vote a ballot is for, or why it fits none. */
function voteFor(meta: GameMeta, state: GameState, request: BallotRequest): BankVote | Outcome {
  const open = (meta.bankVotes ?? []).filter((v) => v.outcome === undefined);
  if (open.length === 0)
    return refusal(
      "ERR_NO_BANK_VOTE",
      "No vote is open: the table votes only when a player's time bank has run out.",
    );
  if (request.target === undefined) {
    if (open.length === 1) return open[0] as BankVote;
    const seats = open.map((v) => state.players[v.seat]?.name).join(", ");
    return refusal("ERR_WHICH_BANK_VOTE", `Votes are open on several seats (${seats}): name the player.`);
  }
  const vote = open.find((v) => v.seat === request.target);
  const name = state.players[request.target ?? -1]?.name ?? `seat ${request.target}`;
  return vote ?? refusal("ERR_NO_BANK_VOTE", `No vote is open on ${name}'s seat.`);
}

/** The open vote this ballot is for, or why the ballot is refused (nothing is saved then). */
function checkBallot(meta: GameMeta, state: GameState, actor: Actor, request: BallotRequest) {
  if (!BANK_CHOICES.includes(request.choice as BankChoice))
    return refusal(
      "ERR_BANK_CHOICE",
      `Vote ${BANK_CHOICES.join(", ")}; "${request.choice}" is none of them.`,
    );
  const vote = voteFor(meta, state, request);
  if ("ok" in vote) return vote;
  if (vote.voters.includes(actor.userId)) return vote;
  const name = state.players[vote.seat]?.name ?? "the player";
  return refusal(
    "ERR_NOT_A_VOTER",
    actor.userId === vote.userId
      ? "This vote is about your own seat: act, and it ends."
      : `Only the other players at the table vote on ${name}'s seat.`,
  );
}

/** The meta with this vote in place of the one about the same seat. */
const withVote = (meta: GameMeta, vote: BankVote): GameMeta => ({
  ...meta,
  bankVotes: (meta.bankVotes ?? []).map((o) => (o.seat === vote.seat ? vote : o)),
});

interface Ballot {
  actor: Actor;
  /** The vote with this ballot counted. */
  cast: BankVote;
  choice: BankChoice;
  interactionId?: string | undefined;
  route?: ReplyRoute | undefined;
}

export async function castBankVote(
  deps: PlayDeps,
  game: StoredGame,
  actor: Actor,
  request: BallotRequest,
  interactionId?: string,
  route?: ReplyRoute,
): Promise<Outcome> {
  if (game.status !== "active") return refusal("ERR_NOT_STARTED", "The game is not running.");
  const state = game.state as GameState;
  const vote = checkBallot(readMeta(game.meta), state, actor, request);
  if ("ok" in vote) return vote;
  const choice = request.choice as BankChoice;
  const cast: BankVote = { ...vote, ballots: { ...vote.ballots, [actor.userId]: choice } };
  const ballot: Ballot = { actor, cast, choice, interactionId, route };
  const carried = decision(cast);
  if (carried === "skip")
    return skipTurn(
      deps,
      game,
      {
        seat: vote.seat,
        userId: vote.userId,
        because: ballotLine(ballot, state),
        meta: (m) => withVote(m, { ...cast, outcome: "skip" }),
        interactionId,
        route,
        most: MAX_SKIPPED,
      },
      isTi4State(game.state) ? TI4_SKIPPING : TI3_SKIPPING,
    );
  if (carried === "bot") {
    const name = state.players[vote.seat]?.name ?? "the player";
    return handSeatToBot(deps, game, vote.seat, {
      actor,
      reason: `the table voted after ${name}'s time bank ran out`,
      ...(interactionId ? { interactionId } : {}),
      ...(route ? { route } : {}),
      meta: (m) => withVote(m, { ...cast, outcome: "bot" }),
    });
  }
  return recordBallot(deps, game, ballot, carried === "wait");
}

/** "Ben votes to skip Ann's turn." */
function ballotLine(ballot: Ballot, state: GameState): string {
  const name = state.players[ballot.cast.seat]?.name ?? "the player";
  return `${ballot.actor.name} votes to ${CHOICE_WORDS[ballot.choice](name)}.`;
}

/** A ballot that leaves the vote open, or carries "wait" (or no majority once all have voted). */
async function recordBallot(deps: PlayDeps, game: StoredGame, ballot: Ballot, waits: boolean) {
  const state = game.state as GameState;
  const { cast, actor, route, interactionId } = ballot;
  const name = state.players[cast.seat]?.name ?? "the player";
  const forWait = Object.values(cast.ballots).filter((b) => b === "wait").length;
  const settled = forWait >= majorityOf(cast.voters.length) ? "The" : "No majority once all have voted: the";
  const text = waits
    ? `${ballotLine(ballot, state)} ${settled} table waits for ${name}, with no other vote on their seat this turn.`
    : `${ballotLine(ballot, state)}\n${voteText(cast, state)}`;
  const meta = withVote(readMeta(game.meta), waits ? { ...cast, outcome: "wait" } : cast);
  const saved = await deps.store.append(game.id, game.version, {
    actor: actor.userId,
    command: { type: "bankVoteCast", seat: cast.seat, choice: ballot.choice },
    events: [],
    state: game.state as Json,
    meta: meta as unknown as Json,
    announcement: tableNote(text, actor.userId, route) as unknown as Json,
    ...(interactionId ? { interactionId } : {}),
  });
  if (!saved.ok)
    return saved.reason === "duplicate"
      ? duplicateOutcome()
      : refusal("ERR_CONFLICT", "The game moved on meanwhile; try again.");
  return { ok: true, queued: true, publicText: text, privateMessages: [], pings: [] } satisfies Outcome;
}
