/**
 * The Titans of Ul's alliance card (TE "Alliance Reference Cards"; the commander Tungstantus): each time its
 * holder's units use PRODUCTION, they may take 1 trade good. Answers `afterUnitsProduced`
 * (hooks/tactical.ts): once per production that placed units. Taking it is never worse, so it is always
 * taken [our reading]. Prophecy of Kings' faction: its card is held only as an event or an ability gives it.
 */
import type { Ti4Module } from "../../hooks/index.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

export const TE_ALLIANCE_TITANS: Ti4Module = {
  id: "allianceAbility:titans",
  hooks: {
    afterUnitsProduced(tx, seat) {
      if (!usesAllianceAbility(tx.state, seat, "titans")) return;
      tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: 1, reason: "the Titans alliance card" });
    },
  },
};
