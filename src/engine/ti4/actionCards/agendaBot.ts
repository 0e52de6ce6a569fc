/**
 * The built-in player's action cards of the agenda phase (LRR 8; the cards: agendaTimed.ts), played only
 * where they clearly help, from the seat's view alone. Its forecast of a vote counts the votes cast, then
 * gives every voter still to vote the votes a bot would cast (agenda/bot.ts `plannedVotes`) for the outcome
 * the public table says it wants (its rider on this agenda, else `preferred`); a tie goes to the speaker's
 * wish (LRR 8.19). With that forecast it:
 *  - plays every rider it holds on the outcome forecast to win without its own votes (a rider's player
 *    casts none, LRR 8.22), when its own wish does not go against it;
 *  - vetoes an agenda forecast to pass against its wish (a law or directive it opposes, or an election of
 *    itself it does not want);
 *  - bars a voter still to vote (Assassinate Representative) when that turns the forecast its way;
 *  - adds Distinguished Councilor's 5 votes right after its own when they turn the forecast its way;
 *  - once every vote is in, spends the fewest trade goods on Bribery that make its outcome win, at most 3
 *    (6 when a rider of its own rides on it);
 *  - hands an election it did not want to the player it would rather see elected (Confusing Legal Text);
 *  - Codex Sanction on the forecast winner it will not vote for, Hack Election when it then votes later;
 *  - at the phase's start, exhausts the cultural planets of the rival with the most points (Ancient Burial
 *    Sites) when that takes at least 3 votes from them.
 */
import {
  TI4_SHIP_TYPES,
  type Ti4ActionCardId,
  type Ti4PlanetId,
  ti4ActionCard,
  ti4Agenda,
  ti4Planet,
} from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { plannedVotes, preferred } from "../agenda/bot.ts";
import type { Ti4AgendaVoteFrame } from "../agenda/frames.ts";
import { agendaOutcomes, planetVotes } from "../agenda/outcomes.ts";
import { countUnits, unitsIn } from "../board/forces.ts";
import { positionOfPlanet } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4State } from "../state.ts";
import { agendaVoteFrame } from "../transactions/agendaReads.ts";
import { hackedOrder } from "./codexAgenda.ts";
import { cardOptions, type Ti4CardPlay } from "./effects.ts";

type Tally = Map<string, number>;

const RIDERS: readonly Ti4ActionCardId[] = [
  "imp_rider",
  "lead_rider",
  "politic_rider",
  "tech_rider",
  "trade_rider",
  "const_rider",
  "diplo_rider",
  "war_rider",
];

/** Trade goods the bot spends on Bribery at most, and when a rider of its own rides on the outcome. */
const BRIBE_CAP = 3;
const BRIBE_CAP_RIDDEN = 6;
/** The fewest votes Ancient Burial Sites must take from its target to be worth playing. */
const BURIAL_MIN_VOTES = 3;

/** The outcome `voter` is expected to vote for: the one its rider predicts, else the one it wants. */
function intended(state: Ti4State, voter: Seat, vote: Ti4AgendaVoteFrame, offered: string[]): string | null {
  const ridden = vote.riders?.find(
    (r) => r.seat === voter && r.card !== "sanction" && offered.includes(r.outcome),
  )?.outcome;
  return ridden ?? preferred(state, voter, vote.agenda, offered);
}

/** The votes cast, and those forecast for the voters still to vote (but `barred`). */
function forecast(state: Ti4State, vote: Ti4AgendaVoteFrame, barred?: Seat): Tally {
  const offered = agendaOutcomes(state, vote.agenda);
  const tally: Tally = new Map();
  const add = (outcome: string, n: number) => tally.set(outcome, (tally.get(outcome) ?? 0) + n);
  for (const cast of vote.votes) if (cast.outcome !== null) add(cast.outcome, cast.votes);
  for (const voter of vote.order.slice(vote.index)) {
    if (voter === barred) continue;
    const outcome = intended(state, voter, vote, offered);
    if (outcome !== null) add(outcome, plannedVotes(state, voter));
  }
  return tally;
}

