/**
 * The frames of combat: the one hit assignment every effect that hits a player's units goes through
 * (hits.ts), space combat (LRR 78) and ground combat (LRR 42).
 */
import type { Ti4ActionCardId, Ti4PlanetId, Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4UnitCounts } from "../state.ts";
import type { Ti4AfterRollFrame, Ti4DiceAbility, Ti4SettledRoll } from "./afterRoll.ts";

/** What produced the hits being assigned. */
export type Ti4HitReason =
  | "spaceCannonOffense"
  | "antiFighterBarrage"
  | "spaceCombat"
  | "bombardment"
  | "spaceCannonDefense"
  | "groundCombat";

/**
 * `seat` assigns `hits` to its own units in `place` (LRR 87, 78.6, 77.5, 15, 42): the units that may take
 * them are the ships of a space area or the ground forces of a planet, or only the types in `only`
 * (anti-fighter barrage: fighters). Pushed by `pushHitAssignment`; it pops once the hits are assigned.
 */
export interface Ti4AssignHitsFrame {
  kind: "ti4AssignHits";
  seat: Seat;
  place: Ti4Place;
  hits: number;
  reason: Ti4HitReason;
  only?: Ti4UnitType[];
  /** LRR 78.6: how many of the hits must go to non-fighter ships while there are any (absent: none). */
  nonFightersFirst?: number;
  /**
   * Space combat: the assigner's ground forces in the space area that take these hits as if they were
   * ships, as many of each type as take part (the Alastor; absent: none).
   */
  asShips?: Ti4UnitCounts;
  /**
   * Space combat: the assigner's ground forces on the system's planets that take these hits as if they
   * were ships, staying on their planets (the Alastor; absent: none). The assigner names them by planet.
   */
  asShipsOnPlanets?: Ti4PlanetUnits;
  /** True once the moment before these hits are assigned has passed (hook point hitsAboutToBeAssigned). */
  asked?: boolean;
  /** The units that sustained damage for these hits, once assigned (hook point unitsSustainedDamage). */
  sustained?: Ti4UnitCounts;
  /**
   * The ground forces fighting as ships from the system's planets that sustained damage for these hits,
   * by planet (the Alastor; absent: none). Like `sustained`, set once the hits are assigned.
   */
  sustainedOnPlanets?: Ti4PlanetUnits;
}

/** An action card whose effect lasts for the rest of a combat round (Morale Boost...), and who played it. */
export interface Ti4RoundCard {
  seat: Seat;
  card: Ti4ActionCardId;
}

/** Where a space combat stands within its round (LRR 78.3-78.7). */
export type Ti4SpaceCombatStep =
  | "barrage"
  | "defenderRetreat"
  | "attackerRetreat"
  | "roll"
  | "assigned"
  /** LRR 78.9: the combat is over; what acts right after it (spaceCombatEnded) is answered before it pops. */
  | "ended";

/**
 * Space combat in the active system (LRR 78), pushed by the tactical action as `{ kind, seat, system }`:
 * `seat` is the active player, the attacker. The rest is set by the combat's own rules when it begins.
 */
