/**
 * Rule moments that, so far, only an option changes (RR §24; SE options 1-15). A base rule asks and
 * keeps its own answer when no module of the game's rulebook gives one; the option modules in
 * options/ answer only in games that switched their option on.
 */
import type { PlanetId, RaceTechnology } from "../../content/index.ts";
import type { GameEvent } from "../events.ts";
import type { RuleError } from "../ruleError.ts";
import type { Landing, LeaderAboard } from "../rules/tactical/orders.ts";
import type { GameState, PositionLabel, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";

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
   * an option does then. Distant Suns (RR §24.3) reveals the Domain Counter on it; Custodians (SE option
   * 13) guard Mecatol Rex. Each answer runs, in rulebook order, and may push frames. No module answers
   * yet: both options are refused when a game is created (setup/config.ts).
   */
  neutralPlanetClaimed: (tx: Tx, seat: Seat, planet: PlanetId) => void;
  /** Set-up is over, just before the first Strategy Phase: what an option places then (the Leaders). */
  setupFinished: (tx: Tx) => void;
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
}
