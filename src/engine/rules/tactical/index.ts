/**
 * The tactical and transfer actions (RR §8-§11, §13.1, §13.4, §14): what the engine registers from this
 * rule area, and what other areas reuse (planet control, production). Combat steps live in rules/combat;
 * units on the board in rules/units.ts.
 */
export { answerActivation, takeTacticalAction } from "./activation.ts";
export { doubleEfforts, rapidMobilization, tightDeadlines } from "./cardProduction.ts";
export { controllerOf, controlsSystem, gainPlanet, settleTradeStations } from "./control.ts";
export { canProduce, usableDocks } from "./docks.ts";
export { landUnits, moveUnits, produceUnits } from "./handlers.ts";
export { planProduction, produce } from "./production.ts";
export { patrols } from "./secondaries.ts";
export { TACTICAL_EVOLVE } from "./tacticalEvents.ts";
export { finishTurn, TACTICAL_ACTION_RULES } from "./tacticalFrame.ts";
export { TRANSFER_ACTION_RULES, takeTransferAction } from "./transfer.ts";
