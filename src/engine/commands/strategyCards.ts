/**
 * The strategic action's answers (rules/strategicAction.ts, rules/strategyAbilities.ts): the primary
 * ability's choices, the secondary followed or declined, and the counter a sheet area gives up under
 * Diplomacy II (rules/strategyCards). The two choices reach each other: Leadership resolves its own
 * secondary with the primary, and Jol-Nar and Xxcha resolve a primary while following.
 */
import { z } from "zod";
import type { ObjectiveId, StrategyCardId } from "../../content/index.ts";
import {
  command,
  count,
  counterArea,
  counterSplit,
  flag,
  id,
  listOf,
  orNull,
  position,
  record,
  text,
} from "./forms.ts";
import { patrolMove, productionChoice, reinforceMove } from "./tactical.ts";

/** A technology bought, with the planets exhausted for resources and the Trade Goods spent. */
const technologyPurchase = record({
  technology: id(),
  planets: listOf(id()).optional(),
  tradeGoods: count.optional(),
});

const PAIR_FORM = "a pair of seats such as [0, 2]";
const seatPair = z.tuple([count, count], { error: PAIR_FORM }).describe(PAIR_FORM);

/**
 * A secondary's answers, as the holder gives them with Leadership's or Diplomacy II's primary; a follower
 * may add a primary to them (secondaryChoice).
 */
const ownSecondary = record({
  counters: counterSplit.optional(),
  /** Influence or resources spent, named by planet, plus trade goods. */
  planets: listOf(id()).optional(),
  tradeGoods: count.optional(),
  /** Technology: the technology bought, paid with `planets` and `tradeGoods`. */
  technology: id().optional(),
  /** Diplomacy: the exhausted planets readied (at most 2, none in the Home System). */
  refresh: listOf(id()).optional(),
  /** Diplomacy II: the planet annexed. */
  annex: id().optional(),
  /** Warfare: the one or two Cruisers/Destroyers that patrol (RR §6). */
  patrols: listOf(patrolMove).optional(),
  /**
   * Imperial, Production: where and what Rapid Mobilization or Double Efforts produces, paid with
   * `planets` and `tradeGoods` (RR §6, SE p.15).
   */
  production: productionChoice.optional(),
  /** Warfare II: the one or two ships that reinforce, each with what it carries (SE p.16). */
  reinforce: listOf(reinforceMove).optional(),
});

/** The answers a primary ability may need; each card reads the fields it uses. */
const primaryChoice = record({
  /** Diplomacy: the opponent; Trade: "collect" or "cancel"; ... */
  target: count.optional(),
  option: text.optional(),
  /** Logistics-style gains placed in areas. */
  counters: counterSplit.optional(),
  /** Technology: the technology gained (an id); a race technology is paid with `planets`/`tradeGoods`. */
  technology: id().optional(),
  planets: listOf(id()).optional(),
  tradeGoods: count.optional(),
  /** Technology II: the second technology bought for 8 resources. */
  purchase: technologyPurchase.optional(),
  /** Warfare: the system a counter leaves; Warfare II: High Alert; Diplomacy II (a): the demilitarized system. */
  position: position.optional(),
  /** Trade II: the agreements cancelled (at most 2), each named by its two seats. */
  agreements: listOf(seatPair).optional(),
  /** Bureaucracy: which of the two drawn objectives is revealed, and the public objective claimed (or null). */
  objective: id<ObjectiveId>().optional(),
  claim: orNull(id<ObjectiveId>()).optional(),
  /** Leadership, Diplomacy II (b): the card's own secondary, resolved by the holder with the primary. */
  secondary: ownSecondary.optional(),
  /** Production: where and what Tight Deadlines builds, paid with `planets` and `tradeGoods` (SE p.15). */
  production: productionChoice.optional(),
});

/**
 * A follower's answers. The nesting stops here: a primary inside a secondary carries at most the card's
 * own secondary, which no rule nests further; so the schemas hold no cycle and compile (commandShape.ts).
 */
const secondaryChoice = ownSecondary.extend({
  /** Jol-Nar following Technology: its primary resolved as well, before the secondary (RR §6). */
  withPrimary: primaryChoice.optional(),
  /** Xxcha following Diplomacy (RR §6, SE p.14): the card's primary resolved instead of the secondary. */
  primaryInstead: primaryChoice.optional(),
});

export type PrimaryChoice = z.infer<typeof primaryChoice>;
export type SecondaryChoice = z.infer<typeof secondaryChoice>;
export type TechnologyPurchase = z.infer<typeof technologyPurchase>;

export const STRATEGY_CARD_COMMANDS = [
  command("resolvePrimary", { card: id<StrategyCardId>(), choice: primaryChoice }),
  command("answerSecondary", {
    card: id<StrategyCardId>(),
    follow: flag,
    choice: secondaryChoice.optional(),
  }),
  command("placeCounterFromSheet", { area: counterArea }),
  /** Warfare II (SE p.16): the High Alert token follows ships out of its system (`to`), or stays (null). */
  command("moveHighAlert", { to: orNull(position) }),
] as const;
