/** Rule moments of gaining technologies (RR §18, §18.1) and of abilities used through the ability command. */
import type { TechColor, Technology } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { GameEvent } from "../events.ts";
import type { RuleError } from "../ruleError.ts";
import type { Researchable, ResearchPrice } from "../rules/technology/research.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";

/** What one answer does to a technology's price. */
export interface TechnologyPriceChange {
  /** Added to the price before it is floored at 0 (laws, discounts); ignored on a fixed price. */
  readonly change: number;
  /** Added after the floor, on any price (Focused Research's 6 for the prerequisite it skips). */
  readonly surcharge: number;
}

export interface TechnologyHooks {
  /**
   * This player may gain no technology at all now, by any route (Scientist Assassination). Asked before
   * anything else about the technology named; the first refusal counts.
   */
  researchBarred: (state: GameState, seat: Seat) => RuleError | undefined;
  /**
   * RR §20: this technology is out of reach now (a law, an Against outcome); `color` is null for a race
   * technology. Asked once the player is known not to own it; the first refusal counts.
   */
  technologyBarred: (
    state: GameState,
    seat: Seat,
    tech: { readonly name: string; readonly color: TechColor | null },
  ) => RuleError | undefined;
  /** RR §18.1: the missing prerequisite of this tree technology is overlooked (any answer). */
  prerequisiteSkipped: (state: GameState, seat: Seat, tech: Technology) => boolean;
  /** RR §18: a specialty lowers the price of a technology of any colour (any answer). */
  specialtiesOfAnyColour: (state: GameState) => boolean;
  /** The price of a technology by a route, changed by what is in play (the answers are added up). */
  technologyPrice: (
    state: GameState,
    seat: Seat,
    tech: Researchable,
    route: ResearchPrice,
  ) => TechnologyPriceChange;
  /**
   * What a payment of these planets' resources for a technology is worth above their printed value (a
   * Hope's End Scientist doubles its planet's). Summed.
   */
  technologyPaymentBonus: (state: GameState, seat: Seat, planets: readonly string[]) => number;
  /** A technology may not be bought at this cost now (the first refusal counts). */
  technologyPurchaseRefused: (state: GameState, seat: Seat, cost: number) => RuleError | undefined;
  /** Events that go with a technology gained by a route (effects it uses up), emitted before it is gained. */
  technologyBought: (state: GameState, seat: Seat, tech: Researchable, route: ResearchPrice) => GameEvent[];
  /** Technologies were just gained by one purchase: what follows from it, each answer in rulebook order. */
  technologiesGained: (tx: Tx, seat: Seat, technologies: readonly string[]) => void;
  /**
   * The ability command names an ability that is no action (RR §7.4: Mentak Pillage, the Yssaril look at
   * a hand): the answer that owns it carries it out and says how it went; undefined from the others.
   */
  abilityUsedOutsideAction: (
    tx: Tx,
    command: Extract<Command, { type: "useActionAbility" }>,
  ) => { readonly refused: RuleError | undefined } | undefined;
}
