/**
 * Lie in Wait (Thunder's Edge action card; text in content/ti4/actionCards.te.ts): right after two of the
 * holder's neighbours (LRR 60) complete a transaction with each other (LRR 94.5), the holder looks through
 * both their hands of action cards and takes one card from each. Its window opens on the hook
 * `transactionMade` (module.ts) and asks only the neighbours of both who hold the card (a quiet window:
 * transactions are frequent).
 *
 * The hands are seen and taken one after the other, as Mageon Implants does it (factions/yssarilMageon.ts:
 * each hand reaches the holder alone, kept in their secrets until a card of it is taken); the second hand is
 * shown once a card of the first is taken. [our reading: seeing both at once would only let the first
 * choice weigh the second hand; the cards taken are the same kind of choice.] A hand that is empty gives
 * nothing; with both empty the card has nothing to do and is refused.
 */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";
import { areNeighbours } from "../transactions/neighbours.ts";
import { refuse, type Ti4CardEffect } from "./effect.ts";

const CARD = "Lie in Wait";

/**
 * The two players whose transaction the card answers: those of its window (on top, or under the card's own
 * play as it resolves), or, while that window is being opened (it asks who may play before it is pushed),
 * the pair of the transaction last made.
 */
export function tradedPair(state: Ti4State): readonly [Seat, Seat] | undefined {
  const top = state.stack.at(-1);
  const window = top?.kind === "ti4ActionCardPlay" && top.card === "lieinwait" ? state.stack.at(-2) : top;
  if (window?.kind === "ti4CardWindow" && window.timing === "afterNeighboursTransaction")
    return window.with === undefined ? undefined : [window.about, window.with];
  const last = state.transactions?.pairs.at(-1);
  if (last === undefined) return undefined;
  const [a, b] = last.split("-").map(Number);
  return a === undefined || b === undefined ? undefined : [a, b];
}

function handSize(state: Ti4State, seat: Seat): number {
  return state.players[seat]?.secret.actionCards.length ?? 0;
}

export const LIE_IN_WAIT: Ti4CardEffect = {
  names: [],
  check(state, seat) {
    const pair = tradedPair(state);
    if (pair === undefined)
      return refuse(CARD, "it is played right after two players trade with each other.");
    if (pair.includes(seat)) return refuse(CARD, "the transaction it answers is between two other players.");
    if (!pair.every((s) => areNeighbours(state, seat, s)))
      return refuse(CARD, "both players who traded must be your neighbours (LRR 60).");
    if (pair.every((s) => handSize(state, s) === 0))
      return refuse(CARD, "neither player who traded holds an action card.");
    return undefined;
  },
  resolve(tx, seat) {
    const pair = tradedPair(tx.state);
    if (pair === undefined) return;
    // The second hand's frame first, so the first is on top (seen and taken first).
    const targets = pair.filter((s) => handSize(tx.state, s) > 0);
    for (const target of [...targets].reverse())
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Mageon", seat, target, source: CARD } });
    const first = targets[0];
    if (first === undefined) return;
    const cards = [...(tx.state.players[first]?.secret.actionCards ?? [])];
    tx.emit({ type: "ti4HandSeen", seat, target: first, cards, to: seat });
  },
};
