/**
 * The lasting effects of the economy laws (RR §20) at the moments other rule areas reach: a strategic
 * action begins or a secondary is declined (strategicAction.ts), the Trade secondary is followed
 * (trade/tradeCards.ts), the Status Phase cleans up and counters are redistributed (statusPhase.ts), a
 * Strategy Card is picked (strategyPhase.ts). Each area asks a hook that lawModule.ts answers from here, or calls one function here; the outcomes when the
 * laws are voted are in politicalEconomyLaws.ts, and the technology prices in economyLawTechnology.ts.
 */
import {
  getPoliticalCard,
  getStrategyCard,
  getTechnology,
  type StrategyCardId,
  type TechId,
} from "../../../content/index.ts";
import type { CounterArea } from "../../events.ts";
import { rollD10 } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { askCardChoice } from "../actionCards/choice.ts";
import { drawActionCards } from "../actionCards/draw.ts";
import { hasCardEffect, startCardEffect } from "../actionCards/lasting.ts";
import { COUNTER_AREAS } from "../counters.ts";
import { activePlayers, orderOfPlay, player } from "../players.ts";
import { resumeStrategicAction } from "../strategyCards/resume.ts";
import { electedSeats, lawInPlay } from "./laws.ts";

/**
 * A strategic action begins. Forbidden Research: "the next time the Technology card is used" is this
 * action; the elected player gains no technology until it ends (economyLawTechnology.ts), and the law
 * is discarded now, its one use spent.
 */
export function lawsOnStrategicAction(tx: Tx, card: StrategyCardId): void {
  if (getStrategyCard(card).family !== "technology") return;
  const law = lawInPlay(tx.state, "forbiddenResearch");
  if (!law) return;
  for (const seat of electedSeats(law)) startCardEffect(tx, { effect: "forbiddenResearch", target: seat });
  tx.emit({ type: "lawRepealed", card: law.card, reason: `${getStrategyCard(card).name} was used` });
}

/**
 * A player declines a secondary. Regressive Rhetoric (For): declining the Technology secondary draws an
 * Action Card in its place. Interpretation: "may draw" is never a loss, so the card is drawn (as for
 * Unconventional Measures; a hand over its limit is trimmed as after any draw).
 */
export function lawsOnSecondaryDeclined(tx: Tx, card: StrategyCardId, seat: Seat): void {
  if (getStrategyCard(card).family !== "technology") return;
  if (lawInPlay(tx.state, "regressiveRhetoric")) drawActionCards(tx, seat, 1);
}

/** Trade War (For): a player following the Trade secondary may discard 1 Trade Good of one opponent. */
export function lawsOnTradeFollowed(tx: Tx, seat: Seat): void {
  if (!lawInPlay(tx.state, "tradeWar")) return;
  if (tradeWarTargets(tx.state, seat).length === 0) return;
  askCardChoice(tx, {
    effect: "tradeWar",
    prompt: "Trade War: name an opponent who discards 1 Trade Good, or nobody",
    awaiting: [seat],
  });
}

/** The opponents a Trade War follower may strip of a Trade Good: those who hold one. */
export function tradeWarTargets(state: GameState, seat: Seat): Seat[] {
  return activePlayers(state)
    .filter((p) => p.seat !== seat && p.tradeGoods > 0)
    .map((p) => p.seat);
}

/** The players with the smallest Fleet Supply, ties included (Vorhal Peace Prize). */
export function lowestFleetSupply(state: GameState): Seat[] {
  const seats = orderOfPlay(state);
  const fleets = seats.map((seat) => player(state, seat).counters.fleet);
  const lowest = Math.min(...fleets);
  return seats.filter((seat) => player(state, seat).counters.fleet === lowest);
}

/**
 * The Status Phase, before counters are gained (RR §21):
 * - Vorhal Peace Prize (For): the players with the smallest Fleet Supply now are noted; each gains one
 *   more command counter to redistribute (`lawStatusIncome`). Noted now, so players redistributing one
 *   after another do not change who had the least.
 * - Minister of Commerce: every other player with an active trade agreement pays the elected player 1
 *   Trade Good (one who has none pays nothing; interpretation).
 */
export function lawsAtStatusCleanUp(tx: Tx): void {
  if (lawInPlay(tx.state, "vorhalPeacePrize")) {
    for (const seat of lowestFleetSupply(tx.state)) startCardEffect(tx, { effect: "vorhalPeacePrize", seat });
  }
  const minister = lawInPlay(tx.state, "ministerOfCommerce");
  if (minister) {
    for (const to of electedSeats(minister)) {
      if (player(tx.state, to).eliminated) continue;
      for (const seat of orderOfPlay(tx.state)) {
        if (seat === to || player(tx.state, seat).tradeGoods === 0) continue;
        if (!tx.state.tradeAgreements.some((a) => a.seats.includes(seat))) continue;
        tx.emit({ type: "tradeGoodsGiven", seat, to, amount: 1 });
      }
    }
  }
}

