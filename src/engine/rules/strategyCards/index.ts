/**
 * The strategy card abilities of this folder, by effect key, for the tables of strategyAbilities.ts, with
 * the ones built on movement and production, which live with the tactical rules: Production's Tight
 * Deadlines and Double Efforts (tactical/cardProduction.ts) and Warfare II's Reinforce
 * (tactical/reinforce.ts). The round's module lists Warfare's Patrols and Imperial's Rapid Mobilization;
 * Trade lives in rules/trade; Technology and Political/Assembly in their own folders.
 */
import type { PrimaryRule, SecondaryRule } from "../../strategyCards.ts";
import { doubleEfforts, tightDeadlines } from "../tactical/cardProduction.ts";
import { reinforce } from "../tactical/reinforce.ts";
import { BUREAUCRACY_PRIMARIES, BUREAUCRACY_SECONDARIES } from "./bureaucracy.ts";
import { diplomaticEnvoy, economicStimulus } from "./diplomacy.ts";
import { demilitarizedZone, peacefulAnnexation } from "./diplomacy2.ts";
import { highAlert } from "./highAlert.ts";
import { IMPERIAL_II_PRIMARIES } from "./imperial2.ts";
import { LEADERSHIP_PRIMARIES, LEADERSHIP_SECONDARIES } from "./leadership.ts";
import { WARFARE_PRIMARIES } from "./warfare.ts";

export const CARD_PRIMARIES: Record<string, PrimaryRule> = {
  diplomaticEnvoy,
  demilitarizedZone,
  ...LEADERSHIP_PRIMARIES,
  ...WARFARE_PRIMARIES,
  highAlert,
  ...BUREAUCRACY_PRIMARIES,
  ...IMPERIAL_II_PRIMARIES,
  tightDeadlines,
};

export const CARD_SECONDARIES: Record<string, SecondaryRule> = {
  economicStimulus,
  peacefulAnnexation,
  ...LEADERSHIP_SECONDARIES,
  ...BUREAUCRACY_SECONDARIES,
  doubleEfforts,
  reinforce,
};
