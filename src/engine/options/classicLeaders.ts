/**
 * Classic option "classic:leaders": the Leaders of TI2 Hope's End (ti2-hopes-end.txt, 2.3 "Optional
 * Rule: Leaders") in place of the TI3 ones. The two options exclude each other (content/options.ts): they
 * place the same counters, and a game plays them by one set of rules. [decision]
 *
 * What the rules share with TI3 is the Leaders option's own code (leaders/): placement at home, riding
 * any ship without using room, landing, the fates of a Leader whose planet is lost, escape to a planet,
 * captives kept, handed over or executed, the Admiral's die, the Agent's silenced PDS and Sabotage, the
 * Diplomat's turned-back invasion and passage. What differs is passed to it (classicLeaders/rules.ts) or
 * is Hope's End's own (classicLeaders/abilities.ts).
 *
 * - Changing ships: just before the Movement Segment, from a planet or a ship onto another ship in the
 *   system, one that stays as well as one that goes (leaders/reboard.ts, the TI3 option's command with
 *   Hope's End's timing); on the way, never (classicLeaders/rules.ts, BOARDING).
 * - Captives: Hope's End lets a captor hand one over during the Political Phase; TI3 has none each round,
 *   so it is asked in the Status Phase, as the TI3 option asks. [decision] He may execute one at any time
 *   (classicLeaders/execute.ts).
 * - The face-down variant is an option of its own on top of this one (classicHiddenLeaders.ts).
 */
import type { RuleModule } from "../module.ts";
import {
  admiralBarsSkilledRetreat,
  admiralDreadnoughts,
  generalRerollsOne,
  generalStiffensPlanet,
  scientistResources,
} from "./classicLeaders/abilities.ts";
import { executeCaptive } from "./classicLeaders/execute.ts";
import { BATTLE_FATE, BOARDING, diplomatBarred, RESCUE } from "./classicLeaders/rules.ts";
import { admiralDice, agentHoldsPds } from "./leaders/abilities.ts";
import { agentOffers } from "./leaders/agentSabotage.ts";
import { leadersBlasted, leadersCounted } from "./leaders/blast.ts";
import { askCaptiveFates, rescueAfterInvasionWith, rescueAfterLandingWith } from "./leaders/captives.ts";
import { diplomatPassage, diplomatTurnsBackBut } from "./leaders/diplomat.ts";
import { leaderFatesWith } from "./leaders/fates.ts";
import { leadersFollowShips, leadersLanding, leadersMovingWith } from "./leaders/movement.ts";
import { askRefuges } from "./leaders/refuge.ts";
import { placeLeaders } from "./leaders/setup.ts";

export const CLASSIC_LEADERS = {
  id: "option:classic:leaders",
  option: "classic:leaders",
  commands: { executeCaptive },
  standing: [leaderFatesWith(BATTLE_FATE), askRefuges],
  hooks: {
    boardSetUp: placeLeaders,
    leadersMoving: leadersMovingWith(BOARDING),
    leadersLanding,
    shipsMoved: leadersFollowShips,
    statusPhaseEnds: askCaptiveFates,
    combatWon: rescueAfterInvasionWith(RESCUE),
    planetTaken: rescueAfterLandingWith(RESCUE),
    battleDiceAdded: admiralDice,
    skilledRetreatBlocked: admiralBarsSkilledRetreat,
    shipsMovingFurther: admiralDreadnoughts,
    missesRolledAgain: generalRerollsOne,
    combatRollModifier: generalStiffensPlanet,
    technologyPaymentBonus: scientistResources,
    planetaryDefenseHeld: agentHoldsPds,
    invasionTurnedBack: diplomatTurnsBackBut(diplomatBarred),
    movementRange: diplomatPassage,
    leadersOnPlanet: leadersCounted,
    playedCardAnswers: agentOffers,
    leadersBlasted,
  },
} satisfies RuleModule;
