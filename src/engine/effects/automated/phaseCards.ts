/** The effect keys of rules/cards/phaseCards.ts that are fully automated (see ../automated.ts). */
export const AUTOMATED: readonly string[] = [];
