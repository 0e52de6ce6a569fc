/**
 * Rule moments that, so far, only an option changes (RR §24; SE options 1-15). A base rule asks and
 * keeps its own answer when no module of the game's rulebook gives one; the option modules in
 * options/ answer only in games that switched their option on.
 */
import type { PlanetId, RaceTechnology, SystemId, UnitType } from "../../content/index.ts";
import type { RuleError } from "../ruleError.ts";
import type { InvasionFrame } from "../rules/combat/frames.ts";
import type { GameState, Seat } from "../state.ts";
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
   * 13) guard Mecatol Rex. Each answer runs, in rulebook order, and may push frames.
   */
  neutralPlanetClaimed: (tx: Tx, seat: Seat, planet: PlanetId) => void;
  /** SE p.7: refresh abilities that give Shock Troops give them only when an answer says so (Option 6). */
  shockTroopsInPlay: (state: GameState) => boolean;
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
