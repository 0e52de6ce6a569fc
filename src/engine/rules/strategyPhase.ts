/**
 * The Strategy Phase (RR §5): from the Speaker clockwise each player takes a Strategy Card (two rounds
 * of picking with 3 or 4 players), converting any Bonus Counters on it; then a Bonus Counter goes on
 * every card nobody took, and the Action Phase begins in initiative order.
 */
import { getStrategyCard, type StrategyCardId } from "../../content/index.ts";
import type { BonusSplit, Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import type { CounterSplit } from "../events.ts";
import type { FrameRules } from "../flow.ts";
import type { StrategyPhaseFrame, StrategyPick } from "../frames.ts";
import { answers } from "../hooks/index.ts";
import { beginPhaseAfter } from "../phases.ts";
import { type RuleError, ruleError } from "../ruleError.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
import { endExpiredCardEffects } from "./actionCards/lasting.ts";
import { openActionWindow } from "./actionCards/window.ts";
import { COUNTER_AREAS, reinforcements } from "./counters.ts";
import { clockwiseFrom } from "./players.ts";

/** RR §23 and SE: two cards each with 3 or 4 players, one otherwise. */
export function cardsPerPlayer(playerCount: number): number {
  return playerCount <= 4 ? 2 : 1;
}

export function startStrategyPhase(tx: Tx): void {
  const state = tx.state;
  const once = clockwiseFrom(state, state.speaker);
  const all = cardsPerPlayer(state.players.length) === 2 ? [...once, ...once] : once;
  // Political Stability (Action Card): a card kept from last round takes the place of a pick.
  let order = all;
  for (const picks of answers(state, "strategyPicks")) order = picks(state, order);
  endExpiredCardEffects(tx, state.round + 1);
  // Usurper (Action Card): lost with Mecatol Rex.
  for (const begins of answers(tx.state, "roundBegins")) begins(tx);
  tx.emit({ type: "phaseStarted", phase: "strategy", round: state.round + 1 });
  tx.emit({ type: "framePushed", frame: { kind: "strategyPhase", order, index: 0 } });
  // RR §19: cards played before anyone picks, or at any point of the Strategy Phase.
  openActionWindow(tx, "strategyPhaseStart");
}

export function isInitiativeCard(card: StrategyCardId): boolean {
  return getStrategyCard(card).onChosen?.effect === "initiative";
}

/** The cards this seat may pick now (RR §5.4: last round's Initiative holder may not take it again, unless forced). */
export function pickableCards(state: GameState, seat: Seat): StrategyCardId[] {
  // Strategic Shift (Action Card): a card named for this round is out of reach; Public Disgrace: the card
  // just put back, for its picker.
  const barred = barredCards(state, seat);
  const pool = state.strategyPool.map((c) => c.card).filter((card) => !barred.includes(card));
  if (state.initiativeLastRound !== seat) return pool;
  const others = pool.filter((card) => !isInitiativeCard(card));
  return others.length > 0 ? others : pool;
}

function barredCards(state: GameState, seat?: Seat): string[] {
  return answers(state, "strategyCardsBarred").flatMap((barred) => barred(state, seat));
}

export const STRATEGY_PHASE_RULES: FrameRules<StrategyPhaseFrame> = {
  decisions(state, frame): Decision[] {
    const seat = frame.order[frame.index];
    if (seat === undefined) return [];
    return [
      {
        kind: "pickStrategyCard",
        seat,
        simultaneous: false,
        prompt: "pick a Strategy Card",
        choices: pickableCards(state, seat),
      },
      // Mentak Pillage, Yssaril: optional, at any moment of the phase (raceStrategyAbilities.ts).
      ...answers(state, "strategyPhaseOffers").flatMap((offers) => offers(state)),
    ];
  },
  advance(tx, frame) {
    if (frame.index < frame.order.length) return false;
    if (frame.ending !== true) {
      // RR §19: every card is picked; cards of that moment are played before the Bonus Counters go on.
      tx.emit({ type: "frameReplaced", frame: { ...frame, ending: true } });
      openActionWindow(tx, "strategyPhaseEnd");
      return true;
    }
    endStrategyPhase(tx);
    return true;
  },
};

export function pickStrategyCard(
  tx: Tx,
  command: Extract<Command, { type: "pickStrategyCard" }>,
): RuleError | undefined {
  const state = tx.state;
  const entry = state.strategyPool.find((c) => c.card === command.card);
  if (!entry) {
    return ruleError(
      "ERR_CARD_TAKEN",
      "RR §5.1",
      `${cardName(command.card)} is not available: pick one of ${poolNames(state)}.`,
    );
  }
  // Council's Censure (law): the elected player pays 2 Strategy Allocation counters for an Imperial card;
  // Public Disgrace (Action Card): not the card just put back. A refusal that names its own rule comes
  // before the general one below.
  for (const refuses of answers(state, "strategyPickRefused")) {
    const refused = refuses(state, command.seat, command.card);
    if (refused) return refused;
  }
  if (barredCards(state, command.seat).includes(command.card)) {
    return ruleError(
      "ERR_CARD_BARRED",
      "Strategic Shift",
      `${cardName(command.card)} may not be picked this round (Strategic Shift).`,
    );
  }
  if (!pickableCards(state, command.seat).includes(command.card)) {
    return ruleError(
      "ERR_INITIATIVE_TWICE",
      "RR §5.4",
      "You held Initiative last round, so you may not take it again this round while other cards are left.",
    );
  }
  const bonus = command.bonus ?? {};
  const invalid = checkBonusSplit(state, command.seat, entry.bonus, bonus);
  if (invalid) return invalid;
  // The draft changes in place as events are emitted: the Speaker before the pick is read now.
  const speaker = state.speaker;
  for (const taken of answers(tx.state, "strategyCardTaken")) taken(tx, command.seat, command.card);
  tx.emit({ type: "strategyCardPicked", seat: command.seat, card: command.card, bonus: entry.bonus });
  grantBonus(tx, command.seat, entry.bonus, bonus);
  if (isInitiativeCard(command.card) && speaker !== command.seat) {
    tx.emit({ type: "speakerChanged", seat: command.seat });
  }
  const frame = tx.state.stack.at(-1) as StrategyPhaseFrame;
  const lastPick: StrategyPick = {
    seat: command.seat,
    card: command.card,
    bonus: entry.bonus,
    counters: countersTaken(bonus),
    speaker,
  };
  tx.emit({ type: "frameReplaced", frame: { ...frame, index: frame.index + 1, lastPick } });
  // SE p.16 Bureaucracy: one objective revealed per Bonus Counter it carried (it may end the game);
  // then Political Focus (law, RR §20).
  for (const picked of answers(tx.state, "strategyCardPicked"))
    picked(tx, command.seat, command.card, entry.bonus);
  // RR §19: cards played right after a pick (Public Disgrace), unless the pick led on to something else
  // (a card given away under Checks and Balances asks its picker first) or ended the game.
  if (tx.state.phase === "strategy" && tx.state.stack.at(-1)?.kind === "strategyPhase") {
    openActionWindow(tx, "afterStrategyCardChosen", [command.seat]);
  }
  return undefined;
}

/** The command counters a pick took from the Bonus Counters, by area (none named: none taken). */
function countersTaken(split: BonusSplit): CounterSplit {
  return Object.fromEntries(COUNTER_AREAS.filter((a) => (split[a] ?? 0) > 0).map((a) => [a, split[a]]));
}

/** Counters asked for, out of the bonus counters on the card; the rest become Trade Goods (RR §5.3). */
function countersAsked(split: BonusSplit): number {
  return COUNTER_AREAS.reduce((n, area) => n + (split[area] ?? 0), 0);
}

function checkBonusSplit(
  state: GameState,
  seat: Seat,
  onCard: number,
  split: BonusSplit,
): RuleError | undefined {
  const parts = COUNTER_AREAS.map((a) => split[a] ?? 0);
  const asked = countersAsked(split);
  if (parts.some((n) => !Number.isInteger(n) || n < 0) || asked > onCard) {
    return ruleError(
      "ERR_BONUS_SPLIT",
      "RR §5.3",
      `This card carries ${onCard} Bonus Counter(s): take at most that many as command counters; the rest become Trade Goods.`,
    );
  }
  if (onCard - asked > state.tradeGoodSupply) {
    return ruleError(
      "ERR_TRADE_GOOD_SUPPLY",
      "RR §1",
      `Only ${state.tradeGoodSupply} Trade Goods are left in the supply: take more as command counters.`,
    );
  }
  if (asked > reinforcements(state, seat)) {
    return ruleError(
      "ERR_NO_COUNTERS",
      "RR §1",
      `You have only ${reinforcements(state, seat)} command counters left.`,
    );
  }
  return undefined;
}

function grantBonus(tx: Tx, seat: Seat, onCard: number, split: BonusSplit): void {
  const tradeGoods = onCard - countersAsked(split);
  if (tradeGoods > 0)
    tx.emit({ type: "tradeGoodsGained", seat, amount: tradeGoods, reason: "bonus counters" });
  const counters = countersTaken(split);
  if (Object.keys(counters).length > 0) {
    tx.emit({ type: "commandCountersGained", seat, counters, reason: "bonus counters" });
  }
}

function endStrategyPhase(tx: Tx): void {
  const unpicked = tx.state.strategyPool.map((c) => c.card);
  if (unpicked.length > 0) tx.emit({ type: "bonusCountersPlaced", cards: unpicked });
  tx.emit({ type: "framePopped" });
  beginPhaseAfter(tx, "strategy");
}

function cardName(card: string): string {
  try {
    return getStrategyCard(card as StrategyCardId).name;
  } catch {
    return `"${card}"`;
  }
}

function poolNames(state: GameState): string {
  return state.strategyPool.map((c) => getStrategyCard(c.card).name).join(", ");
}
