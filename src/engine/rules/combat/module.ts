/** Combat (RR §15): PDS fire, space battles, invasions and casualties. */

import { COMBAT_CANDIDATES } from "../../bot/combat.ts";
import type { RuleModule } from "../../module.ts";
import { COMBAT_EVOLVE } from "./combatEvents.ts";
import {
  announceRetreat,
  assignHits,
  bombardPlanet,
  CASUALTIES_RULES,
  firePds,
  INVASION_RULES,
  PDS_FIRE_RULES,
  SPACE_BATTLE_RULES,
  setAutoAssignHits,
  useCombatAbility,
} from "./index.ts";
import { noteBattleLosses, SALVAGE_RULES, salvageShip } from "./salvage.ts";

export const COMBAT = {
  id: "combat",
  commands: {
    firePds,
    assignHits,
    announceRetreat,
    bombard: bombardPlanet,
    useCombatAbility,
    setAutoAssignHits,
    salvageShip,
  },
  events: COMBAT_EVOLVE,
  frames: {
    pdsFire: PDS_FIRE_RULES,
    spaceBattle: SPACE_BATTLE_RULES,
    invasion: INVASION_RULES,
    casualties: CASUALTIES_RULES,
    salvage: SALVAGE_RULES,
  },
  // Salvage Operations: the ships each side loses in a Space Battle (salvage.ts).
  observe: noteBattleLosses,
  bot: COMBAT_CANDIDATES,
} satisfies RuleModule;
