/**
 * Which card effects the engine resolves by itself. A card whose effect key is missing here is still
 * playable, but its effect must be carried out by the players (or a game master) and the engine says so.
 * Each rule area adds its keys here as it implements them; the content report counts what is left.
 */
import { AUTOMATED as BOARD_CARDS } from "./automated/boardCards.ts";
import { AUTOMATED as COMBAT_CARDS } from "./automated/combatCards.ts";
import { AUTOMATED as PHASE_CARDS } from "./automated/phaseCards.ts";
import { AUTOMATED as DIRECTIVES } from "./automated/politicalDirectives.ts";
import { AUTOMATED as ECONOMY_LAWS } from "./automated/politicalEconomyLaws.ts";
import { AUTOMATED as LAWS } from "./automated/politicalLaws.ts";
import { AUTOMATED as MOMENT_LAWS } from "./automated/politicalMomentLaws.ts";

/**
 * rules/actionCards/effects.ts and rules/politics/councilCards.ts, then the area tables (rules/actionCards/
 * combatCards.ts, boardCards.ts, phaseCards.ts); a test keeps the lists equal to the tables.
 */
export const AUTOMATED_ACTION_CARD_EFFECTS: ReadonlySet<string> = new Set<string>([
  ...BOARD_CARDS,
  ...COMBAT_CARDS,
  ...PHASE_CARDS,
  "sabotage",
  "goodYear",
  "privateers",
  "insubordination",
  "veto",
  "fantasticRhetoric",
  "discredit",
  "bribery",
  "commandSummit",
  "tradeStop",
  "successfulSpy",
  "rallyOfThePeople",
  "riseOfAMessiah",
  "policyParalysis",
]);

/**
 * rules/politics/politicalEffects.ts: every outcome automated and, for a law, its lasting effect applied
 * (a test keeps this list equal to the table's fully automated cards).
 */
export const AUTOMATED_POLITICAL_CARD_EFFECTS: ReadonlySet<string> = new Set<string>([
  ...LAWS,
  ...ECONOMY_LAWS,
  ...DIRECTIVES,
  ...MOMENT_LAWS,
  // SE option 7, Space Mines: carried out by its module (options/spaceMines/jewel.ts, hook agendaOutcome).
  "defendTheJewel",
  "imperialMandate",
  "seedOfAnEmpire",
  "mutiny",
  "economicRevitalization",
  "costOverruns",
  "repeal",
  "limitsToIndividualPower",
  "emperor",
  "unconventionalMeasures",
  "gloryOfTheEmpire",
  "incentiveProgram",
  "ministerOfPolicy",
  "freeTradeLaw",
  "imperialAcademy",
  "codeOfHonor",
  "holyPlanetOfIxth",
  "crownOfThalnos",
]);
