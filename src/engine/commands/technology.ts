/**
 * Technologies and race abilities used as an action, and the Strategy Phase race abilities that share
 * the command (rules/technology/actionAbilityIds.ts holds the ids).
 */
import type { ActionCardId, PlanetId } from "../../content/index.ts";
import {
  type AbilityCommandId,
  ACTION_ABILITIES,
  STRATEGY_PHASE_ABILITIES,
} from "../rules/technology/actionAbilityIds.ts";
import { command, count, declared, id, listOf, oneOf, position, units } from "./forms.ts";

/** Every ability id the `useActionAbility` command may name, for the command and the app's catalog. */
export const ABILITY_COMMAND_IDS = [...ACTION_ABILITIES, ...STRATEGY_PHASE_ABILITIES] as const;
export const abilityCommandId = declared<AbilityCommandId>()(oneOf(ABILITY_COMMAND_IDS));

/** Bioptic Recyclers: "trade-goods" or a counter area; Star Forge: "fighters" or "destroyer". */
export const abilityChoice = oneOf(["trade-goods", "strategy", "fleet", "command", "fighters", "destroyer"]);

export const TECHNOLOGY_COMMANDS = [
  command("useActionAbility", {
    ability: abilityCommandId,
    /** Transit Diodes: the planet the Ground Forces leave, the planet they go to, and how many (1-4). */
    from: id<PlanetId>().optional(),
    to: id<PlanetId>().optional(),
    count: count.optional(),
    /** Transit Diodes: the ground units moved by type, Shock Troops among them (instead of count). */
    units: units.optional(),
    /** Sol Orbital Drop: the planet that receives 2 Ground Forces. */
    planet: id<PlanetId>().optional(),
    /** Production Centers: the player given 2 Trade Goods; Yssaril: the player whose hand is looked at. */
    target: count.optional(),
    /** Mentak Pillage: the players (1 or 2) who each lose 1 Trade Good. */
    targets: listOf(count).optional(),
    /** Bioptic Recyclers: the Action Card discarded. */
    card: id<ActionCardId>().optional(),
    choice: abilityChoice.optional(),
    /** Star Forge: the system holding your War Sun or Space Dock. */
    system: position.optional(),
  }),
] as const;
