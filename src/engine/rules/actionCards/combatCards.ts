/**
 * Action Cards that act in a Space Battle, an Invasion Combat, a bombardment or PDS fire (RR §10 to
 * §13 with RR §19): their effects by effect key, listed by COMBAT_CARDS (combatCardHooks.ts). Each card's
 * effect lives in combat/, in a file named after the card; what several cards share, in combat/battle.ts.
 *
 * A card played in a battle finds it on the stack: its window (and its own play frame) sit above the
 * battle's frame (../combat/battle.ts: currentBattle). What lasts a round or the whole battle is a
 * lasting effect naming the battle, read by the combat rules and ended with the battle. The windows of
 * the combat moments (right after movement, dice, damage or a loss, before a bombardment) are opened for
 * the players concerned by ../combat/combatCardWindow.ts.
 *
 * Into the Breach names a Dreadnought, followed in its battle's frame (combat/intoTheBreach.ts); Military
 * Foresight brings a ship back in the Status Phase (combat/militaryForesight.ts); Faulty Targeting
 * Systems voids a Minelayers or has a PDS die rolled again (combat/faultyTargetingSystems.ts).
 */
import type { CardChoiceRule } from "../../choices.ts";
import type { ActionCardEffect } from "./cardPlay.ts";
import { chemicalWarfare } from "./combat/chemicalWarfare.ts";
import { communicationsBreakdown } from "./combat/communicationsBreakdown.ts";
import { courageousToTheEnd } from "./combat/courageousToTheEnd.ts";
import { destroyDamagedCapitalShip, destroyDamagedShip } from "./combat/directHit.ts";
import { dugIn } from "./combat/dugIn.ts";
import { emergencyRepairs } from "./combat/emergencyRepairs.ts";
import { enhancedArmor } from "./combat/enhancedArmor.ts";
import { experimentalBattlestation } from "./combat/experimentalBattlestation.ts";
import { experimentalWeaponry } from "./combat/experimentalWeaponry.ts";
import { faultyTargetingSystems } from "./combat/faultyTargetingSystems.ts";
import { fighterPrototype } from "./combat/fighterPrototype.ts";
import { flankingTactic } from "./combat/flankingTactic.ts";
import { friendlyFire } from "./combat/friendlyFire.ts";
import { intoTheBreach } from "./combat/intoTheBreach.ts";
import { militaryForesight, militaryForesightChoice } from "./combat/militaryForesight.ts";
import { minelayers } from "./combat/minelayers.ts";
import { moraleBoost } from "./combat/moraleBoost.ts";
import { recheck } from "./combat/recheck.ts";
import { ruleByTerror, ruleByTerrorChoice } from "./combat/ruleByTerror.ts";
import { shieldsHolding } from "./combat/shieldsHolding.ts";
import { skilledRetreat } from "./combat/skilledRetreat.ts";
import { targetTheirFlagship } from "./combat/targetTheirFlagship.ts";

export const COMBAT_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  minelayers,
  experimentalBattlestation,
  dugIn,
  destroyDamagedShip,
  destroyDamagedCapitalShip,
  courageousToTheEnd,
  shieldsHolding,
  recheck,
  experimentalWeaponry,
  ruleByTerror,
  skilledRetreat,
  targetTheirFlagship,
  moraleBoost,
  fighterPrototype,
  flankingTactic,
  communicationsBreakdown,
  emergencyRepairs,
  enhancedArmor,
  chemicalWarfare,
  friendlyFire,
  intoTheBreach,
  militaryForesight,
  faultyTargetingSystems,
};

/** Choices these cards ask of players after they are played (choice.ts). */
export const COMBAT_CARD_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  /** Rule by Terror: the enemy names where his fleet retreats to. */
  ruleByTerror: ruleByTerrorChoice,
  /** Military Foresight: the player names the dock his ship returns to, when it may go to several. */
  militaryForesight: militaryForesightChoice,
};
