/**
 * The strategy card abilities of this folder, by effect key, for the tables of strategyAbilities.ts.
 * Not here, so carried out by hand: Warfare's Patrols, Warfare II's Reinforce, Imperial's and Imperial
 * II's Rapid Mobilization, and Production's Tight Deadlines and Double Efforts (they move or build units:
 * the tactical-action and production rules). Trade lives in rules/trade; Technology and Political/Assembly
 * in their own folders.
 */
import type { PrimaryRule, SecondaryRule } from "../../strategyCards.ts";
import { BUREAUCRACY_PRIMARIES, BUREAUCRACY_SECONDARIES } from "./bureaucracy.ts";
import { diplomaticEnvoy, economicStimulus } from "./diplomacy.ts";
import { demilitarizedZone, peacefulAnnexation } from "./diplomacy2.ts";
import { IMPERIAL_II_PRIMARIES } from "./imperial2.ts";
import { LEADERSHIP_PRIMARIES, LEADERSHIP_SECONDARIES } from "./leadership.ts";
import { WARFARE_PRIMARIES } from "./warfare.ts";

export const CARD_PRIMARIES: Record<string, PrimaryRule> = {
  diplomaticEnvoy,
  demilitarizedZone,
  ...LEADERSHIP_PRIMARIES,
  ...WARFARE_PRIMARIES,
  ...BUREAUCRACY_PRIMARIES,
  ...IMPERIAL_II_PRIMARIES,
};

export const CARD_SECONDARIES: Record<string, SecondaryRule> = {
  economicStimulus,
  peacefulAnnexation,
  ...LEADERSHIP_SECONDARIES,
  ...BUREAUCRACY_SECONDARIES,
};
