/**
 * Action Cards that act on the board: planets, units, systems, command counters on the map, trade
 * agreements (RR §19 with the rules they touch): their effects by effect key, merged into
 * ACTION_CARD_EFFECTS (effects.ts).
 */
import type { ActionCardEffect } from "./cardPlay.ts";
import type { CardChoiceRule } from "./choice.ts";

export const BOARD_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {};

/** Choices these cards ask of players after they are played (choice.ts). */
export const BOARD_CARD_CHOICES: Readonly<Record<string, CardChoiceRule>> = {};
