/**
 * How the Galactic Council's events change the state (RR §20). The agenda under vote lives in its frame;
 * events that touch it find the innermost agenda frame, which need not be on top (a play window or a
 * played Action Card may sit above it). Laws passed go to `laws`; every other resolved card is discarded.
 */
import { getPoliticalCard } from "../../../content/index.ts";
import type { EvolveTable } from "../../evolve.ts";
import type { GameState, PlayerState, Seat } from "../../state.ts";
import type { AgendaFrame } from "./frames.ts";

// Local lookups: importing evolve.ts's own would make evolve.ts and this table wait on each other.
function player(state: GameState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`no player at seat ${seat}`);
  return p;
}

function agendaIn(state: GameState): AgendaFrame {
  const frame = state.stack.findLast((f) => f.kind === "agenda");
  if (frame?.kind !== "agenda") throw new Error("no agenda in progress");
  return frame;
}

function takeFrom<T>(list: T[], cards: readonly T[]): void {
  for (const card of cards) {
    const at = list.indexOf(card);
    if (at < 0) throw new Error(`${String(card)} is not where the event says`);
    list.splice(at, 1);
  }
}

export const POLITICS_EVOLVE: EvolveTable<
  | "agendaRevealed"
  | "agendaCancelled"
  | "votesCast"
  | "votesAdded"
  | "voteDiscredited"
  | "agendaResolved"
  | "lawRepealed"
  | "politicalCardsDiscarded"
  | "politicalDeckReshuffled"
  | "politicalCardsPeeked"
  | "politicalDeckArranged"
> = {
  agendaRevealed: (s, e) => {
    if (e.from === "deck") takeFrom(s.decks.political.draw, [e.card]);
    else takeFrom(player(s, e.seat).secret.politicalCards, [e.card]);
  },
  agendaCancelled: (s, e) => {
    s.decks.political.discard.push(e.card);
    const agenda = agendaIn(s);
    Object.assign(agenda, { card: null, step: "draw", votes: [], extra: [], tied: [] });
  },
  votesCast: (s, e) => {
    const agenda = agendaIn(s);
    agenda.votes.push({ seat: e.seat, choice: e.choice, votes: e.votes });
    agenda.extra = agenda.extra.filter((x) => x.seat !== e.seat);
  },
  votesAdded: (s, e) => {
    const agenda = agendaIn(s);
    const cast = agenda.votes.find((v) => v.seat === e.seat);
    if (cast) cast.votes += e.amount;
    else agenda.extra.push({ seat: e.seat, votes: e.amount });
  },
  voteDiscredited: (s, e) => {
    const cast = agendaIn(s).votes.find((v) => v.seat === e.target);
    if (!cast) throw new Error(`seat ${e.target} has not voted`);
    cast.choice = null;
  },
  agendaResolved: (s, e) => {
    const card = getPoliticalCard(e.card);
    if (card.kind === "law" && e.passed) {
      const elected = card.elect === null ? null : e.outcome;
      s.laws = [...(s.laws ?? []), { card: e.card, elected, round: s.round }];
    } else {
      s.decks.political.discard.push(e.card);
    }
  },
  lawRepealed: (s, e) => {
    s.laws = (s.laws ?? []).filter((law) => law.card !== e.card);
    s.decks.political.discard.push(e.card);
  },
  politicalCardsDiscarded: (s, e) => {
    takeFrom(player(s, e.seat).secret.politicalCards, e.cards);
    s.decks.political.discard.push(...e.cards);
  },
  politicalDeckReshuffled: (s, e) => {
    s.decks.political = { draw: [...e.cards], discard: [] };
  },
  politicalCardsPeeked: (s, e) => {
    player(s, e.seat).secret.politicalPeek = [...e.cards];
  },
  politicalDeckArranged: (s, e) => {
    const seen = [e.top, ...e.bottom];
    const draw = s.decks.political.draw;
    takeFrom(draw, seen);
    s.decks.political.draw = [e.top, ...draw, ...e.bottom];
    delete player(s, e.seat).secret.politicalPeek;
  },
};
