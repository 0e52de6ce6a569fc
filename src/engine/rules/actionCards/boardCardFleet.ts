/**
 * War Footing and Grand Armada (RR §15, §19): a player's Fleet Supply is larger in one system for the
 * round, and the ships over the usual limit go at the end of the Status Phase. The Fleet Supply checks
 * add `boardCardFleetBonus` through the fleetSupplyBonus hook (answered in combatCardHooks.ts: a move,
 * tactical/moveChecks.ts; a retreat, combat/retreat.ts); the Status Phase calls `trimBoardCardFleets`
 * (boardCardFleetTrim.ts) as it ends.
 */
import { ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { player } from "../players.ts";
import { isRefusal, namedSystem } from "./boardCardTools.ts";
import type { ActionCardEffect } from "./cardPlay.ts";
import { cardEffects, startCardEffect } from "./lasting.ts";

/** War Footing: the player's Fleet Supply is 2 higher in the system he names, this round. */
const warFooting: ActionCardEffect = {
  check(state, play) {
    const position = namedSystem(
      state,
      play.system,
      "War Footing",
      "the system where your Fleet Supply grows",
    );
    return isRefusal(position) ? position : undefined;
  },
  resolve(tx, play) {
    startCardEffect(tx, { effect: "warFooting", seat: play.seat, system: play.system });
  },
};

/** Grand Armada (Strategy Phase): no Fleet Supply limit in the player's Home System this round. */
const grandArmada: ActionCardEffect = {
  check(state, play) {
    if (player(state, play.seat).home) return undefined;
    return ruleError("ERR_CARD_CONDITION", "Grand Armada", "You have no Home System on the board.");
  },
  resolve(tx, play) {
    startCardEffect(tx, { effect: "grandArmada", seat: play.seat, system: player(tx.state, play.seat).home });
  },
};

export const BOARD_FLEET_EFFECTS: Readonly<Record<string, ActionCardEffect>> = { warFooting, grandArmada };

/** How much higher the seat's Fleet Supply is in this system this round (Infinity: no limit). */
export function boardCardFleetBonus(state: GameState, seat: Seat, position: PositionLabel): number {
  if (cardEffects(state, "grandArmada", { seat }).some((e) => e.system === position)) return Infinity;
  return 2 * cardEffects(state, "warFooting", { seat }).filter((e) => e.system === position).length;
}
