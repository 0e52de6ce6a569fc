/**
 * What checking one objective's requirement gives: met (with what must be spent to claim it, for the
 * "spend" cards), or a RuleError naming what is missing. Every refusal cites RR §22 and the card.
 */
import type { Objective, ObjectiveRequirement, ObjectiveRequirementKey } from "../../../content/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";

/** What claiming a set of objectives costs: exact Trade Goods, resources, influence, counters. */
export interface Spend {
  tradeGoods: number;
  resources: number;
  influence: number;
  /** Amounts paid wholly in resources or wholly in influence (SE "Spend 10 resources or 10 influence"). */
  either: number[];
  /** Command counters from the Command Pool and/or Strategy Allocation. */
  counters: number;
}

export const NO_SPEND: Spend = { tradeGoods: 0, resources: 0, influence: 0, either: [], counters: 0 };

export type Outcome = { ok: true; spend: Spend } | { ok: false; error: RuleError };

/** The question a requirement answers: may `seat` claim `objective` now? */
export interface Claimant {
  state: GameState;
  seat: Seat;
  objective: Objective;
}

export type RequirementOf<K extends ObjectiveRequirementKey> = Extract<ObjectiveRequirement, { key: K }>;

export type RequirementCheck<K extends ObjectiveRequirementKey> = (
  claimant: Claimant,
  requirement: RequirementOf<K>,
) => Outcome;

/** One check per requirement key: the mapped type makes a missing key a compile error. */
export type RequirementChecks = { [K in ObjectiveRequirementKey]: RequirementCheck<K> };

export function citeCard(objective: Objective): string {
  return `RR §22; objective card "${objective.name}"`;
}

export const MET: Outcome = { ok: true, spend: NO_SPEND };

/** Met, and claiming it costs `spend`. */
export function metFor(spend: Partial<Spend>): Outcome {
  return { ok: true, spend: { ...NO_SPEND, ...spend } };
}

/** The requirement is not met: `sentence` says what the card asks and what the player has. */
export function notMet(claimant: Claimant, sentence: string): Outcome {
  const { objective } = claimant;
  return {
    ok: false,
    error: ruleError("ERR_OBJECTIVE_NOT_MET", citeCard(objective), sentence, { objective: objective.id }),
  };
}

/** Met when `ok`, else refused with `sentence`. */
export function metIf(claimant: Claimant, ok: boolean, sentence: () => string): Outcome {
  return ok ? MET : notMet(claimant, sentence());
}

/** A card that is never claimed with a scoring command. */
export function notClaimable(claimant: Claimant, why: string): Outcome {
  const { objective } = claimant;
  return {
    ok: false,
    error: ruleError("ERR_OBJECTIVE_NOT_CLAIMABLE", citeCard(objective), `${objective.name} ${why}.`, {
      objective: objective.id,
    }),
  };
}

/** "1 planet", "3 planets". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
