/**
 * Technology (LRR 91, digest §9, §11): the primary researches 1 technology, then the holder may spend 6
 * resources to research 1 more (LRR 91.1); the secondary costs a strategy token and 4 resources for 1
 * research (LRR 91.2). Research itself is technology/research.ts's.
 */
import type { Seat } from "../../kernel/types.ts";
import { ruleError } from "../../ruleError.ts";
import { ministerOf } from "../agenda/laws.ts";
import type { Ti4State } from "../state.ts";
import { mayResearch, pushResearch } from "../technology/research.ts";
import { secondaryResolvesPrimary, type Ti4StrategyCardRules } from "./cards.ts";

/** LRR 91.1: the primary's second research. */
export const SECOND_RESEARCH_COST = 6;
/** LRR 91.2: the secondary's research. */
export const SECONDARY_RESEARCH_COST = 4;

/** Minister of Sciences: its owner researches with the Technology card for no resources (agenda/laws.ts). */
export function technologyCardCost(state: Ti4State, seat: Seat, cost: number): number {
  return ministerOf(state, "minister_sciences") === seat ? 0 : cost;
}

export const TECHNOLOGY: Ti4StrategyCardRules = {
  card: "technology",
  primary(tx, seat) {
    const second = technologyCardCost(tx.state, seat, SECOND_RESEARCH_COST);
    // The second is pushed first: the stack runs the free one on top of it first.
    pushResearch(tx, { seat, cost: second, optional: true, reason: "technology primary" });
    pushResearch(tx, { seat, cost: 0, optional: false, reason: "technology primary" });
  },
  secondary(tx, seat) {
    pushResearch(tx, {
      seat,
      cost: technologyCardCost(tx.state, seat, SECONDARY_RESEARCH_COST),
      optional: false,
      reason: "technology secondary",
    });
  },
  cannotFollow(state, _frame, seat) {
    // A follower resolving the primary instead pays nothing for its first research.
    const cost = secondaryResolvesPrimary(state, seat, "technology")
      ? 0
      : technologyCardCost(state, seat, SECONDARY_RESEARCH_COST);
    if (mayResearch(state, seat, cost)) return undefined;
    return ruleError(
      "ERR_TI4_CANNOT_RESEARCH",
      "LRR 91.2",
      `Technology's secondary costs ${SECONDARY_RESEARCH_COST} resources for a technology you could research: you cannot pay for one.`,
    );
  },
};
