/**
 * Thunder's Edge relics' and legendary planet abilities' commands, frames and events (TE rulebook "Relics",
 * "Legendary Planets", "Purge"), listed with every area's in commands.ts, frames.ts and events.ts.
 */
import type {
  Ti4ActionCardId,
  Ti4ObjectiveId,
  Ti4PlanetId,
  Ti4RelicId,
  Ti4TechnologyId,
} from "../../../content/ti4/index.ts";
import { command, count, integer, listOf, text } from "../../commands/forms.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RngState } from "../../rng.ts";
import { CARD_PLAY_FIELDS } from "../actionCards/commands.ts";
import type { Ti4Place } from "../board/forces.ts";
import { ti4Id } from "../forms.ts";

export const TE_RELIC_COMMANDS = [
  /**
   * A legendary planet ability card used in its window: `planet` names the card; `target` what it acts on
   * (a secret objective to discard, a component to ready as "planet:id", "technology:id", "relic:id" or
   * "legendary:planet", a command pool, a planet to take, a ship as "unit@position").
   */
  command("useLegendaryAbility", { planet: ti4Id<Ti4PlanetId>("planet"), target: text.optional() }),
  /** The window of legendary abilities closes: none (more) is used. */
  command("closeLegendaryWindow", {}),
  /** A relic's ACTION (a component action, LRR 22): `relic` names it. */
  command("useRelicAction", { relic: text }),
  /** Book of Latvinia: the technologies without prerequisites researched as it is gained (up to 2). */
  command("chooseLatviniaTechnologies", { technologies: listOf(ti4Id<Ti4TechnologyId>("technology")) }),
  /** Neuraloop: `relic` purged to replace the objective just revealed with a random one of `deck`. */
  command("useNeuraloop", { relic: text, deck: text }),
  /** Neuraloop's window closes unused. */
  command("declineNeuraloop", {}),
  /**
   * Heart of Ixth, at the moment after a combat roll: exhausted to shift the roll's die `die` (numbered from
   * 0 in the roll's order) by `by`, +1 or -1.
   */
  command("shiftDieWithHeartOfIxth", { die: count, by: integer }),
  /** Heart of Ixth is not used on this roll (it stays ready). */
  command("declineHeartOfIxth", {}),
  /** Dok 'N Pic's Salvage Yard: a card lying on it played as though it were in hand, with a play's fields. */
  command("playSalvagedCard", CARD_PLAY_FIELDS),
] as const;

/** When a window of legendary planet abilities opens for its holder. */
export type TeLegendaryMoment = "endOfTurn" | "passing" | "afterActivation";

/** `seat` may use the legendary planet abilities of `moment` (one at a time) or close the window. */
export interface TeLegendaryWindowFrame {
  kind: "teLegendaryWindow";
  seat: Seat;
  moment: TeLegendaryMoment;
}

/** Book of Latvinia was gained: `seat` researches up to 2 technologies without prerequisites. */
export interface TeLatviniaFrame {
  kind: "teLatvinia";
  seat: Seat;
}

/** Neuraloop's holder may replace `objective`, just revealed, by purging a relic. */
export interface TeNeuraloopFrame {
  kind: "teNeuraloop";
  seat: Seat;
  objective: Ti4ObjectiveId;
}

export type TeRelicFrame = TeLegendaryWindowFrame | TeLatviniaFrame | TeNeuraloopFrame;

export type Ti4LegendaryEvent =
  /** LRR 34, 53: a legendary planet ability card exhausted to use its ability. */
  | { type: "ti4LegendaryExhausted"; seat: Seat; planet: Ti4PlanetId }
  /** LRR 81 ("ready cards"): the exhausted legendary planet ability cards readied. */
  | { type: "ti4LegendaryReadied"; planets: Ti4PlanetId[] }
  /** A Song Like Marrow: its victory point is now credited to `seat` (null: nobody holds Styx). */
  | { type: "ti4SongLikeMarrowCredited"; seat: Seat | null }
  /** Ionian Fuel Refinery (Tempesta): one of `seat`'s ships has +1 move for the tactical action under way. */
  | { type: "teIonianRefineryUsed"; seat: Seat }
  /** Dok 'N Pic's Salvage Yard: `card` taken from the discard pile and laid face up on the card. */
  | { type: "teSalvageStocked"; seat: Seat; card: Ti4ActionCardId }
  /** A card of the Salvage Yard taken onto its holder's hand to be played at once (public, as the Yard is). */
  | { type: "teSalvageTaken"; seat: Seat; card: Ti4ActionCardId }
  /** The card played from the Salvage Yard is purged: out of the discard pile and the game. */
  | { type: "teSalvagePurged"; seat: Seat; card: Ti4ActionCardId };

export type Ti4RelicEvent =
  /** TE "Relics": `seat` draws the top relic (face up, public); `relic` null: the deck was empty. */
  | { type: "ti4RelicDrawn"; seat: Seat; relic: Ti4RelicId | null; reason: string }
  /** A planet card with a relic icon has been taken from the planet deck: its relic is drawn once. */
  | { type: "ti4RelicPlanetClaimed"; planet: Ti4PlanetId }
  | { type: "ti4RelicExhausted"; seat: Seat; relic: Ti4RelicId }
  | { type: "ti4RelicsReadied"; seat: Seat; relics: Ti4RelicId[] }
  /** TE "Purge": the relic leaves its holder's play area and the game. */
  | { type: "ti4RelicPurged"; seat: Seat; relic: Ti4RelicId }
  /** A relic's own dice (Metali Void Armaments' barrage, The Silver Flame's die), each hitting on `hitsOn`. */
  | {
      type: "ti4RelicDiceRolled";
      seat: Seat;
      relic: Ti4RelicId;
      place?: Ti4Place;
      hitsOn?: number;
      rolls: number[];
      hits?: number;
      rng: RngState;
    }
  /** Neuraloop: the public objective `discarded` leaves the game; `objective`, drawn at random from `deck`, takes its place. */
  | {
      type: "ti4ObjectiveReplaced";
      seat: Seat;
      discarded: Ti4ObjectiveId;
      objective: Ti4ObjectiveId;
      deck: "stageOne" | "stageTwo";
      rng: RngState;
    }
  /**
   * Heart of Ixth: `seat` shifted the die `die` of `roller`'s combat roll (numbered in the roll's order) from
   * `before` to `after` (1 to 10); the relic's exhaustion is its own event.
   */
  | {
      type: "ti4DieShiftedByHeartOfIxth";
      seat: Seat;
      roller: Seat;
      die: number;
      before: number;
      after: number;
    };

export type Ti4TeRelicEvent = Ti4RelicEvent | Ti4LegendaryEvent;
