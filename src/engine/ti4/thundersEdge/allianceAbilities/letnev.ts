/**
 * The Barony of Letnev's alliance card (TE "Alliance Reference Cards"; the commander Rear Admiral Farran's
 * ability): each time a unit of its holder's uses SUSTAIN DAMAGE, the holder may take 1 trade good (LRR 87).
 * Answers `unitsSustainedDamage`, told place by place, one trade good for each unit that sustained.
 *
 * Our reading: a trade good taken is never worse than none, so the holder always takes it and is not asked.
 */
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Place } from "../../board/forces.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4UnitCounts } from "../../state.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

function tradeGoodsForSustain(tx: Tx<Ti4>, sustained: { seat: Seat; place: Ti4Place; units: Ti4UnitCounts }) {
  if (!usesAllianceAbility(tx.state, sustained.seat, "letnev")) return;
  const units = Object.values(sustained.units).reduce((sum, n) => sum + (n ?? 0), 0);
  if (units <= 0) return;
  tx.emit({
    type: "ti4TradeGoodsChanged",
    seat: sustained.seat,
    amount: units,
    reason: "the Barony of Letnev's alliance card (sustain damage)",
  });
}

export const TE_LETNEV_ALLIANCE: Ti4Module = {
  id: "alliance:letnev",
  hooks: { unitsSustainedDamage: tradeGoodsForSustain },
};
