/**
 * Checks and Balances (RR §20, a law). For: whoever picks a Strategy Card must give it to a player who
 * holds none yet. Against: every Strategy Card held moves at once to the player on its holder's left.
 * Interpretation [recalled]:
 * - "none yet" with two cards each (3 or 4 players, RR §23): the other players holding the fewest cards,
 *   while that is fewer than each is due; when no other player is short, the picker keeps the card;
 * - the Bonus Counters on the card stay with the picker, and the Speaker token stays where the pick put it
 *   (RR §5: it comes with choosing Initiative);
 * - a card handed on keeps its side (played or not), and the order of play of an Action Phase under way
 *   stays as it was; a card still to be played is played by its new holder.
 */
import { getStrategyCard, type StrategyCardId } from "../../../../content/index.ts";
import type { CardChoiceRule } from "../../../choices.ts";
import { ruleError } from "../../../ruleError.ts";
import type { GameState, Seat } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import { askCardChoice } from "../../actionCards/choice.ts";
import { activePlayers, nameOf, player } from "../../players.ts";
import { cardsPerPlayer } from "../../strategyPhase.ts";
import { everyone, leftNeighbour, type Outcome } from "../agendaTools.ts";
import { lawInPlay } from "../laws.ts";

const REASON = "Checks and Balances";

/** The players who may receive a card `seat` picked: others holding the fewest, while still short. */
export function recipients(state: GameState, seat: Seat): Seat[] {
  const held = (s: Seat) => player(state, s).strategyCards.length;
  const others = activePlayers(state)
    .map((p) => p.seat)
    .filter((s) => s !== seat);
  const fewest = Math.min(...others.map(held));
  if (others.length === 0 || fewest >= cardsPerPlayer(state.players.length)) return [];
  return others.filter((s) => held(s) === fewest);
}

function give(tx: Tx, seat: Seat, to: Seat, card: StrategyCardId): void {
  tx.emit({ type: "strategyCardGiven", seat, to, card, reason: REASON });
}

/** A card just picked (hooks/strategyPhase.ts strategyCardPicked): given at once, or the picker names to whom. */
export function checksAndBalancesOnPick(tx: Tx, seat: Seat, card: StrategyCardId): void {
  if (!lawInPlay(tx.state, "checksAndBalances") || tx.state.phase !== "strategy") return;
  const to = recipients(tx.state, seat);
  if (to.length === 1) give(tx, seat, to[0] as Seat, card);
  if (to.length < 2) return;
  askCardChoice(tx, {
    effect: "checksAndBalances",
    prompt: `${REASON}: name the player who receives ${getStrategyCard(card).name} (one holding the fewest Strategy Cards)`,
    awaiting: [seat],
    data: { card },
  });
}

export const checksAndBalancesChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    const allowed = recipients(state, seat);
    if (answer.target !== undefined && allowed.includes(answer.target)) return undefined;
    return ruleError(
      "ERR_CHECKS_AND_BALANCES",
      `RR §20 ${REASON}`,
      `${REASON}: give the card to one of ${allowed.map((s) => nameOf(state, s)).join(", ")}.`,
    );
  },
  resolve(tx, frame, seat, answer) {
    give(tx, seat, answer.target as Seat, frame.data.card as StrategyCardId);
  },
  options: (state, _frame, seat) => recipients(state, seat).map((target) => ({ target })),
};

/**
 * Against: each card goes to the left of the player who held it when the outcome took effect. The card whose
 * strategic action called the council has been played: it is turned before it goes.
 */
export const passCardsLeft: Outcome = (tx) => {
  for (const action of tx.state.stack) {
    if (action.kind !== "strategicAction" || action.detail.byActionCard === true) continue;
    const held = player(tx.state, action.seat).strategyCards.find((h) => h.card === action.card);
    if (held && !held.played) tx.emit({ type: "strategyCardPlayed", seat: action.seat, card: action.card });
  }
  const moves = everyone(tx).flatMap((seat) =>
    player(tx.state, seat).strategyCards.map((held) => ({ seat, card: held.card })),
  );
  for (const { seat, card } of moves) give(tx, seat, leftNeighbour(tx.state, seat), card);
};
