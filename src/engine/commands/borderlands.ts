/**
 * The classic options of TI1 Borderlands (options/mineFields.ts, capitalShips.ts, capitolPlanets.ts): a
 * Mine Field laid in the production step, Capital Ships repaired there, each paid with planets exhausted
 * for resources and Trade Goods; and the Capital Planet each player names in round 3.
 */
import { command, count, id, listOf, position, units } from "./forms.ts";

export const BORDERLANDS_COMMANDS = [
  command("layMineField", {
    /** The system: needed only in a transfer action (one of its two systems). */
    position: position.optional(),
    planets: listOf(id()).optional(),
    tradeGoods: count.optional(),
  }),
  command("repairCapitalShips", {
    /** The system: needed only in a transfer action (one of its two systems). */
    position: position.optional(),
    /** The damaged Dreadnoughts and Carriers repaired, 3 resources each. */
    units,
    planets: listOf(id()).optional(),
    tradeGoods: count.optional(),
  }),
  command("chooseCapitalPlanet", { planet: id() }),
] as const;
