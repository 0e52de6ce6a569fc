/**
 * Temporary Stability (SE; RR §19), played as the Strategy Phase begins: until the next Status Phase,
 * Sabotage is the only Action Card anyone may play. Any player may lift it by discarding 3 Action Cards
 * (the command `liftTemporaryStability`, open at any moment like a gift of Trade Goods, RR §17).
 *
 * While it holds, no window opens but the one after a card is played, nothing is open to play on a turn or
 * a vote (window.ts, through `actionCardsSilenced`), and a play is refused with a sentence saying why
 * (`actionCardPlayRefused`). It ends as the Status Phase begins (`statusPhaseStarts`), or with the round.
 * A window already open when it takes effect still waits on its players, who may lift it there and play.
 */
import { type ActionCardId, getActionCard } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { player } from "../players.ts";
import type { ActionCardEffect } from "./cardPlay.ts";
import { cardEffects, endCardEffect, hasCardEffect, startCardEffect } from "./lasting.ts";

const RULE = "Temporary Stability";

/** How many Action Cards a player discards to lift it. */
export const LIFT_DISCARDS = 3;

const temporaryStability: ActionCardEffect = {
  check: () => undefined,
  resolve(tx, play) {
    startCardEffect(tx, { effect: "temporaryStability", seat: play.seat });
  },
};

/** Whether Temporary Stability holds now (nothing but Sabotage may be played). */
export function stabilityHolds(state: GameState): boolean {
  return hasCardEffect(state, "temporaryStability");
}

/** The play path's refusal while it holds: every card but Sabotage. */
export function onlySabotage(state: GameState, _seat: Seat, card: ActionCardId): RuleError | undefined {
  if (!stabilityHolds(state) || getActionCard(card).effect === "sabotage") return undefined;
  return ruleError(
    "ERR_ONLY_SABOTAGE",
    RULE,
    `${RULE} is in play: until the Status Phase, Sabotage is the only Action Card anyone may play. Any player may lift it by discarding ${LIFT_DISCARDS} Action Cards.`,
  );
}

/** "Until the next Status Phase": it ends as the phase begins. */
export function endStability(tx: Tx): void {
  for (const effect of cardEffects(tx.state, "temporaryStability")) endCardEffect(tx, effect);
}

function checkLift(state: GameState, seat: Seat, cards: readonly ActionCardId[]): RuleError | undefined {
  if (!stabilityHolds(state))
    return ruleError("ERR_NOTHING_TO_LIFT", RULE, `${RULE} is not in play: there is nothing to lift.`);
  const hand = player(state, seat).secret.actionCards;
  if (hand.length < LIFT_DISCARDS) {
    return ruleError(
      "ERR_TOO_FEW_CARDS",
      RULE,
      `Lifting ${RULE} takes discarding ${LIFT_DISCARDS} Action Cards; you hold only ${hand.length}.`,
    );
  }
  if (cards.length !== LIFT_DISCARDS) {
    return ruleError(
      "ERR_DISCARD_COUNT",
      RULE,
      `Name exactly ${LIFT_DISCARDS} Action Cards from your hand to discard (you named ${cards.length}).`,
    );
  }
  const left = [...hand];
  for (const card of cards) {
    const at = left.indexOf(card);
    if (at < 0) return ruleError("ERR_NOT_IN_HAND", RULE, `You hold no Action Card "${card}" to discard.`);
    left.splice(at, 1);
  }
  return undefined;
}

/** Any player, at any moment: 3 Action Cards discarded, and Temporary Stability no longer applies. */
export function liftTemporaryStability(
  tx: Tx,
  command: Extract<Command, { type: "liftTemporaryStability" }>,
): RuleError | undefined {
  const refused = checkLift(tx.state, command.seat, command.cards);
  if (refused) return refused;
  tx.emit({ type: "actionCardsDiscarded", seat: command.seat, cards: [...command.cards] });
  endStability(tx);
  return undefined;
}

export const STABILITY_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = { temporaryStability };
