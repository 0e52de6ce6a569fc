/** The effect keys of rules/politics/politicalEconomyLaws.ts that are fully automated (see ../automated.ts). */
export const AUTOMATED: readonly string[] = [];
