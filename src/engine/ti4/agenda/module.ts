/**
 * The agenda phase (LRR 8, digest §3.4). Pushed by the status phase as `{ kind: "ti4AgendaPhase" }` once the
 * custodians token has left Mecatol Rex: the speaker reveals the first agenda (8.2), the council votes from
 * the speaker's left clockwise, the speaker last (80.2), the outcome with the most votes is resolved, a tie
 * or a council without votes is the speaker's to settle (8.19); the same for the second agenda (8.3); then
 * every planet is readied and the next round begins (8.4).
 *
 * The action cards of the phase answer in windows (actionCards/windows.ts) the phase opens at their moments:
 * at its start, when an agenda is revealed and after (the riders, LRR 8.22), after each vote and after the
 * speaker's, and when a player is elected (agendaCards.ts carries them out). The transactions of LRR 94.6 are
 * proposed at any time of an agenda (transactions/transactions.ts); the notes played when one is revealed
 * answer afterAgendaRevealed.
 */
import { type Ti4AgendaId, type Ti4PlanetId, ti4Agenda, ti4Planet } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { shuffle } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { openCardWindow } from "../actionCards/windows.ts";
import type { Ti4Command } from "../commands.ts";
import { paymentValue } from "../economy/spend.ts";
import { hookAnswers } from "../hooks/index.ts";
import { beginNextRound } from "../round/strategyPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { isSpaceStation } from "../thundersEdge/stationCard.ts";
import { extraVotesPerPlanet, tradeGoodVotes } from "./abilityVotes.ts";
import { ATTACHMENT_STANDING } from "./attachments.ts";
import { agendaEffect } from "./effects.ts";
import { AGENDA_EVENTS } from "./folds.ts";
import type { Ti4AgendaPhaseFrame, Ti4AgendaVoteFrame, Ti4Vote } from "./frames.ts";
import { lawOwner, oneVoteEach } from "./laws.ts";
import { agendaOutcomes, planetVotes } from "./outcomes.ts";
import { revolutionAtStrategyPhase } from "./revolution.ts";
import { ballotsSeenBy, pushVote, voteTotals } from "./vote.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

/** Draws the top agenda, the discard pile shuffled into a new deck when the deck is empty. */
function drawAgenda(tx: Ti4Tx): Ti4AgendaId | null {
  const deck = tx.state.decks.agenda;
  if (deck.draw.length === 0 && deck.discard.length > 0) {
    const shuffled = shuffle(tx.state.rng, deck.discard);
    tx.emit({ type: "ti4AgendaDeckReshuffled", draw: shuffled.value, rng: shuffled.rng });
  }
  const top = tx.state.decks.agenda.draw[0];
  if (top === undefined) return null;
  tx.emit({ type: "ti4AgendaRevealed", agenda: top });
  return top;
}

/**
 * LRR 8.2i: the speaker reveals the top agenda and the council votes on it. A card that can offer no outcome
 * (an agenda about laws with none in play, a leak with no secret scored: the card's own condition) is
 * discarded and the next one revealed.
 */
export function revealAgenda(tx: Ti4Tx): void {
  for (let tries = 0; tries < 60; tries++) {
    const agenda = drawAgenda(tx);
    if (agenda === null) return;
    if (agendaOutcomes(tx.state, agenda).length === 0) {
      tx.emit({ type: "ti4AgendaDiscarded", agenda });
      continue;
    }
    pushVote(tx, agenda, true);
    for (const answer of hookAnswers(tx.state, "afterAgendaRevealed")) answer(tx);
    return;
  }
}

function endAgendaPhase(tx: Ti4Tx, frame: Ti4AgendaPhaseFrame): void {
  tx.emit({ type: "ti4FramePopped" });
  // LRR 8.4: every exhausted planet readied, then a new round from its strategy phase.
  for (const player of tx.state.players) {
    const planets = (Object.entries(player.planets) as [Ti4PlanetId, { exhausted: boolean }][])
      .filter(([, card]) => card.exhausted)
      .map(([planet]) => planet);
    if (planets.length > 0) tx.emit({ type: "ti4PlanetsReadied", seat: player.seat, planets });
  }
  beginNextRound(tx);
  // "When the next strategy phase begins": the planets some outcome of this phase had exhausted then.
  for (const later of frame.exhaustAtStrategyPhase ?? []) {
    const cards = tx.state.players[later.seat]?.planets ?? {};
    const planets = later.planets.filter((planet) => cards[planet] && !cards[planet].exhausted);
    if (planets.length > 0) tx.emit({ type: "ti4PlanetsExhausted", seat: later.seat, planets });
  }
  if (frame.revolutionAgainst) revolutionAtStrategyPhase(tx);
}

