/**
 * Strategy Cards: the original eight (base), the eight white variant cards of Shattered Empire
 * (SE option 2) and the optional Imperial II card (SE option 1). Ability texts are our own short
 * wording of the rules reference §6 (original set) and SE pp.14-17 (variant set, Imperial II).
 */
import type { Box } from "./common.ts";
import { deepFreeze, indexById } from "./common.ts";
import { ORIGINAL_STRATEGY_CARDS } from "./strategyCards.original.ts";
import { SE_STRATEGY_CARDS } from "./strategyCards.se.ts";

export const STRATEGY_CARD_IDS = [
  "initiative",
  "diplomacy",
  "political",
  "logistics",
  "trade",
  "warfare",
  "technology",
  "imperial",
  "leadership",
  "diplomacy-2",
  "assembly",
  "production",
  "trade-2",
  "warfare-2",
  "technology-2",
  "bureaucracy",
  "imperial-2",
] as const;
export type StrategyCardId = (typeof STRATEGY_CARD_IDS)[number];

/** "original" = the base eight; "variant" = SE's white set; "imperial2" = SE's lone black Imperial II. */
export const STRATEGY_CARD_SETS = ["original", "variant", "imperial2"] as const;
export type StrategyCardSet = (typeof STRATEGY_CARD_SETS)[number];

/**
 * A card's family is its name without the numeral. SE option 2: a "II" card is affected by every
 * ability or card that names its namesake, and a drawn Action or Political Card that names a card
 * not used in this game is discarded and replaced.
 */
export const STRATEGY_FAMILIES = [
  "initiative",
  "leadership",
  "diplomacy",
  "political",
  "assembly",
  "logistics",
  "production",
  "trade",
  "warfare",
  "technology",
  "imperial",
  "bureaucracy",
] as const;
export type StrategyFamily = (typeof STRATEGY_FAMILIES)[number];

export type Initiative = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface StrategyAbility {
  /** The printed ability name (a fact, e.g. "Diplomatic Envoy"). */
  readonly name: string;
  /** Stable key the engine hooks the ability onto. */
  readonly effect: string;
  readonly text: string;
}

export interface StrategyCard {
  readonly id: StrategyCardId;
  readonly name: string;
  readonly initiative: Initiative;
  readonly box: Box;
  readonly set: StrategyCardSet;
  readonly family: StrategyFamily;
  /** Resolved as the holder's Strategic Action; null for Initiative, which grants no Strategic Action. */
  readonly primary: StrategyAbility | null;
  /** Followed by the other players; null for Initiative and for Trade II (SE: it has none). */
  readonly secondary: StrategyAbility | null;
  /** Whether following costs a Strategy Allocation counter (Logistics and Leadership do not). */
  readonly secondaryNeedsCounter: boolean;
  /** What happens when the card is chosen in the Strategy Phase, if anything. */
  readonly onChosen: StrategyAbility | null;
}

export const STRATEGY_CARDS: readonly StrategyCard[] = deepFreeze([
  ...ORIGINAL_STRATEGY_CARDS,
  ...SE_STRATEGY_CARDS,
]);

const BY_ID = indexById(STRATEGY_CARDS, "strategy card");

export function isStrategyCardId(value: string): value is StrategyCardId {
  return BY_ID.has(value);
}

export function getStrategyCard(id: StrategyCardId): StrategyCard {
  return BY_ID.get(id);
}

export interface StrategyCardOptions {
  /** SE option 2: play with the eight white variant cards instead of the originals. */
  readonly variantCards: boolean;
  /** SE option 1: Imperial II replaces the original Imperial card (original set only). */
  readonly imperial2: boolean;
}

/** The eight Strategy Cards in play, in initiative order. */
export function strategyCardSet(options: StrategyCardOptions): readonly StrategyCard[] {
  if (options.variantCards && options.imperial2) {
    // SE Imperial II note (p.17): it replaces only the original Imperial, never Bureaucracy.
    throw new Error("Imperial II cannot be used with the variant Strategy Cards");
  }
  const set: StrategyCardSet = options.variantCards ? "variant" : "original";
  return STRATEGY_CARDS.filter((card) => card.set === set)
    .map((card) => (options.imperial2 && card.id === "imperial" ? getStrategyCard("imperial-2") : card))
    .sort((a, b) => a.initiative - b.initiative);
}

/** The family of every card in a set: a drawn card naming an absent family is replaced (SE option 2). */
export function familiesInPlay(cards: readonly StrategyCard[]): ReadonlySet<StrategyFamily> {
  return new Set(cards.map((card) => card.family));
}
