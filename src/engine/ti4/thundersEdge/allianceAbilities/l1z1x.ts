/**
 * The L1Z1X alliance card (TE "Alliance Reference Cards"; the L1Z1X commander's ability): PLANETARY SHIELD
 * does not stop its holder's BOMBARDMENT (LRR 65, 15): the shields of other players' units are cancelled for
 * them as a War Sun cancels them (invasion/reads.ts, hook point planetaryShieldsCancelled).
 */
import type { Ti4Module } from "../../hooks/index.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

export const TE_L1Z1X_ALLIANCE: Ti4Module = {
  id: "teL1z1xAlliance",
  hooks: {
    planetaryShieldsCancelled: (state, seat) => usesAllianceAbility(state, seat, "l1z1x"),
  },
};
