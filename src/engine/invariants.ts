/**
 * The invariants of a game state: facts that hold after every accepted command, whatever was played.
 * `brokenInvariants(state, events)` lists, in plain sentences, every one that does not hold (an empty
 * list is a healthy state). It is pure and reads only what the state represents; the events of the
 * last step, when given, add the checks that belong to a moment (Fleet Supply where ships ended a move).
 *
 * - Plastic (RR §1): no more units of a type on the board than its per-colour limit; Shock Troops share
 *   one pool among all players.
 * - Command counters (RR §15): 16 per race, split between race sheet, board and reinforcements; none
 *   negative and reinforcements never below zero.
 * - Nothing negative: Trade Goods, counters, victory points, unit counts; damaged units are units there.
 * - Trade Goods (RR §17): the supply is finite: supply plus every player's Trade Goods is the box's count.
 * - Planets: a planet card is held by at most one player, names a planet on the board, and (between
 *   actions) no other player has units on a planet whose card a player holds.
 * - Strategy Cards: each card in at most one place (a hand or the pool).
 * - Action and Political Cards: no card in more copies (deck, discard pile, hands, cards being dealt, laws
 *   in play) than the box holds: a card is never duplicated (one in play waits in its frame, so fewer is
 *   fine).
 * - Space (RR §2.3, §15), between actions: ships carry their Ground Forces and PDS and support their
 *   Fighters; after a move, the destination respects the mover's Fleet Supply.
 */
import {
  COMMAND_COUNTERS_PER_RACE,
  getActionCard,
  getUnit,
  UNIT_TYPES,
  type UnitType,
} from "../content/index.ts";
import type { GameEvent } from "./events.ts";
import { COUNTER_AREAS, countersOnBoard, countersOnSheet } from "./rules/counters.ts";
import { fleetSupplyBonus, fleetSupplyIgnored } from "./rules/tactical/moveChecks.ts";
import {
  cargoFitAt,
  fleetSize,
  fleetSupplyLimit,
  hasAdvancedFighters,
  sharedPool,
  unitsOnBoard,
} from "./rules/units.ts";
import { tradeGoodsInBox } from "./setup/createGame.ts";
import type { Force, GameState, UnitCounts } from "./state.ts";

/** Frames between actions and steps: the board is at rest, so the "between actions" checks apply. */
const AT_REST: ReadonlySet<string> = new Set(["strategyPhase", "actionPhase", "statusPhase"]);

function isCount(n: unknown): boolean {
  return typeof n === "number" && Number.isInteger(n) && n >= 0;
}

function checkCounts(units: UnitCounts | undefined, where: string, broken: string[]): void {
  for (const [type, n] of Object.entries(units ?? {})) {
    if (!isCount(n)) broken.push(`${where}: ${n} ${type} is not a count`);
  }
}

function checkForces(forces: readonly Force[], where: string, broken: string[]): void {
  const seats = new Set<number>();
  for (const force of forces) {
    if (seats.has(force.seat)) broken.push(`${where}: seat ${force.seat} has two forces`);
    seats.add(force.seat);
    checkCounts(force.units, `${where}, seat ${force.seat}`, broken);
    checkCounts(force.damaged, `${where}, seat ${force.seat} damaged`, broken);
    for (const [type, n] of Object.entries(force.damaged ?? {})) {
      const have = force.units[type as keyof UnitCounts] ?? 0;
      if ((n ?? 0) > have) broken.push(`${where}: seat ${force.seat} has ${n} damaged ${type} of ${have}`);
    }
  }
}

function checkPlayers(state: GameState, broken: string[]): void {
  let heldGoods = 0;
  for (const p of state.players) {
    const who = `seat ${p.seat}`;
    if (p.seat !== state.players.indexOf(p)) broken.push(`${who} is stored at another index`);
    if (!isCount(p.tradeGoods)) broken.push(`${who} has ${p.tradeGoods} Trade Goods`);
    if (!isCount(p.vp)) broken.push(`${who} has ${p.vp} victory points`);
    heldGoods += p.tradeGoods;
    for (const area of COUNTER_AREAS) {
      if (!isCount(p.counters[area])) broken.push(`${who} has ${p.counters[area]} counters in ${area}`);
    }
    if (p.race !== null) {
      const used = countersOnSheet(state, p.seat) + countersOnBoard(state, p.seat);
      if (used > COMMAND_COUNTERS_PER_RACE) {
        broken.push(`${who} uses ${used} command counters (sheet and board) of ${COMMAND_COUNTERS_PER_RACE}`);
      }
    }
  }
  if (!isCount(state.tradeGoodSupply)) broken.push(`the Trade Good supply is ${state.tradeGoodSupply}`);
  const box = tradeGoodsInBox(state.config);
  if (state.tradeGoodSupply + heldGoods !== box) {
    broken.push(
      `Trade Goods do not add up: supply ${state.tradeGoodSupply} + held ${heldGoods} is not the box's ${box}`,
    );
  }
}

function checkPlastic(state: GameState, broken: string[]): void {
  const shared: Partial<Record<string, number>> = {};
  for (const p of state.players) {
    for (const type of UNIT_TYPES) {
      const unit = getUnit(type);
      const n = unitsOnBoard(state, p.seat, type);
      if (unit.limit !== null && n > unit.limit) {
        broken.push(`seat ${p.seat} has ${n} ${type} on the board; the limit is ${unit.limit}`);
      }
      if (unit.sharedLimit !== null) shared[type] = (shared[type] ?? 0) + n;
    }
  }
  for (const [type, n] of Object.entries(shared)) {
    const limit = sharedPool(state, type as UnitType) as number;
    if ((n ?? 0) > limit) broken.push(`${n} ${type} on the board; all players share ${limit}`);
  }
}

