/** The effect keys of rules/politics/laws/momentLaws.ts that are fully automated (see ../automated.ts). */
export const AUTOMATED: readonly string[] = [
  "ministerOfWar",
  "ministerOfPeace",
  "ministerOfInternalSecurity",
  "shortTermTruce",
  "checksAndBalances",
  "coreStability",
  "fleetRegulations",
  "diversifiedIncome",
];
