/**
 * What the lasting effects of the phase Action Cards (phaseCards.ts) change in other rules, asked by those
 * rules at one point each: technology (Scientist Assassination), the Strategy Card picks (Strategic
 * Shift), voting (Thugs), the agenda drawn (Council Dissolved) and following a secondary (Strategic
 * Planning, Tech Bubble). This file imports only the lasting effects, so the rules that ask it load
 * nothing of the cards.
 */
import type { StrategyCardId } from "../../../content/index.ts";
import type { SecondaryChoice } from "../../commands.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PlanetCard, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { planetValues } from "../planetValues.ts";
import { player } from "../players.ts";
import type { AgendaFrame } from "../politics/frames.ts";
import { cardEffects, endCardEffect, hasCardEffect } from "./lasting.ts";

/** Scientist Assassination: the player named may gain no technology this round, by any route. */
export function technologyBarred(state: GameState, seat: Seat): RuleError | undefined {
  if (!hasCardEffect(state, "scientistAssassination", { target: seat })) return undefined;
  return ruleError(
    "ERR_NO_TECHNOLOGY_THIS_ROUND",
    "Scientist Assassination",
    "Scientist Assassination was played on you: you may gain no technology this round.",
  );
}

/** Strategic Shift: the Strategy Cards nobody may pick this round. */
export function barredStrategyCards(state: GameState): string[] {
  return cardEffects(state, "strategicShift")
    .filter((e) => e.round === state.round)
    .map((e) => e.choice)
    .filter((card): card is string => card !== null);
}

/** Thugs: the player named may not vote for the rest of the round (he abstains on every agenda). */
export function votingBarred(state: GameState, seat: Seat): boolean {
  return hasCardEffect(state, "thugs", { target: seat });
}

/** Strategic Planning: the player follows secondaries without a Strategy Allocation counter this round. */
export function secondariesFree(state: GameState, seat: Seat): boolean {
  return hasCardEffect(state, "strategicPlanning", { seat });
}

/**
 * Council Dissolved: the agenda the Political primary is about to draw is not drawn; the effect is used
 * up. Returns whether this agenda is dissolved (agenda.ts then ends it without a card).
 */
export function agendaDissolved(tx: Tx, frame: AgendaFrame): boolean {
  if (frame.source !== "drawn" || frame.card !== null) return false;
  const effect = cardEffects(tx.state, "councilDissolved", { target: frame.reader })[0];
  if (!effect) return false;
  endCardEffect(tx, effect);
  return true;
}

/**
 * The strategic action under way, if `seat` holds its card (Tech Bubble: the holder follows his own). A
 * holder using his own secondary by Aggressive Strategy (politics/directiveSecondaries.ts) is not this.
 */
function ownAction(state: GameState, card: StrategyCardId, seat: Seat) {
  const action = state.stack.findLast((f) => f.kind === "strategicAction");
  return action?.kind === "strategicAction" &&
    action.card === card &&
    action.seat === seat &&
    action.detail.freeSecondary !== true
    ? action
    : undefined;
}

/**
 * Tech Bubble: a holder following his own Technology secondary pays its counter, Initiative or not
 * (RR §23 FAQ). Interpretation: Strategic Planning does not waive it either, the counter being the card's price.
 */
export function followsOwnSecondary(state: GameState, card: StrategyCardId, seat: Seat): boolean {
  return ownAction(state, card, seat) !== undefined;
}

/**
 * The Strategy Allocation counter a follower pays, as the Action Cards change it (secondaryCounter):
 * Tech Bubble's holder pays for his own card's secondary; Strategic Planning waives the counter.
 */
export function secondaryCounterByCards(
  state: GameState,
  card: StrategyCardId,
  seat: Seat,
): "owed" | "waived" | undefined {
  if (followsOwnSecondary(state, card, seat)) return "owed";
  return secondariesFree(state, seat) ? "waived" : undefined;
}

/** Tech Bubble gives the holder the secondary only: a Jol-Nar holder resolves no second primary with it. */
export function ownSecondaryRefusal(
  state: GameState,
  card: StrategyCardId,
  seat: Seat,
  choice: SecondaryChoice,
): RuleError | undefined {
  if (!ownAction(state, card, seat) || choice.withPrimary === undefined) return undefined;
  return ruleError(
    "ERR_CARD_CONDITION",
    "Tech Bubble",
    "Following your own card's secondary with Tech Bubble, you resolve its secondary only, not the primary again.",
  );
}

