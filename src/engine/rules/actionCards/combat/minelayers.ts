import { ruleError } from "../../../ruleError.ts";
import type { PositionLabel, Seat } from "../../../state.ts";
import { pushCasualties } from "../../combat/casualties.ts";
import { unitsAt } from "../../combat/forces.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { CONDITION, enemyMovedIn } from "./battle.ts";

/**
 * Minelayers: right after an enemy fleet moves into a system where the player has Cruisers, each of them
 * scores one hit on it, with no die. interpretation: the hits are assigned at once, before PDS fire and
 * before the first round of the battle.
 */
export const minelayers: ActionCardEffect = {
  check(state, play) {
    const moved = enemyMovedIn(state, play);
    if (moved && (unitsAt(state, moved.position, null, play.seat).units.cruiser ?? 0) > 0) return undefined;
    return ruleError(
      CONDITION,
      "Minelayers",
      "Play it right after an enemy fleet moves into a system where you have Cruisers.",
    );
  },
  resolvesLast: true,
  resolve(tx, play) {
    const moved = enemyMovedIn(tx.state, play) as { seat: Seat; position: PositionLabel };
    const hits = unitsAt(tx.state, moved.position, null, play.seat).units.cruiser ?? 0;
    const volley = {
      shooter: play.seat,
      target: moved.seat,
      roll: "actionCardShot" as const,
      dice: [],
      hits,
    };
    const where = { position: moved.position, planet: null, on: "ships" as const };
    pushCasualties(tx, { ...where, volleys: [volley], reason: "Minelayers" });
  },
};
