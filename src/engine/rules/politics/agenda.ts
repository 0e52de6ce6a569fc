/**
 * An agenda before the Galactic Council (RR §20), as one frame that walks its steps: the card is drawn
 * (Political primary; a window for "before the agenda is drawn" cards first) or played from a hand
 * (Assembly); it is read, and the Xxcha may veto it (RR §25: spend a Strategy Allocation counter; another
 * card is drawn); a window opens for "after the agenda is read" cards; the players vote in order; a window
 * opens for "after the votes" cards; the votes are counted and the outcome resolved (outcomes.ts).
 */
import { getPoliticalCard, type PoliticalCardId } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { politicalCardUsable, topPoliticalCard } from "../actionCards/draw.ts";
import { openActionWindow } from "../actionCards/window.ts";
import { activePlayers, hasAbility, player } from "../players.ts";
import { type AgendaFrame, newAgendaFrame } from "./frames.ts";
import { finishAgenda } from "./outcomes.ts";
import { allCandidates, comingVotes, countVotes, nextVoter, votingOrder } from "./voting.ts";

/** Puts an agenda before the council: drawn from the deck, or played from `reader`'s hand. */
export function startAgenda(tx: Tx, reader: Seat, source: AgendaFrame["source"], resume: boolean): void {
  tx.emit({ type: "framePushed", frame: newAgendaFrame(reader, source, resume) });
}

/** Xxcha players able to pay for a veto now (RR §25 Xxcha). */
export function vetoers(state: GameState): Seat[] {
  return activePlayers(state)
    .filter((p) => hasAbility(state, p.seat, "xxchaVeto") && p.counters.strategy >= 1)
    .map((p) => p.seat);
}

function cardName(frame: AgendaFrame): string {
  return frame.card === null ? "the agenda" : getPoliticalCard(frame.card).name;
}

export const AGENDA_RULES: FrameRules<AgendaFrame> = {
  decisions(state, frame): Decision[] {
    const ask = (kind: Decision["kind"], seat: Seat, prompt: string, simultaneous = false): Decision => ({
      kind,
      seat,
      simultaneous,
      prompt,
    });
    switch (frame.step) {
      case "play":
        return [ask("playPoliticalCard", frame.reader, "play a Political Card from your hand as the agenda")];
      case "veto":
        return vetoers(state).map((seat) =>
          ask(
            "vetoAgenda",
            seat,
            `veto ${cardName(frame)} for a Strategy Allocation counter, or let it stand`,
            true,
          ),
        );
      case "vote":
        return voteDecisions(state, frame);
      case "tie":
        return [
          {
            ...ask("breakTie", state.speaker, `break the tie on ${cardName(frame)} as Speaker`),
            choices: frame.tied,
          },
        ];
      default:
        return [];
    }
  },
  advance(tx, frame) {
    switch (frame.step) {
      case "beforeDraw":
        tx.emit({ type: "frameReplaced", frame: { ...frame, step: "draw" } });
        openActionWindow(tx, "beforeAgendaDrawn");
        return true;
      case "play":
        if (player(tx.state, frame.reader).secret.politicalCards.length > 0) return false;
        // SE p.15: a player with no Political Card in hand plays the top card of the deck.
        tx.emit({ type: "frameReplaced", frame: { ...frame, step: "draw" } });
        return true;
      case "draw":
        // Council Dissolved (Action Card): the Political primary draws no agenda this time.
        if (answers(tx.state, "agendaDrawCancelled").some((cancelled) => cancelled(tx, frame)))
          finishAgenda(tx, frame);
        else drawAgenda(tx, frame);
        return true;
      case "read":
        // Council Elder (RR §20) may ask first whether the elder alone votes.
        if (answers(tx.state, "agendaRead").some((asked) => asked(tx, frame))) return true;
        if (vetoers(tx.state).length > 0)
          tx.emit({ type: "frameReplaced", frame: { ...frame, step: "veto" } });
        else openVote(tx, frame);
        return true;
      case "vote": {
        // Thugs (Action Card): a player barred from voting this round abstains without being asked.
        const voter = nextVoter(frame);
        if (
          voter !== undefined &&
          answers(tx.state, "votingBarred").some((barred) => barred(tx.state, voter))
        ) {
          tx.emit({ type: "votesCast", seat: voter, choice: null, votes: 0 });
          return true;
        }
        if (voter !== undefined) return false;
        tx.emit({ type: "frameReplaced", frame: { ...frame, step: "count" } });
        openActionWindow(tx, "afterVotesCast");
        return true;
      }
      case "count":
        countVotes(tx, frame);
        return true;
      default:
        return false;
    }
  },
};

