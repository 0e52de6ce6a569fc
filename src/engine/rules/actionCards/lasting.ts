/**
 * Card effects that outlast the moment their card resolves: "this round", "until the next Status
 * Phase", "for the rest of the game" (Action Cards, RR §19; directives, RR §20). A card's rule starts its
 * effect here with what the card named; the rules the effect changes ask `cardEffects` whether it is in
 * play. Effects with a last round end by themselves as the next round begins (strategyPhase.ts); an effect
 * tied to an activation, a combat or a single use is ended by the rule that owns it (`endCardEffect`).
 */
import type { CardEffectInPlay, GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";

/** What a card effect starts with; `round` defaults to the current round. */
export type NewCardEffect = Pick<CardEffectInPlay, "effect"> & Partial<Omit<CardEffectInPlay, "effect">>;

/** Starts a lasting effect; by default it lasts through the current round. */
export function startCardEffect(tx: Tx, effect: NewCardEffect): void {
  const round = effect.round ?? tx.state.round;
  tx.emit({
    type: "cardEffectStarted",
    effect: {
      effect: effect.effect,
      seat: effect.seat ?? null,
      target: effect.target ?? null,
      planets: effect.planets ?? [],
      system: effect.system ?? null,
      choice: effect.choice ?? null,
      round,
      lastRound: effect.lastRound === undefined ? round : effect.lastRound,
    },
  });
}

/** The effects in play with this key (oldest first), optionally only those a seat played or is named by. */
export function cardEffects(
  state: GameState,
  effect: string,
  filter: { seat?: Seat; target?: Seat } = {},
): CardEffectInPlay[] {
  return (state.cardEffects ?? []).filter(
    (e) =>
      e.effect === effect &&
      (filter.seat === undefined || e.seat === filter.seat) &&
      (filter.target === undefined || e.target === filter.target),
  );
}

export function hasCardEffect(state: GameState, effect: string, filter: { seat?: Seat; target?: Seat } = {}) {
  return cardEffects(state, effect, filter).length > 0;
}

/** Ends one effect in play (the oldest that matches `effect`, and its seat when given). */
export function endCardEffect(tx: Tx, effect: CardEffectInPlay): void {
  tx.emit({ type: "cardEffectEnded", effect: effect.effect, seat: effect.seat, round: effect.round });
}

/** As a new round begins: every effect whose last round is over ends. */
export function endExpiredCardEffects(tx: Tx, newRound: number): void {
  for (const effect of [...(tx.state.cardEffects ?? [])]) {
    if (effect.lastRound !== null && effect.lastRound < newRound) endCardEffect(tx, effect);
  }
}
