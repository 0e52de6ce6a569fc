/**
 * The Clan of Saar's alliance card (TE "Alliance Reference Cards"; the commander Rowl Sarrig): fighters and
 * infantry its holder produces may be placed at any of their unblockaded space docks. Answers
 * `producedAtAnyDock` (hooks/allianceAbilitiesProduction.ts); the docks are named on the production
 * (production/toDocks.ts). The built-in player places its units where it produces them.
 */
import type { Ti4Module } from "../../hooks/index.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

export const TE_ALLIANCE_SAAR: Ti4Module = {
  id: "allianceAbility:saar",
  hooks: { producedAtAnyDock: (state, seat) => usesAllianceAbility(state, seat, "saar") },
};
