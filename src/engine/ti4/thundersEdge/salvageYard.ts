/**
 * Dok 'N Pic's Salvage Yard, Garbozia's legendary planet ability card (TE "Legendary Planets"; our text in
 * content/ti4/legendary.te.ts): as its holder passes, they exhaust it to lay 1 action card from the discard
 * pile face up on it; they may purge a card lying there to play it as though it were in their hand. The
 * public rulings notes on the card (tirules, "Legendary Planets") add: the cards on it are not in the hand
 * (no hand limit, The Codex cannot take them), they stay on the card when Garbozia changes hands (the new
 * holder may play them), and the card need not be ready to play them.
 *
 * The cards lie in `state.salvageYard` (public), whoever holds the card. Stocking is a "passing" use of the
 * card (legendaryUses.ts reads SALVAGE_STOCKING). Playing one: `playSalvagedCard`, with a play's fields; the
 * card is taken onto the hand and played by the ordinary rule (actionCards/play.ts: its moment, its check,
 * a Sabotage window), then purged rather than left in the discard pile. It is offered from public facts: as
 * a component action (hook componentActions) and in a card window of its timing (hook cardWindowAbilities),
 * so its holder is asked there whatever their hand. Only cards the engine carries out are laid on it [our
 * reading: a card it could not play would lie there for nothing].
 */
import { type Ti4ActionCardId, type Ti4PlanetId, ti4ActionCard } from "../../../content/ti4/index.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { cardOptions, ti4CardCarriedOut } from "../actionCards/effects.ts";
import { playActionCard } from "../actionCards/play.ts";
import { actionCardsBarred, sabotageMayAnswer } from "../actionCards/windows.ts";
import { controllerOf } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "./inPlay.ts";

type Ti4Tx = Tx<Ti4>;
type PlaySalvaged = Extract<Ti4Command, { type: "playSalvagedCard" }>;

const GARBOZIA = "garbozia" as Ti4PlanetId;
const RULE = "TE Dok 'N Pic's Salvage Yard";

/** The cards lying on the Salvage Yard (public). */
export function salvageYard(state: Ti4State): Ti4ActionCardId[] {
  return state.salvageYard ?? [];
}

/** Whether `seat` holds the Salvage Yard card (controls Garbozia) in a game playing Thunder's Edge. */
function holdsYard(state: Ti4State, seat: Seat): boolean {
  return playsThundersEdge(state) && controllerOf(state, GARBOZIA) === seat;
}

/** Stocking, as the holder passes: a card of the discard pile the engine carries out (one of each name). */
export const SALVAGE_STOCKING = {
  targets: (state: Ti4State): string[] => [
    ...new Set(state.decks.action.discard.filter((card) => ti4CardCarriedOut(card))),
  ],
  resolve(tx: Ti4Tx, seat: Seat, target: string | undefined): RuleError | undefined {
    tx.emit({ type: "teSalvageStocked", seat, card: target as Ti4ActionCardId });
    return undefined;
  },
};

/** The moment `seat` may play a card now: its turn's action, or a card window asking it. */
function momentOf(state: Ti4State, seat: Seat) {
  const top = state.stack.at(-1);
  if (top?.kind === "ti4ActionPhase") return top.current === seat && !top.acted ? "action" : null;
  if (top?.kind === "ti4CardWindow") return top.timing;
  return null;
}

/** The cards on the Yard `seat` may play at this moment (each with a play the rules accept). */
export function salvagePlayable(
  state: Ti4State,
  seat: Seat,
  moment = momentOf(state, seat),
): Ti4ActionCardId[] {
  if (moment === null || !holdsYard(state, seat) || actionCardsBarred(state, seat)) return [];
  return [...new Set(salvageYard(state))].filter((card) => {
    if (ti4ActionCard(card).timing !== moment) return false;
    if (card === "sabo") return sabotageMayAnswer(state, moment);
    return cardOptions(state, seat, card).length > 0;
  });
}

function decision(seat: Seat, cards: Ti4ActionCardId[], prompt: string): Decision<Ti4>[] {
  if (cards.length === 0) return [];
  return [{ kind: "playSalvagedCard", seat, simultaneous: false, prompt, choices: cards }];
}

function playSalvagedCard(tx: Ti4Tx, command: PlaySalvaged): RuleError | undefined {
  const { seat, card } = command;
  if (!holdsYard(tx.state, seat))
    return ruleError(
      "ERR_TI4_SALVAGE_YARD",
      RULE,
      "The cards on Dok 'N Pic's Salvage Yard are played by whoever controls Garbozia.",
    );
  if (!salvageYard(tx.state).includes(card))
    return ruleError(
      "ERR_TI4_SALVAGE_YARD",
      RULE,
      `No ${ti4ActionCard(card).name} lies on the Salvage Yard.`,
    );
  // Onto the hand, played as any card of it is (its refusals undo this too), then purged.
  tx.emit({ type: "teSalvageTaken", seat, card });
  const { type: _type, ...play } = command;
  const refused = playActionCard(tx, { ...play, type: "playActionCard" });
  if (refused) return refused;
  tx.emit({ type: "teSalvagePurged", seat, card });
  return undefined;
}

export const TE_SALVAGE_YARD: Ti4Module = {
  id: "teSalvageYard",
  commands: { playSalvagedCard },
  events: {
    teSalvageStocked(draft: Ti4State, e: { card: Ti4ActionCardId }) {
      const discard = draft.decks.action.discard;
      const at = discard.lastIndexOf(e.card);
      if (at >= 0) discard.splice(at, 1);
      draft.salvageYard = [...(draft.salvageYard ?? []), e.card];
    },
    teSalvageTaken(draft: Ti4State, e: { seat: Seat; card: Ti4ActionCardId }) {
      const yard = [...(draft.salvageYard ?? [])];
      yard.splice(yard.indexOf(e.card), 1);
      if (yard.length > 0) draft.salvageYard = yard;
      else delete draft.salvageYard;
      draft.players[e.seat]?.secret.actionCards.push(e.card);
    },
    teSalvagePurged(draft: Ti4State, e: { card: Ti4ActionCardId }) {
      const discard = draft.decks.action.discard;
      const at = discard.lastIndexOf(e.card);
      if (at >= 0) discard.splice(at, 1);
    },
  },
  hooks: {
    componentActions: (state, seat) =>
      decision(
        seat,
        salvagePlayable(state, seat, "action"),
        "as an action, play a card from Dok 'N Pic's Salvage Yard",
      ),
    cardWindowAbilities: (state, seat, window) =>
      decision(
        seat,
        salvagePlayable(state, seat, window.timing),
        "play a card from Dok 'N Pic's Salvage Yard",
      ),
  },
};
