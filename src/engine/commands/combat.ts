/**
 * Combat (rules/combat): PDS fire, hits assigned, retreats, bombardment and the optional combat abilities
 * a player is asked about. The abilities are the rules' own type (rules/combat/frames.ts).
 */
import { UNIT_TYPES, type UnitType } from "../../content/index.ts";
import type { CombatAbility } from "../rules/combat/frames.ts";
import { command, count, declared, flag, id, listOf, oneOf, orNull, position, units } from "./forms.ts";

const ability = declared<CombatAbility>()(
  oneOf(["jolnarReroll", "letnevWarFunding", "yinDevotion", "gravitonNegatorFighters"]),
);
const unitType = declared<UnitType>()(oneOf(UNIT_TYPES));

export const COMBAT_COMMANDS = [
  command("firePds", { fire: flag, target: count.optional() }),
  command("assignHits", { destroy: units, damage: units.optional() }),
  command("announceRetreat", { to: orNull(position), tactical: flag.optional() }),
  command("bombard", {
    dreadnoughts: count,
    warSuns: count,
    x89: oneOf(["dreadnought", "warSun"]).optional(),
  }),
  command("useCombatAbility", {
    ability,
    use: flag,
    /** Jol-Nar: which of your dice (0-based, in roll order) to roll again. */
    die: count.optional(),
    /** Graviton Negator: how many Fighters join the Invasion Combat. */
    count: count.optional(),
    /** Yin Devotion: the Destroyer or Cruiser given up, and the enemy ship type hit. */
    unit: unitType.optional(),
    target: unitType.optional(),
  }),
  /**
   * Salvage Operations (Mentak): the ship bought after a Space Battle won (null: none), paid with planets
   * exhausted for resources and Trade Goods.
   */
  command("salvageShip", {
    unit: orNull(unitType),
    planets: listOf(id()).optional(),
    tradeGoods: count.optional(),
  }),
  /**
   * SE Option 6, Shock Troops: after a successful invasion, whether the invader takes the defender's Space
   * Docks and PDS as his own: all offered, or only `units` (capture false: none, all destroyed as usual).
   */
  command("captureStructures", { capture: flag, units: units.optional() }),
  /**
   * Sabotage Runs (RR §24.5, an option): the Fighters sent at the enemy's War Suns before a Space Battle,
   * one run per War Sun aimed at (each a number of Fighters); none for no run.
   */
  command("sabotageRuns", { runs: listOf(count) }),
  /** A standing preference: hits on my units are assigned at once. */
  command("setAutoAssignHits", { on: flag }),
] as const;