/** LRR 8.19: the outcome a tally elects, a tie (or no vote) settled by the speaker's wish. */
function winnerOf(state: Ti4State, vote: Ti4AgendaVoteFrame, tally: Tally): string | null {
  const offered = agendaOutcomes(state, vote.agenda);
  const most = Math.max(0, ...tally.values());
  const leaders = most === 0 ? offered : [...tally.entries()].filter(([, n]) => n === most).map(([o]) => o);
  if (leaders.length === 1) return leaders[0] ?? null;
  const wish = preferred(state, state.speaker, vote.agenda, leaders);
  return wish ?? leaders[0] ?? null;
}

function plus(tally: Tally, outcome: string, n: number): Tally {
  return new Map(tally).set(outcome, (tally.get(outcome) ?? 0) + n);
}

function shipsAt(state: Ti4State, seat: Seat, system: string | undefined): number {
  return system === undefined ? 0 : countUnits(unitsIn(state.board[system], seat), TI4_SHIP_TYPES);
}

/** Among a rider's plays on `outcome`, the one that pays best. */
function bestRiderPlay(state: Ti4State, seat: Seat, card: Ti4ActionCardId, outcome: string) {
  const plays = cardOptions(state, seat, card).filter((p) => p.outcome === outcome);
  const home = state.players[seat]?.home ?? null;
  switch (card) {
    case "const_rider": {
      // The space dock on the richest planet away from home.
      const worth = (p: Ti4CardPlay) => {
        const planet = p.planet as Ti4PlanetId;
        return ti4Planet(planet).resources - (positionOfPlanet(state, planet) === home ? 100 : 0);
      };
      return [...plays].sort((a, b) => worth(b) - worth(a))[0];
    }
    case "war_rider":
      // The dreadnought where its fleet is largest.
      return [...plays].sort((a, b) => shipsAt(state, seat, b.system) - shipsAt(state, seat, a.system))[0];
    case "diplo_rider":
      // The others' tokens around its home.
      return plays.find((p) => p.system === home) ?? plays[0];
    default:
      return plays[0];
  }
}

type Plays = { card: Ti4ActionCardId; play: Ti4CardPlay }[];

function afterReveal(state: Ti4State, seat: Seat, vote: Ti4AgendaVoteFrame, hand: Ti4ActionCardId[]): Plays {
  const offered = agendaOutcomes(state, vote.agenda);
  const winner = winnerOf(state, vote, forecast(state, vote));
  const wish = intended(state, seat, vote, offered);
  const out: Plays = [];
  // A rider's player casts no votes (LRR 8.22): the forecast that counts is the one without its own.
  const without = winnerOf(state, vote, forecast(state, vote, seat));
  if (without !== null && (wish === null || wish === without))
    for (const card of RIDERS.filter((c) => hand.includes(c))) {
      const play = bestRiderPlay(state, seat, card, without);
      if (play) out.push({ card, play });
    }
  out.push(...codexAfterReveal(state, seat, vote, hand, { winner, wish }));
  if (wish !== null && winner !== wish && hand.includes("assassin")) {
    const target = cardOptions(state, seat, "assassin").find(
      (p) => p.target !== seat && winnerOf(state, vote, forecast(state, vote, p.target)) === wish,
    );
    if (target) out.push({ card: "assassin", play: target });
  }
  return out;
}

/**
 * Codex Sanction on the outcome forecast to win, when the bot will not vote for it (its voters lose a fleet
 * token, the bot none); Hack Election when the turned order lets the bot vote later, knowing more.
 */
function codexAfterReveal(
  state: Ti4State,
  seat: Seat,
  vote: Ti4AgendaVoteFrame,
  hand: Ti4ActionCardId[],
  forecast: { winner: string | null; wish: string | null },
): Plays {
  const out: Plays = [];
  const { winner, wish } = forecast;
  if (hand.includes("sanction") && winner !== null && wish !== winner) {
    const play = cardOptions(state, seat, "sanction").find((p) => p.outcome === winner);
    if (play) out.push({ card: "sanction", play });
  }
  if (hand.includes("hack") && cardOptions(state, seat, "hack").length > 0) {
    const turned = hackedOrder(vote, state.speaker);
    if (turned.indexOf(seat) > vote.order.indexOf(seat)) out.push({ card: "hack", play: {} });
  }
  return out;
}