const agendaPhase: FrameRules<Ti4, Ti4AgendaPhaseFrame> = {
  decisions: () => [],
  advance(tx, frame) {
    if (tx.state.phase !== "agenda") {
      tx.emit({ type: "ti4PhaseBegan", phase: "agenda" });
      return true;
    }
    const revealed = frame.revealed ?? 0;
    if (!frame.started && revealed === 0) {
      // The start of the phase: the cards played then (Ancient Burial Sites) come before the first agenda.
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, started: true } });
      openCardWindow(tx, "agendaPhaseStart", tx.state.speaker);
      return true;
    }
    if (revealed >= 2) {
      endAgendaPhase(tx, frame);
      return true;
    }
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, revealed: revealed + 1 } });
    revealAgenda(tx);
    return true;
  },
};

/** LRR 8.2iii, 8.19: the outcome with the most votes, or the outcomes the speaker must choose between. */
export function tally(votes: readonly Ti4Vote[], offered: readonly string[]): string[] {
  const count = new Map<string, number>();
  for (const vote of votes)
    if (vote.outcome !== null) count.set(vote.outcome, (count.get(vote.outcome) ?? 0) + vote.votes);
  const most = Math.max(0, ...count.values());
  if (most === 0) return [...offered];
  return [...count.entries()].filter(([, n]) => n === most).map(([outcome]) => outcome);
}

/**
 * Committee Formation: its owner is asked before the first vote on an agenda electing a player, once; null
 * when nobody is to be asked.
 */
function committeeOwner(state: Ti4State, frame: Ti4AgendaVoteFrame): Seat | null {
  if (frame.committeeDeclined || frame.index > 0 || frame.tied) return null;
  if (ti4Agenda(frame.agenda).outcome.kind !== "electPlayer") return null;
  const owner = lawOwner(state, "committee");
  return owner !== null && !state.players[owner]?.eliminated ? owner : null;
}

function electByCommittee(tx: Ti4Tx, command: CommandOf<"electByCommittee">): RuleError | undefined {
  const frame = voteFrame(tx);
  if (command.player === undefined) {
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, committeeDeclined: true } });
    return undefined;
  }
  const offered = agendaOutcomes(tx.state, frame.agenda);
  if (!offered.includes(String(command.player)))
    return ruleError(
      "ERR_TI4_NOT_AN_OUTCOME",
      "LRR 8.9",
      `Seat ${command.player} cannot be elected: name one of the players in the game.`,
      { player: command.player },
    );
  tx.emit({ type: "ti4LawRepealed", agenda: "committee" });
  tx.emit({ type: "ti4ElectedByCommittee", seat: command.seat, player: command.player });
  resolveAgenda(tx, frame, String(command.player));
  return undefined;
}