function checkPlanets(state: GameState, atRest: boolean, broken: string[]): void {
  const where = new Map<string, string>();
  for (const [position, system] of Object.entries(state.board)) {
    checkForces(system.space, `space of ${position}`, broken);
    for (const [planet, forces] of Object.entries(system.planets)) {
      where.set(planet, position);
      checkForces(forces ?? [], planet, broken);
    }
  }
  const holder = new Map<string, number>();
  for (const p of state.players) {
    for (const planet of Object.keys(p.planets)) {
      const other = holder.get(planet);
      if (other !== undefined) broken.push(`${planet} is held by seats ${other} and ${p.seat}`);
      holder.set(planet, p.seat);
      if (state.phase !== "setup" && !where.has(planet))
        broken.push(`seat ${p.seat} holds ${planet}, not on the board`);
    }
  }
  if (!atRest) return;
  for (const [planet, position] of where) {
    const owner = holder.get(planet);
    if (owner === undefined) continue;
    const forces =
      state.board[position]?.planets[planet as keyof GameState["board"][string]["planets"]] ?? [];
    for (const force of forces) {
      const present = Object.values(force.units).some((n) => (n ?? 0) > 0);
      if (present && force.seat !== owner) {
        broken.push(`seat ${force.seat} has units on ${planet}, whose card seat ${owner} holds`);
      }
    }
  }
}

function checkSpace(state: GameState, broken: string[]): void {
  for (const position of Object.keys(state.board)) {
    for (const force of state.board[position]?.space ?? []) {
      const fit = cargoFitAt(state, position, force.seat);
      if (fit.cargoOver > 0) {
        broken.push(
          `seat ${force.seat} has ${fit.cargoOver} Ground Force(s) or PDS without room at ${position}`,
        );
      }
      if (fit.fightersOver > 0 && !hasAdvancedFighters(state, force.seat)) {
        broken.push(`seat ${force.seat} has ${fit.fightersOver} unsupported Fighter(s) at ${position}`);
      }
    }
  }
}

function checkStrategyCards(state: GameState, broken: string[]): void {
  const seen = new Set<string>();
  const places = [
    ...state.strategyPool.map((s) => s.card),
    ...state.players.flatMap((p) => p.strategyCards.map((h) => h.card)),
  ];
  for (const card of places) {
    if (seen.has(card)) broken.push(`Strategy Card ${card} is in two places`);
    seen.add(card);
  }
}

function checkCardCopies(state: GameState, broken: string[]): void {
  const action = new Map<string, number>();
  const political = new Map<string, number>();
  const add = (into: Map<string, number>, cards: readonly string[]) => {
    for (const card of cards) into.set(card, (into.get(card) ?? 0) + 1);
  };
  add(action, [...state.decks.action.draw, ...state.decks.action.discard]);
  add(political, [...state.decks.political.draw, ...state.decks.political.discard]);
  add(
    political,
    (state.laws ?? []).map((law) => law.card),
  );
  for (const p of state.players) {
    add(action, p.secret.actionCards);
    add(action, p.secret.actionCardsToDeal ?? []);
    add(political, p.secret.politicalCards);
  }
  for (const [card, n] of action) {
    const copies = getActionCard(card as never).copies;
    if (n > copies) broken.push(`Action Card ${card} is in ${n} places; the box holds ${copies}`);
  }
  for (const [card, n] of political) {
    if (n > 1) broken.push(`Political Card ${card} is in ${n} places`);
  }
}

/** Fleet Supply where ships ended a move in this step (RR §15), unless the step took fleet counters away. */
function checkMoves(state: GameState, events: readonly GameEvent[], broken: string[]): void {
  const fleetLost = new Set<number>();
  for (const e of events) {
    if (e.type === "commandCountersSpent" && (e.counters.fleet ?? 0) > 0) fleetLost.add(e.seat);
  }
  for (const e of events) {
    if (e.type !== "unitsMoved" || fleetLost.has(e.seat) || !state.players[e.seat]) continue;
    // War Funding lifts the limit in the Action Phase; War Footing and Grand Armada raise it in a system.
    if (fleetSupplyIgnored(state)) continue;
    const size = fleetSize(state, e.to, e.seat);
    const limit = fleetSupplyLimit(state, e.seat) + fleetSupplyBonus(state, e.seat, e.to);
    if (size > limit)
      broken.push(`seat ${e.seat} ended a move at ${e.to} with ${size} ships; Fleet Supply ${limit}`);
  }
}

/** Every invariant the state breaks, as sentences; empty when the state is sound. */
export function brokenInvariants(state: GameState, events: readonly GameEvent[] = []): string[] {
  const broken: string[] = [];
  const top = state.stack.at(-1)?.kind;
  const atRest = top !== undefined && AT_REST.has(top);
  checkPlayers(state, broken);
  checkPlastic(state, broken);
  checkPlanets(state, atRest, broken);
  checkStrategyCards(state, broken);
  checkCardCopies(state, broken);
  if (atRest) checkSpace(state, broken);
  checkMoves(state, events, broken);
  return broken;
}
