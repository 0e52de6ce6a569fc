/**
 * What combat adds to the log: every roll with its dice (the event carries the generator's next state),
 * and the rounds of a combat. Units destroyed and damaged go through the table's own events
 * (board/events.ts).
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RngState } from "../../rng.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4UnitCounts } from "../state.ts";
import type { Ti4AfterRollEvent } from "./afterRollFolds.ts";
import type { Ti4DiceGroup, Ti4RollKind } from "./dice.ts";
import type { Ti4HitReason, Ti4PlanetUnits } from "./frames.ts";

export type Ti4CombatEvent =
  | Ti4AfterRollEvent
  /** A seat's roll, die by die; `hits` counts the dice that hit after any modifier. */
  | {
      type: "ti4DiceRolled";
      seat: Seat;
      place: Ti4Place;
      roll: Ti4RollKind;
      reason: Ti4HitReason;
      groups: Ti4DiceGroup[];
      hits: number;
      rng: RngState;
    }
  /** LRR 78.8, 42: a round of combat begins. */
  | { type: "ti4CombatRoundBegan"; place: Ti4Place; round: number }
  /** LRR 78.4: a retreat announced, to be made at the end of the round. */
  | { type: "ti4RetreatAnnounced"; seat: Seat; position: PositionLabel; to: PositionLabel }
  /** Intercept: the retreat `seat` announced is called off; it cannot retreat this round. */
  | { type: "ti4RetreatCalledOff"; seat: Seat; position: PositionLabel }
  /**
   * `seat`'s ground forces in the space area of `position` that now take part in its space combat as if
   * they were ships: "chosen" as it began (the Alastor), then fewer as the combat's hits destroy them ("lost"),
   * or none once their side retreats ("left"); `onPlanets`: those fighting from the system's planets (absent:
   * none).
   */
  | {
      type: "ti4GroundForcesAsShips";
      seat: Seat;
      position: PositionLabel;
      units: Ti4UnitCounts;
      onPlanets?: Ti4PlanetUnits;
      reason: "chosen" | "lost" | "left";
    }
  /** LRR 78.9-78.10, 42: a combat is over; `winner` null is a draw (or a retreat left nobody winning). */
  | { type: "ti4CombatEnded"; place: Ti4Place; winner: Seat | null };