const agendaVote: FrameRules<Ti4, Ti4AgendaVoteFrame> = {
  seenBy: ballotsSeenBy,
  decisions(state, frame) {
    if (frame.vetoed || frame.revealStep !== undefined || frame.decided !== undefined) return [];
    if (frame.tied)
      return [
        {
          kind: "chooseOutcome",
          seat: state.speaker,
          simultaneous: false,
          prompt: `settle ${ti4Agenda(frame.agenda).name}: the votes are tied`,
          choices: frame.tied,
        },
      ];
    const committee = committeeOwner(state, frame);
    if (committee !== null)
      return [
        {
          kind: "electByCommittee",
          seat: committee,
          simultaneous: false,
          prompt: `use Committee Formation to name who ${ti4Agenda(frame.agenda).name} elects, or keep it`,
          choices: agendaOutcomes(state, frame.agenda),
        },
      ];
    const seat = frame.order[frame.index];
    if (seat === undefined) return [];
    const name = ti4Agenda(frame.agenda).name;
    return [
      {
        kind: "castVotes",
        seat,
        simultaneous: false,
        prompt: `vote on ${name}`,
        choices: agendaOutcomes(state, frame.agenda),
      },
      { kind: "abstain", seat, simultaneous: false, prompt: `abstain on ${name}` },
    ];
  },
  advance(tx, frame) {
    if (frame.vetoed) {
      // Veto: the agenda went to the discard pile; the next one is revealed in its place.
      tx.emit({ type: "ti4FramePopped" });
      revealAgenda(tx);
      return true;
    }
    if (frame.revealStep !== undefined) {
      // LRR 8.2: the cards played when the agenda is revealed, then those played after (the riders).
      const next = frame.revealStep === "when" ? "after" : undefined;
      const { revealStep: _, ...rest } = frame;
      tx.emit({ type: "ti4FrameUpdated", frame: next ? { ...rest, revealStep: next } : rest });
      openCardWindow(
        tx,
        frame.revealStep === "when" ? "whenAgendaRevealed" : "afterAgendaRevealed",
        tx.state.speaker,
      );
      return true;
    }
    if (frame.decided !== undefined) return settle(tx, frame, frame.decided);
    if (frame.tied || frame.index < frame.order.length) return false;
    if (committeeOwner(tx.state, frame) !== null) return false;
    if (!frame.lastCall) {
      // Once the speaker has voted (the last), every player may answer (Bribery).
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, lastCall: true } });
      openCardWindow(tx, "duringVoting", tx.state.speaker);
      return true;
    }
    const offered = agendaOutcomes(tx.state, frame.agenda);
    // Hidden Agenda: the speaker tells only the totals, before the outcome is known.
    if (frame.secretBallot)
      tx.emit({ type: "ti4VoteTotalsTold", agenda: frame.agenda, totals: voteTotals(frame.votes, offered) });
    const leaders = tally(frame.votes, offered);
    const [only] = leaders;
    if (leaders.length === 1 && only !== undefined)
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, decided: only } });
    else tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, tied: leaders } });
    return true;
  },
};

/**
 * The outcome is known: a player it elects may first answer with a card (Confusing Legal Text, which
 * changes `decided`), then it is resolved.
 */
function settle(tx: Ti4Tx, frame: Ti4AgendaVoteFrame, outcome: string): boolean {
  if (ti4Agenda(frame.agenda).outcome.kind === "electPlayer" && !frame.electedAsked) {
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, electedAsked: true } });
    openCardWindow(tx, "whenElected", Number(outcome) as Seat);
    return true;
  }
  resolveAgenda(tx, frame, outcome);
  return true;
}

/**
 * LRR 8.18-8.21, 7.3-7.8: the outcome carried out; a law passed For or elected stays in play, a directive
 * or a law voted Against goes to the discard pile. The vote's frame is gone first, so an outcome that asks
 * for more (a law voted again) pushes its own.
 */
function resolveAgenda(tx: Ti4Tx, frame: Ti4AgendaVoteFrame, outcome: string): void {
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4AgendaResolved", agenda: frame.agenda, outcome });
  const card = ti4Agenda(frame.agenda);
  const stays = card.kind === "law" && outcome !== "against";
  const effect = agendaEffect(frame.agenda);
  effect.before?.(tx, { agenda: frame.agenda, outcome, votes: frame.votes });
  if (stays) {
    const owner = card.outcome.kind === "electPlayer" ? Number(outcome) : null;
    const elected = card.outcome.kind === "forAgainst" ? null : outcome;
    tx.emit({ type: "ti4LawEnacted", law: { agenda: frame.agenda, elected, owner } });
  } else tx.emit({ type: "ti4AgendaDiscarded", agenda: frame.agenda });
  effect.after?.(tx, { agenda: frame.agenda, outcome, votes: frame.votes });
  for (const answer of hookAnswers(tx.state, "afterAgendaResolved"))
    answer(tx, { agenda: frame.agenda, outcome, votes: frame.votes, riders: frame.riders ?? [] });
}

function voteFrame(tx: Ti4Tx): Ti4AgendaVoteFrame {
  const frame = tx.state.stack.at(-1);
  // apply has checked that the command answers the vote's decision.
  if (frame?.kind !== "ti4AgendaVote") throw new Error("votes are cast only on an agenda under vote");
  return frame;
}

