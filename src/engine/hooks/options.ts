/**
 * Rule moments that, so far, only an option changes (RR §24; SE options 1-15). A base rule asks and
 * keeps its own answer when no module of the game's rulebook gives one; the option modules in
 * options/ answer only in games that switched their option on.
 */
import type { FacilityKind, PlanetId, RaceTechnology, SystemId, UnitType } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { GameEvent } from "../events.ts";
import type { RuleError } from "../ruleError.ts";
import type { CombatAbility, InvasionFrame } from "../rules/combat/frames.ts";
import type { Payment } from "../rules/spending.ts";
import type { ProductionContext } from "../rules/tactical/docks.ts";
import type { FacilityOrder, Landing, LeaderAboard } from "../rules/tactical/orders.ts";
import type { GameState, PositionLabel, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
import type { PlanetTaken } from "./tactical.ts";

/** A planet where a Facility may be built now, and the kinds still in the supply (SE Option 9). */
export interface FacilitySite {
  readonly planet: PlanetId;
  readonly kinds: readonly FacilityKind[];
}

/** The Facilities a production builds: their cost, paid with the units, and their events. */
export interface FacilityPlan {
  readonly cost: number;
  readonly events: readonly GameEvent[];
}

export interface OptionHooks {
  /** RR §22: the victory points a game is played to when the group names no target (10 unless). */
  victoryTarget: () => number;
  /**
   * RR §18 with SE Option 4: a player would buy a Race-Specific Technology. Without an answer no race
   * technology is for sale; an answer refuses this buyer or lets him buy (undefined).
   */
  buyRaceTechnology: (state: GameState, seat: Seat, tech: RaceTechnology) => RuleError | undefined;
  /**
   * RR §12.4 with SE Option 10: the defender of a Space Battle announces a retreat. True when he may
   * instead activate an adjacent system for it (the system's own conditions are the retreat rule's).
   */
  defenderMayActivateToRetreat: (state: GameState, seat: Seat) => boolean;
  /**
   * A neutral planet has just been claimed, by a landing (RR §13.1) or a card (Voluntary Annexation): what
   * an option does then. Distant Suns (RR §24.3) reveals the Domain Counter on it. Each answer runs, in
   * rulebook order, and may push frames. (The Custodians do not answer: they fight before Mecatol Rex is
   * claimed, through `neutralPlanetGuarded` and `guardsInvaded`.)
   */
  neutralPlanetClaimed: (tx: Tx, seat: Seat, planet: PlanetId) => void;
  /**
   * RR §14 with SE Option 9: the planets of the system producing where a Facility may be built now, with
   * the kinds left. Without an answer there are none (the option's module also answers productionPossible).
   */
  facilitySites: (
    state: GameState,
    seat: Seat,
    position: PositionLabel,
    ctx: ProductionContext,
  ) => readonly FacilitySite[];
  /**
   * RR §14 with SE Option 9: the Facilities a production names, checked against the payment offered:
   * their cost and events, or why not. Without an answer a production naming one is refused.
   */
  facilitiesPlanned: (
    state: GameState,
    seat: Seat,
    position: PositionLabel,
    facilities: readonly FacilityOrder[],
    ctx: ProductionContext,
    payment: Payment,
  ) => FacilityPlan | RuleError;
  /**
   * SE p.11: a planet holding another player's Facility has just been invaded. What captures it as it
   * would a Space Dock, instead of destroying it (SE Option 6: the invader's Shock Troops there; Leaders:
   * an Agent), named for the account; undefined when nothing does. The first answer naming one counts.
   */
  facilityCaptured: (state: GameState, taken: PlanetTaken) => string | undefined;
  /**
   * RR §3: the map is set up, before the starting forces and the first round. An option with a step of its
   * own here (SE option 5: the planets of the Artifacts) pushes its frame and answers true; set-up goes on
   * (setup/continueSetup.ts) once that frame is done, when the same answer says false. The first true counts.
   */
  mapSetUp: (tx: Tx) => boolean;
  /**
   * Setup (RR §3), once the galaxy and the starting forces are placed, before the first Strategy Phase: the
   * options put their tokens on the board (SE Option 13: the Custodians on Mecatol Rex). Rulebook order.
   */
  boardSetUp: (tx: Tx) => void;
  /**
   * SE Option 13: guards stand on this neutral planet (the Custodians on Mecatol Rex). A landing there is an
   * invasion, fought against them, and no card claims the planet without one. Any answer suffices.
   */
  neutralPlanetGuarded: (state: GameState, planet: PlanetId) => boolean;
  /**
   * RR §8 step 6 on a guarded neutral planet: the invader's fight against its guards begins (the answer
   * pushes its frames). The tactical action settles the planet once they pop (tactical/control.ts).
   */
  guardsInvaded: (tx: Tx, seat: Seat, position: PositionLabel, planet: PlanetId) => void;
  /**
   * The fight against a neutral planet's guards (SE Option 13) offers `seat` this optional combat ability
   * now (Letnev War Funding before a round, Graviton Negator before the first). Any answer suffices;
   * combat/abilities.ts then lets the first `guardsFightAbility` answer take the `useCombatAbility` command.
   */
  guardsFightOffers: (state: GameState, seat: Seat, ability: CombatAbility) => boolean;
  guardsFightAbility: (
    tx: Tx,
    command: Extract<Command, { type: "useCombatAbility" }>,
  ) => RuleError | undefined;
  /**
   * RR §24.4 Leaders: a move names Leaders to take along; `moved` are the move's events. The events that
   * carry them, or why not. Without an answer no Leader may be named (the first answer counts).
   */
  leadersMoving: (
    state: GameState,
    seat: Seat,
    leaders: readonly LeaderAboard[],
    moved: readonly GameEvent[],
  ) => RuleError | GameEvent[];
  /** RR §24.4 Leaders: landings name Leaders going down with them. The events, or why not (first answer). */
  leadersLanding: (state: GameState, seat: Seat, landings: readonly Landing[]) => RuleError | GameEvent[];
  /**
   * RR §24.4 Leaders: how many Leaders of `seat` (of anyone: null) stand on the planet. A planet with one is
   * not empty (Diplomacy II's annexation, SE p.15); they are part of its planetary force (SE errata,
   * Ancient Artifact). Summed.
   */
  leadersOnPlanet: (state: GameState, seat: Seat | null, planet: PlanetId) => number;
  /**
   * SE errata, Ancient Artifact with Leaders: Leaders die where its blast reaches: every one in the system
   * (no `planet`), or `count` of `seat`'s on the planet, hit beyond its ground units. Each answer runs.
   */
  leadersBlasted: (
    tx: Tx,
    where: { position: PositionLabel; planet?: PlanetId; seat?: Seat; count?: number },
    reason: string,
  ) => void;
  /** SE p.7: refresh abilities that give Shock Troops give them only when an answer says so (Option 6). */
  shockTroopsInPlay: (state: GameState) => boolean;
  /**
   * How many tokens of a unit shared by all players (content's `sharedLimit`) the game has, when an option
   * brings its own set (Hope's End: 8 Shock Troop counters, not SE's 12). The smallest answer counts;
   * undefined or no answer: the unit's `sharedLimit` (rules/units.ts, plasticLeft).
   */
  sharedUnitLimit: (state: GameState, type: UnitType) => number | undefined;
  /**
   * RR §13.3: the ground units of `seat` that must be lost to Invasion Combat dice before any other ground
   * unit (SE Option 6: Shock Troops). The base rule checks and orders assignments by them; none: no order.
   */
  invasionCasualtiesFirst: (state: GameState, seat: Seat) => readonly UnitType[];
  /**
   * RR §13.3: a round of Invasion Combat is over, its casualties removed, before the next round or the
   * result (SE Option 6: Ground Forces that rolled a 10 are promoted). Each answer runs, in rulebook order.
   */
  invasionRoundEnded: (tx: Tx, frame: InvasionFrame) => void;
  /**
   * RR §13.4: an invasion has succeeded (an invader left, no defender), before the defender's Space Docks
   * and PDS there are destroyed and the planet changes hands (SE Option 6: Shock Troops may capture them).
   * Each answer runs, in rulebook order, and may push frames, answered before the planet falls.
   */
  invasionSucceeded: (tx: Tx, frame: InvasionFrame) => void;
  /**
   * RR §3.9: the tiles an option brings into the galaxy from outside the game's boxes (Hope's End's
   * Gravity Rift), each in the place of a Special System. Every answer's tiles are added.
   */
  galaxyTilesAdded: () => readonly SystemId[];
}
