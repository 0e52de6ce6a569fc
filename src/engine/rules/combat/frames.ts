/**
 * The combat procedures as frames (plain JSON, see engine-model.md): PDS fire (RR §8 step 3), a Space
 * Battle (RR §12), an Invasion Combat (RR §13) and the casualties of one volley of dice, which every one
 * of them pushes when dice have hit. Everything needed to resume is in the frame.
 */
import type { PlanetId, UnitType } from "../../../content/index.ts";
import type { PositionLabel, Seat, UnitCounts } from "../../state.ts";

/** Optional abilities a player is asked about during combat (answered with `useCombatAbility`). */
export type CombatAbility = "jolnarReroll" | "letnevWarFunding" | "yinDevotion" | "gravitonNegatorFighters";

export interface CombatOffer {
  seat: Seat;
  ability: CombatAbility;
}

/** What a roll was for; carried by the `combatRolled` event. */
export type RollKind =
  | "pds"
  | "antiFighterBarrage"
  | "assaultCannon"
  | "mentakAmbush"
  | "spaceBattle"
  | "bombardment"
  | "planetaryDefense"
  | "invasion"
  | "yinIndoctrination"
  | "genSynthesis"
  | "dacxiveAnimators"
  | "berserkerGenome"
  | "reroll"
  /** A shot an Action Card fires (Target Their Flagship!, Courageous to the End). */
  | "actionCardShot"
  // Action Cards that roll outside combat (rules/actionCards/boardCardActions.ts).
  | "plague"
  | "strategicBombardment"
  // Laws and directives (rules/politics): Minister of War's free hit, Ancient Artifact's shots.
  | "ministerOfWar"
  /** TI1 Borderlands' Mine Fields: the hits a field's two dice gave (options/mineFields/). */
  | "mineField"
  | "ancientArtifact"
  /** Distant Suns: the dice of a Domain Counter's natives (Hostile Locals, Fighter Ambush), rolled for them. */
  | "natives"
  // Options: a Sabotage Run's Fighters (RR §24.5; not combat rolls), the Custodians' dice (SE Option 13).
  | "sabotageRun"
  | "custodians";

/** One die: the unit that rolled it, the result, the result needed after modifiers, and a re-rolled result. */
export interface CombatDie {
  unit: UnitType | null;
  value: number;
  /** The lowest result that hits after every modifier; null for rolls that are not combat rolls. */
  needed: number | null;
  hit: boolean;
  /** The first result when the die was rolled again (Graviton Laser System, Jol-Nar). */
  first?: number;
}

/** What hits may land on: any ship, Fighters only (Anti-Fighter Barrage), or ground units on a planet. */
export type HitTarget = "ships" | "fighters" | "ground";

/** One player's dice against another player's units, waiting for casualties. */
export interface Volley {
  shooter: Seat;
  target: Seat;
  roll: RollKind;
  dice: CombatDie[];
  hits: number;
  /**
   * Fired at a neutral planet's guards (SE Option 13: the Custodians), no player's units: nobody assigns
   * its hits here; the guards' fight counts them (options/custodiansFight.ts). Listed in the casualties
   * step so that what acts on a player's own dice (a Jol-Nar re-roll) acts on them too.
   */
  atGuards?: boolean;
}

/** The casualties of one volley (or two fired at once): each owner assigns the hits on his own units. */
export interface CasualtiesFrame {
  kind: "casualties";
  position: PositionLabel;
  /** The planet for ground casualties; null for ships. */
  planet: PlanetId | null;
  on: HitTarget;
  volleys: Volley[];
  /** Shooters asked whether to re-roll a die (Jol-Nar), cleared as they answer. */
  rerolls: Seat[];
  /** Owners who have assigned their hits. */
  assigned: Seat[];
  /** Fighters fighting on the planet beside the ground units (Graviton Negator), by their owner. */
  fighters: { seat: Seat; count: number } | null;
  reason: string;
  /** The ships the owner who assigned last had damaged and destroyed (Direct Hit, Courageous to the End). */
  lastLosses?: { seat: Seat; damaged: UnitCounts; destroyed: UnitCounts };
}

/** The PDS of one player in range of the activated system (RR §8 step 3). */
export interface PdsBattery {
  seat: Seat;
  /** PDS on planets of the activated system. */
  own: number;
  /** PDS in adjacent systems (Deep Space Cannon). */
  adjacent: number;
}

