/** The effect keys of rules/cards/combatCards.ts that are fully automated (see ../automated.ts). */
export const AUTOMATED: readonly string[] = [];