/** Vorhal Peace Prize (For): one more command counter in this Status Phase for those noted. */
export function lawStatusIncome(state: GameState, seat: Seat): number {
  if (!lawInPlay(state, "vorhalPeacePrize")) return 0;
  return hasCardEffect(state, "vorhalPeacePrize", { seat }) ? 1 : 0;
}

/**
 * Resource Management (For): the counters already on the race sheet stay in their areas; only the new
 * ones are placed freely. [recalled] the printed card forbids redistributing, not gaining.
 */
export function lawRefusesRedistribution(
  state: GameState,
  seat: Seat,
  counters: Record<CounterArea, number>,
): RuleError | undefined {
  if (!lawInPlay(state, "resourceManagement")) return undefined;
  const now = player(state, seat).counters;
  const moved = COUNTER_AREAS.filter((area) => counters[area] < now[area]);
  if (moved.length === 0) return undefined;
  const keep = COUNTER_AREAS.map((area) => `${now[area]} ${area}`).join(", ");
  return ruleError(
    "ERR_NO_REDISTRIBUTION",
    "RR §20, Resource Management",
    `Resource Management: the counters on your sheet stay where they are (at least ${keep}); place only the new ones.`,
  );
}

/**
 * Council's Censure: the elected player takes the Imperial card (or Imperial II) only by discarding 2
 * counters from his Strategy Allocation. Returns the refusal, or the counters to discard. Interpretation:
 * when Imperial is the only card left to him, he takes it and discards what he has, up to 2.
 */
function lawStrategyPickCost(state: GameState, seat: Seat, card: StrategyCardId): RuleError | number {
  if (getStrategyCard(card).family !== "imperial") return 0;
  const law = lawInPlay(state, "councilsCensure");
  if (!law || !electedSeats(law).includes(seat)) return 0;
  const held = player(state, seat).counters.strategy;
  if (held >= 2 || state.strategyPool.length === 1) return Math.min(2, held);
  return ruleError(
    "ERR_COUNCILS_CENSURE",
    "RR §20, Council's Censure",
    `Council's Censure: to take ${getStrategyCard(card).name} you must discard 2 counters from your Strategy Allocation, and you have ${held}.`,
  );
}

/** Council's Censure refusing a pick the elected player cannot pay for (strategyPickRefused). */
export function censureRefusal(state: GameState, seat: Seat, card: StrategyCardId): RuleError | undefined {
  const cost = lawStrategyPickCost(state, seat, card);
  return typeof cost === "number" ? undefined : cost;
}

/** Council's Censure paid as the card is taken (strategyCardTaken). */
export function payCensure(tx: Tx, seat: Seat, card: StrategyCardId): void {
  const cost = lawStrategyPickCost(tx.state, seat, card);
  if (typeof cost === "number") payStrategyPickCost(tx, seat, cost);
}

/** Pays what lawStrategyPickCost asked, once the pick is known to be legal. */
function payStrategyPickCost(tx: Tx, seat: Seat, cost: number): void {
  if (cost <= 0) return;
  const law = lawInPlay(tx.state, "councilsCensure");
  const reason = law ? getPoliticalCard(law.card).name : "Council's Censure";
  tx.emit({ type: "commandCountersSpent", seat, counters: { strategy: cost }, reason });
}

/** The two players Forced Economic Independence elected, if the law is in play. */
function independentPair(state: GameState): Seat[] {
  const law = lawInPlay(state, "forcedEconomicIndependence");
  return law ? electedSeats(law) : [];
}

/**
 * Forced Economic Independence: the two elected players may not trade with each other while the law is
 * in play. Interpretation: no trade agreement between them, and no Trade Goods or Action Cards handed
 * from one to the other (trade/negotiations.ts, trade/dealings.ts).
 */
export function lawForbidsTrade(state: GameState, seat: Seat, other: Seat): RuleError | undefined {
  const pair = independentPair(state);
  if (!pair.includes(seat) || !pair.includes(other) || seat === other) return undefined;
  return ruleError(
    "ERR_FORCED_INDEPENDENCE",
    "RR §20, Forced Economic Independence",
    "Forced Economic Independence: you and this player may not trade with each other while the law is in play.",
  );
}

/** Where a Political Focus counter may go, or "tradeGoods" for the 2 Trade Goods. */
export const POLITICAL_FOCUS_ANSWERS = ["tradeGoods", ...COUNTER_AREAS] as const;

/**
 * A Strategy Card is picked. Political Focus (For): the player who picks the Political card (or a card of
 * its family) gains at once a command counter, placed in an area of his choice, or 2 Trade Goods.
 */
