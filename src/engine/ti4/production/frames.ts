/**
 * The production step (LRR 89.5, 68, digest §4.6): the active player may use the PRODUCTION of their units
 * in the active system once. Pushed as `{ kind: "ti4Production", seat, system }` by the tactical action, and
 * by any ability that lets a player produce in a system (the Warfare card's secondary in a home system).
 */
import type { Ti4PlanetId, Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";

export interface Ti4ProductionFrame {
  kind: "ti4Production";
  seat: Seat;
  system: PositionLabel;
  /**
   * Why the units are produced, as the placed units' event says it ("production" when absent: the tactical
   * action's step). An ability pushing the frame names itself here ("warfare").
   */
  reason?: string;
  /**
   * An ability that produces "up to N units" in the system, whatever the seat's units there (the Arborec's
   * Duha Menaimon): the PRODUCTION of this step is N, and ground forces go to space or the seat's planets.
   */
  limit?: number;
  /** An ability that produces only some unit types (Salvage Operations: a type destroyed in the combat). */
  types?: readonly Ti4UnitType[];
  /**
   * A planet whose resource and influence values are swapped for this step's payment only (Hegemonic Trade
   * Policy, exhausted as the units use PRODUCTION); gone with the frame.
   */
  swapped?: Ti4PlanetId;
  /** True once the step's opening moment was asked (hook productionStepOpening: Codex War Machine's window). */
  opened?: boolean;
  /**
   * Codex War Machine, one entry a copy played on this step: PRODUCTION added to the total, and what comes
   * off the combined cost (1, or 5 under Wild, Wild Galaxy).
   */
  boosts?: { production: number; costOff: number }[];
  /**
   * An ability producing on one planet (Integrated Economy): ground forces go on it, ships into the space
   * area of its system (`system`); with `limit` standing for the units' PRODUCTION (bounds.ts).
   */
  planet?: Ti4PlanetId;
  /** The most the produced units may cost in all, before reductions (Integrated Economy: the planet's resources). */
  costAtMost?: number;
}
