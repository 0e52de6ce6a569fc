/**
 * The Vuil'raith Cabal's alliance card (TE "Alliance Reference Cards"; the commander That Which Molds
 * Flesh): when its holder produces fighters or infantry, up to 2 of them do not count toward the PRODUCTION
 * limit (LRR 68); they are paid for as usual. Answers `productionLimitExempt` (hooks/productionLimit.ts).
 * Prophecy of Kings' faction: its card is held only as an event or an ability gives it.
 */
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State, Ti4UnitCounts } from "../../state.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

function productionLimitExempt(state: Ti4State, seat: Seat, units: Ti4UnitCounts): number {
  if (!usesAllianceAbility(state, seat, "cabal")) return 0;
  return Math.min(2, (units.fighter ?? 0) + (units.infantry ?? 0));
}

export const TE_ALLIANCE_CABAL: Ti4Module = { id: "allianceAbility:cabal", hooks: { productionLimitExempt } };