export function lawsOnStrategyCardPicked(tx: Tx, seat: Seat, card: StrategyCardId): void {
  if (tx.state.phase === "finished" || getStrategyCard(card).family !== "political") return;
  if (!lawInPlay(tx.state, "politicalFocus")) return;
  askCardChoice(tx, {
    effect: "politicalFocus",
    prompt: `Political Focus: take 2 Trade Goods ("tradeGoods") or a command counter ("strategy", "fleet" or "command")`,
    awaiting: [seat],
  });
}

/** A player's Destroyers and Cruisers in space, by system: what a Technological Jihad die may cost him. */
export function jihadShips(
  state: GameState,
  seat: Seat,
): { position: string; unit: "destroyer" | "cruiser" }[] {
  const ships: { position: string; unit: "destroyer" | "cruiser" }[] = [];
  for (const [position, system] of Object.entries(state.board)) {
    for (const force of system?.space ?? []) {
      if (force.seat !== seat) continue;
      if ((force.units.destroyer ?? 0) > 0) ships.push({ position, unit: "destroyer" });
      if ((force.units.cruiser ?? 0) > 0) ships.push({ position, unit: "cruiser" });
    }
  }
  return ships;
}

/**
 * Technologies were gained (technology/purchase.ts, Sharing of Technology). Technological Jihad (For):
 * the player rolls a die for each; each 9 or 10 costs him one of his Destroyers or Cruisers, which he
 * chooses. A primary that ends in this choice is done once it is answered (resume.ts).
 */
export function lawsOnTechnologyGained(tx: Tx, seat: Seat, technologies: readonly string[]): void {
  if (technologies.length === 0 || !lawInPlay(tx.state, "technologicalJihad")) return;
  let hits = 0;
  for (const technology of technologies) {
    const { value, rng } = rollD10(tx.state.rng, 1);
    const die = value[0] as number;
    tx.emit({ type: "technologicalJihadRolled", seat, technology, die, rng });
    if (die >= 9) hits += 1;
  }
  if (hits === 0 || jihadShips(tx.state, seat).length === 0) return;
  resumeStrategicAction(tx);
  askCardChoice(tx, {
    effect: "technologicalJihad",
    prompt: "Technological Jihad: name a system and a Destroyer or Cruiser of yours there to destroy",
    awaiting: [seat],
    data: { [`left${seat}`]: hits },
  });
}

/** The technologies a player may hand back: tree technologies no other he owns needs as prerequisite. */
export function returnableTechnologies(state: GameState, seat: Seat): TechId[] {
  const owned = player(state, seat).technologies;
  const needed = (tech: TechId) =>
    owned.some((other) => {
      if (other === tech) return false;
      const prerequisites = getTechnology(other).prerequisites;
      if (prerequisites === null) return false;
      if ("all" in prerequisites) return prerequisites.all.includes(tech);
      return (
        prerequisites.any.includes(tech) &&
        !prerequisites.any.some((alt) => alt !== tech && owned.includes(alt))
      );
    });
  return owned.filter((tech) => !needed(tech));
}

/**
 * The Status Phase begins (statusPhase.ts). Technology Buy-back (For): each player may hand back one
 * technology that none of his others needs, for 6 Trade Goods. [recalled] once per Status Phase; asked
 * of everyone at once, before objectives are claimed.
 */
export function lawsAtStatusPhaseStart(tx: Tx): void {
  if (!lawInPlay(tx.state, "technologyBuyBack")) return;
  askCardChoice(tx, {
    effect: "technologyBuyBack",
    prompt: "Technology Buy-back: name a technology to hand back for 6 Trade Goods, or none",
    awaiting: orderOfPlay(tx.state).filter((seat) => returnableTechnologies(tx.state, seat).length > 0),
  });
}

/** Class Struggle (For): the Trade Goods the Trade cards hand out are pooled (trade/tradeCards.ts). */
export function tradeGoodsPooled(state: GameState): boolean {
  return lawInPlay(state, "classStruggle") !== undefined;
}

/**
 * Class Struggle (For): the pooled Trade Goods are shared evenly among the players due at least 1 (each
 * seat's dues added up); what cannot be shared evenly stays in the supply. Interpretation: nobody
 * receives anything from the Trade card until every due is known (for Trade, once all have answered).
 */
export function shareTradePool(tx: Tx, dues: readonly (readonly [Seat, number])[]): void {
  const bySeat = new Map<Seat, number>();
  for (const [seat, amount] of dues) bySeat.set(seat, (bySeat.get(seat) ?? 0) + amount);
  const due = [...bySeat].filter(([, amount]) => amount >= 1);
  if (due.length === 0) return;
  const total = due.reduce((sum, [, amount]) => sum + amount, 0);
  const share = Math.floor(total / due.length);
  for (const [seat] of due) {
    const n = Math.min(share, tx.state.tradeGoodSupply);
    if (n > 0)
      tx.emit({ type: "tradeGoodsGained", seat, amount: n, reason: "Class Struggle: the Trade pool shared" });
  }
}