function castVotes(tx: Ti4Tx, command: CommandOf<"castVotes">): RuleError | undefined {
  const frame = voteFrame(tx);
  const { seat, outcome, planets } = command;
  const tradeGoods = command.tradeGoods ?? 0;
  const bought = tradeGoodVotes(tx.state, seat, tradeGoods);
  if (typeof bought !== "number") return bought;
  const offered = agendaOutcomes(tx.state, frame.agenda);
  if (!offered.includes(outcome))
    return ruleError(
      "ERR_TI4_NOT_AN_OUTCOME",
      "LRR 8.8-8.11",
      `${outcome} is not an outcome of ${ti4Agenda(frame.agenda).name}: vote for one of ${offered.join(", ")}.`,
      { outcome },
    );
  let votes: number;
  if (oneVoteEach(tx.state)) {
    if (planets.length > 0)
      return ruleError(
        "ERR_TI4_ONE_VOTE_EACH",
        "Representative Government",
        "Under Representative Government nobody exhausts planets to vote: each player casts 1 vote.",
      );
    votes = 1;
  } else {
    if (planets.length === 0 && tradeGoods === 0)
      return ruleError(
        "ERR_TI4_NO_VOTES",
        "LRR 8.6, 8.14",
        "Votes are cast by exhausting planets: name at least one, or abstain.",
      );
    // TE "Space Stations": a station's card is no planet for voting.
    const station = planets.find(isSpaceStation);
    if (station !== undefined)
      return ruleError(
        "ERR_TI4_STATION_DOES_NOT_VOTE",
        "TE Space Stations",
        `${ti4Planet(station).name} is a space station: stations are not planets for voting.`,
        { planet: station },
      );
    // The planets checked as a payment is (controlled, ready, each once); their votes with attachments.
    const value = paymentValue(tx.state, seat, { planets, tradeGoods: 0 }, "influence");
    if (typeof value !== "number") return value;
    votes = planets.reduce((sum, planet) => sum + planetVotes(tx.state, planet), 0);
    votes += planets.length * extraVotesPerPlanet(tx.state, seat);
    if (planets.length > 0) tx.emit({ type: "ti4PlanetsExhausted", seat, planets: [...planets] });
  }
  votes += bought;
  if (tradeGoods > 0) tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: -tradeGoods, reason: "votes" });
  const secret = frame.secretBallot;
  tx.emit({ type: "ti4VotesCast", seat, outcome, votes, ...(secret ? { to: seat } : {}) });
  handBallot(tx, frame, seat, outcome, votes);
  tx.emit({
    type: "ti4FrameUpdated",
    frame: { ...frame, index: frame.index + 1, votes: [...frame.votes, { seat, outcome, votes }] },
  });
  // Right after their own vote the voter may answer (Distinguished Councilor); after the last, everyone may.
  if (frame.index + 1 < frame.order.length) openCardWindow(tx, "duringVoting", seat);
  return undefined;
}

/** Hidden Agenda: a secret ballot goes to the speaker, who reads it (their own is already theirs). */
function handBallot(tx: Ti4Tx, frame: Ti4AgendaVoteFrame, seat: Seat, outcome: string | null, votes: number) {
  const speaker = frame.secretBallot?.speaker;
  if (speaker === undefined || speaker === seat) return;
  tx.emit({ type: "ti4BallotHandedToSpeaker", seat, outcome, votes, to: speaker });
}

function abstain(tx: Ti4Tx, command: CommandOf<"abstain">): RuleError | undefined {
  const frame = voteFrame(tx);
  const secret = frame.secretBallot;
  tx.emit({ type: "ti4VoteAbstained", seat: command.seat, ...(secret ? { to: command.seat } : {}) });
  handBallot(tx, frame, command.seat, null, 0);
  const vote = { seat: command.seat, outcome: null, votes: 0 };
  tx.emit({
    type: "ti4FrameUpdated",
    frame: { ...frame, index: frame.index + 1, votes: [...frame.votes, vote] },
  });
  return undefined;
}

function chooseOutcome(tx: Ti4Tx, command: CommandOf<"chooseOutcome">): RuleError | undefined {
  const frame = voteFrame(tx);
  const tied = frame.tied ?? [];
  if (!tied.includes(command.outcome))
    return ruleError(
      "ERR_TI4_NOT_TIED",
      "LRR 8.19",
      `The speaker settles between the outcomes tied for most votes: ${tied.join(", ")}.`,
      { outcome: command.outcome },
    );
  tx.emit({ type: "ti4OutcomeChosenBySpeaker", seat: command.seat, outcome: command.outcome });
  const { tied: _, ...rest } = frame;
  tx.emit({ type: "ti4FrameUpdated", frame: { ...rest, decided: command.outcome } });
  return undefined;
}

export const TI4_AGENDA_PHASE: KernelModule<Ti4> = {
  id: "agendaPhase",
  commands: { castVotes, abstain, chooseOutcome, electByCommittee },
  frames: { ti4AgendaPhase: agendaPhase, ti4AgendaVote: agendaVote },
  events: AGENDA_EVENTS,
  standing: ATTACHMENT_STANDING,
};
