/**
 * The Leaders option (base p.34-35; RR §24.4): each race fields its three Leaders (content/leaders.ts).
 * They start in the Home System (leaders/setup.ts), travel aboard ships and land with Ground Forces
 * (leaders/movement.ts), are killed, escape or are captured when their ship or planet is lost
 * (leaders/fates.ts, leaders/refuge.ts), are kept, handed over or executed as captives (leaders/
 * captives.ts), and each type's ability acts at the step it names (leaders/abilities.ts). A Leader may
 * change ships within its system on its owner's turn (leaders/reboard.ts).
 */
import { agentSabotageCandidates } from "../bot/leaders.ts";
import type { RuleModule } from "../module.ts";
import {
  admiralBlocksRetreat,
  admiralDice,
  admiralDreadnought,
  agentCaptures,
  agentHoldsPds,
  agentTakesFacility,
  generalRerolls,
  leaderRollModifier,
  scientistDock,
  scientistPds,
  scientistShield,
  scientistSpecialty,
} from "./leaders/abilities.ts";
import { agentOffers, sabotageWithAgent } from "./leaders/agentSabotage.ts";
import { leadersBlasted, leadersCounted } from "./leaders/blast.ts";
import {
  askCaptiveFates,
  CAPTIVE_FATE,
  captiveFate,
  rescueAfterInvasion,
  rescueAfterLanding,
} from "./leaders/captives.ts";
import { allowDiplomatPassage, diplomatPassage, diplomatTurnsBack } from "./leaders/diplomat.ts";
import { LEADER_EVENTS } from "./leaders/events.ts";
import { settleLeaderFates } from "./leaders/fates.ts";
import { leadersFollowShips, leadersLanding, leadersMoving } from "./leaders/movement.ts";
import { changeLeaderShip } from "./leaders/reboard.ts";
import { askRefuges, leaderRefuge, REFUGE } from "./leaders/refuge.ts";
import { placeLeaders } from "./leaders/setup.ts";

export const LEADERS = {
  id: "option:leaders",
  option: "leaders",
  events: LEADER_EVENTS,
  commands: { sabotageWithAgent, allowDiplomatPassage, changeLeaderShip },
  bot: { sabotageWithAgent: agentSabotageCandidates },
  choices: { [REFUGE]: leaderRefuge, [CAPTIVE_FATE]: captiveFate },
  standing: [settleLeaderFates, askRefuges],
  hooks: {
    boardSetUp: placeLeaders,
    leadersMoving,
    leadersLanding,
    shipsMoved: leadersFollowShips,
    statusPhaseEnds: askCaptiveFates,
    combatWon: (tx, victory) => {
      agentCaptures(tx, victory);
      rescueAfterInvasion(tx, victory);
    },
    battleDiceAdded: admiralDice,
    retreatBlocked: admiralBlocksRetreat,
    shipsMovingFurther: admiralDreadnought,
    missesRolledAgain: generalRerolls,
    combatRollModifier: leaderRollModifier,
    technologyPrice: scientistSpecialty,
    newSpaceDockCost: scientistDock,
    pdsDiceBonus: scientistPds,
    shieldStopsEveryBombardment: scientistShield,
    planetaryDefenseHeld: agentHoldsPds,
    facilityCaptured: agentTakesFacility,
    invasionTurnedBack: diplomatTurnsBack,
    movementRange: diplomatPassage,
    leadersOnPlanet: leadersCounted,
    playedCardAnswers: agentOffers,
    leadersBlasted,
    planetTaken: rescueAfterLanding,
  },
} satisfies RuleModule;
