/**
 * The frames of the Galactic Council (RR §20) and of the strategy cards that call it (RR §6 Political,
 * SE p.15 Assembly). The agenda under vote is public; the cards a player looked at are kept in his secrets.
 */
import type { PlanetId, PoliticalCardId } from "../../../content/index.ts";
import type { PositionLabel, Seat, UnitCounts } from "../../state.ts";

/**
 * Where an agenda is: the card is drawn (or played from a hand), read, perhaps vetoed by the Xxcha, voted
 * one player at a time, counted, and its outcome resolved.
 */
export type AgendaStep = "beforeDraw" | "draw" | "play" | "read" | "veto" | "vote" | "count" | "tie";

/** One player's vote: all his votes for one option, or an abstention (`choice` null). */
export interface CastVote {
  seat: Seat;
  choice: string | null;
  votes: number;
}

export interface AgendaFrame {
  kind: "agenda";
  /** "drawn": the top of the deck (Political primary); "played": from the reader's hand (Assembly). */
  source: "drawn" | "played";
  /** The player who draws or plays the agenda and reads it out. */
  reader: Seat;
  card: PoliticalCardId | null;
  step: AgendaStep;
  /** Voting order, fixed when the vote opens: clockwise from the Speaker's left, the Speaker last. */
  order: Seat[];
  votes: CastVote[];
  /** Votes added to a player's coming vote (Fantastic Rhetoric). */
  extra: { seat: Seat; votes: number }[];
  /** The options tied for the most votes, for the Speaker to choose from. */
  tied: string[];
  /** Whether the strategic action that called this agenda goes on to its secondaries when it ends. */
  resume: boolean;
}

/**
 * A fresh agenda before the council: drawn from the deck, or played from `reader`'s hand. Built here, in a
 * module that imports nothing at run time, so every rule that puts an agenda up (agenda.ts, and the laws
 * and directives that agenda.ts reaches back through outcomes.ts) can share it without an import cycle.
 */
export function newAgendaFrame(reader: Seat, source: AgendaFrame["source"], resume: boolean): AgendaFrame {
  return {
    kind: "agenda",
    source,
    reader,
    card: null,
    step: source === "drawn" ? "beforeDraw" : "play",
    order: [],
    votes: [],
    extra: [],
    tied: [],
    resume,
  };
}

/** RR §6 Political: the holder looks at the top 3 Political Cards and puts one back on top. */
export interface PoliticalPeekFrame {
  kind: "politicalPeek";
  seat: Seat;
  /** Set once the cards have been shown to the holder (a private event). */
  peeked: boolean;
}

/** SE p.15 Assembly: the holder chooses option a) or b) after drawing. */
export interface SenateFrame {
  kind: "senate";
  seat: Seat;
}

/**
 * The holder of a law is asked whether he uses it now (RR §20; rules/politics/laws/lawUse.ts): Minister of
 * War before the first round of his Space Battle, Minister of Peace when a fleet moves into another's
 * system, Minister of Internal Security as an Invasion Combat on Mecatol Rex begins. The procedure it
 * interrupts waits beneath it.
 */
export interface LawUseFrame {
  kind: "lawUse";
  card: PoliticalCardId;
  /** The holder asked. */
  seat: Seat;
  /** The system of the battle, the move or Mecatol Rex. */
  position: PositionLabel;
  /** The other side: the holder's opponent in the battle, or the player who moved. */
  against: Seat | null;
  /** Minister of Peace: the move to undo, as it was made (its unitsMoved and unitsLifted). */
  moves: {
    from: PositionLabel;
    to: PositionLabel;
    path: PositionLabel[];
    units: UnitCounts;
    damaged?: UnitCounts;
  }[];
  lifts: { position: PositionLabel; planet: PlanetId; units: UnitCounts }[];
}
