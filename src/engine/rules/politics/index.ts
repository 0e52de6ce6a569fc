/**
 * Politics (RR §20, RR §6 Political, SE p.15 Assembly): the strategy abilities wired into
 * strategyAbilities.ts by their effect keys. The council itself is agenda.ts, voting.ts and outcomes.ts.
 */
import type { PrimaryRule, SecondaryRule } from "../../strategyCards.ts";
import { assemblyMoraleBoost, senate } from "./assembly.ts";
import { galacticCouncil } from "./politicalPrimary.ts";

export const POLITICS_PRIMARIES: Readonly<Record<string, PrimaryRule>> = { galacticCouncil, senate };
export const POLITICS_SECONDARIES: Readonly<Record<string, SecondaryRule>> = { assemblyMoraleBoost };
