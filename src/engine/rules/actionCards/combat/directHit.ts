import type { UnitType } from "../../../../content/index.ts";
import { ruleError } from "../../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../../state.ts";
import { currentBattle } from "../../combat/battle.ts";
import { SHIP_TYPES, unitsAt } from "../../combat/forces.ts";
import { destroyUnits, loseCargo } from "../../combat/losses.ts";
import type { ActionCardEffect, CardPlay } from "../cardPlay.ts";
import { nanoTechnologyRefusal, unshieldedTypes } from "../cardTargets.ts";
import { battleOf, CONDITION, diceUnderWindow, notInBattle, shipNamed } from "./battle.ts";

/** The ship just damaged that a Direct Hit destroys: the enemy's (not the player's own), still damaged. */
function directHitTarget(
  state: GameState,
  play: CardPlay,
  allowed: readonly UnitType[],
  honourNano = true,
): { seat: Seat; position: PositionLabel; type: UnitType } | null {
  const frame = diceUnderWindow(state);
  const losses = frame?.lastLosses;
  if (!frame || !losses || losses.seat === play.seat) return null;
  // Nano Technology (cardTargets.ts): the card never picks a shielded Dreadnought or War Sun.
  const pool = honourNano ? unshieldedTypes(state, play.seat, losses.seat, allowed) : allowed;
  const type = shipNamed(losses.damaged, play, pool);
  if (type === null) return null;
  const damaged = unitsAt(state, frame.position, null, losses.seat).damaged[type] ?? 0;
  return damaged > 0 ? { seat: losses.seat, position: frame.position, type } : null;
}

function directHit(name: string, allowed: readonly UnitType[], mustFight: boolean): ActionCardEffect {
  return {
    check(state, play) {
      const battle = currentBattle(state);
      if (battle?.kind !== "spaceBattle" || (mustFight && !battleOf(state, play)))
        return notInBattle(name, "a Space Battle");
      if (directHitTarget(state, play, allowed)) return undefined;
      const shielded = directHitTarget(state, play, allowed, false);
      if (shielded) return nanoTechnologyRefusal(state, play.seat, shielded.seat, shielded.type, name);
      return ruleError(
        CONDITION,
        name,
        'Play it right after an enemy ship is damaged; name its type as choice (e.g. "war-sun") if several were.',
      );
    },
    resolve(tx, play) {
      const target = directHitTarget(tx.state, play, allowed);
      if (!target) return;
      destroyUnits(tx, target.seat, target.position, null, { [target.type]: 1 }, name);
      loseCargo(tx, target.seat, target.position);
    },
  };
}

/** Direct Hit (SE): in a Space Battle the player is in, the enemy ship just damaged is destroyed. */
export const destroyDamagedShip = directHit("Direct Hit", SHIP_TYPES, true);

/**
 * Direct Hit! (base printing, replaced by SE's): a Dreadnought or War Sun just damaged in a Space Battle
 * is destroyed. [recalled: any player but its owner may play it]
 */
export const destroyDamagedCapitalShip = directHit("Direct Hit!", ["dreadnought", "warSun"], false);
