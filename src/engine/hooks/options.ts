/**
 * Rule moments that, so far, only an option changes (RR §24; SE options 1-15). A base rule asks and
 * keeps its own answer when no module of the game's rulebook gives one; the option modules in
 * options/ answer only in games that switched their option on.
 */
import type { PlanetId, RaceTechnology } from "../../content/index.ts";
import type { RuleError } from "../ruleError.ts";
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
   * an option does then. Distant Suns (RR §24.3) reveals the Domain Counter on it. Each answer runs, in
   * rulebook order, and may push frames. (The Custodians do not answer: they fight before Mecatol Rex is
   * claimed, through `neutralPlanetGuarded` and `guardsInvaded`.)
   */
  neutralPlanetClaimed: (tx: Tx, seat: Seat, planet: PlanetId) => void;
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
  /** SE p.7: refresh abilities that give Shock Troops give them only when an answer says so (Option 6). */
  shockTroopsInPlay: (state: GameState) => boolean;
}
