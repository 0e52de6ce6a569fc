/**
 * The Action Cards played in combat (combatCards.ts), as a module: the events of their effects, and
 * their answers to the combat hook points (hooks/combat.ts) while their lasting effects are in play
 * (combatCardEffects.ts), with War Footing and Grand Armada for the Fleet Supply a retreat arrives
 * under. Their plays go through the Action Card module (module.ts).
 */
import type { RuleModule } from "../../module.ts";
import { boardCardFleetBonus } from "./boardCardFleet.ts";
import { noteIntoTheBreach } from "./combat/intoTheBreach.ts";
import { returnForesightShips } from "./combat/militaryForesight.ts";
import {
  actionCardsSilenced,
  combatCardModifier,
  cruisersSustain,
  dugIn,
  endCombatCardEffects,
  retreatBarred,
  shipsHeldByFlagshipTarget,
  weaponryHits,
} from "./combatCardEffects.ts";
import { COMBAT_CARD_EVOLVE } from "./combatCardEvents.ts";
import { COMBAT_CARD_EFFECTS } from "./combatCards.ts";

export const COMBAT_CARDS = {
  id: "combatCards",
  events: COMBAT_CARD_EVOLVE,
  actionCards: COMBAT_CARD_EFFECTS,
  // Into the Breach: the Dreadnought it names, followed in its battle's frame as it is hit.
  observe: noteIntoTheBreach,
  hooks: {
    // Communications Breakdown: nothing but Sabotage while its battle lasts.
    actionCardsSilenced,
    // Morale Boost, Fighter Prototype.
    combatRollModifier: combatCardModifier,
    // Target Their Flagship!
    shipsHoldingFire: shipsHeldByFlagshipTarget,
    // Enhanced Armor.
    sustainsDamage: (state, seat, unit) => unit === "cruiser" && cruisersSustain(state, seat),
    // Experimental Weaponry.
    hitsKeptOffFighters: weaponryHits,
    // Dug In.
    bombardmentBlocked: (state, frame) => dugIn(state, frame.defender, frame.planet),
    // Flanking Tactic.
    retreatBlocked: retreatBarred,
    // War Footing, Grand Armada.
    fleetSupplyBonus: boardCardFleetBonus,
    combatEnds: endCombatCardEffects,
    // Military Foresight: the ships lost come back at their players' Space Docks.
    statusCleanUpDone: returnForesightShips,
  },
} satisfies RuleModule;
