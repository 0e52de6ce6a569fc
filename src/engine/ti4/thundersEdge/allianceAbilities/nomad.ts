/**
 * The Nomad's alliance card (TE "Alliance Reference Cards"; the commander Navarch Feng): its holder's
 * flagship costs them no resources to produce (LRR 67). Answers `productionCostReduction`
 * (hooks/breakthroughValues.ts) with the flagship's cost. Prophecy of Kings' faction: its card is held only
 * as an event or an ability gives it.
 */
import type { Ti4Module } from "../../hooks/index.ts";
import { ti4UnitFor } from "../../units.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

export const TE_ALLIANCE_NOMAD: Ti4Module = {
  id: "allianceAbility:nomad",
  hooks: {
    productionCostReduction: (state, seat, _position, units) =>
      (units.flagship ?? 0) > 0 && usesAllianceAbility(state, seat, "nomad")
        ? (ti4UnitFor(state, seat, "flagship").cost ?? 0)
        : 0,
  },
};
