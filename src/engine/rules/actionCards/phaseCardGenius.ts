/**
 * Touch of Genius (RR §19; paid as RR §16): pay 3 influence to repeat the effect of another Action Card in
 * the discard pile, at that card's own timing.
 *
 * Decided, as Mecatol plays it: the player plays Touch of Genius exactly as he would play the card he
 * repeats, naming it as the choice ("good-year"; a card that asks a choice of its own takes it after
 * "-with-": "strategic-shift-with-warfare") and everything else that card names in the other fields. The
 * play is refused unless that card lies in the discard pile, its timing is open to him now (window.ts) and
 * its own check accepts what he named. Once Touch of Genius resolves (no Sabotage), he pays 3 influence in
 * a choice (planets exhausted for their influence and Trade Goods, as the amount; never a planet the
 * repeated card names), and the repeated effect resolves as if he had played that card: Touch of Genius is
 * the card in play (a card that returns "itself" to the hand, or stays on Mecatol Rex, means it).
 * Refused: Sabotage (it answers a card the moment that card is played [decided]), Touch of Genius itself,
 * and a card whose effect Mecatol leaves to the players (nothing the engine could repeat). A player who
 * cannot pay after all forfeits: the card is spent with no effect.
 */
import {
  ACTION_TIMINGS,
  type ActionCardId,
  getActionCard,
  isActionCardId,
  type PlanetId,
} from "../../../content/index.ts";
import type { CardChoiceAnswer, CardChoiceRule } from "../../choices.ts";
import { rulebookOf } from "../../rulebook.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { planetValues } from "../planetValues.ts";
import { player } from "../players.ts";
import { type Payment, pay, paymentValue } from "../spending.ts";
import type { ActionCardEffect, CardPlay } from "./cardPlay.ts";
import { askCardChoice } from "./choice.ts";
import type { CardChoiceFrame } from "./frames.ts";
import { openTimings } from "./window.ts";

const RULE = "Touch of Genius";
const COST = 3;
/** Between the repeated card's id and its own choice. */
const WITH = "-with-";
/** The answer that gives up paying (the card is spent with no effect). */
export const FORFEIT = "forfeit";
/** What may never be repeated (see above). */
const NEVER_REPEATED = ["touchOfGenius", "sabotage"];

interface Repeat {
  card: ActionCardId;
  choice: string | null;
}

/** The card named in the discard pile, and the choice it takes, from the play's choice. */
function repeated(state: GameState, choice: string | null): Repeat | RuleError {
  const discard = [...new Set(state.decks.action.discard)];
  if (choice !== null) {
    if ((discard as string[]).includes(choice)) return { card: choice as ActionCardId, choice: null };
    const card = discard.find((id) => choice.startsWith(`${id}${WITH}`));
    if (card) return { card, choice: choice.slice(card.length + WITH.length) };
  }
  const named = choice !== null && isActionCardId(choice);
  return ruleError(
    "ERR_CARD_CHOICE",
    RULE,
    named
      ? `${getActionCard(choice as ActionCardId).name} is not in the discard pile: ${RULE} repeats a discarded card.`
      : `Name the discarded Action Card to repeat, by its id (such as "good-year"; its own choice after "${WITH}", such as "strategic-shift${WITH}warfare").`,
  );
}

/** What the repeated card is played with: the player's play, with that card's own choice. */
function repeatedPlay(play: CardPlay, repeat: Repeat): CardPlay {
  return { ...play, choice: repeat.choice };
}

/** The influence the player can still raise: ready planets (but those named) and Trade Goods. */
function influenceAvailable(state: GameState, seat: Seat, named: readonly string[]): number {
  const p = player(state, seat);
  const ready = Object.entries(p.planets).filter(([id, card]) => !card?.exhausted && !named.includes(id));
  return ready.reduce((sum, [id]) => sum + planetValues(state, id).influence, p.tradeGoods);
}

function checkRepeat(state: GameState, play: CardPlay): RuleError | undefined {
  const repeat = repeated(state, play.choice);
  if (isRuleError(repeat)) return repeat;
  const card = getActionCard(repeat.card);
  if (NEVER_REPEATED.includes(card.effect))
    return ruleError("ERR_CARD_CHOICE", RULE, `${RULE} cannot repeat ${card.name}.`);
  const effect = rulebookOf(state).actionCards[card.effect];
  if (!effect) {
    return ruleError(
      "ERR_CARD_CHOICE",
      RULE,
      `Mecatol does not carry out ${card.name} yet, so ${RULE} cannot repeat it.`,
    );
  }
  // Checked as it is played; when it resolves (the play's own frame on top) the moment has passed.
  if (state.stack.at(-1)?.kind !== "actionCardPlay" && !openTimings(state, play.seat).includes(card.timing)) {
    return ruleError(
      "ERR_CARD_TIMING",
      RULE,
      `${card.name} is played at this moment only: ${ACTION_TIMINGS[card.timing]} ${RULE} repeats it then.`,
    );
  }
  const available = influenceAvailable(state, play.seat, play.planets);
  if (available < COST) {
    return ruleError(
      "ERR_CARD_COST",
      RULE,
      `${RULE} costs ${COST} influence; your ready planets (but those the card names) and Trade Goods give ${available}.`,
    );
  }
  return effect.check(state, repeatedPlay(play, repeat));
}

