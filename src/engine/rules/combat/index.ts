/**
 * The combat steps of a tactical action (RR §8 steps 3, 4 and 6): the entry points the tactical action
 * calls. Each pushes its own frames when there is something to resolve and does nothing otherwise; when
 * its frames pop, the tactical action continues with its next step. Also what the combat area registers
 * with the engine: its frames' rules, its commands' handlers and its events' evolve table.
 */
import type { PositionLabel, Seat } from "../../state.ts";

export interface Activation {
  seat: Seat;
  position: PositionLabel;
}

export { useCombatAbility } from "./abilities.ts";
export { announceRetreat } from "./battleAnswers.ts";
export { assignHits, CASUALTIES_RULES } from "./casualties.ts";
export { COMBAT_EVOLVE } from "./combatEvents.ts";
export type { CombatFrame } from "./frames.ts";
/** Step 6: bombardment and invasion combat on one planet the active player landed on. */
export { INVASION_RULES, startInvasion } from "./invasion.ts";
export { bombardPlanet } from "./invasionAnswers.ts";
/** Step 3: PDS in range (the other players' at the active player's ships, his at theirs) may fire. */
export { firePds, PDS_FIRE_RULES, startPdsFire } from "./pds.ts";
export { setAutoAssignHits } from "./preferences.ts";
/** Step 4: a space battle when the active player's ships share the system with another player's ships. */
export { SPACE_BATTLE_RULES, startSpaceBattle } from "./spaceBattle.ts";
