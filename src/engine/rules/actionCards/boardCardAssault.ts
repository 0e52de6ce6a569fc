/**
 * Surprise Assault (SE; RR §19, timing "afterActivation"): a player who has just activated a system where
 * his own Space Dock is blockaded (enemy ships there, RR §14) produces at it once his ships have moved in,
 * before the Space Battle: the tactical action's step "assault" (rules/tactical/tacticalFrame.ts), asked
 * through the productionBeforeBattle moment, after PDS fire. The production follows every rule of RR §14
 * (the dock's capacity, the costs, plastic, Fleet Supply and Fighter support where the units appear) but
 * one: [recalled] the blockade does not stop the dock building ships then, or the card would build
 * nothing a blockaded dock cannot build anyway. Interpretation: what is produced then is the activation's
 * production (RR §8 step 7 is not taken again); producing nothing then leaves step 7 as it was. With the
 * enemy ships gone before the step (PDS fire), there is no blockade left and the card does nothing.
 */
import { ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { count, enemyShipsPresent, forcesOnPlanet, planetsAt, unitsIn } from "../units.ts";
import { justActivated } from "./boardCardMovement.ts";
import type { ActionCardEffect } from "./cardPlay.ts";
import { cardEffects, startCardEffect } from "./lasting.ts";

const CARD = "Surprise Assault";
const KEY = "surpriseAssault";

/** A Space Dock of the seat on a planet of the system, with enemy ships there (RR §14; Saar docks never are). */
export function blockadedDockAt(state: GameState, seat: Seat, position: PositionLabel): boolean {
  const system = state.board[position];
  if (!system || !enemyShipsPresent(state, position, seat)) return false;
  return planetsAt(state, position).some(
    (planet) => count(unitsIn(forcesOnPlanet(system, planet), seat), "spaceDock") > 0,
  );
}

const surpriseAssault: ActionCardEffect = {
  check(state, play) {
    const system = justActivated(state, play.seat);
    if (system !== null && blockadedDockAt(state, play.seat, system)) return undefined;
    return ruleError(
      "ERR_CARD_CONDITION",
      CARD,
      "Play it right after you activate a system where enemy ships blockade a Space Dock of yours.",
    );
  },
  resolve(tx, play) {
    const system = justActivated(tx.state, play.seat);
    if (system !== null) startCardEffect(tx, { effect: KEY, seat: play.seat, system });
  },
};

export const BOARD_ASSAULT_EFFECTS: Readonly<Record<string, ActionCardEffect>> = { surpriseAssault };

/** productionBeforeBattle: the player played Surprise Assault on this activation (a system is activated once a round). */
export function assaultProduction(state: GameState, seat: Seat, position: PositionLabel): boolean {
  return cardEffects(state, KEY, { seat }).some((e) => e.system === position);
}
