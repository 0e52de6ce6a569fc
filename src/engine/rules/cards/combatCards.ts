/**
 * Action Cards that act in a Space Battle, an Invasion Combat, a bombardment or PDS fire (RR §10 to
 * §13 with RR §19): their effects by effect key, merged into ACTION_CARD_EFFECTS (effects.ts).
 */
import type { ActionCardEffect } from "./cardPlay.ts";
import type { CardChoiceRule } from "./choice.ts";

export const COMBAT_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {};

/** Choices these cards ask of players after they are played (choice.ts). */
export const COMBAT_CARD_CHOICES: Readonly<Record<string, CardChoiceRule>> = {};
