/**
 * The Argent Flight alliance card (TE "Alliance Reference Cards"; the Argent commander's ability): when its
 * holder's units roll for a unit ability, one of them may roll one extra die. Rolled right after their SPACE
 * CANNON, BOMBARDMENT or ANTI-FIGHTER BARRAGE roll (combat/unitAbilityRolls.ts), for the unit that hits most
 * easily. An extra die can only add hits, so it is always rolled and nobody is asked [our reading].
 */
import type { Ti4Module } from "../../hooks/index.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

export const TE_ARGENT_ALLIANCE: Ti4Module = {
  id: "teArgentAlliance",
  hooks: {
    unitAbilityRollExtraDice: (state, roll) => (usesAllianceAbility(state, roll.seat, "argent") ? 1 : 0),
  },
};
