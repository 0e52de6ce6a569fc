/**
 * What trading adds to the log (LRR 69, 94): a transaction made or declined, promissory notes changing
 * hands, played, laid face up and returned, and action cards given (the Hacan's Arbiters). Trade goods and
 * commodities change hands with the table's events (board/events.ts).
 */
import type { Ti4ActionCardId, Ti4ObjectiveId, Ti4RelicId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";

export type Ti4TransactionEvent =
  /** LRR 94: a transaction agreed between two seats, in the window `window` (a turn, or an agenda). */
  | { type: "ti4TransactionMade"; seats: [Seat, Seat]; window: string }
  | { type: "ti4TransactionDeclined"; seat: Seat; proposer: Seat }
  /**
   * LRR 69.5, 94.3: a note from one hand to another (a note of the receiver's colour comes home). Public,
   * as the proposal it carries out was (the fields are not named `to`: that would make it one seat's secret).
   */
  | { type: "ti4PromissoryNoteGiven"; giver: Seat; receiver: Seat; note: string; owner: Seat }
  /** LRR 69: a note laid face up in its holder's play area (from the hand). */
  | { type: "ti4PromissoryNoteLaidOut"; seat: Seat; note: string; owner: Seat }
  /** LRR 69.2: a note played by its holder at its moment (its effect follows as its own events). */
  | { type: "ti4PromissoryNotePlayed"; seat: Seat; note: string; owner: Seat }
  /** LRR 69.3: a note goes back to its owner's hand, from the holder's hand or play area. */
  | { type: "ti4PromissoryNoteReturned"; seat: Seat; note: string; owner: Seat }
  /** LRR 94.3a: action cards given in a transaction with the Hacan. */
  | { type: "ti4ActionCardsGiven"; giver: Seat; receiver: Seat; cards: Ti4ActionCardId[] }
  /** Black Market Dealings (TE action card): relics given, each keeping its side (ready or exhausted). */
  | { type: "teRelicsGiven"; giver: Seat; receiver: Seat; relics: Ti4RelicId[] }
  /** Black Market Dealings: unscored secret objectives given; which ones is the receiver's secret (`to`). */
  | { type: "teSecretObjectivesGiven"; giver: Seat; receiver: Seat; objectives: Ti4ObjectiveId[]; to: Seat };
