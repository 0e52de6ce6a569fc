/**
 * What playing action cards adds to the log (LRR 2). A played card leaves the hand by the deck's own
 * discard (deck.ts: `ti4ActionCardsDiscarded`, reason "played"); the events here say what it does. The
 * window preferences are the player's own (`to`): nobody else reads that a player never answers.
 */
import type { Ti4ActionCardId, Ti4ActionMoment } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RngState } from "../../rng.ts";
import type { Ti4CardPlay } from "./effects.ts";

export type Ti4ActionCardEvent =
  /** A card played, face up, with what it names. */
  | { type: "ti4ActionCardPlayed"; seat: Seat; card: Ti4ActionCardId; play: Ti4CardPlay }
  /** The card played by `seat` is cancelled (by Sabotage, played by `by`). */
  | { type: "ti4ActionCardCancelled"; seat: Seat; card: Ti4ActionCardId; by: Seat }
  /** The card resolved; `applied` false when it no longer could when its turn came (nothing happened). */
  | { type: "ti4ActionCardResolved"; seat: Seat; card: Ti4ActionCardId; applied: boolean }
  /** A card whose effect lasts the combat round (Morale Boost...), kept on the combat's frame. */
  | { type: "ti4RoundCardInEffect"; seat: Seat; card: Ti4ActionCardId }
  /** A card cancels `hits` of the hits `seat` is about to assign (Shields Holding, Maneuvering Jets). */
  | { type: "ti4HitsCancelled"; seat: Seat; hits: number; card: Ti4ActionCardId }
  /** A player passed a window. */
  | { type: "ti4CardWindowPassed"; seat: Seat; timing: Ti4ActionMoment }
  /** A player's standing answer to every window (secret: `to`). */
  | { type: "ti4CardWindowAutoPassSet"; seat: Seat; on: boolean; to: Seat }
  /** A player offered, once a game, to pass every window from now on (secret: `to`). */
  | { type: "ti4CardWindowAutoPassOffered"; seat: Seat; to: Seat }
  /** Spy: a card taken at random from `from`'s hand (secret: the taker's; the loser sees their hand). */
  | { type: "ti4ActionCardTaken"; seat: Seat; from: Seat; card: Ti4ActionCardId; to: Seat; rng: RngState }
  /** Spy, told to the player who lost the card: which it was (the fold is the taker's event above). */
  | { type: "ti4ActionCardLost"; seat: Seat; card: Ti4ActionCardId; to: Seat }
  /** Spy, for everyone: a card changed hands, not which. */
  | { type: "ti4ActionCardTakenCounted"; seat: Seat; from: Seat }
  /** Plague: one die per infantry, each 6 or more a hit (LRR 2 cards' own rolls from the seeded generator). */
  | {
      type: "ti4CardDiceRolled";
      seat: Seat;
      card: Ti4ActionCardId;
      rolls: number[];
      hits: number;
      rng: RngState;
    };
