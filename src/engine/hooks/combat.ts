/**
 * Rule moments of combat: PDS fire (RR §8 step 3), Space Battles (RR §12), retreats (RR §12.4),
 * bombardment and Invasion Combat (RR §13). The combat rules ask; the Action Cards played in a battle
 * (rules/actionCards/combatCardHooks.ts), the laws and directives in play (rules/politics/lawsModule.ts)
 * and the options (options/: Space Mines after PDS fire) answer. Each point says how the answers are
 * combined.
 */
import type { PlanetId, UnitType } from "../../content/index.ts";
import type { BattleKind } from "../rules/combat/battle.ts";
import type { CasualtiesFrame, InvasionFrame, SpaceBattleFrame } from "../rules/combat/frames.ts";
import type { Activation } from "../rules/combat/index.ts";
import type { RollContext } from "../rules/combat/modifiers.ts";
import type { GameState, PositionLabel, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";

/** The battle that ends (a Space Battle has no planet). */
export interface CombatEnd {
  kind: BattleKind;
  position: PositionLabel;
  planet: PlanetId | null;
}

/** A side won a battle: the loser has no unit left in the fight and the winner has (RR §12.3, §13.3). */
export interface CombatVictory extends CombatEnd {
  winner: Seat;
  loser: Seat;
}

export interface CombatHooks {
  /** One die of `unit` in this roll: what it adds to the roll (less than 0 to take away). Summed. */
  combatRollModifier: (state: GameState, ctx: RollContext, unit: UnitType) => number;
  /** A round of a Space Battle is rolled: ships of `seat` that roll no dice in it, one type per ship. */
  shipsHoldingFire: (
    state: GameState,
    seat: Seat,
    position: PositionLabel,
    round: number,
  ) => readonly UnitType[];
  /** A unit of this type may sustain damage though its sheet says it may not (RR §2.2). Any answer suffices. */
  sustainsDamage: (state: GameState, seat: Seat, unit: UnitType) => boolean;
  /** Hits `seat` is assigning now that must land on other ships than Fighters while any can take them. Summed. */
  hitsKeptOffFighters: (state: GameState, frame: CasualtiesFrame, seat: Seat) => number;
  /** No ship may bombard the planet of this invasion (RR §13.2 step 1). Any answer suffices. */
  bombardmentBlocked: (state: GameState, frame: InvasionFrame) => boolean;
  /** No PDS fires at the ships in the system just activated (RR §8 step 3). Any answer suffices. */
  pdsFireBlocked: (state: GameState, activation: Activation) => boolean;
  /**
   * The PDS fire step of an activation is over for this system, or had no PDS to fire (RR §8 step 3): what
   * comes right after it (SE option 7: Space Mines). Each answer runs, in rulebook order, and may push a
   * frame; with no PDS to fire, the window right after movement opens above it and is answered first.
   */
  pdsFireOver: (tx: Tx, activation: Activation) => void;
  /** A player's PDS may not fire at this player's ships (Borderlands: at peace). Any answer spares them. */
  pdsTargetSpared: (state: GameState, shooter: Seat, target: Seat) => boolean;
  /** A player's PDS just fired at another player's ships. Each answer runs, in rulebook order. */
  pdsFired: (tx: Tx, shooter: Seat, target: Seat) => void;
  /** `seat` may not retreat from the battle in this system (RR §12.4). Any answer suffices. */
  retreatBlocked: (state: GameState, seat: Seat, position: PositionLabel) => boolean;
  /** `seat` may not play Skilled Retreat in this system's battle (a Hope's End Admiral). Any answer suffices. */
  skilledRetreatBlocked: (state: GameState, seat: Seat, position: PositionLabel) => boolean;
  /**
   * How much higher `seat`'s Fleet Supply is in this system as a retreat arrives (RR §12.4, §15), or a
   * move ends there (tactical/moveChecks.ts). Infinity: no limit. Summed.
   */
  fleetSupplyBonus: (state: GameState, seat: Seat, position: PositionLabel) => number;
  /** A Space Battle or Invasion Combat ends: what lasted through it ends. Each answer runs, in rulebook order. */
  combatEnds: (tx: Tx, end: CombatEnd) => void;
  /** A battle that was fought has a winner. Each answer runs, in rulebook order. */
  combatWon: (tx: Tx, victory: CombatVictory) => void;
  /**
   * A Space Battle opens, before its pre-combat effects and first round: what is asked first (Minister of
   * War), above the window before the battle. Each answer runs, in rulebook order.
   */
  spaceBattleOpening: (tx: Tx, frame: SpaceBattleFrame) => void;
  /**
   * RR §12.1: right after Anti-Fighter Barrage and its casualties, before the other pre-combat effects
   * (Sabotage Runs, RR §24.5). Answers push their frames below Barrage's casualties, so they act once
   * those are removed. Each answer runs, in rulebook order.
   */
  afterAntiFighterBarrage: (tx: Tx, frame: SpaceBattleFrame) => void;
  /** An Invasion Combat has just begun, its frame pushed: what is asked first (Minister of Internal Security). */
  invasionStarting: (tx: Tx, frame: InvasionFrame) => void;
  /**
   * An invasion would begin (RR §8 step 6), or a landing take an undefended enemy planet (RR §13.1): true
   * when an answer turned it back instead (a Diplomat, RR §24.4), having put the landed units back aboard.
   * The first that does counts.
   */
  invasionTurnedBack: (tx: Tx, invasion: InvasionAbout) => boolean;
  /** A Space Battle round is rolled: one die more for a ship of each type listed (an Admiral, RR §24.4). */
  battleDiceAdded: (state: GameState, seat: Seat, position: PositionLabel) => readonly UnitType[];
  /** How many missed dice of this roll are rolled once more (a General, RR §24.4). Summed. */
  missesRolledAgain: (state: GameState, ctx: RollContext) => number;
  /** The planet's PDS hold their fire at the landed Ground Forces (an Agent, RR §24.4). Any answer suffices. */
  planetaryDefenseHeld: (state: GameState, frame: InvasionFrame) => boolean;
  /** The planet's shield stops War Suns and Graviton Negator too (a Scientist, RR §24.4). Any answer suffices. */
  shieldStopsEveryBombardment: (state: GameState, frame: InvasionFrame) => boolean;
  /** How many of `seat`'s PDS in this system fire at +1 (a Scientist on their planet, RR §24.4). Summed. */
  pdsDiceBonus: (state: GameState, seat: Seat, position: PositionLabel) => number;
  /**
   * What each die of a damaged ship of this type adds to its Space Battle roll (less than 0 to take away;
   * Borderlands' Capital Ships: -1). Summed; the dice of the undamaged ships of the type are untouched.
   */
  damagedShipRollModifier: (state: GameState, seat: Seat, unit: UnitType) => number;
}

/** An invasion about to begin: the invader, the planet and its defender. */
export interface InvasionAbout {
  seat: Seat;
  position: PositionLabel;
  planet: PlanetId;
  defender: Seat;
}