export interface PdsFireFrame {
  kind: "pdsFire";
  /** The active player. */
  seat: Seat;
  position: PositionLabel;
  batteries: PdsBattery[];
  /** PDS owners still to fire or hold; everyone answers at once. */
  awaiting: Seat[];
  volleys: Volley[];
  step: "fire" | "done";
}

export type PreCombatEffect = "antiFighterBarrage" | "assaultCannon" | "mentakAmbush";

/**
 * One ship a side has named to take its first hits in a Space Battle (Into the Breach, an Action Card):
 * units are counted, not named, so the ship is told by its type and whether it is damaged now. `left`:
 * how many of the first hits are still owed to it (forcedHits.ts).
 */
export interface ForcedHits {
  seat: Seat;
  unit: UnitType;
  left: number;
  damaged: boolean;
}

export interface SpaceBattleFrame {
  kind: "spaceBattle";
  position: PositionLabel;
  attacker: Seat;
  defender: Seat;
  /** 0 before the first round. */
  round: number;
  step: "naaluRetreat" | "preCombat" | "announce" | "berserker" | "retreat" | "end" | "closing";
  preCombat: PreCombatEffect[];
  /** Whose retreat announcement is awaited now (the attacker first, then the defender). */
  announcing: Seat | null;
  retreat: { seat: Seat; to: PositionLabel; tactical: boolean } | null;
  offers: CombatOffer[];
  /** Seats that paid for Letnev War Funding this round. */
  warFunding: Seat[];
  /** Ships each side had when the round began (for Berserker Genome). */
  shipsAtRoundStart: [number, number];
  /**
   * Ships each side (attacker's, defender's) lost while the battle was fought, noted as they go
   * (salvage.ts, for Salvage Operations); absent until a ship is lost.
   */
  shipsLost?: [UnitCounts, UnitCounts];
  /** The ship that takes the first hits of its side (Into the Breach); absent once it owes none. */
  forcedHits?: ForcedHits;
}

export interface InvasionFrame {
  kind: "invasion";
  /** The active player, invading. */
  seat: Seat;
  position: PositionLabel;
  planet: PlanetId;
  defender: Seat;
  step:
    | "bombard"
    | "planetaryDefense"
    | "indoctrination"
    | "fighters"
    | "roundStart"
    | "roll"
    | "berserker"
    | "result"
    /** The invasion succeeded and what it asked first (invasionSucceeded) is answered: the planet falls. */
    | "conclude";
  round: number;
  offers: CombatOffer[];
  warFunding: Seat[];
  /** Ground units on the planet when the invasion began, adjusted for conversions (Dacxive Animators). */
  groundAtStart: [number, number];
  /** Ground units each side had when the round was rolled (Berserker Genome). */
  groundAtRoundStart: [number, number];
  /** Graviton Negator: the invader's Fighters in space that stay out of the fight; null when none joined. */
  reserveFighters: number | null;
  /**
   * Plastic Ground Forces of each side (invader, defender) whose die shows a 10 in this round's roll, after
   * any re-roll: noted by SE Option 6 (options/shockTroops) or Hope's End's Shock Troops (options/classicShockTroops),
   * absent until one does.
   */
  groundTens?: [number, number];
}

/**
 * Salvage Operations (Mentak race technology): the winner of a Space Battle may pay for one ship of a type
 * he destroyed there and place it in the system (salvage.ts), answered with `salvageShip`.
 */
export interface SalvageFrame {
  kind: "salvage";
  seat: Seat;
  position: PositionLabel;
  /** The ship types the seat destroyed in the battle. */
  types: UnitType[];
}

/**
 * SE Option 6 (options/shockTroops): after a successful invasion with a Shock Troop left, the invader may
 * take the defender's Space Docks and PDS on the planet as his own, answered with `captureStructures`.
 */
export interface CaptureFrame {
  kind: "capture";
  seat: Seat;
  /** The defender, whose structures they are. */
  from: Seat;
  position: PositionLabel;
  planet: PlanetId;
  /** The structures the invader may take (as many as his reinforcements hold). */
  units: UnitCounts;
  /** The rule they are taken under, when not SE p.10 (Hope's End 2.2, options/classicShockTroops.ts). */
  rule?: string;
}

export type CombatFrame =
  | PdsFireFrame
  | SpaceBattleFrame
  | InvasionFrame
  | CasualtiesFrame
  | SalvageFrame
  | CaptureFrame;
