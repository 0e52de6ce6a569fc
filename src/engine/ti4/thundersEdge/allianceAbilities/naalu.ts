/**
 * The Naalu Collective's alliance card (TE "Alliance Reference Cards"; the commander M'aban): its holder may
 * produce 1 fighter more, paid for as usual, that does not count toward the PRODUCTION limit (LRR 68).
 * Answers `productionLimitExempt` (hooks/productionLimit.ts): of a production holding fighters, 1 is left
 * out of the limit. Nothing to choose: the fighter is named on the production like any other.
 */
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State, Ti4UnitCounts } from "../../state.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

function productionLimitExempt(state: Ti4State, seat: Seat, units: Ti4UnitCounts): number {
  return (units.fighter ?? 0) > 0 && usesAllianceAbility(state, seat, "naalu") ? 1 : 0;
}

export const TE_ALLIANCE_NAALU: Ti4Module = { id: "allianceAbility:naalu", hooks: { productionLimitExempt } };
