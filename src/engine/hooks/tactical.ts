/**
 * Rule moments of the tactical and transfer actions (RR §8, §9): activating a system, moving, landing
 * and invading, producing. The base rules (rules/tactical/) ask them; the laws and directives
 * (rules/politics/tacticalLawsModule.ts) and the board Action Cards (rules/actionCards/boardCardHooks.ts)
 * answer, laws first: where both refuse, the order of the rulebook says whose refusal is given. Space
 * Mines (options/spaceMines.ts) answer the movement and production moments too.
 */
import type { PlanetId, UnitType } from "../../content/index.ts";
import type { Decision } from "../decisions.ts";
import type { GameEvent } from "../events.ts";
import type { AdjacencyOptions, AdjacencyPurpose, AnomalyRules, BoardPosition } from "../galaxy/adjacency.ts";
import type { RuleError } from "../ruleError.ts";
import type { Dock, ProductionContext } from "../rules/tactical/docks.ts";
import type { RoutedGroup, ShipsHeld } from "../rules/tactical/heldOnTheWay.ts";
import type { LeaderAboard } from "../rules/tactical/orders.ts";
import type { RouteRules } from "../rules/tactical/paths.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../state.ts";
import type { Tx } from "../tx.ts";

/** How systems link for movement: the adjacency options and whether wormholes count (RR §10.2, §10.4). */
export interface MovementLinks {
  readonly options: AdjacencyOptions;
  readonly purpose: AdjacencyPurpose;
}

/** A group of ships about to move into the system just activated. */
export interface GroupMove {
  readonly seat: Seat;
  readonly from: PositionLabel;
  readonly to: PositionLabel;
  /** The group's own movement, before anything adds to it. */
  readonly movement: number;
  /** The units the group takes from `from` (a Diplomat's passage asks whose ship it rides). */
  readonly units?: UnitCounts;
  /** The Leaders the whole move names (the Leaders option). */
  readonly leaders?: readonly LeaderAboard[];
}

/** Ships of one player that have just moved from one system into another. */
export interface ShipsLeft {
  readonly from: PositionLabel;
  readonly to: PositionLabel;
}

/** A planet that has just changed hands in a tactical action. */
export interface PlanetTaken {
  readonly seat: Seat;
  readonly position: PositionLabel;
  readonly planet: PlanetId;
  /** Its controller before; null for a neutral planet. */
  readonly from: Seat | null;
  /** Landed on undefended (RR §13.1), or won in an Invasion Combat (RR §8 step 6). */
  readonly by: "landing" | "invasion";
}

export interface TacticalHooks {
  // ---- activation (RR §8 step 1)

  /** Why this seat may not activate this system beyond the base rules, or undefined (first refusal). */
  activationBlocked: (state: GameState, seat: Seat, position: PositionLabel) => RuleError | undefined;
  /** Why the seat cannot pay what activating this system costs on top of the counter (first refusal). */
  activationUnpayable: (state: GameState, seat: Seat, position: PositionLabel) => RuleError | undefined;
  /** A tactical action has just activated a system, before its ships move: what acts at once. */
  systemActivated: (tx: Tx, seat: Seat, position: PositionLabel) => void;
  /**
   * The costs of the systems just activated are asked, above every other frame (asked last, so they are
   * paid first), by a tactical or a transfer action.
   */
  activationTolls: (tx: Tx, seat: Seat, positions: readonly PositionLabel[]) => void;

  // ---- movement (RR §10, §11, §15)

  /** How systems link for movement, folded over the printed galaxy and options. */
  adjacency: (state: GameState, links: MovementLinks) => MovementLinks;
  /**
   * What a Special System does (RR §11), folded over its printed rules: an option in play may rule it
   * otherwise (Hope's End's Nebula in place of the TI3 one).
   */
  anomalyRules: (state: GameState, rules: AnomalyRules) => AnomalyRules;
  /** True when a step out of this position costs ships no movement (Hope's End's Gravity Rift). */
  movementStepFree: (state: GameState, position: BoardPosition) => boolean;
  /**
   * A tactical or transfer action's move is legal and about to be made (its groups with their routes):
   * ships that stop on the way, held where the answer says (Hope's End's Gravity Rift rolls for each
   * ship leaving it). The answer rolls its dice as events; every answer's holds count.
   */
  movementExits: (
    state: GameState,
    seat: Seat,
    groups: readonly RoutedGroup[],
  ) => { readonly events: readonly GameEvent[]; readonly held: readonly ShipsHeld[] };
  /** True when the anomaly at this position hinders no movement now (passing through, or leaving it). */
  anomalyIgnored: (state: GameState, position: BoardPosition) => boolean;
  /** Why ships may not take this route (start to destination) now, or undefined (first refusal). */
  routeBlocked: (state: GameState, route: readonly PositionLabel[]) => RuleError | undefined;
  /** How far a group moving into the system just activated goes, folded over its route rules. */
  movementRange: (state: GameState, move: GroupMove, rules: RouteRules) => RouteRules;
  /** Movement added to every ship of `seat` leaving `from`, before a Nebula caps it (RR §10.1). Summed. */
  shipMovementBonus: (state: GameState, seat: Seat, from: PositionLabel) => number;
  /**
   * How many ships of each type in this group leaving `from` move 1 further (an Admiral's Dreadnought,
   * RR §24.4); `leaders`: the Leaders the move names. A type counts only when every ship of it in the
   * group is raised, as the group goes at its slowest ship's pace. Added up.
   */
  shipsMovingFurther: (
    state: GameState,
    seat: Seat,
    from: PositionLabel,
    units: UnitCounts,
    leaders: readonly LeaderAboard[],
  ) => UnitCounts;
  /**
   * The most a damaged ship of this type may move (Borderlands' Capital Ships: 1), or undefined: a group
   * holding one moves no further. The lowest answer counts.
   */
  damagedShipMovement: (state: GameState, seat: Seat, unit: UnitType) => number | undefined;
  /**
   * Ships of `seat` have just moved (a tactical or transfer action's movement, Patrols, Reinforce, a
   * retreat): what follows them. Each answer runs, in rulebook order, and may push a frame.
   */
  shipsMoved: (tx: Tx, seat: Seat, moves: readonly ShipsLeft[]) => void;
  /** No Fleet Supply limit holds for ships ending a move now (RR §15). Any answer suffices. */
  fleetSupplyIgnored: (state: GameState) => boolean;
  /** Why the seat's ships may not end as they would in this system, past its Fleet Supply (first refusal). */
  fleetBlocked: (state: GameState, seat: Seat, position: PositionLabel) => RuleError | undefined;
  /**
   * The active player's ships have just moved into the system activated (the move's events), before PDS
   * fire: what is asked then (Minister of Peace). Each answer runs, in rulebook order.
   */
  fleetMovedIn: (tx: Tx, seat: Seat, position: PositionLabel, events: readonly GameEvent[]) => void;
  /**
   * The active player's ships have just moved in the movement step of a tactical or transfer action (the
   * move's events), before PDS fire: what notes where they ended (SE option 7: mined systems). Each
   * answer runs, in rulebook order.
   */
  activationMoved: (tx: Tx, seat: Seat, events: readonly GameEvent[]) => void;

