/**
 * The classic options of TI1 Borderlands (options/declarationsOfWar/, options/assassins/): other players
 * are named by seat.
 */
import { command, count, id, listOf } from "./forms.ts";

export const RELATIONS_COMMANDS = [
  /** The Status Phase's declarations: war on players at peace, peace offered to players at war. */
  command("declareRelations", { war: listOf(count), peace: listOf(count) }),
  /** A peace broken at any time, paid like units. */
  command("surpriseAttack", {
    against: count,
    planets: listOf(id()).optional(),
    tradeGoods: count.optional(),
  }),
] as const;
