/**
 * Determine Policy (RR §19, §20): played before the Political primary draws its agenda, it lets the player
 * choose the agenda instead: from the Political deck (which he searches in private, then it is shuffled),
 * from its discard pile, or among the laws in play (the law leaves play to be voted on again). The card
 * chosen goes on top of the deck, and the agenda's draw (agenda.ts) takes it.
 */
import { getPoliticalCard, type PoliticalCardId } from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import { shuffle } from "../../rng.ts";
import { ruleError } from "../../ruleError.ts";
import type { GameState } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { gainVp } from "../politics/agendaTools.ts";
import { lawsInPlay } from "../politics/laws.ts";
import type { ActionCardEffect } from "./cardPlay.ts";
import { askCardChoice } from "./choice.ts";
import { politicalCardUsable } from "./draw.ts";
import { hasCardEffect } from "./lasting.ts";

/**
 * The agenda the Political primary is about to draw, with the window before the draw open above it (only
 * that primary draws its agenda: the Assembly's is played from a hand).
 */
export function agendaAboutToBeDrawn(state: GameState) {
  const agenda = state.stack.findLast((f) => f.kind === "agenda");
  const action = state.stack.findLast((f) => f.kind === "strategicAction");
  if (agenda?.kind !== "agenda" || action?.kind !== "strategicAction") return undefined;
  const fresh = agenda.source === "drawn" && agenda.card === null && agenda.step === "draw";
  return fresh && action.step === "primary" && agenda.reader === action.seat ? agenda : undefined;
}

type Source = "deck" | "discard" | "law";

function sourceOf(state: GameState, card: string): Source | undefined {
  if ((state.decks.political.draw as string[]).includes(card)) return "deck";
  if ((state.decks.political.discard as string[]).includes(card)) return "discard";
  if (lawsInPlay(state).some((law) => law.card === card)) return "law";
  return undefined;
}

/** Every card that may be chosen (a card naming a Strategy Card or system not in this game is no agenda). */
function choosable(state: GameState): PoliticalCardId[] {
  const all = [
    ...state.decks.political.draw,
    ...state.decks.political.discard,
    ...lawsInPlay(state).map((law) => law.card),
  ];
  return [...new Set(all)].filter((card) => politicalCardUsable(state, card)).sort();
}

const determinePolicy: ActionCardEffect = {
  check(state) {
    const agenda = agendaAboutToBeDrawn(state);
    // Interpretation: once Council Dissolved stopped this draw there is no agenda left to choose.
    if (agenda && !hasCardEffect(state, "councilDissolved", { target: agenda.reader })) return undefined;
    return ruleError(
      "ERR_CARD_CONDITION",
      "Determine Policy",
      "Determine Policy is played before the Political primary draws its agenda.",
    );
  },
  resolvesLast: true,
  resolve(tx, play) {
    if (choosable(tx.state).length === 0) return;
    const deck = [...tx.state.decks.political.draw].sort();
    tx.emit({ type: "politicalDeckSearched", seat: play.seat, cards: deck });
    askCardChoice(tx, {
      effect: "determinePolicy",
      prompt: "Determine Policy: name the agenda, from the Political deck, its discards or the laws in play",
      awaiting: [play.seat],
    });
  },
};

/** A law chosen leaves play first (RR §20); Emperor and the Crown of Emphidia take back their VP. */
function lawLeavesPlay(tx: Tx, card: PoliticalCardId): void {
  const law = lawsInPlay(tx.state).find((l) => l.card === card);
  if (!law) return;
  tx.emit({ type: "lawRepealed", card, reason: "Determine Policy" });
  const effect = getPoliticalCard(card).effect;
  if ((effect === "emperor" || effect === "crownOfEmphidia") && law.elected !== null && !law.vpWithheld) {
    gainVp(tx, [Number(law.elected)], -1, `${getPoliticalCard(card).name} left play`);
  }
}

const determinePolicyChoice: CardChoiceRule = {
  check(state, _frame, _seat, answer) {
    if (answer.choice !== undefined && (choosable(state) as string[]).includes(answer.choice))
      return undefined;
    return ruleError(
      "ERR_CARD_CHOICE",
      "Determine Policy",
      "Name a Political Card of the deck, of its discard pile or among the laws in play, by its id.",
    );
  },
  resolve(tx, _frame, seat, answer) {
    const card = answer.choice as PoliticalCardId;
    const from = sourceOf(tx.state, card);
    if (from === "law") lawLeavesPlay(tx, card);
    tx.emit({ type: "politicalCardPutOnTop", seat, card, from: from === "deck" ? "deck" : "discard" });
    if (from === "deck") {
      const [, ...rest] = tx.state.decks.political.draw;
      const { value, rng } = shuffle(tx.state.rng, rest);
      tx.emit({ type: "politicalDrawPileShuffled", cards: [card, ...value], rng });
    }
  },
  options: (state) => choosable(state).map((choice) => ({ choice })),
};

export const AGENDA_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = { determinePolicy };
export const AGENDA_CARD_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  determinePolicy: determinePolicyChoice,
};
