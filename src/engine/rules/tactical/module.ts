/** The tactical and transfer actions (RR §14, SE Transfer): activation, movement, landing, production. */

import { TACTICAL_CANDIDATES } from "../../bot/tactical.ts";
import type { RuleModule } from "../../module.ts";
import { fleetSurplusChoice } from "../fleetSurplus.ts";
import {
  answerActivation,
  finishTurn,
  landUnits,
  moveUnits,
  produceUnits,
  TACTICAL_ACTION_RULES,
  TRANSFER_ACTION_RULES,
  takeTacticalAction,
  takeTransferAction,
} from "./index.ts";
import { TACTICAL_EVOLVE } from "./tacticalEvents.ts";

export const TACTICAL = {
  id: "tactical",
  commands: {
    tacticalAction: takeTacticalAction,
    transferAction: takeTransferAction,
    moveUnits,
    landUnits,
    produceUnits,
    answerActivation,
    finishTurn,
  },
  events: TACTICAL_EVOLVE,
  // RR §15: the ships a player removes when over his Fleet Supply (Telepathic Mind Weapon, ...).
  choices: { fleetSurplus: fleetSurplusChoice },
  frames: { tacticalAction: TACTICAL_ACTION_RULES, transferAction: TRANSFER_ACTION_RULES },
  bot: TACTICAL_CANDIDATES,
} satisfies RuleModule;