const touchOfGenius: ActionCardEffect = {
  check: checkRepeat,
  resolvesLast: true,
  resolve(tx, play) {
    const repeat = repeated(tx.state, play.choice);
    if (isRuleError(repeat)) return;
    askCardChoice(tx, {
      effect: "touchOfGenius",
      prompt: `${RULE}: pay ${COST} influence to repeat ${getActionCard(repeat.card).name} (planets to exhaust for their influence, Trade Goods as the amount; or "${FORFEIT}")`,
      awaiting: [play.seat],
      data: {
        card: repeat.card,
        target: play.target,
        tradeGoods: play.tradeGoods,
        planets: [...play.planets],
        system: play.system,
        choice: repeat.choice,
        amount: play.amount,
      },
    });
  },
};

/** The repeated card's play, as the choice frame recorded it. */
function playIn(frame: CardChoiceFrame, seat: Seat): { effect: string; play: CardPlay } {
  const d = frame.data;
  return {
    effect: getActionCard(d.card as ActionCardId).effect,
    play: {
      seat,
      card: "touch-of-genius",
      target: (d.target as Seat | null) ?? null,
      tradeGoods: (d.tradeGoods as number) ?? 0,
      planets: (d.planets as PlanetId[]) ?? [],
      system: (d.system as PositionLabel | null) ?? null,
      choice: (d.choice as string | null) ?? null,
      amount: (d.amount as number) ?? 0,
    },
  };
}

function paymentOf(answer: CardChoiceAnswer): Payment {
  return { planets: answer.planets ?? [], tradeGoods: answer.amount ?? 0 };
}

const touchOfGeniusChoice: CardChoiceRule = {
  check(state, frame, seat, answer) {
    if (answer.choice === FORFEIT) return undefined;
    const payment = paymentOf(answer);
    const named = playIn(frame, seat).play.planets;
    if ((payment.planets ?? []).some((p) => (named as string[]).includes(p))) {
      return ruleError("ERR_CARD_COST", RULE, "Pay with planets other than those the repeated card names.");
    }
    const value = paymentValue(state, seat, payment, "influence");
    if (isRuleError(value)) return value;
    if (value < COST) {
      return ruleError(
        "ERR_CARD_COST",
        RULE,
        `${RULE} costs ${COST} influence; these planets and Trade Goods give ${value}.`,
      );
    }
    return undefined;
  },
  resolve(tx, frame, seat, answer) {
    if (answer.choice === FORFEIT) return;
    pay(tx, seat, paymentOf(answer), RULE);
    const { effect, play } = playIn(frame, seat);
    const rule = rulebookOf(tx.state).actionCards[effect];
    // A card that no longer applies once paid for has no effect, as any card resolving (play.ts).
    if (rule && rule.check(tx.state, play) === undefined) rule.resolve(tx, play);
  },
  options: (state, frame, seat) => {
    const named = playIn(frame, seat).play.planets as string[];
    const payments = paymentsOf(state, seat, named).filter(
      (a) => touchOfGeniusChoice.check(state, frame, seat, a) === undefined,
    );
    return [...payments, { choice: FORFEIT }];
  },
};

/**
 * A few ways to pay 3 influence, the least wasteful first: one planet worth 3 or more, the planets worth
 * most until 3 are reached, those topped up with Trade Goods, Trade Goods alone.
 */
function paymentsOf(state: GameState, seat: Seat, named: readonly string[]): CardChoiceAnswer[] {
  const p = player(state, seat);
  const ready = Object.entries(p.planets)
    .filter(([id, card]) => !card?.exhausted && !named.includes(id))
    .map(([id]) => ({ id: id as PlanetId, influence: planetValues(state, id).influence }))
    .filter((planet) => planet.influence > 0)
    .sort((a, b) => b.influence - a.influence || a.id.localeCompare(b.id));
  const out: CardChoiceAnswer[] = [];
  const single = [...ready].reverse().find((planet) => planet.influence >= COST);
  if (single) out.push({ planets: [single.id] });
  out.push({ planets: mostFirst(ready, 0) });
  const topped = mostFirst(ready, p.tradeGoods);
  const worth = ready.filter((r) => topped.includes(r.id)).reduce((n, r) => n + r.influence, 0);
  if (topped.length > 0 && worth < COST) out.push({ planets: topped, amount: COST - worth });
  if (p.tradeGoods >= COST) out.push({ amount: COST });
  return out.filter((a) => (a.planets?.length ?? 0) + (a.amount ?? 0) > 0);
}

/** The planets worth most, taken until they and `tradeGoods` reach the cost. */
function mostFirst(ready: readonly { id: PlanetId; influence: number }[], tradeGoods: number): PlanetId[] {
  const taken: PlanetId[] = [];
  let sum = tradeGoods;
  for (const planet of ready) {
    if (sum >= COST) break;
    taken.push(planet.id);
    sum += planet.influence;
  }
  return taken;
}

export const GENIUS_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = { touchOfGenius };

export const GENIUS_CARD_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  touchOfGenius: touchOfGeniusChoice,
};
