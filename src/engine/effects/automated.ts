/**
 * Which card effects the engine resolves by itself. A card whose effect key is missing here is still
 * playable, but its effect must be carried out by the players (or a game master) and the engine says so.
 * Each rule area adds its keys here as it implements them; the content report counts what is left.
 */

/** rules/cards/effects.ts and rules/politics/councilCards.ts (a test keeps the two lists equal). */
export const AUTOMATED_ACTION_CARD_EFFECTS: ReadonlySet<string> = new Set<string>([
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
