/**
 * The Embers of Muaat's alliance card (TE "Alliance Reference Cards"; the commander Magmus): each token its
 * holder spends from their strategy pool may earn them 1 trade good.
 *
 * Tokens leave the strategy pool in many rules (secondaries, Star Forge, scoring, abilities), so the card is
 * a standing rule: as a command settles, the tokens its holder took out of the strategy pool in that command
 * (a pool change that only takes, or a token placed from that pool; a redistribution that moves tokens to
 * another pool is no spending) are counted against the trade goods the card has already paid in it, and the
 * difference is paid. Taking the trade good is never worse, so it is always taken [our reading].
 */
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Event } from "../../events.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import { allianceAbilityUsers } from "../allianceCards.ts";

export const MUAAT_ALLIANCE_REASON = "the Muaat alliance card";

/** Tokens `seat` spent from its strategy pool in `events`. */
export function strategyTokensSpent(events: readonly Ti4Event[], seat: Seat): number {
  let spent = 0;
  for (const e of events) {
    if (e.type === "ti4CommandTokenPlaced" && e.seat === seat && e.from === "strategy") spent += 1;
    if (e.type !== "ti4CommandTokensChanged" || e.seat !== seat) continue;
    const taken = e.pools.strategy ?? 0;
    if (taken < 0 && !Object.values(e.pools).some((n) => (n ?? 0) > 0)) spent -= taken;
  }
  return spent;
}

function earned(events: readonly Ti4Event[], seat: Seat): number {
  return events.reduce(
    (sum, e) =>
      e.type === "ti4TradeGoodsChanged" && e.seat === seat && e.reason === MUAAT_ALLIANCE_REASON
        ? sum + e.amount
        : sum,
    0,
  );
}

function strategyTokensPaid(tx: Tx<Ti4>): boolean {
  let paid = false;
  for (const seat of allianceAbilityUsers(tx.state, "muaat")) {
    const owed = strategyTokensSpent(tx.events, seat) - earned(tx.events, seat);
    if (owed <= 0) continue;
    tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: owed, reason: MUAAT_ALLIANCE_REASON });
    paid = true;
  }
  return paid;
}

export const TE_ALLIANCE_MUAAT: Ti4Module = { id: "allianceAbility:muaat", standing: [strategyTokensPaid] };