  // ---- landings and invasions (RR §8 steps 5-6, §13)

  /** Why units may not land on this planet, asked before the transfer's own limit (first refusal). */
  landingBlocked: (
    state: GameState,
    seat: Seat,
    planet: PlanetId,
    controller: Seat | null,
  ) => RuleError | undefined;
  /** Why this planet, not the seat's, may not be invaded this round, asked after (first refusal). */
  invasionBlocked: (
    state: GameState,
    seat: Seat,
    planet: PlanetId,
    controller: Seat | null,
  ) => RuleError | undefined;
  /** Why the neutral, undefended planets a landing would take cannot be taken (first refusal). */
  neutralLandingBlocked: (
    state: GameState,
    seat: Seat,
    planets: readonly PlanetId[],
  ) => RuleError | undefined;
  /**
   * Ground units have just landed on a neutral planet holding no units, before the player takes it (RR
   * §13.1): an answer that destroys them keeps the planet neutral (the radiation counter Star of Death
   * leaves). True when one did; the first that does counts.
   */
  landingRepelled: (tx: Tx, seat: Seat, position: PositionLabel, planet: PlanetId) => boolean;
  /**
   * The Planetary Landing step of a tactical action begins, once its play window is open: what is asked
   * then, answered before that window (Distant Suns razing, RR §24.3). Each answer runs, in rulebook order.
   */
  landingsBegin: (tx: Tx, seat: Seat, position: PositionLabel) => void;
  /** A planet has just changed hands, before the play window that follows it. */
  planetTaken: (tx: Tx, taken: PlanetTaken) => void;

  // ---- production (RR §14)

  /**
   * The active player may produce at his blockaded Space Docks in the system activated once his ships are
   * in, before the Space Battle (Surprise Assault). Any answer suffices.
   */
  productionBeforeBattle: (state: GameState, seat: Seat, position: PositionLabel) => boolean;

  /** The seat's docks in a system that can produce now, folded over the base list. */
  productionDocks: (state: GameState, seat: Seat, position: PositionLabel, docks: readonly Dock[]) => Dock[];
  /** What this many docks (one, or a Saar group) may produce, folded over their capacity. */
  dockCapacity: (state: GameState, docks: number, capacity: number) => number;
  /** Why this dock may not produce, or not onto this planet, or undefined (first refusal). */
  dockBlocked: (
    state: GameState,
    dock: PlanetId | "space",
    planet: PlanetId | "space" | undefined,
  ) => RuleError | undefined;
  /**
   * The docks a production uses (their ids): why they may not be used together, or an event to note
   * once it is paid, or undefined (the first refusal; every event).
   */
  docksProducing: (
    state: GameState,
    seat: Seat,
    position: PositionLabel,
    docks: readonly string[],
  ) => RuleError | GameEvent | undefined;
  /** Why these units, the whole production, may not be bought now (first refusal). */
  productionBlocked: (state: GameState, units: UnitCounts) => RuleError | undefined;
  /** How many units of this type one payment of its cost buys, folded over the printed number. */
  unitsPerCost: (state: GameState, type: UnitType, per: number) => number;
  /** What a new Space Dock on this planet costs, folded over its price (a Scientist, RR §24.4). */
  newSpaceDockCost: (state: GameState, seat: Seat, planet: PlanetId, cost: number) => number;
  /** Resources a production costs on top of its price, after every reduction (summed). */
  productionSurcharge: (state: GameState, units: UnitCounts) => number;
  /**
   * Something besides units at docks may be produced in this system in this production step (SE option 7:
   * a Space Mine), so the step waits for the player even where no dock can produce. Any answer suffices.
   */
  productionPossible: (
    state: GameState,
    seat: Seat,
    position: PositionLabel,
    ctx: ProductionContext,
  ) => boolean;
  /** The decisions offered beside the production step's own, in these systems (SE option 7). Every answer's. */
  productionOffers: (state: GameState, seat: Seat, positions: readonly PositionLabel[]) => Decision[];
  /** Units were just produced, paid and placed (their events). */
  unitsProduced: (tx: Tx, seat: Seat, events: readonly GameEvent[]) => void;
}
