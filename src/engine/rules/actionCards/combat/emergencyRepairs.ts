import { ruleError } from "../../../ruleError.ts";
import type { GameState, UnitCounts } from "../../../state.ts";
import { unitsAt } from "../../combat/forces.ts";
import type { ActionCardEffect, CardPlay } from "../cardPlay.ts";
import { CONDITION } from "./battle.ts";

/** The player's damaged Dreadnoughts and War Suns in the system the card names. */
function repairable(state: GameState, play: CardPlay): UnitCounts {
  if (play.system === null || !state.board[play.system]) return {};
  const damaged = unitsAt(state, play.system, null, play.seat).damaged;
  const out: UnitCounts = {};
  for (const type of ["dreadnought", "warSun"] as const) if (damaged[type]) out[type] = damaged[type];
  return out;
}

/** Emergency Repairs: every damaged Dreadnought and War Sun of the player in one system is repaired. */
export const emergencyRepairs: ActionCardEffect = {
  check(state, play) {
    if (Object.keys(repairable(state, play)).length > 0) return undefined;
    return ruleError(
      CONDITION,
      "Emergency Repairs",
      "Name a system (by its position) where you have a damaged Dreadnought or War Sun.",
    );
  },
  resolve(tx, play) {
    const units = repairable(tx.state, play);
    const position = play.system as string;
    tx.emit({ type: "shipsRepaired", seat: play.seat, position, units, reason: "Emergency Repairs" });
  },
};
