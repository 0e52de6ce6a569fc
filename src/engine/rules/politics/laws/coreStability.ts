/**
 * Core Stability (RR §20, a law). For: each Status Phase the Action Cards are dealt face up instead of
 * drawn (RR §21.5), and the players pick them in order of unexhausted influence, highest first. Against:
 * nobody draws Action Cards for the rest of the round (actionCards/draw.ts reads the round's effect).
 * Interpretation [recalled]: as many cards are dealt as the players would have drawn (Neural Motivator
 * and Minister of Policy included); each picks one at a time, those owed more picking again after everyone
 * has had one; equal influence keeps the order of play. Influence is counted as the picking starts, after
 * the planets are refreshed (RR §21.4).
 */
import { type ActionCardId, getActionCard } from "../../../../content/index.ts";
import type { CardChoiceRule } from "../../../choices.ts";
import { shuffle } from "../../../rng.ts";
import { ruleError } from "../../../ruleError.ts";
import type { GameState, Seat } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import { askCardChoice } from "../../actionCards/choice.ts";
import { actionCardUsable } from "../../actionCards/draw.ts";
import type { CardChoiceFrame } from "../../actionCards/frames.ts";
import { planetValues } from "../../planetValues.ts";
import { lawInPlay } from "../laws.ts";
import { readyPlanets } from "./shared.ts";

const RULE = "RR §20 Core Stability";
/** Enough to get through the deck twice; a longer run means every card left is unusable. */
const MAX_DEALS = 300;

function readyInfluence(state: GameState, seat: Seat): number {
  return readyPlanets(state, seat).reduce((n, p) => n + planetValues(state, p).influence, 0);
}

/** Deals `count` cards face up from the Action deck, reshuffling its discards when it runs out (RR §19). */
function dealFaceUp(tx: Tx, count: number): ActionCardId[] {
  const dealt: ActionCardId[] = [];
  for (let i = 0; dealt.length < count && i < MAX_DEALS; i++) {
    const deck = tx.state.decks.action;
    if (deck.draw.length === 0) {
      if (deck.discard.length === 0) break;
      const { value, rng } = shuffle(tx.state.rng, deck.discard);
      tx.emit({ type: "actionDeckReshuffled", cards: value, rng });
    }
    const top = tx.state.decks.action.draw.slice(0, count - dealt.length);
    const cards = top.filter((card) => actionCardUsable(tx.state, card));
    tx.emit({ type: "actionCardsDealtFaceUp", cards, discarded: top.filter((c) => !cards.includes(c)) });
    dealt.push(...cards);
  }
  return dealt;
}

function pickPrompt(cards: readonly string[]): string {
  const names = cards.map((id) => `${getActionCard(id as ActionCardId).name} (${id})`).join(", ");
  return `Core Stability: take one of the Action Cards dealt face up: ${names}`;
}

/** The Status Phase's Action Cards (hooks/statusPhase.ts statusActionCardsDealt): dealt face up and picked. */
export function coreStabilityDeal(tx: Tx, owed: readonly { seat: Seat; cards: number }[]): boolean {
  if (!lawInPlay(tx.state, "coreStability")) return false;
  const cards = dealFaceUp(
    tx,
    owed.reduce((n, o) => n + o.cards, 0),
  );
  const pickers = owed
    .filter((o) => o.cards > 0)
    .sort((a, b) => readyInfluence(tx.state, b.seat) - readyInfluence(tx.state, a.seat));
  const data: CardChoiceFrame["data"] = { cards };
  for (const o of pickers) data[`left${o.seat}`] = o.cards;
  if (cards.length > 0)
    askCardChoice(tx, {
      effect: "coreStability",
      prompt: pickPrompt(cards),
      awaiting: pickers.map((o) => o.seat),
      inOrder: true,
      data,
    });
  return true;
}

const pool = (frame: CardChoiceFrame) => (frame.data.cards ?? []) as string[];

export const coreStabilityChoice: CardChoiceRule = {
  check(_state, frame, _seat, answer) {
    if (answer.choice !== undefined && pool(frame).includes(answer.choice)) return undefined;
    return ruleError("ERR_CORE_STABILITY", RULE, "Name one of the Action Cards dealt face up, by its id.");
  },
  resolve(tx, frame, seat, answer) {
    tx.emit({ type: "actionCardTakenFaceUp", seat, card: answer.choice as ActionCardId });
    const now = tx.state.stack.at(-1);
    if (now?.kind !== "cardChoice") return;
    const cards = pool(frame).filter((_, i) => i !== pool(frame).indexOf(answer.choice as string));
    const left = Number(frame.data[`left${seat}`] ?? 1) - 1;
    const again = left > 0 ? [seat] : [];
    const awaiting = cards.length === 0 ? [] : [...now.awaiting, ...again];
    const data = { ...now.data, cards, [`left${seat}`]: left };
    tx.emit({ type: "frameReplaced", frame: { ...now, awaiting, data, prompt: pickPrompt(cards) } });
  },
  options: (_state, frame) => pool(frame).map((choice) => ({ choice })),
};
