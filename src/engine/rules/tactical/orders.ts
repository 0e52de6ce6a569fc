/**
 * The answers a player gives during tactical and transfer actions (and the Warfare and Imperial
 * secondaries that reuse them): moves, landings and production orders. Plain data, part of the commands.
 */
import type { FacilityKind, PlanetId, UnitType } from "../../../content/index.ts";
import type { PositionLabel, UnitCounts } from "../../state.ts";

/**
 * Units taken aboard on the way (RR §10.3): from a planet (by its id), or from the space area of a system
 * passed through (by its position, e.g. Fighters left there). Exactly one of the two is given.
 */
export interface PickUp {
  planet?: PlanetId;
  position?: PositionLabel;
  units: UnitCounts;
}

/**
 * One group of units moving together from one system to the destination (RR §10.1): the ships and the
 * Fighters, Ground Forces and PDS already in that system's space that go with them.
 */
export interface MoveOrder {
  from: PositionLabel;
  units: UnitCounts;
  /** Damaged Dreadnoughts / War Suns among `units`; by default undamaged ones move first. */
  damaged?: UnitCounts;
  /** The systems passed through, in order, between `from` and the destination; found when omitted. */
  path?: PositionLabel[];
  /** Units taken aboard in `from` or in a system passed through. */
  pickUp?: PickUp[];
}

/** Ground Forces, Shock Troops and PDS put down on one planet of the activated system (RR §13.1). */
export interface Landing {
  planet: PlanetId;
  units: UnitCounts;
  /** Leaders option (RR §24.4): Leaders aboard the ships in that system who land with them. */
  leaders?: string[];
}

/**
 * Leaders option (RR §24.4): a Leader taken along by a move, aboard a moving ship of this type (Fighters
 * too; no capacity used), from that ship's system or a planet on its way, as Ground Forces are picked up.
 */
export interface LeaderAboard {
  leader: string;
  ship: UnitType;
}

/** Units bought at one Space Dock (RR §14). */
export interface ProductionOrder {
  /** The producing dock: the planet it stands on, or "space" for Saar Space Docks in the system. */
  dock: PlanetId | "space";
  units: UnitCounts;
  /** Integrated Economy: where the new ships go (an activated, adjacent, empty or friendly system). */
  to?: PositionLabel;
  /**
   * Where new Ground Forces and PDS go: by default the dock's planet; Saar: a planet you control in the
   * system or "space" (aboard a Carrier); Integrated Economy: a friendly planet in range.
   */
  planet?: PlanetId | "space";
}

/** SE Option 9: a Colony or Refinery built on a planet of the system producing. */
export interface FacilityOrder {
  planet: PlanetId;
  kind: FacilityKind;
}

/** Warfare's secondary, Patrols (RR §6): one Cruiser or Destroyer moving one system. */
export interface PatrolMove {
  from: PositionLabel;
  to: PositionLabel;
  unit: "cruiser" | "destroyer";
}

/**
 * Warfare II's secondary, Reinforce (SE p.16): ships (at most two of them, Fighters aside) moving from
 * one system into an adjacent one, with the Fighters, Ground Forces and PDS of that system's space they
 * carry. `damaged`: the damaged Dreadnoughts and War Suns among them, as in a MoveOrder.
 */
export interface ReinforceMove {
  from: PositionLabel;
  to: PositionLabel;
  units: UnitCounts;
  damaged?: UnitCounts;
}

/** Imperial's secondary, Rapid Mobilization (RR §6): production in one system; paid with the choice's planets. */
export interface ProductionChoice {
  position: PositionLabel;
  orders: ProductionOrder[];
}
