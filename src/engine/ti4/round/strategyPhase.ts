/**
 * TI4's strategy phase (LRR 84, digest §3.1): from the speaker clockwise each player takes one strategy card
 * from the common area, with the trade goods on it; in games of 3 or 4 players there is a second pass in the
 * same order, so everyone holds two (84.1c; a game begun with 5 or more that elimination brought down keeps
 * one each, 33.9, so the count is of the seats, eliminated ones included). Then the speaker puts 1 trade
 * good on each card nobody took (84.2), and the action phase begins (actionPhase.ts).
 */
import { type Ti4StrategyCardId, ti4StrategyCard } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { openCardWindow } from "../actionCards/windows.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4StrategyPhaseFrame } from "../frames.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { beginActionPhase } from "./actionPhase.ts";

type Ti4Tx = Tx<Ti4>;

/** LRR 84.1c: two cards each with 3 or 4 seats, one otherwise. */
export function strategyCardsEach(state: Ti4State): number {
  return state.players.length <= 4 ? 2 : 1;
}

/** Seats clockwise from the speaker, the eliminated left out. */
function pickingOrder(state: Ti4State): number[] {
  const n = state.players.length;
  // Political Stability: a player who kept their cards picks none.
  return Array.from({ length: n }, (_, i) => (state.speaker + i) % n).filter(
    (seat) => !state.players[seat]?.eliminated && !state.players[seat]?.keepsStrategyCards,
  );
}

/** LRR 40: a new round, after the status phase (or the agenda phase once it is played). */
export function beginNextRound(tx: Ti4Tx): void {
  tx.emit({ type: "ti4RoundBegan", round: tx.state.round + 1 });
  beginStrategyPhase(tx);
}

/** Begins the strategy phase: the cards of the last round are back in the common area. */
export function beginStrategyPhase(tx: Ti4Tx): void {
  tx.emit({ type: "ti4PhaseBegan", phase: "strategy" });
  const order = pickingOrder(tx.state);
  tx.emit({
    type: "ti4FramePushed",
    frame: { kind: "ti4StrategyPhase", order, index: 0, picksEach: strategyCardsEach(tx.state) },
  });
}

function picker(frame: Ti4StrategyPhaseFrame): number | undefined {
  if (frame.index >= frame.order.length * frame.picksEach) return undefined;
  return frame.order[frame.index % frame.order.length];
}

const strategyPhase: FrameRules<Ti4, Ti4StrategyPhaseFrame> = {
  decisions(state, frame) {
    const seat = picker(frame);
    if (seat === undefined) return [];
    return [
      {
        kind: "pickStrategyCard",
        seat,
        simultaneous: false,
        prompt: "pick a strategy card",
        choices: state.strategyPool
          .map((c) => c.card)
          .filter((c) => frame.refused?.seat !== seat || frame.refused.card !== c),
      },
    ];
  },
  advance(tx, frame) {
    if (!frame.began && frame.index === 0) {
      // The start of the phase, before the first pick: the cards played then (Summit).
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, began: true } });
      openCardWindow(tx, "strategyPhaseStart", tx.state.speaker);
      return true;
    }
    if (picker(frame) !== undefined) return false;
    if (!frame.ending) {
      // The end of the strategy phase: what answers there (Quantum Datahub Node) pushes its frames above this one.
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, ending: true } });
      for (const answer of hookAnswers(tx.state, "endOfStrategyPhase")) answer(tx);
      return true;
    }
    tx.emit({ type: "ti4TradeGoodsOnUnchosenCards", cards: tx.state.strategyPool.map((c) => c.card) });
    tx.emit({ type: "ti4FramePopped" });
    beginActionPhase(tx);
    return true;
  },
};

/** Why a strategy card cannot be taken: already someone's, or no such card ("9", "warefare"). */
function whereIs(state: Ti4State, card: string): string {
  const holder = state.players.find((p) => p.strategyCards.some((c) => c.card === card));
  if (!holder) return `There is no strategy card "${card}" in the common area`;
  return `${ti4StrategyCard(card as Ti4StrategyCardId).name} is already ${holder.name}'s this round`;
}

function pickStrategyCard(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "pickStrategyCard" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4StrategyPhase")
    return ruleError(
      "ERR_TI4_NOT_STRATEGY_PHASE",
      "LRR 84",
      "Strategy cards are taken in the strategy phase.",
    );
  const card = tx.state.strategyPool.find((c) => c.card === command.card);
  if (!card) {
    return ruleError(
      "ERR_TI4_CARD_NOT_IN_POOL",
      "LRR 84.1",
      `${whereIs(tx.state, command.card)}: take one of ${tx.state.strategyPool.map((c) => c.card).join(", ")}.`,
      { card: command.card },
    );
  }
  if (frame.refused?.seat === command.seat && frame.refused.card === card.card)
    return ruleError(
      "ERR_TI4_CARD_DISGRACED",
      "Public Disgrace",
      `Public Disgrace sent ${card.card} back: take a different strategy card.`,
      { card: command.card },
    );
  tx.emit({
    type: "ti4StrategyCardPicked",
    seat: command.seat,
    card: card.card,
    tradeGoods: card.tradeGoods,
  });
  const { refused: _, ...rest } = frame;
  const lastPick = { seat: command.seat, card: card.card, tradeGoods: card.tradeGoods };
  tx.emit({ type: "ti4FrameUpdated", frame: { ...rest, index: frame.index + 1, lastPick } });
  // When a player picks a card, those who already hold one may answer (Public Disgrace).
  openCardWindow(tx, "whenStrategyCardChosen", command.seat);
  return undefined;
}

export const TI4_STRATEGY_PHASE: KernelModule<Ti4> = {
  id: "strategyPhase",
  commands: { pickStrategyCard },
  frames: { ti4StrategyPhase: strategyPhase },
  events: {
    ti4PhaseBegan(draft: Ti4State, e: { phase: Ti4State["phase"] }) {
      draft.phase = e.phase;
      // LRR 3.3: a pass lasts until the end of the action phase.
      if (e.phase === "action")
        for (const player of draft.players) {
          player.passed = false;
          // Political Stability lasts until the strategy phase it skipped is over.
          delete player.keepsStrategyCards;
        }
    },
    ti4RoundBegan(draft: Ti4State, e: { round: number }) {
      draft.round = e.round;
    },
    ti4StrategyCardPicked(draft: Ti4State, e: { seat: number; card: Ti4StrategyCardId; tradeGoods: number }) {
      const player = draft.players[e.seat];
      if (!player) throw new Error(`no seat ${e.seat}`);
      player.strategyCards.push({ card: e.card, played: false });
      player.tradeGoods += e.tradeGoods;
      draft.strategyPool = draft.strategyPool.filter((c) => c.card !== e.card);
    },
    ti4TradeGoodsOnUnchosenCards(draft: Ti4State, e: { cards: Ti4StrategyCardId[] }) {
      for (const c of draft.strategyPool) if (e.cards.includes(c.card)) c.tradeGoods += 1;
    },
  },
};
