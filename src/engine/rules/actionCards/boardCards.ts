/**
 * Action Cards that act on the board: planets, units, systems, command counters on the map, trade
 * agreements (RR §19 with the rules they touch): their effects by effect key, listed by BOARD_CARDS
 * (boardCardHooks.ts). By kind: boardCardActions.ts (done at once), boardCardMoves.ts
 * (docks, counters, a War Sun's bombardment), boardCardLasting.ts (this round, with the hooks the rules
 * they change ask) and boardCardChoices.ts (the victim chooses), boardCardTaken.ts (right after a planet changes hands),
 * boardCardRadiation.ts (Star of Death and its radiation counter), boardCardAssault.ts (Surprise Assault).
 */

import type { CardChoiceRule } from "../../choices.ts";
import { BOARD_ACTION_EFFECTS } from "./boardCardActions.ts";
import { BOARD_ASSAULT_EFFECTS } from "./boardCardAssault.ts";
import { BOARD_CHOICE_EFFECTS, BOARD_CHOICE_RULES } from "./boardCardChoices.ts";
import { BOARD_FLEET_EFFECTS } from "./boardCardFleet.ts";
import { BOARD_LASTING_EFFECTS } from "./boardCardLasting.ts";
import { BOARD_MOVEMENT_EFFECTS } from "./boardCardMovement.ts";
import { BOARD_MOVE_EFFECTS } from "./boardCardMoves.ts";
import { BOARD_PATROL_CHOICES, BOARD_PATROL_EFFECTS } from "./boardCardPatrol.ts";
import { BOARD_RADIATION_EFFECTS } from "./boardCardRadiation.ts";
import { BOARD_TAKEN_EFFECTS } from "./boardCardTaken.ts";
import type { ActionCardEffect } from "./cardPlay.ts";

export const BOARD_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  ...BOARD_ACTION_EFFECTS,
  ...BOARD_MOVE_EFFECTS,
  ...BOARD_LASTING_EFFECTS,
  ...BOARD_CHOICE_EFFECTS,
  ...BOARD_TAKEN_EFFECTS,
  ...BOARD_FLEET_EFFECTS,
  ...BOARD_MOVEMENT_EFFECTS,
  ...BOARD_PATROL_EFFECTS,
  ...BOARD_RADIATION_EFFECTS,
  ...BOARD_ASSAULT_EFFECTS,
};

/** Choices these cards ask of players after they are played (choice.ts). */
export const BOARD_CARD_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  ...BOARD_CHOICE_RULES,
  ...BOARD_PATROL_CHOICES,
};
