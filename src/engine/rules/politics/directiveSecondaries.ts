/**
 * Aggressive Strategy (RR §20, a directive). For: in order of play, everyone may use the secondary
 * ability of his own Strategy Card without paying a Strategy Allocation counter. Against: no secondary
 * may be used for the rest of the round (secondariesClosed, directiveHooks.ts).
 * Interpretation [recalled]: with two cards each, both are offered, the lower initiative first; a card
 * already played counts; Initiative has no secondary. Each use is a strategic action of that card asking
 * its holder alone (as Flawless Strategy's: it turns no card and ends no turn), marked `freeSecondary`.
 */
import { getStrategyCard } from "../../../content/index.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { startCardEffect } from "../actionCards/lasting.ts";
import { player } from "../players.ts";
import { type AgendaRule, everyone } from "./agendaTools.ts";
import { DIRECTIVE_LASTING } from "./directiveHooks.ts";

/** The uses still to come, the first in order of play on top of the stack. */
function offerOwnSecondaries(tx: Tx): void {
  const uses = everyone(tx).flatMap((seat) =>
    [...player(tx.state, seat).strategyCards]
      .map((held) => getStrategyCard(held.card))
      .filter((card) => card.secondary !== null)
      .sort((a, b) => a.initiative - b.initiative)
      .map((card) => ({ seat, card: card.id })),
  );
  for (const { seat, card } of uses.reverse()) {
    tx.emit({
      type: "framePushed",
      frame: {
        kind: "strategicAction",
        seat,
        card,
        step: "secondaries",
        awaiting: [seat],
        detail: { byActionCard: true, freeSecondary: true },
      },
    });
  }
}

/** Aggressive Strategy's own use of a card (hooks/strategicAction.ts secondaryCounter): no counter. */
export function aggressiveStrategyCounter(state: GameState, card: string, seat: Seat): "waived" | undefined {
  const action = state.stack.findLast((f) => f.kind === "strategicAction");
  const own = action?.kind === "strategicAction" && action.detail.freeSecondary === true;
  return own && action.card === card && action.seat === seat ? "waived" : undefined;
}

export const SECONDARY_DIRECTIVES: Readonly<Record<string, AgendaRule>> = {
  aggressiveStrategy: {
    for: offerOwnSecondaries,
    against: (tx) => startCardEffect(tx, { effect: DIRECTIVE_LASTING.aggressiveAgainst }),
  },
};
