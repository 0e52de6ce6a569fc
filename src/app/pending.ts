/**
 * The live decisions of the game in a channel, read when buttons are drawn and again when one is pressed
 * (a button is only a suggestion: the list at the moment of pressing decides). Shared by the surfaces
 * (Discord, the playground), which get them from GameService (tables.ts `pending`), with an outcome that
 * saved nothing (types.ts `Outcome.pending`), or with an outbox batch (delivery.ts).
 */

import { type Decision, decisions, type GameState, type Seat } from "../engine/index.ts";
import type { Ti4State } from "../engine/ti4/state.ts";
import { readMeta } from "./lobby.ts";
import { OFFERED_KINDS, type TacticalOffers, tacticalOffers } from "./offers/index.ts";
import { ti4Decisions, ti4Places } from "./ti4/answers.ts";
import { isTi4State } from "./ti4/game.ts";
import { type Ti4PaymentOffer, ti4PaymentOffers } from "./ti4/payment.ts";
import { paymentFields, typedFields } from "./ti4/typedCommand.ts";
import { isBotUser } from "./types.ts";

export interface SeatedPlayer {
  seat: Seat;
  userId: string;
  name: string;
}

export interface Pending {
  gameId: string;
  /** Set for a TI4 game: its decisions are answered by TI4's commands (app/ti4/answers.ts). */
  ruleset?: "ti4";
  decisions: Decision[];
  players: SeatedPlayer[];
  /** The Strategy Card whose strategic action is in progress: follow and decline answers name it. */
  cardInPlay: string | null;
  /** The votes open on seats whose time bank ran out (app/bankVotes.ts), with their buttons' voters. */
  votes?: VoteAtTable[];
  /**
   * What the tactical step a person is asked may be answered with (offers/): the systems to activate, the
   * fleets that can move in, the planets to land on, what the docks can build. Null for any other step,
   * and for a bot's (it answers by itself).
   */
  tactical: TacticalOffers | null;
  /** A TI4 game: what each person asked to pay may pay with (app/ti4/payment.ts), for a payment form. */
  ti4Payments?: Ti4PaymentOffer[];
  /** A TI4 game: the systems its decisions offer, by position, in words (app/ti4/answers.ts's ti4Places). */
  ti4Places?: Record<string, string>;
}

/** A vote open on a seat whose time bank ran out. */
export interface VoteAtTable {
  seat: Seat;
  /** The player voted on. */
  name: string;
  /** Who votes (user ids), and what each has voted so far. */
  voters: string[];
  ballots: Record<string, string>;
}

/**
 * The open decisions of a game's state, with what the buttons answering them need to know; with the
 * game's bookkeeping (`meta`), the votes open on its seats too.
 */
export function pendingOf(gameId: string, state: GameState, meta?: unknown): Pending {
  if (isTi4State(state)) return ti4Pending(gameId, state);
  const top = state.stack.at(-1);
  const votes = (meta === undefined ? [] : (readMeta(meta).bankVotes ?? []))
    .filter((v) => v.outcome === undefined)
    .map((v) => ({
      seat: v.seat,
      name: state.players[v.seat]?.name ?? `seat ${v.seat}`,
      voters: v.voters,
      ballots: v.ballots,
    }));
  const open = decisions(state);
  return {
    gameId,
    decisions: open,
    players: state.players.map((p) => ({ seat: p.seat, userId: p.userId, name: p.name })),
    cardInPlay: top?.kind === "strategicAction" ? top.card : null,
    ...(votes.length > 0 ? { votes } : {}),
    tactical: offersFor(state, open),
  };
}

/** The users a vote still waits for (they may be pinged with the "waiting for" message). */
export function votersWaited(pending: Pending): string[] {
  return (pending.votes ?? []).flatMap((v) => v.voters.filter((id) => v.ballots[id] === undefined));
}

/** The tactical offers for the person asked a tactical step, if one is. */
function offersFor(state: GameState, open: readonly Decision[]): TacticalOffers | null {
  const asked = open.find((d) => OFFERED_KINDS.includes(d.kind));
  const userId = asked ? state.players[asked.seat]?.userId : undefined;
  if (!asked || userId === undefined || isBotUser(userId)) return null;
  const kinds = open.filter((d) => d.seat === asked.seat).map((d) => d.kind);
  return tacticalOffers(state, asked.seat, kinds);
}

export function seatOf(pending: Pending, userId: string): Seat | null {
  return pending.players.find((p) => p.userId === userId)?.seat ?? null;
}

export function playerAt(pending: Pending, seat: Seat): SeatedPlayer | undefined {
  return pending.players.find((p) => p.seat === seat);
}

/** The names of the seats answering decisions of a kind (or all decisions), without repeats. */
export function namesWaited(pending: Pending, kind?: string): string {
  const seats = pending.decisions.filter((d) => kind === undefined || d.kind === kind).map((d) => d.seat);
  return [...new Set(seats)].map((seat) => playerAt(pending, seat)?.name ?? `seat ${seat}`).join(", ");
}

/** A TI4 game's waiting decisions: each has the kind, seat, prompt and choices the surfaces read. */
function ti4Pending(gameId: string, state: Ti4State): Pending {
  const open = ti4Decisions(state);
  const places = ti4Places(state, open);
  const payments = ti4PaymentOffers(state, open, (kind) => ({
    all: typedFields(kind),
    paid: paymentFields(kind),
  }));
  return {
    gameId,
    ruleset: "ti4",
    decisions: open as unknown as Decision[],
    ...(payments.length > 0 ? { ti4Payments: payments } : {}),
    ...(Object.keys(places).length > 0 ? { ti4Places: places } : {}),
    players: state.players.map((p) => ({ seat: p.seat, userId: p.userId, name: p.name })),
    cardInPlay: null,
    tactical: null,
  };
}
