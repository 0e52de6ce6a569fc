/**
 * The classic options of TI1 Borderlands (options/mineFields.ts, capitalShips.ts, capitolPlanets.ts): a
 * Mine Field laid in the production step, Capital Ships repaired there, each paid with planets exhausted
 * for resources and Trade Goods; the Capital Planet each player names in round 3; and the Assassins
 * (options/assassins.ts) sent, guarded against and bought in the Status Phase.
 */
import { command, count, flag, id, listOf, position, units } from "./forms.ts";

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
  /** Assassins sent as the Status Phase opens: one target seat per Assassin (repeats allowed), none for none. */
  command("sendAssassins", { targets: listOf(count) }),
  /** Before the die of an Assassin sent at him: one of his own spent as a bodyguard (+1), or not. */
  command("guardAgainstAssassin", { guard: flag }),
  /** Assassins bought after the attempts, 4 resources each, paid like units; 0 for none. */
  command("buyAssassins", {
    count,
    planets: listOf(id()).optional(),
    tradeGoods: count.optional(),
  }),
] as const;
