import type { ActionCardEffect } from "../cardPlay.ts";
import { startCardEffect } from "../lasting.ts";

/** Enhanced Armor (an action): the player's Cruisers can sustain damage until the round ends (forces.ts). */
export const enhancedArmor: ActionCardEffect = {
  check: () => undefined,
  resolve(tx, play) {
    startCardEffect(tx, { effect: "enhancedArmor", seat: play.seat });
  },
};