/**
 * Political Stability: as the Strategy Cards return (statusPhase.ts), the card it keeps stays with its
 * player into the next round; the effect is used up.
 */
export function keepStrategyCards(tx: Tx): void {
  for (const effect of cardEffects(tx.state, "politicalStability")) {
    const card = effect.choice as StrategyCardId | null;
    const inPool = tx.state.strategyPool.some((c) => c.card === card);
    if (effect.seat !== null && card !== null && inPool) {
      tx.emit({ type: "strategyCardKept", seat: effect.seat, card });
    }
    endCardEffect(tx, effect);
  }
}

/**
 * Political Stability: a player who kept a card skips a pick of the new Strategy Phase (strategyPhase.ts),
 * one per card kept. Interpretation: with two picks each (3 or 4 players), the one skipped is the second.
 */
export function picksWithoutKeptCards(state: GameState, order: readonly Seat[]): Seat[] {
  const skipped = new Map<Seat, number>();
  for (const p of state.players) if (p.strategyCards.length > 0) skipped.set(p.seat, p.strategyCards.length);
  const kept: Seat[] = [];
  for (const seat of [...order].reverse()) {
    const left = skipped.get(seat) ?? 0;
    if (left > 0) skipped.set(seat, left - 1);
    else kept.unshift(seat);
  }
  return kept;
}

/**
 * First Strike: the player who takes his first action ahead of the order of play (actionPhase.ts,
 * window.ts), while his turn is still to come. Interpretation: with both copies played, the two strikers
 * go in the usual order between themselves.
 */
export function firstStriker(state: GameState, order: readonly Seat[]): Seat | undefined {
  const strikers = cardEffects(state, "firstStrike")
    .filter((e) => e.round === state.round && e.seat !== null)
    .map((e) => e.seat as Seat)
    .filter((seat) => order.includes(seat));
  strikers.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return strikers[0];
}

/** First Strike: the striker's turn is over; the usual order resumes (returns whether it was his turn). */
export function endFirstStrike(tx: Tx, order: readonly Seat[]): boolean {
  const seat = firstStriker(tx.state, order);
  if (seat === undefined) return false;
  const effect = cardEffects(tx.state, "firstStrike", { seat })[0];
  if (effect) endCardEffect(tx, effect);
  return true;
}

const MECATOL_REX = "mecatol-rex";

/** Usurper's effect for this player, while it holds: he still holds Mecatol Rex, not lost since it was played. */
function usurperInForce(state: GameState, seat: Seat) {
  const effect = cardEffects(state, "usurper", { seat })[0];
  const card = (player(state, seat).planets as Record<string, PlanetCard>)[MECATOL_REX];
  // The card is played in a Strategy Phase, so Mecatol Rex held then was gained in an earlier round; one
  // gained in the card's round or later was lost in between, and the parked card with it.
  const held = card !== undefined && (card.gainedRound ?? 0) < (effect?.round ?? 0);
  return effect && held ? effect : undefined;
}

/**
 * Usurper: for votes, Mecatol Rex gives its holder double its influence, exhausted or not (voting.ts);
 * undefined when the card does not apply, and Mecatol Rex counts as usual.
 */
export function usurperMecatolVotes(state: GameState, seat: Seat, planet: string): number | undefined {
  if (planet !== MECATOL_REX || !usurperInForce(state, seat)) return undefined;
  return 2 * planetValues(state, MECATOL_REX).influence;
}

/** Usurper: lost with Mecatol Rex, the parked card goes to the discard pile as the next round begins. */
export function discardLostUsurper(tx: Tx): void {
  for (const effect of cardEffects(tx.state, "usurper")) {
    if (effect.seat !== null && usurperInForce(tx.state, effect.seat)) continue;
    endCardEffect(tx, effect);
    tx.emit({ type: "parkedActionCardDiscarded", card: "usurper", reason: "Mecatol Rex was lost" });
  }
}
