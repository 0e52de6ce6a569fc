/**
 * The primary and secondary abilities of the Strategy Cards, keyed by the cards' effect keys (RR §6, SE
 * variant card summary): the Logistics, Imperial and Political ones here, the others listed by the
 * module of their area (strategyCards.ts). The engine carries out every one of them.
 */
import { getObjective, getStrategyCard, type StrategyCardId } from "../../content/index.ts";
import type { CounterSplit } from "../events.ts";
import { answers } from "../hooks/index.ts";
import { rulebookOf } from "../rulebook.ts";
import { ruleError } from "../ruleError.ts";
import type { GameState, Seat } from "../state.ts";
import type { PrimaryRule, PrimaryTable, SecondaryRule, SecondaryTable } from "../strategyCards.ts";
import type { Tx } from "../tx.ts";
import { drawActionCards } from "./actionCards/draw.ts";
import { COUNTER_AREAS, reinforcements } from "./counters.ts";
import { pay, paymentValue } from "./spending.ts";
import { checkCounters } from "./strategyCards/counters.ts";
import { checkVictory, endGame, gainVictoryPoints, leaders } from "./victory.ts";

/** Checks that `counters` places exactly `count` command counters into the three areas (one check for all cards). */
export const checkPlacement = checkCounters;

function gainCounters(tx: Tx, seat: Seat, counters: CounterSplit, reason: string): void {
  if (COUNTER_AREAS.some((a) => (counters[a] ?? 0) > 0))
    tx.emit({ type: "commandCountersGained", seat, counters, reason });
}

/** RR §6 Logistics primary: 4 command counters from reinforcements (fewer if fewer are left). */
const comprehensiveOperations: PrimaryRule = {
  needsAnswer: () => true,
  prompt: (state, frame) => `place ${Math.min(4, reinforcements(state, frame.seat))} command counters`,
  resolve(tx, frame, choice) {
    const count = Math.min(4, reinforcements(tx.state, frame.seat));
    const refused = checkPlacement(choice.counters, count, "RR §6 Logistics");
    if (refused) return refused;
    gainCounters(tx, frame.seat, choice.counters ?? {}, "Logistics");
    return undefined;
  },
};

/**
 * RR §6 Imperial primary: reveal the top objective and gain 2 VP (1 in The Star in the Crown, RR §24.6);
 * the game-ending card ends the game instead. With Age of Empire (RR §24.2) the deck is boxed once dealt
 * face up, so nothing is revealed and the card only gives its VP.
 */
const imperialClaim: PrimaryRule = {
  needsAnswer: () => false,
  prompt: () => "",
  resolve(tx, frame) {
    const next = tx.state.decks.objectives[0];
    if (next !== undefined) {
      tx.emit({ type: "objectiveRevealed", objective: next });
      if (getObjective(next).endsGame) {
        endGame(tx, leaders(tx.state), `${getObjective(next).name} was revealed`);
        return undefined;
      }
    }
    const vp = answers(tx.state, "imperialVictoryPoints").at(-1)?.() ?? 2;
    gainVictoryPoints(tx, frame.seat, vp, "Imperial");
    checkVictory(tx, frame.seat);
    return undefined;
  },
};

/** The Logistics secondary's price of a counter: 3 influence, 2 under Imperial Academy (law). */
function influencePerCounter(state: GameState): number {
  for (const price of answers(state, "logisticsCounterPrice")) {
    const named = price(state);
    if (named !== undefined) return named;
  }
  return 3;
}

/** RR §6 Logistics secondary: 1 command counter per 3 influence spent (2 under Imperial Academy); no counter needed. */
const domesticMandate: SecondaryRule = {
  check(state, seat, choice) {
    const value = paymentValue(state, seat, choice, "influence");
    if (typeof value !== "number") return value;
    const per = influencePerCounter(state);
    const count = Math.floor(value / per);
    if (count > reinforcements(state, seat)) {
      return ruleError(
        "ERR_NO_COUNTERS",
        "RR §1",
        `You have only ${reinforcements(state, seat)} command counters left.`,
      );
    }
    return checkPlacement(
      choice.counters,
      count,
      `RR §6 Logistics secondary (1 counter per ${per} influence)`,
    );
  },
  resolve(tx, seat, choice) {
    pay(tx, seat, choice, "Logistics secondary");
    gainCounters(tx, seat, choice.counters ?? {}, "Logistics secondary");
  },
};

/** RR §6 Political secondary: draw 1 Action Card (the counter is paid by the caller). */
const seekDestiny: SecondaryRule = {
  check: () => undefined,
  resolve: (tx, seat) => drawActionCards(tx, seat, 1),
};

/** The Logistics and Imperial primaries, listed by the strategic action's module (round.ts). */
export const BASE_PRIMARIES: PrimaryTable = { comprehensiveOperations, imperialClaim };
/** The Logistics and Political secondaries, listed by the strategic action's module (round.ts). */
export const BASE_SECONDARIES: SecondaryTable = { domesticMandate, seekDestiny };

/**
 * The rule of a card's ability in the game's rulebook. Every ability of every Strategy Card has one
 * (test/unit/engine/moduleTables.test.ts); one missing is a bug, not a move the players make by hand.
 */
function listed<R>(
  table: Readonly<Record<string, R>>,
  card: StrategyCardId,
  which: "primary" | "secondary",
): R {
  const effect = getStrategyCard(card)[which]?.effect;
  const rule = effect === undefined ? undefined : table[effect];
  if (!rule) throw new Error(`no rule of the rulebook carries out ${getStrategyCard(card).name}'s ${which}`);
  return rule;
}

/** The card's primary as the game's rulebook carries it out. */
export function primaryRule(state: GameState, card: StrategyCardId): PrimaryRule {
  return listed(rulebookOf(state).primaries, card, "primary");
}

/** A card with no secondary ability (Trade II, SE p.15): nobody is asked to follow it. */
const NO_SECONDARY: SecondaryRule = {
  check: (_state, _seat, _choice) =>
    ruleError("ERR_NO_SECONDARY", "RR §6", "This Strategy Card has no secondary ability to follow."),
  resolve: () => {},
};

/** The card's secondary as the game's rulebook carries it out. */
export function secondaryRule(state: GameState, card: StrategyCardId): SecondaryRule {
  if (getStrategyCard(card).secondary === null) return NO_SECONDARY;
  return listed(rulebookOf(state).secondaries, card, "secondary");
}
