/**
 * The Action Cards played just before buying a technology (RR §18, §19): Corporate Sponsorship, Focused
 * Research and Opening the Black Box. Each is played while its player is asked to buy a technology (a
 * Technology primary or secondary) and starts a lasting effect for that player. Through them the Action
 * Card module (module.ts) answers the hook points (hooks/technology.ts) that the price, prerequisite and
 * purchase rules ask, and the moment of play that window.ts `openTimings` asks. Interpretation: a
 * discount not used by the end of the strategic action waits for the player's next purchase this round,
 * and lapses with the round.
 */
import { getPlanet, getStrategyCard, type Technology } from "../../../content/index.ts";
import type { Decision } from "../../decisions.ts";
import type { GameEvent } from "../../events.ts";
import type { StrategicActionFrame } from "../../frames.ts";
import { ruleError } from "../../ruleError.ts";
import type { CardEffectInPlay, GameState, Seat } from "../../state.ts";
import { player } from "../players.ts";
import type { ActionCardEffect } from "./cardPlay.ts";
import { cardEffects, startCardEffect } from "./lasting.ts";

/** Focused Research: the price of the prerequisite it skips (card text). */
const FOCUSED_RESEARCH_PRICE = 6;
/** Corporate Sponsorship: what it takes off a green technology (card text). */
const SPONSORSHIP_DISCOUNT = 4;

/** Whether this player is asked now to buy (or gain) a technology in a Technology card's action. */
export function technologyPurchaseAsked(frame: StrategicActionFrame, seat: Seat): boolean {
  if (getStrategyCard(frame.card).family !== "technology") return false;
  if (frame.step === "primary") return frame.seat === seat;
  return frame.awaiting.includes(seat);
}

/**
 * RR §19: the players a Technology card asks to buy may first play one of these cards, while they hold
 * any Action Card (answers strategicActionOffers).
 */
export function purchaseCardDecisions(
  state: GameState,
  frame: StrategicActionFrame,
  asked: readonly Seat[],
): Decision[] {
  return asked
    .filter((seat) => technologyPurchaseAsked(frame, seat))
    .filter((seat) => player(state, seat).secret.actionCards.length > 0)
    .map((seat) => ({
      kind: "playActionCard" as const,
      seat,
      simultaneous: frame.step !== "primary",
      prompt: "play an Action Card before you buy a technology",
    }));
}

/** RR §18.1 as printed: the prerequisites the player lacks (an OR counts as one, met by any of its cards). */
function missingPrerequisites(state: GameState, seat: Seat, tech: Technology): number {
  const needed = tech.prerequisites;
  if (needed === null) return 0;
  const owned = player(state, seat).technologies as string[];
  if ("all" in needed) return needed.all.filter((id) => !owned.includes(id)).length;
  return needed.any.some((id) => owned.includes(id)) ? 0 : 1;
}

function effectOf(state: GameState, effect: string, seat: Seat): CardEffectInPlay | undefined {
  return cardEffects(state, effect, { seat })[0];
}

/**
 * Focused Research: one missing prerequisite on the tree is skipped (RR §18 FAQ: only one, so a technology
 * lacking two stays out of reach). Interpretation: an OR prerequisite counts as one.
 */
export function prerequisiteSkipped(state: GameState, seat: Seat, tech: Technology): boolean {
  return (
    missingPrerequisites(state, seat, tech) === 1 && effectOf(state, "focusedResearch", seat) !== undefined
  );
}

/** How a route prices a technology, as far as these cards care. */
interface Route {
  price: number;
  specialties: boolean;
  fixed?: boolean;
}

/** The card effects that change this purchase, each with what it changes. */
function effectsOnPurchase(state: GameState, seat: Seat, tech: Technology, route: Route) {
  const used: { effect: CardEffectInPlay; discount: number; surcharge: number }[] = [];
  const focused = effectOf(state, "focusedResearch", seat);
  if (focused && missingPrerequisites(state, seat, tech) === 1) {
    used.push({ effect: focused, discount: 0, surcharge: FOCUSED_RESEARCH_PRICE });
  }
  // A purchase is a route with a price; the free technology of a primary is not bought.
  if (route.price === 0 || route.fixed === true) return used;
  const sponsorship = effectOf(state, "corporateSponsorship", seat);
  if (sponsorship && tech.color === "green") {
    used.push({ effect: sponsorship, discount: SPONSORSHIP_DISCOUNT, surcharge: 0 });
  }
  const blackBox = effectOf(state, "openingTheBlackBox", seat);
  if (blackBox && tech.color === "red" && route.specialties) {
    // Each ready red-specialty planet already gives 1 (RR §18); the card makes it 2.
    const held = Object.entries(player(state, seat).planets);
    const red = held
      .filter(([, card]) => !card.exhausted)
      .reduce((n, [id]) => n + getPlanet(id).specialties.filter((c) => c === "red").length, 0);
    used.push({ effect: blackBox, discount: red, surcharge: 0 });
  }
  return used;
}

/** What the cards take off this purchase's price, and what they add to it (Focused Research's 6). */
export function cardPriceChange(
  state: GameState,
  seat: Seat,
  tech: Technology,
  route: Route,
): { discount: number; surcharge: number } {
  const used = effectsOnPurchase(state, seat, tech, route);
  return {
    discount: used.reduce((n, u) => n + u.discount, 0),
    surcharge: used.reduce((n, u) => n + u.surcharge, 0),
  };
}

/** The effects this purchase uses up (technology/purchase.ts emits them with the purchase). */
export function cardEffectsUsedUp(state: GameState, seat: Seat, tech: Technology, route: Route): GameEvent[] {
  return effectsOnPurchase(state, seat, tech, route).map(({ effect }) => ({
    type: "cardEffectEnded",
    effect: effect.effect,
    seat: effect.seat,
    round: effect.round,
  }));
}

/** A card of this kind: playable while its player is asked to buy, once at a time. */
function beforePurchase(effect: string, name: string): ActionCardEffect {
  return {
    check(state, play) {
      const action = state.stack.findLast((f) => f.kind === "strategicAction");
      const asked = action?.kind === "strategicAction" && technologyPurchaseAsked(action, play.seat);
      if (asked && !effectOf(state, effect, play.seat)) return undefined;
      return ruleError(
        "ERR_CARD_CONDITION",
        name,
        `${name} is played just before you buy a technology, while a Technology card asks you to.`,
      );
    },
    resolve(tx, play) {
      startCardEffect(tx, { effect, seat: play.seat });
    },
  };
}

export const TECHNOLOGY_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  corporateSponsorship: beforePurchase("corporateSponsorship", "Corporate Sponsorship"),
  focusedResearch: beforePurchase("focusedResearch", "Focused Research"),
  openingTheBlackBox: beforePurchase("openingTheBlackBox", "Opening the Black Box"),
};
