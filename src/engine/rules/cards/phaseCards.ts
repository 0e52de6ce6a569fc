/**
 * Action Cards that act on the Strategy Phase, Strategy Cards, technology purchases, politics and the
 * hands (RR §19 with the rules they touch): their effects by effect key, merged into
 * ACTION_CARD_EFFECTS (effects.ts).
 */
import type { ActionCardEffect } from "./cardPlay.ts";
import type { CardChoiceRule } from "./choice.ts";

export const PHASE_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {};

/** Choices these cards ask of players after they are played (choice.ts). */
export const PHASE_CARD_CHOICES: Readonly<Record<string, CardChoiceRule>> = {};
