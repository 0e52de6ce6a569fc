/**
 * The Jol-Nar alliance card (TE "Alliance Reference Cards"; the Jol-Nar commander's ability): its holder may
 * reroll any dice they rolled for a unit ability. Offered at the moment after their SPACE CANNON, BOMBARDMENT
 * or ANTI-FIGHTER BARRAGE roll (combat/unitAbilityRolls.ts), once a roll, on the dice they name (LRR 74).
 */
import type { Ti4Module } from "../../hooks/index.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

export const TE_JOLNAR_ALLIANCE: Ti4Module = {
  id: "teJolnarAlliance",
  hooks: {
    unitAbilityRollOffers: (state, roll) =>
      usesAllianceAbility(state, roll.seat, "jolnar") ? ["jolnar"] : [],
  },
};
