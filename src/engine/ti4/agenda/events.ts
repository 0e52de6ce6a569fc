/**
 * What the agenda phase adds to the log (LRR 8): an agenda revealed, the votes cast, the outcome, a law
 * put in play or taken out, a directive discarded, and the changes some outcomes make that no shared table
 * event covers (action cards thrown away or drawn, the speaker token passed on). Planets exhausted to vote,
 * units destroyed, trade goods and victory points use the table's events (board/events.ts).
 */
import type { Ti4AgendaId, Ti4ObjectiveId, Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RngState } from "../../rng.ts";

/** A law in play (LRR 7.2, 8.20): which, what its Elect outcome named, and the player holding it, if any. */
export interface Ti4LawInPlay {
  agenda: Ti4AgendaId;
  /** The elected player (their seat as text), planet or other choice; null for a law passed "For". */
  elected: string | null;
  /** The player whose play area holds the card (an elected player's law); null: the common area. */
  owner: Seat | null;
  /** An exhausted card (a Research Team used); readied in the status phase (LRR 81.6). Absent: ready. */
  exhausted?: boolean;
}

export type Ti4AgendaEvent =
  /** LRR 8.2: the speaker draws and reads the top agenda. */
  | { type: "ti4AgendaRevealed"; agenda: Ti4AgendaId }
  /** The agenda deck empty: its discard pile shuffled into a new deck (order secret). */
  | { type: "ti4AgendaDeckReshuffled"; draw: Ti4AgendaId[]; rng: RngState }
  /**
   * LRR 8.6-8.8: a player's votes, all for one outcome (the planets exhausted come as their own event).
   * `to`: cast in secret (Hidden Agenda), the voter's alone; the speaker is told by its own event.
   */
  | { type: "ti4VotesCast"; seat: Seat; outcome: string; votes: number; to?: Seat }
  | { type: "ti4VoteAbstained"; seat: Seat; to?: Seat }
  /** LRR 8.19: the speaker settles a tie or a council without votes (not a vote). */
  | { type: "ti4OutcomeChosenBySpeaker"; seat: Seat; outcome: string }
  /** Committee Formation discarded by its owner to name the elected player; nobody votes. */
  | { type: "ti4ElectedByCommittee"; seat: Seat; player: Seat }
  /** LRR 8.18: the outcome carried out. */
  | { type: "ti4AgendaResolved"; agenda: Ti4AgendaId; outcome: string }
  /** LRR 8.20: a law passed For or elected stays in play. */
  | { type: "ti4LawEnacted"; law: Ti4LawInPlay }
  /** Who holds a law in play changed (Holy Planet of Ixth's point following its planet). */
  | { type: "ti4LawHolderChanged"; agenda: Ti4AgendaId; owner: Seat | null }
  /** A law leaves play (abolished, overturned, repealed by a new constitution) for the discard pile. */
  | { type: "ti4LawRepealed"; agenda: Ti4AgendaId }
  /** LRR 8.21: a directive, or a law voted down, goes to the discard pile. */
  | { type: "ti4AgendaDiscarded"; agenda: Ti4AgendaId }
  /** Classified Document Leaks: a scored secret objective laid out as a public one. */
  | { type: "ti4SecretObjectiveLeaked"; objective: Ti4ObjectiveId; scoredBy: Seat[] }
  /** A law in play exhausted for its ability (a Research Team), or the exhausted ones readied (LRR 81.6). */
  | { type: "ti4LawExhausted"; agenda: Ti4AgendaId }
  | { type: "ti4LawsReadied"; agendas: Ti4AgendaId[] }
  /** Imperial Arbiter: `seat` gives `gave` to `other` and takes their `took`. */
  | {
      type: "ti4StrategyCardsTraded";
      seat: Seat;
      other: Seat;
      gave: Ti4StrategyCardId;
      took: Ti4StrategyCardId;
    }
  /** Ixthian Artifact For: the speaker's die (the generator's next state carried). */
  | { type: "ti4ArtifactRolled"; seat: Seat; result: number; rng: RngState }
  /** The speaker token handed on (Public Execution). */
  | { type: "ti4SpeakerPassed"; seat: Seat }
  /** Hidden Agenda: `seat`'s secret ballot handed to the speaker (`to`); `outcome` null for no votes. */
  | { type: "ti4BallotHandedToSpeaker"; seat: Seat; outcome: string | null; votes: number; to: Seat }
  /** Hidden Agenda: the speaker tells the council only the total of votes for each outcome. */
  | { type: "ti4VoteTotalsTold"; agenda: Ti4AgendaId; totals: { outcome: string; votes: number }[] };
