/**
 * The Deepwrought Scholarate's alliance card (TE "Alliance Reference Cards"; its commander): when another
 * player researches a technology, they may pay 1 less; if they do, the holder gains 1 commodity or converts
 * 1 of theirs to a trade good. The researcher chooses by naming the holder on the research
 * (technology/researchDiscount.ts). The holder's pick is made for them [our reading]: a commodity already held
 * is converted (a trade good does all a commodity does and can be spent), otherwise 1 is gained, up to the
 * faction's commodity value. The built-in player does not ask for the discount.
 */
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { gainCommodities } from "../../economy/commodities.ts";
import { commodityValue } from "../../economy/commodityValue.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import { allianceAbilityUsers, usesAllianceAbility } from "../allianceCards.ts";

const REASON = "the Deepwrought alliance card";

function discountTaken(tx: Tx<Ti4>, giver: Seat): void {
  if (!usesAllianceAbility(tx.state, giver, "deepwrought")) return;
  const player = tx.state.players[giver];
  if (!player) return;
  if (player.commodities > 0) {
    tx.emit({ type: "ti4CommoditiesChanged", seat: giver, amount: -1, reason: REASON });
    tx.emit({ type: "ti4TradeGoodsChanged", seat: giver, amount: 1, reason: REASON });
  } else if (commodityValue(tx.state, giver) > 0) gainCommodities(tx, giver, 1, REASON);
}

export const TE_ALLIANCE_DEEPWROUGHT: Ti4Module = {
  id: "allianceAbility:deepwrought",
  hooks: {
    researchDiscountGivers: (state, seat) =>
      allianceAbilityUsers(state, "deepwrought").filter((s) => s !== seat),
    researchDiscountTaken: (tx, giver) => discountTaken(tx, giver),
  },
};
