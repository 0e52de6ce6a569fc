/** Putting an agenda to the vote (LRR 8.2ii, 80.2): who votes, in which order. */
import type { Ti4AgendaId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { votingUnstoppable } from "./abilityVotes.ts";
import type { Ti4AgendaPhaseFrame, Ti4AgendaVoteFrame, Ti4Vote } from "./frames.ts";
import { seatsInPlay } from "./outcomes.ts";

/** LRR 8.2ii, 80.2: from the speaker's left clockwise, the speaker last; the barred do not vote (8.16),
 * unless no effect can stop them (abilityVotes.ts). */
export function votingOrder(state: Ti4State, barred: readonly Seat[] = []): Seat[] {
  const n = state.players.length;
  const inPlay = seatsInPlay(state);
  return Array.from({ length: n }, (_, i) => (state.speaker + 1 + i) % n).filter(
    (seat) =>
      inPlay.includes(seat) &&
      (votingUnstoppable(state, seat) ||
        (!barred.includes(seat) &&
          !hookAnswers(state, "castsNoVotes").some((answer) => answer(state, seat)))),
  );
}

export function agendaPhaseFrame(state: Ti4State): Ti4AgendaPhaseFrame | undefined {
  const frame = state.stack.find((f) => f.kind === "ti4AgendaPhase");
  return frame?.kind === "ti4AgendaPhase" ? frame : undefined;
}

/** The council votes on an agenda (one just revealed, or a law voted again after Miscount Disclosed). */
export function pushVote(tx: Tx<Ti4>, agenda: Ti4AgendaId, revealed = false): void {
  const order = votingOrder(tx.state, agendaPhaseFrame(tx.state)?.barred ?? []);
  const secret = hookAnswers(tx.state, "votesSecret").some((answer) => answer(tx.state));
  tx.emit({
    type: "ti4FramePushed",
    frame: {
      kind: "ti4AgendaVote",
      agenda,
      order,
      index: 0,
      votes: [],
      ...(secret ? { secretBallot: { speaker: tx.state.speaker } } : {}),
      // A revealed agenda opens the windows of its reveal first (LRR 8.2; module.ts).
      ...(revealed ? { revealStep: "when" as const } : {}),
    },
  });
}

/**
 * Hidden Agenda: the frame as `viewer` may read it. A secret ballot is the voter's and the speaker's to
 * read; anyone else sees that the seat has voted, not how (outcome null, votes 0, `hidden`).
 */
export function ballotsSeenBy(frame: Ti4AgendaVoteFrame, viewer: Seat | null): Ti4AgendaVoteFrame {
  const secret = frame.secretBallot;
  if (!secret || viewer === secret.speaker) return frame;
  if (!frame.votes.some((vote) => vote.seat !== viewer)) return frame;
  return {
    ...frame,
    votes: frame.votes.map((vote) =>
      vote.seat === viewer ? vote : { seat: vote.seat, outcome: null, votes: 0, hidden: true as const },
    ),
  };
}

/** Hidden Agenda: the total of votes for each outcome voted for, in the order the outcomes are offered. */
export function voteTotals(
  votes: readonly Ti4Vote[],
  offered: readonly string[],
): { outcome: string; votes: number }[] {
  return offered.flatMap((outcome) => {
    const total = votes.filter((v) => v.outcome === outcome).reduce((sum, v) => sum + v.votes, 0);
    return total > 0 ? [{ outcome, votes: total }] : [];
  });
}
