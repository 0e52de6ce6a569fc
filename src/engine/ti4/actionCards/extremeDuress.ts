/**
 * Extreme Duress (Thunder's Edge action card): played at the start of another player's turn while they
 * hold a readied strategy card. If the action they then choose is not a strategic action, they discard
 * every action card in hand, give all their trade goods to the card's player, and show that player (alone)
 * their secret objectives. The pressure is kept on the state from the play until that action is chosen
 * (hook `actionChosen`, round/actionPhase.ts); a strategic action lifts it and nothing happens.
 */
import type { Ti4ObjectiveId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Module } from "../hooks/index.ts";
import { unplayedCards } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { refuse, type Ti4CardEffect } from "./effect.ts";

export type Ti4ExtremeDuressEvent =
  /** Extreme Duress played on `on`'s turn by `by`: it waits for their action. */
  | { type: "ti4DuressPlaced"; by: Seat; on: Seat }
  /** Their action was chosen: the pressure is lifted (`applied`: it was not strategic, and struck). */
  | { type: "ti4DuressEnded"; by: Seat; on: Seat; applied: boolean }
  /** `seat`'s secret objectives, shown to `to` alone. */
  | { type: "ti4SecretObjectivesShown"; seat: Seat; objectives: Ti4ObjectiveId[]; to: Seat };

/**
 * The player whose turn has just started: the one the card's window is about, or, while that window is
 * being opened (it asks who may play before it is pushed), the player of a turn with no action yet.
 */
function startingPlayer(state: Ti4State): Seat | undefined {
  const window = state.stack.findLast((f) => f.kind === "ti4CardWindow" && f.timing === "startOfAnotherTurn");
  if (window?.kind === "ti4CardWindow") return window.about;
  const top = state.stack.at(-1);
  return top?.kind === "ti4ActionPhase" && !top.acted ? top.current : undefined;
}

/** Whether `seat` holds a strategy card it has not played: the start of its turn opens the card's window. */
export function holdsReadiedCard(state: Ti4State, seat: Seat): boolean {
  return unplayedCards(state, seat).length > 0;
}

export const EXTREME_DURESS: Ti4CardEffect = {
  names: [],
  check(state, seat) {
    const on = startingPlayer(state);
    if (on === undefined || on === seat)
      return refuse("Extreme Duress", "it is played as another player's turn starts.");
    if (!holdsReadiedCard(state, on))
      return refuse("Extreme Duress", "that player holds no readied strategy card.");
    return undefined;
  },
  resolve(tx, seat) {
    const on = startingPlayer(tx.state);
    if (on !== undefined) tx.emit({ type: "ti4DuressPlaced", by: seat, on });
  },
};

function strike(tx: Tx<Ti4>, by: Seat, on: Seat): void {
  const player = tx.state.players[on];
  if (!player) return;
  const cards = [...player.secret.actionCards];
  if (cards.length > 0)
    tx.emit({ type: "ti4ActionCardsDiscarded", seat: on, cards, reason: "Extreme Duress" });
  const tradeGoods = player.tradeGoods;
  const objectives = [...player.secret.secretObjectives];
  if (tradeGoods > 0) {
    tx.emit({ type: "ti4TradeGoodsChanged", seat: on, amount: -tradeGoods, reason: "Extreme Duress" });
    tx.emit({ type: "ti4TradeGoodsChanged", seat: by, amount: tradeGoods, reason: "Extreme Duress" });
  }
  tx.emit({ type: "ti4SecretObjectivesShown", seat: on, objectives, to: by });
}

export const TI4_EXTREME_DURESS: Ti4Module = {
  id: "extremeDuress",
  events: {
    ti4DuressPlaced(draft: Ti4State, e: { by: Seat; on: Seat }) {
      draft.extremeDuress = { by: e.by, on: e.on };
    },
    ti4DuressEnded(draft: Ti4State) {
      delete draft.extremeDuress;
    },
    ti4SecretObjectivesShown() {},
  },
  // The card's window opens with the action cards' others (module.ts).
  hooks: {
    actionChosen(tx, seat, action) {
      const duress = tx.state.extremeDuress;
      if (duress?.on !== seat) return;
      const applied = action !== "strategic";
      if (applied) strike(tx, duress.by, seat);
      tx.emit({ type: "ti4DuressEnded", by: duress.by, on: seat, applied });
    },
  },
};
