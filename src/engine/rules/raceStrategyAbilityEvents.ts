/**
 * How the events of the Strategy Phase race abilities change the state (raceStrategyAbilities.ts): the
 * Yssaril looking at a hand changes nothing (the Mentak Pillage uses the ordinary `tradeGoodsGiven`).
 */
import type { EvolveTable } from "../evolve.ts";

export const RACE_STRATEGY_ABILITY_EVOLVE: EvolveTable<"actionCardsPeeked"> = {
  actionCardsPeeked: () => {},
};
