/**
 * Laws (RR §20) that act at moments of their own: the Ministers and Short Term Truce (used by a player:
 * lawUse.ts), Checks and Balances (the Strategy Phase), Core Stability (the Status Phase's Action Cards),
 * Fleet Regulations and Diversified Income (caps kept by standing checks). Their outcomes when voted, merged
 * into AGENDA_EFFECTS (politicalEffects.ts); the choices they ask, listed by their module (module.ts here).
 */
import type { CardChoiceRule } from "../../../choices.ts";
import { type AgendaRule, nothing } from "../agendaTools.ts";
import { checksAndBalancesChoice, passCardsLeft } from "./checksAndBalances.ts";
import { coreStabilityChoice } from "./coreStability.ts";
import { LIMIT_LAWS } from "./limits.ts";
import { thisRound } from "./shared.ts";
import { truceAgainst, truceAgainstChoice } from "./shortTermTruce.ts";

export const MOMENT_LAW_EFFECTS: Readonly<Record<string, AgendaRule>> = {
  // Used by the elected player when the moment comes (ministers.ts).
  ministerOfWar: { elected: nothing, lasting: true },
  ministerOfPeace: { elected: nothing, lasting: true },
  ministerOfInternalSecurity: { elected: nothing, lasting: true },
  // For: no activation of enemy fleets' systems nor invasion next round; Against: planets exhausted.
  shortTermTruce: { for: nothing, against: truceAgainst, lasting: true },
  // For: each card picked is given away (strategyPhase.ts asks); Against: every card passed left.
  checksAndBalances: { for: nothing, against: passCardsLeft, lasting: true },
  // For: the Status Phase's cards dealt face up (statusPhase.ts asks); Against: no card drawn this round.
  coreStability: { for: nothing, against: thisRound("coreStability"), lasting: true },
  ...LIMIT_LAWS,
};

export const MOMENT_LAW_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  checksAndBalances: checksAndBalancesChoice,
  coreStability: coreStabilityChoice,
  shortTermTruceAgainst: truceAgainstChoice,
};
