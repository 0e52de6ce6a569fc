/** The effect keys of rules/cards/boardCards.ts that are fully automated (see ../automated.ts). */
export const AUTOMATED: readonly string[] = [];