function voteDecisions(state: GameState, frame: AgendaFrame): Decision[] {
  const seat = nextVoter(frame);
  if (seat === undefined) return [];
  const card = frame.card as PoliticalCardId;
  const options = allCandidates(state, card);
  const vote: Decision = {
    kind: "castVotes",
    seat,
    simultaneous: false,
    prompt: `cast your ${comingVotes(state, frame, seat)} votes on ${cardName(frame)}, or abstain`,
  };
  if (options.length <= 25) vote.choices = options;
  const decisions = [vote];
  // RR §19 "voting" cards: offered to the player about to vote (see outcomes.ts for the reasoning).
  if (player(state, seat).secret.actionCards.length > 0) {
    decisions.push({ kind: "playActionCard", seat, simultaneous: false, prompt: "play an Action Card" });
  }
  return decisions;
}

/** Draws the top card; one naming a Strategy Card or system not in this game is set aside for another. */
function drawAgenda(tx: Tx, frame: AgendaFrame): void {
  const card = topPoliticalCard(tx);
  if (card === null) {
    finishAgenda(tx, frame);
    return;
  }
  tx.emit({ type: "agendaRevealed", seat: frame.reader, card, from: "deck" });
  if (!politicalCardUsable(tx.state, card)) {
    const reason = "it names a Strategy Card or system not in this game (SE p.9)";
    tx.emit({ type: "agendaCancelled", seat: frame.reader, card, reason });
    return;
  }
  tx.emit({ type: "frameReplaced", frame: { ...frame, card, step: "read" } });
}

/** Opens the vote (or resolves at once an Elect agenda with nothing to elect, such as Repeal with no law). */
function openVote(tx: Tx, frame: AgendaFrame): void {
  if (allCandidates(tx.state, frame.card as PoliticalCardId).length === 0) {
    finishAgenda(tx, frame);
    return;
  }
  // Council Elder (RR §20): the elder alone votes when he used the law on this agenda.
  const order = answers(tx.state, "votingOrder").reduce(
    (seats, narrow) => narrow(tx.state, frame, seats),
    votingOrder(tx.state),
  );
  tx.emit({ type: "frameReplaced", frame: { ...frame, step: "vote", order } });
  openActionWindow(tx, "afterAgendaRead");
}

function agendaOnTop(tx: Tx): AgendaFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "agenda") throw new Error("no agenda in progress");
  return frame;
}

export function vetoAgenda(tx: Tx, command: Extract<Command, { type: "vetoAgenda" }>): RuleError | undefined {
  const frame = agendaOnTop(tx);
  if (!command.veto) {
    openVote(tx, frame);
    return undefined;
  }
  const card = frame.card as PoliticalCardId;
  tx.emit({
    type: "commandCountersSpent",
    seat: command.seat,
    counters: { strategy: 1 },
    reason: "Xxcha veto",
  });
  tx.emit({ type: "agendaCancelled", seat: command.seat, card, reason: "vetoed by the Xxcha" });
  return undefined;
}

export function playPoliticalCard(
  tx: Tx,
  command: Extract<Command, { type: "playPoliticalCard" }>,
): RuleError | undefined {
  const frame = agendaOnTop(tx);
  if (!player(tx.state, command.seat).secret.politicalCards.includes(command.card)) {
    return ruleError("ERR_NOT_IN_HAND", "SE p.15", "Play a Political Card from your own hand.");
  }
  tx.emit({ type: "agendaRevealed", seat: command.seat, card: command.card, from: "hand" });
  tx.emit({ type: "frameReplaced", frame: { ...frame, card: command.card, step: "read" } });
  return undefined;
}
