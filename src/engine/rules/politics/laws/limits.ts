/**
 * Laws that cap what a player may hold (RR §20), kept by standing checks the driver loop runs before every
 * automatic step, so the cap holds from the vote on, whatever brought the player over it:
 * - Fleet Regulations (For): at most 5 counters in Fleet Supply. The Status Phase refuses a placement
 *   over it (RR §21.6); counters that come over it any other way go back to reinforcements, and ships
 *   over the smaller Fleet Supply are removed as for War Funding (RR §15).
 * - Diversified Income (For): no more Trade Goods than planets controlled; the surplus goes back to the
 *   supply at once.
 * Against outcomes: Fleet Regulations, a Fleet Supply counter from reinforcements for everyone;
 * Diversified Income, 3 Trade Goods for each player who has none.
 */
import { answers } from "../../../hooks/index.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { GameState, Seat } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import { reinforcements } from "../../counters.ts";
import { activePlayers, player } from "../../players.ts";
import { type AgendaRule, everyone, gainTradeGoods, nothing } from "../agendaTools.ts";
import { lawInPlay } from "../laws.ts";
import { removeFleetSurplus } from "./warFunding.ts";

/** Fleet Regulations: the most counters a Fleet Supply may hold. */
export const FLEET_REGULATIONS_LIMIT = 5;

/** RR §21.6: a redistribution that puts more than the limit in Fleet Supply (statusPhase.ts asks). */
export function fleetRegulationsRefusal(
  state: GameState,
  _seat: Seat,
  counters: { fleet: number },
): RuleError | undefined {
  if (!lawInPlay(state, "fleetRegulations") || counters.fleet <= FLEET_REGULATIONS_LIMIT) return undefined;
  return ruleError(
    "ERR_FLEET_REGULATIONS",
    "RR §20 Fleet Regulations",
    `Fleet Regulations: at most ${FLEET_REGULATIONS_LIMIT} counters may go in your Fleet Supply.`,
  );
}

/** Standing check: Fleet Supply counters over the limit go back, then ships over the new supply. */
export function keepFleetRegulations(tx: Tx): boolean {
  if (!lawInPlay(tx.state, "fleetRegulations")) return false;
  const over = activePlayers(tx.state).filter((p) => p.counters.fleet > FLEET_REGULATIONS_LIMIT);
  for (const p of over) {
    const fleet = p.counters.fleet - FLEET_REGULATIONS_LIMIT;
    tx.emit({ type: "commandCountersSpent", seat: p.seat, counters: { fleet }, reason: "Fleet Regulations" });
  }
  if (over.length === 0) return false;
  // War Funding (For) lifts Fleet Supply in the Action Phase: its own removal comes at the Status Phase.
  if (!answers(tx.state, "fleetSupplyIgnored").some((ignored) => ignored(tx.state)))
    removeFleetSurplus(tx, "Fleet Regulations");
  return true;
}

/** Standing check: Trade Goods over the planets a player controls go back to the supply. */
export function keepDiversifiedIncome(tx: Tx): boolean {
  if (!lawInPlay(tx.state, "diversifiedIncome")) return false;
  let acted = false;
  for (const p of activePlayers(tx.state)) {
    const surplus = p.tradeGoods - Object.keys(p.planets).length;
    if (surplus <= 0) continue;
    tx.emit({ type: "tradeGoodsSpent", seat: p.seat, amount: surplus, reason: "Diversified Income" });
    acted = true;
  }
  return acted;
}

export const LIMIT_LAWS: Readonly<Record<string, AgendaRule>> = {
  fleetRegulations: {
    for: nothing,
    against: (tx) => {
      for (const seat of everyone(tx).filter((s) => reinforcements(tx.state, s) > 0))
        tx.emit({ type: "commandCountersGained", seat, counters: { fleet: 1 }, reason: "Fleet Regulations" });
    },
    lasting: true,
  },
  diversifiedIncome: {
    for: nothing,
    against: (tx) =>
      gainTradeGoods(
        tx,
        everyone(tx).filter((seat) => player(tx.state, seat).tradeGoods === 0),
        3,
        "Diversified Income",
      ),
    lasting: true,
  },
};