function whenRevealed(state: Ti4State, seat: Seat, vote: Ti4AgendaVoteFrame, hand: Ti4ActionCardId[]): Plays {
  if (!hand.includes("veto")) return [];
  const offered = agendaOutcomes(state, vote.agenda);
  const wish = preferred(state, seat, vote.agenda, offered);
  const winner = winnerOf(state, vote, forecast(state, vote));
  if (wish === null || winner === null || winner === wish) return [];
  const kind = ti4Agenda(vote.agenda).outcome.kind;
  const harmful =
    (kind === "forAgainst" && wish === "against") || (kind === "electPlayer" && winner === String(seat));
  return harmful && cardOptions(state, seat, "veto").length > 0 ? [{ card: "veto", play: {} }] : [];
}

function duringVoting(state: Ti4State, seat: Seat, vote: Ti4AgendaVoteFrame, hand: Ti4ActionCardId[]): Plays {
  const mine = vote.votes.find((v) => v.seat === seat && v.outcome !== null)?.outcome;
  if (!mine) return [];
  const tally = forecast(state, vote);
  if (winnerOf(state, vote, tally) === mine) return [];
  const out: Plays = [];
  if (hand.includes("distinguished") && cardOptions(state, seat, "distinguished").length > 0) {
    if (winnerOf(state, vote, plus(tally, mine, 5)) === mine) return [{ card: "distinguished", play: {} }];
  }
  if (hand.includes("bribery")) {
    const ridden = vote.riders?.some((r) => r.seat === seat && r.outcome === mine);
    const cap = ridden ? BRIBE_CAP_RIDDEN : BRIBE_CAP;
    const bribe = cardOptions(state, seat, "bribery")
      .filter((p) => (p.amount ?? 0) <= cap)
      .sort((a, b) => (a.amount ?? 0) - (b.amount ?? 0))
      .find((p) => winnerOf(state, vote, plus(tally, mine, p.amount ?? 0)) === mine);
    if (bribe) out.push({ card: "bribery", play: bribe });
  }
  return out;
}

function whenElected(state: Ti4State, seat: Seat, vote: Ti4AgendaVoteFrame, hand: Ti4ActionCardId[]): Plays {
  if (!hand.includes("confusing") || vote.decided !== String(seat)) return [];
  const wish = preferred(state, seat, vote.agenda, agendaOutcomes(state, vote.agenda));
  if (wish === null || wish === String(seat)) return [];
  const play = cardOptions(state, seat, "confusing").find((p) => String(p.target) === wish);
  return play ? [{ card: "confusing", play }] : [];
}

function phaseStart(state: Ti4State, seat: Seat, hand: Ti4ActionCardId[]): Plays {
  if (!hand.includes("abs")) return [];
  const taken = (target: Seat) =>
    (Object.entries(state.players[target]?.planets ?? {}) as [Ti4PlanetId, { exhausted: boolean }][])
      .filter(([p, card]) => !card.exhausted && ti4Planet(p).traits.includes("cultural"))
      .reduce((sum, [p]) => sum + planetVotes(state, p), 0);
  const vp = (target: Seat) => state.players[target]?.vp ?? 0;
  const target = cardOptions(state, seat, "abs")
    .map((p) => p.target as Seat)
    .filter((t) => t !== seat && taken(t) >= BURIAL_MIN_VOTES)
    .sort((a, b) => vp(b) - vp(a) || taken(b) - taken(a))[0];
  return target === undefined ? [] : [{ card: "abs", play: { target } }];
}

/** The agenda-phase cards worth playing in the window open now, best first; none outside those windows. */
export function agendaPlays(state: Ti4State, seat: Seat): Ti4Command[] {
  const top = state.stack.at(-1);
  if (top?.kind !== "ti4CardWindow") return [];
  const hand = [...new Set(state.players[seat]?.secret.actionCards ?? [])].filter(
    (card) => ti4ActionCard(card).timing === top.timing,
  );
  if (hand.length === 0) return [];
  const vote = agendaVoteFrame(state);
  let plays: Plays = [];
  if (top.timing === "agendaPhaseStart") plays = phaseStart(state, seat, hand);
  else if (vote && top.timing === "whenAgendaRevealed") plays = whenRevealed(state, seat, vote, hand);
  else if (vote && top.timing === "afterAgendaRevealed") plays = afterReveal(state, seat, vote, hand);
  else if (vote && top.timing === "duringVoting") plays = duringVoting(state, seat, vote, hand);
  else if (vote && top.timing === "whenElected") plays = whenElected(state, seat, vote, hand);
  return plays.map(({ card, play }) => ({ type: "playActionCard", seat, card, ...play }));
}
