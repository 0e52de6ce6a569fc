import { getUnit, UNIT_TYPES, type UnitType } from "../../../../content/index.ts";
import { ruleError } from "../../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import { type Battle, opponentIn } from "../../combat/battle.ts";
import { rollVolley, shotsOf } from "../../combat/dice.ts";
import { canSustain, SHIP_TYPES, unitsAt } from "../../combat/forces.ts";
import { damageUnits, destroyUnits, loseCargo } from "../../combat/losses.ts";
import type { ActionCardEffect, CardPlay } from "../cardPlay.ts";
import { nanoTechnologyRefusal, shieldedFromCard } from "../cardTargets.ts";
import { battleTag } from "../combatCardEffects.ts";
import { startCardEffect } from "../lasting.ts";
import { battleOf, CONDITION, notInBattle } from "./battle.ts";

/**
 * Target Their Flagship!: the player's ship type and the enemy's, named as `choice` "cruiser-at-war-sun"
 * (unit types in kebab case).
 */
function targeting(play: CardPlay): [UnitType, UnitType] | null {
  const camel = (t: string | undefined) => t?.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  const [mine, theirs] = (play.choice ?? "").split("-at-").map(camel);
  const ship = (t: string | undefined): t is UnitType =>
    t !== undefined && (UNIT_TYPES as readonly string[]).includes(t) && SHIP_TYPES.includes(t as UnitType);
  return ship(mine) && ship(theirs) ? [mine, theirs] : null;
}

/** The player's ships of this type not already named by another Target Their Flagship! this battle. */
function freeShooters(state: GameState, battle: Battle, seat: Seat, type: UnitType): number {
  const named = (state.cardEffects ?? []).filter(
    (e) => e.effect === "targetTheirFlagship" && e.seat === seat && e.system === battle.position,
  );
  const taken = named.filter((e) => e.choice?.split(":")[2] === type).length;
  return (unitsAt(state, battle.position, null, seat).units[type] ?? 0) - taken;
}

/**
 * One hit on a ship of the type named: interpretation: it is damaged when it can sustain damage and is
 * not damaged yet (the owner's better choice), else destroyed.
 */
function hitShip(tx: Tx, seat: Seat, position: PositionLabel, type: UnitType, reason: string): void {
  const { units, damaged } = unitsAt(tx.state, position, null, seat);
  if ((units[type] ?? 0) === 0) return;
  if (canSustain(tx.state, seat, type) && (units[type] ?? 0) > (damaged[type] ?? 0)) {
    damageUnits(tx, seat, position, { [type]: 1 });
    return;
  }
  destroyUnits(tx, seat, position, null, { [type]: 1 }, reason);
  loseCargo(tx, seat, position);
}

/**
 * Target Their Flagship!: just before a Space Battle, one of the player's ships fires one die at its
 * combat value at an enemy ship he names; a hit lands on that ship, with no return fire. The ship that
 * fired rolls no dice in round 1 (spaceBattle.ts). The shot is a combat roll (SE p.13 errata).
 */
export const targetTheirFlagship: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    if (!battle?.starting) return notInBattle("Target Their Flagship!", "a Space Battle about to begin");
    const named = targeting(play);
    const enemy = opponentIn(battle, play.seat);
    if (
      !named ||
      getUnit(named[0]).combat === null ||
      freeShooters(state, battle, play.seat, named[0]) < 1 ||
      (unitsAt(state, battle.position, null, enemy).units[named[1]] ?? 0) < 1
    ) {
      return ruleError(
        CONDITION,
        "Target Their Flagship!",
        'Name your ship and the enemy ship it fires at as choice "yours-at-theirs" (e.g. "cruiser-at-war-sun").',
      );
    }
    return nanoTechnologyRefusal(state, play.seat, enemy, named[1], "Target Their Flagship!");
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    const [mine, theirs] = targeting(play) as [UnitType, UnitType];
    const enemy = opponentIn(battle, play.seat);
    const ctx = {
      kind: "actionCardShot" as const,
      shooter: play.seat,
      target: enemy,
      position: battle.position,
      planet: null,
      round: 0,
      attacker: battle.attacker,
      warFunding: false,
    };
    const volley = rollVolley(tx, ctx, shotsOf(mine, 1, getUnit(mine).combat as number, 1));
    startCardEffect(tx, {
      effect: "targetTheirFlagship",
      seat: play.seat,
      target: enemy,
      system: battle.position,
      choice: battleTag(battle, 1, mine),
    });
    // Nano Technology (cardTargets.ts): refused by the check; kept here should it be learnt meanwhile.
    if (volley.hits > 0 && !shieldedFromCard(tx.state, play.seat, enemy, theirs))
      hitShip(tx, enemy, battle.position, theirs, "Target Their Flagship!");
  },
};
