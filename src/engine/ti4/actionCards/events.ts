/**
 * What playing action cards adds to the log (LRR 2). A played card leaves the hand by the deck's own
 * discard (deck.ts: `ti4ActionCardsDiscarded`, reason "played"); the events here say what it does. The
 * window preferences are the player's own (`to`): nobody else reads that a player never answers.
 */
import type {
  Ti4ActionCardId,
  Ti4ActionMoment,
  Ti4AgendaId,
  Ti4PlanetId,
  Ti4StrategyCardId,
  Ti4TechnologyId,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RngState } from "../../rng.ts";
import type { Ti4CardInForce } from "../round/frames.ts";
import type { Ti4UnitCounts } from "../state.ts";
import type { Ti4CardPlay } from "./effects.ts";

export type Ti4ActionCardEvent =
  /** A card played, face up, with what it names. */
  | { type: "ti4ActionCardPlayed"; seat: Seat; card: Ti4ActionCardId; play: Ti4CardPlay }
  /**
   * The card played by `seat` is cancelled by `by`: with Sabotage, or with `technology` when an ability of
   * theirs cancels it (Instinct Training).
   */
  | {
      type: "ti4ActionCardCancelled";
      seat: Seat;
      card: Ti4ActionCardId;
      by: Seat;
      technology?: Ti4TechnologyId;
    }
  /** The card resolved; `applied` false when it no longer could when its turn came (nothing happened). */
  | { type: "ti4ActionCardResolved"; seat: Seat; card: Ti4ActionCardId; applied: boolean }
  /**
   * A played card's effect stays in force until the tactical action (`until` "tacticalAction") or the
   * invasion ("invasion") under way ends: kept on that frame, gone with it.
   */
  | { type: "ti4CardInForce"; until: "tacticalAction" | "invasion"; effect: Ti4CardInForce }
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
    }
  /**
   * LRR 78, 31: `seat` has just lost `ships` in the space combat under way (by hits or destroyed directly),
   * kept on the combat's frame for the card window that follows (Courageous to the End).
   */
  | { type: "ti4CombatShipsLost"; seat: Seat; position: PositionLabel; ships: Ti4UnitCounts }
  /** A rider (LRR 8.22): `seat` predicts `outcome` on the agenda under vote, with what its payoff names. */
  | {
      type: "ti4RiderPlayed";
      seat: Seat;
      card: Ti4ActionCardId;
      outcome: string;
      planet?: Ti4PlanetId;
      system?: PositionLabel;
    }
  /** The agenda resolved: a rider's prediction came true (`won`, its payoff follows) or did not. */
  | { type: "ti4RiderSettled"; seat: Seat; card: Ti4ActionCardId; won: boolean }
  /** Assassinate Representative: `seat` casts no votes on the agenda under vote. */
  | { type: "ti4VoteBarred"; seat: Seat; by: Seat }
  /** Votes added to `seat`'s own for `outcome` (Distinguished Councilor, Bribery). */
  | { type: "ti4VotesAdded"; seat: Seat; outcome: string; votes: number; card: Ti4ActionCardId }
  /** Veto: the agenda just revealed is discarded unvoted (its discard is the agenda's own event). */
  | { type: "ti4AgendaVetoed"; seat: Seat; agenda: Ti4AgendaId }
  /** Confusing Legal Text: `seat`, elected, hands the election to `to`. */
  | { type: "ti4ElectionHandedOver"; seat: Seat; to: Seat }
  /** Political Stability: `seat` keeps its strategy cards through the next strategy phase. */
  | { type: "ti4StrategyCardsKept"; seat: Seat }
  /** Public Disgrace (played by `by`): `seat`'s pick goes back to the common area, with its trade goods. */
  | {
      type: "ti4StrategyCardDisgraced";
      seat: Seat;
      card: Ti4StrategyCardId;
      tradeGoods: number;
      by: Seat;
    }
  /** TE Exchange Program: `seat` agreed to the exchange `by` offered, or declined it. */
  | { type: "ti4ExchangeProgramAnswered"; seat: Seat; by: Seat; agreed: boolean }
  /** TE Mercenary Contract: `seat` loses control of `planet`; its card goes back to the planet deck. */
  | { type: "ti4PlanetReturnedToDeck"; seat: Seat; planet: Ti4PlanetId; reason: string }
  /** Codex Insider Information: the agenda on top of the deck, seen by `seat` alone. */
  | { type: "ti4AgendaDeckTopSeen"; seat: Seat; agenda: Ti4AgendaId; to: Seat }
  /**
   * Sabotage under Wild, Wild Galaxy: `seat` takes the card its Sabotage cancelled into their hand, from the
   * discard pile (or from the Data Skimmer that caught it).
   */
  | { type: "ti4SabotagedCardTaken"; seat: Seat; card: Ti4ActionCardId }
  /** Codex Hack Election (played by `seat`): this agenda's voting runs counter-clockwise from the speaker's right. */
  | { type: "ti4VotingReversed"; seat: Seat }
  /**
   * Codex War Machine (played by `seat`): the production step under way gains `production` PRODUCTION and
   * its combined cost loses `costOff` (5 under Wild, Wild Galaxy).
   */
  | { type: "ti4ProductionBoosted"; seat: Seat; card: Ti4ActionCardId; production: number; costOff: number };