export interface Ti4SpaceCombatFrame {
  kind: "ti4SpaceCombat";
  seat: Seat;
  system: PositionLabel;
  defender?: Seat;
  round?: number;
  step?: Ti4SpaceCombatStep;
  /** LRR 78.4: a retreat announced this round, made at its end. */
  retreat?: { seat: Seat; to: PositionLabel };
  /** Each side's ships as the combat began (what it lost is read from them when it ends). */
  opening?: { attacker: Ti4UnitCounts; defender: Ti4UnitCounts };
  /** The action cards in effect for this round (cleared as the next one begins). */
  roundCards?: Ti4RoundCard[];
  /** True once this round's end has been announced to the hook point spaceCombatRoundEnded. */
  roundEnded?: boolean;
  /** This round's rolls, each side's once its moment after the roll is over (afterRoll.ts). */
  settled?: Ti4SettledRoll[];
  /** The abilities paid for at the start of this round that act on its dice (Munitions Reserves). */
  roundAbilities?: { seat: Seat; ability: Ti4DiceAbility }[];
  /**
   * The ships each side lost last, by hits or directly (Courageous to the End reads the one it answers);
   * each loss replaces that side's entry.
   */
  shipsJustLost?: Partial<Record<Seat, Ti4UnitCounts>>;
  /**
   * Each side's ground forces in the space area that take part in this combat as if they were ships (the
   * Alastor chose them as it began); each loss to the combat's hits takes them off (absent: none).
   */
  asShips?: Partial<Record<Seat, Ti4UnitCounts>>;
  /**
   * Each side's ground forces on the system's planets that take part in this combat as if they were ships
   * while staying there (the Alastor [recalled: its FAQ]); kept as `asShips` is (absent: none).
   */
  asShipsOnPlanets?: Partial<Record<Seat, Ti4PlanetUnits>>;
  /** LRR 78.9-78.10: once the combat is over (step "ended"), who won it (null: nobody; absent: not over). */
  winner?: Seat | null;
  /**
   * The damaged units of the seats an ability asks for (Duranium Armor) as round `round` began, in this
   * combat's place (technology/generic/duraniumArmor.ts); absent: none noted.
   */
  damagedAtRoundStart?: { round: number; units: Partial<Record<Seat, Ti4UnitCounts>> };
}

/** Units by planet (ground forces the Alastor lets fight as ships from their planets). */
export type Ti4PlanetUnits = Partial<Record<Ti4PlanetId, Ti4UnitCounts>>;

/**
 * Ground combat on one planet (LRR 42), pushed by the invasion step as `{ kind, seat, system, planet }`
 * with `seat` the attacker; it pops when one side or neither has ground forces left there, and the
 * invasion step establishes control itself.
 */
export interface Ti4GroundCombatFrame {
  kind: "ti4GroundCombat";
  seat: Seat;
  system: PositionLabel;
  planet: Ti4PlanetId;
  defender?: Seat;
  round?: number;
  /** True once this round's dice are rolled and its hits pushed for assignment. */
  rolled?: boolean;
  /** True once the round's end has been announced to the hook point groundCombatRoundEnded. */
  roundEnded?: boolean;
  /** The action cards in effect for this round (cleared as the next one begins). */
  roundCards?: Ti4RoundCard[];
  /** This round's rolls, each side's once its moment after the roll is over (afterRoll.ts). */
  settled?: Ti4SettledRoll[];
  /** The seat whose ground forces are fought, named by the invasion step (TE "Coexist": it may coexist). */
  against?: Seat;
  /**
   * The damaged units of the seats an ability asks for (Duranium Armor) as round `round` began, in this
   * combat's place (technology/generic/duraniumArmor.ts); absent: none noted.
   */
  damagedAtRoundStart?: { round: number; units: Partial<Record<Seat, Ti4UnitCounts>> };
}

/**
 * TE "Neutral Units": space combat between the active player (`seat`) and the neutral ships of the active
 * system (combat/neutral.ts), pushed by the space combat step in place of a combat against a player. The
 * neutral side never retreats and decides nothing; `step` follows LRR 78 without the defender's retreat.
 */
export interface Ti4NeutralSpaceCombatFrame {
  kind: "ti4NeutralSpaceCombat";
  seat: Seat;
  system: PositionLabel;
  round?: number;
  step?: "barrage" | "retreat" | "roll" | "assigned";
  /** LRR 78.4: the active player's retreat announced this round, made at its end. */
  retreat?: { seat: Seat; to: PositionLabel };
}

/** TE "Neutral Units": ground combat on a planet between the active player (`seat`) and neutral ground forces. */
export interface Ti4NeutralGroundCombatFrame {
  kind: "ti4NeutralGroundCombat";
  seat: Seat;
  system: PositionLabel;
  planet: Ti4PlanetId;
  round?: number;
  /** True once this round's dice are rolled and its hits assigned or pushed for assignment. */
  rolled?: boolean;
}

export type Ti4CombatFrame =
  | Ti4AssignHitsFrame
  | Ti4SpaceCombatFrame
  | Ti4GroundCombatFrame
  | Ti4AfterRollFrame
  | Ti4NeutralSpaceCombatFrame
  | Ti4NeutralGroundCombatFrame;
