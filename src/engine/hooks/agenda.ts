/** Rule moments of an agenda before the Galactic Council (RR §20). */
import type { Command } from "../commands.ts";
import type { RuleError } from "../ruleError.ts";
import type { AgendaRule } from "../rules/politics/agendaTools.ts";
import type { AgendaFrame } from "../rules/politics/frames.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";

export interface AgendaHooks {
  /**
   * The agenda is about to be drawn: true when it is not drawn this time (Council Dissolved), and the
   * agenda then ends without a card. The first answer that says so counts.
   */
  agendaDrawCancelled: (tx: Tx, frame: AgendaFrame) => boolean;
  /**
   * The agenda has been read, before the Xxcha may veto it: true when a question was pushed and the
   * agenda waits beneath it (Council Elder). The first answer that asks counts.
   */
  agendaRead: (tx: Tx, frame: AgendaFrame) => boolean;
  /** The players who vote, in order (RR §20): each answer may narrow the order the one before gave. */
  votingOrder: (state: GameState, frame: AgendaFrame, order: Seat[]) => Seat[];
  /** Votes a player commands beyond his planets' (Lazax Survivors, RR §24.3): summed. */
  extraVotes: (state: GameState, seat: Seat) => number;
  /** A player abstains without being asked (Thugs): any answer bars him. */
  votingBarred: (state: GameState, seat: Seat) => boolean;
  /**
   * The votes a planet gives its holder, exhausted or not, when a card changes them (Usurper);
   * undefined when the planet counts as usual. The first number counts.
   */
  planetVotes: (state: GameState, seat: Seat, planet: string) => number | undefined;
  /**
   * The outcome is known, before it takes effect (Veto Power): "asked" when a question was pushed (the
   * agenda waits), "vetoed" when the outcome is thrown out. The first answer other than "go" counts.
   */
  agendaOutcomeDecided: (tx: Tx, frame: AgendaFrame, outcome: string) => "go" | "asked" | "vetoed";
  /**
   * How the outcome of an agenda takes effect, by the card's effect key; the first answer that knows the
   * card counts. Every card a game may hold has one (setup/decksBuilt.ts).
   */
  agendaOutcome: (effect: string) => AgendaRule | undefined;
  /**
   * A vote or the Speaker's tie-break answered while the vote under way is not an agenda's (SE option 14:
   * the Voice of the Council): the module running that vote carries it out and says how it went;
   * undefined from the others.
   */
  otherVoteAnswered: (
    tx: Tx,
    command: Extract<Command, { type: "castVotes" | "breakTie" }>,
  ) => { readonly refused: RuleError | undefined } | undefined;
}
