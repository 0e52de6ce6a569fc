/**
 * SE Option 15, step 2, Build Units and Buy Technology (SE p.11): from the Speaker clockwise, each player
 * has the resources of his Home System's planets plus 3 to buy starting units and at most one technology,
 * which costs 4 whatever would lower it, needs its prerequisites and is never a Race-Specific Technology.
 * What is left is lost. Trade Goods a player starts with may be added (SE p.11 notes): Mecatol spends them
 * only for what the resources do not cover.
 *
 * Race abilities do not act (the race sheet's Special Abilities are read as blank), nor does anything that
 * lowers the price of units produced at a dock (the rulebook's Muaat, holding Sarween Tools, pays 7 for 7):
 * every unit costs its printed price, Fighters and Ground Forces two for 1. [decision] A unit that needs a
 * technology (the War Sun) needs it, owned or bought in the same purchase; the plastic limits hold.
 */
import {
  getUnit,
  homeSystemId,
  planetsOf,
  type RaceId,
  UNIT_TYPES,
  type UnitType,
} from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { EarlyTurnsFrame } from "../../frames.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import { player } from "../../rules/players.ts";
import { canResearch, findResearchable, technologyName } from "../../rules/technology/research.ts";
import { count, describeUnits, plasticLeft, tidy, totalUnits } from "../../rules/units.ts";
import type { GameState, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { nextTurn } from "./turns.ts";

export const BUY_RULE = "SE p.11 Simulated Early Turns, 2. Build Units and Buy Technology";
/** The one technology's fixed price. */
export const EARLY_TECHNOLOGY_PRICE = 4;

function buyError(code: string, message: string): RuleError {
  return ruleError(code, BUY_RULE, message);
}

/** The resources to spend: the Home System's planets, plus 3. */
export function earlyBudget(state: GameState, seat: Seat): number {
  const race = player(state, seat).race as RaceId;
  return planetsOf(homeSystemId(race)).reduce((sum, planet) => sum + planet.resources, 3);
}

/** The printed price of units bought (two Fighters or two Ground Forces for 1), or why one is not for sale. */
export function earlyUnitsCost(units: UnitCounts): number | RuleError {
  let cost = 0;
  for (const type of UNIT_TYPES) {
    const n = count(units, type);
    if (n === 0) continue;
    const unit = getUnit(type);
    if (unit.cost === null) return buyError("ERR_CANNOT_PRODUCE", `${unit.name}s cannot be bought.`);
    cost += Math.ceil(n / (unit.unitsPerCost ?? 1)) * unit.cost;
  }
  return cost;
}

/** The technology as this game holds it (SE reprints), or why it may not be bought. */
function technologyBought(state: GameState, seat: Seat, id: string): string | RuleError {
  const found = findResearchable(state, id);
  if (isRuleError(found)) return found;
  if (found.kind === "race")
    return buyError(
      "ERR_EARLY_RACE_TECHNOLOGY",
      "Race-Specific Technologies cannot be bought before round 1.",
    );
  return canResearch(state, seat, id) ?? found.id;
}

function checkUnits(state: GameState, seat: Seat, units: UnitCounts, technology: string | null) {
  const owned = [...player(state, seat).technologies, ...(technology ? [technology] : [])];
  for (const type of UNIT_TYPES) {
    const n = count(units, type);
    if (n === 0) continue;
    const unit = getUnit(type);
    if (unit.requires !== null && !owned.includes(unit.requires))
      return buyError("ERR_CANNOT_PRODUCE", `${unit.name}s need the ${unit.name} technology.`);
    const left = plasticLeft(state, seat, type as UnitType);
    if (left !== null && n > left)
      return ruleError("ERR_PLASTIC", "RR §1", `You have only ${left} ${unit.name}(s) left to place.`);
  }
  return undefined;
}

export function buyEarlyUnits(
  tx: Tx,
  command: Extract<Command, { type: "buyEarlyUnits" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1) as EarlyTurnsFrame;
  const { seat } = command;
  const units = tidy(command.units);
  const technology =
    command.technology === null ? null : technologyBought(tx.state, seat, command.technology);
  if (isRuleError(technology)) return technology;
  const badUnits = checkUnits(tx.state, seat, units, technology);
  if (badUnits) return badUnits;
  const unitsCost = earlyUnitsCost(units);
  if (isRuleError(unitsCost)) return unitsCost;
  const cost = unitsCost + (technology === null ? 0 : EARLY_TECHNOLOGY_PRICE);
  const budget = earlyBudget(tx.state, seat);
  const tradeGoods = Math.max(0, cost - budget);
  const held = player(tx.state, seat).tradeGoods;
  if (tradeGoods > held) {
    const what = [
      totalUnits(units) > 0 ? describeUnits(units) : "",
      technology ? technologyName(technology) : "",
    ]
      .filter(Boolean)
      .join(" and ");
    return buyError(
      "ERR_PAYMENT",
      `${what} cost ${cost}; you have ${budget} resources and ${held} Trade Goods.`,
    );
  }
  if (tradeGoods > 0)
    tx.emit({ type: "tradeGoodsSpent", seat, amount: tradeGoods, reason: "Simulated Early Turns" });
  if (technology !== null)
    tx.emit({ type: "technologyGained", seat, technology, via: "Simulated Early Turns" });
  nextTurn(tx, { ...frame, bought: { ...frame.bought, [seat]: units } });
  return undefined;
}
