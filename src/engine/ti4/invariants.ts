/**
 * What must hold of every TI4 state, whatever was played: the fuzz runs and property tests check it after
 * each accepted command, as src/engine/invariants.ts does for TI3. Each broken one is a sentence naming
 * where; none is a rule a player could break (the rules refuse those first).
 */
import { TI4_STRATEGY_CARD_IDS } from "../../content/ti4/index.ts";
import { commodityValue } from "./economy/commodityValue.ts";
import type { Ti4Force, Ti4State } from "./state.ts";
import { galacticEventInPlay } from "./thundersEdge/galacticEvents.ts";

function count(value: unknown): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

function forceProblems(where: string, forces: readonly Ti4Force[], seats: number): string[] {
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const force of forces) {
    if (force.seat < 0 || force.seat >= seats)
      problems.push(`${where}: units of seat ${force.seat}, who is not at the table`);
    if (seen.has(force.seat)) problems.push(`${where}: seat ${force.seat}'s units are split in two`);
    seen.add(force.seat);
    for (const [type, n] of Object.entries(force.units)) {
      if (!count(n)) problems.push(`${where}: seat ${force.seat} has ${n} ${type}`);
      const damaged = force.damaged?.[type as keyof typeof force.units] ?? 0;
      if (!count(damaged) || damaged > (n ?? 0))
        problems.push(`${where}: seat ${force.seat} has ${damaged} damaged of ${n} ${type}`);
      const galvanized = force.galvanized?.[type as keyof typeof force.units] ?? 0;
      if (!count(galvanized) || galvanized > (n ?? 0))
        problems.push(`${where}: seat ${force.seat} has ${galvanized} galvanized of ${n} ${type}`);
    }
    for (const type of Object.keys(force.galvanized ?? {}))
      if (!(type in force.units))
        problems.push(`${where}: seat ${force.seat} has a galvanize token without a ${type}`);
  }
  return problems;
}

export function brokenTi4Invariants(state: Ti4State): string[] {
  const problems: string[] = [];
  const seats = state.players.length;
  if (state.speaker < 0 || state.speaker >= seats) problems.push(`the speaker is seat ${state.speaker}`);
  const controllers = new Map<string, number>();
  const held = new Map<string, number>();
  for (const player of state.players) {
    const who = `seat ${player.seat}`;
    const numbers = {
      vp: player.vp,
      "trade goods": player.tradeGoods,
      commodities: player.commodities,
      "tactic tokens": player.tokens.tactic,
      "fleet tokens": player.tokens.fleet,
      "strategy tokens": player.tokens.strategy,
    };
    for (const [name, n] of Object.entries(numbers)) if (!count(n)) problems.push(`${who} has ${n} ${name}`);
    // LRR 21: commodities never exceed the commodity value (space stations add to it; no ceiling under Age of
    // Commerce, nor in the Alliance variant, where commodities from an ally stay commodities).
    const most = player.faction ? commodityValue(state, player.seat) : 0;
    const unbounded = galacticEventInPlay(state, "age_of_commerce") || state.config.alliance !== undefined;
    if (player.faction && player.commodities > most && !unbounded)
      problems.push(`${who} has ${player.commodities} commodities, over their value of ${most}`);
    for (const planet of Object.keys(player.planets)) {
      const other = controllers.get(planet);
      if (other !== undefined) problems.push(`${planet} is controlled by seats ${other} and ${player.seat}`);
      controllers.set(planet, player.seat);
    }
    for (const { card } of player.strategyCards) {
      const other = held.get(card);
      if (other !== undefined) problems.push(`${card} is held by seats ${other} and ${player.seat}`);
      held.set(card, player.seat);
    }
  }
  for (const { card } of state.strategyPool) {
    if (!(TI4_STRATEGY_CARD_IDS as readonly string[]).includes(card)) problems.push(`the pool holds ${card}`);
    if (held.has(card)) problems.push(`${card} is both in the pool and held by seat ${held.get(card)}`);
  }
  for (const [position, system] of Object.entries(state.board)) {
    problems.push(...forceProblems(`${position} space`, system.space, seats));
    for (const [planet, forces] of Object.entries(system.planets))
      problems.push(...forceProblems(`${position} ${planet}`, forces ?? [], seats));
    for (const seat of system.commandTokens)
      if (seat < 0 || seat >= seats) problems.push(`${position}: a command token of seat ${seat}`);
    if (new Set(system.commandTokens).size !== system.commandTokens.length)
      problems.push(`${position}: two command tokens of one seat`);
  }
  return problems;
}
