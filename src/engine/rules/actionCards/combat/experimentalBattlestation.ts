import { getUnit } from "../../../../content/index.ts";
import { ruleError } from "../../../ruleError.ts";
import type { PositionLabel, Seat } from "../../../state.ts";
import { pushCasualties } from "../../combat/casualties.ts";
import { rollVolley, shotsOf } from "../../combat/dice.ts";
import { docksInRange } from "../../combat/shipsMovedIn.ts";
import { pdsFireBarred } from "../../politics/lawRules.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { CONDITION, enemyMovedIn } from "./battle.ts";

/**
 * Experimental Battlestation: right after an opponent moves ships into a system, one of the player's
 * Space Docks in range fires 3 shots at them like a PDS (PDS combat value, range and modifiers: from an
 * adjacent system only with Deep Space Cannon). interpretation: Redefining War Crimes, which bars PDS fire
 * at ships, bars it too.
 */
export const experimentalBattlestation: ActionCardEffect = {
  check(state, play) {
    const moved = enemyMovedIn(state, play);
    const range = moved ? docksInRange(state, play.seat, moved.position) : { own: 0, adjacent: 0 };
    if (moved && range.own + range.adjacent > 0 && !pdsFireBarred(state)) return undefined;
    return ruleError(
      CONDITION,
      "Experimental Battlestation",
      "Play it right after an opponent moves ships into a system in range of one of your Space Docks.",
    );
  },
  resolvesLast: true,
  resolve(tx, play) {
    const moved = enemyMovedIn(tx.state, play) as { seat: Seat; position: PositionLabel };
    const range = docksInRange(tx.state, play.seat, moved.position);
    const cannon = getUnit("pds").spaceCannon as { dice: number; combat: number };
    const ctx = {
      kind: "pds" as const,
      shooter: play.seat,
      target: moved.seat,
      position: moved.position,
      planet: null,
      round: 0,
      attacker: null,
      warFunding: false,
    };
    const volley = rollVolley(tx, ctx, shotsOf("pds", 1, cannon.combat, 3, range.own === 0));
    const where = { position: moved.position, planet: null, on: "ships" as const };
    pushCasualties(tx, { ...where, volleys: [volley], reason: "Experimental Battlestation" });
  },
};
