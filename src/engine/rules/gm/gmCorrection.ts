/**
 * The GM correction (the app lets only the game's creator or a server manager send it): one change to
 * one seat, outside the rules, with a reason the event log keeps. It answers no decision and leaves the
 * frame stack alone, so the game goes on where it was. Impossible values are refused (a negative total,
 * more plastic than the box holds, a planet not on the board), and so is any correction that would leave
 * the game unsound: every invariant of invariants.ts that held before must hold after.
 */
import {
  COMMAND_COUNTERS_PER_RACE,
  getRace,
  getUnit,
  isActionCardId,
  isPlanetId,
  isStrategyCardId,
  type PlanetId,
  technologiesFor,
  UNIT_TYPES,
} from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { GameEvent } from "../../events.ts";
import { evolve } from "../../evolve.ts";
import { brokenInvariants } from "../../invariants.ts";
import { MAX_REASON_LENGTH } from "../../kernel/seatHandOver.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { COUNTER_AREAS, countersOnBoard } from "../counters.ts";
import { nameOf, player } from "../players.ts";
import { containsCounts, positionOfPlanet, totalUnits, unitsIn, unitsOnBoard } from "../units.ts";
import { checkVictory } from "../victory.ts";
import { type Correction, publicPart } from "./corrections.ts";

const RULE = "Mecatol: GM corrections";

const refuse = (code: string, message: string, rule = RULE) => ruleError(code, rule, message);

function checkAmount(
  name: string,
  mode: "set" | "add",
  amount: number,
  current: number,
): { total: number } | RuleError {
  if (mode === "add" && amount === 0) return refuse("ERR_GM_NO_CHANGE", `Adding 0 ${name} changes nothing.`);
  const total = mode === "set" ? amount : current + amount;
  if (total < 0) return refuse("ERR_GM_NEGATIVE", `That would leave ${total} ${name}; the least is 0.`);
  if (total === current) return refuse("ERR_GM_NO_CHANGE", `There are already ${current} ${name}.`);
  return { total };
}

function checkTradeGoods(state: GameState, seat: Seat, c: Extract<Correction, { kind: "tradeGoods" }>) {
  const result = checkAmount("Trade Goods", c.mode, c.amount, player(state, seat).tradeGoods);
  if ("kind" in result) return result;
  const needed = result.total - player(state, seat).tradeGoods;
  if (needed > state.tradeGoodSupply) {
    return refuse(
      "ERR_GM_SUPPLY",
      `Only ${state.tradeGoodSupply} Trade Goods are left in the supply; that needs ${needed}.`,
      "RR §17",
    );
  }
  return undefined;
}

function checkCounters(state: GameState, seat: Seat, c: Extract<Correction, { kind: "counters" }>) {
  const p = player(state, seat);
  const areas = COUNTER_AREAS.filter((a) => c.counters[a] !== undefined);
  if (areas.length === 0) return refuse("ERR_GM_NO_CHANGE", "Name at least one area to set.");
  if (areas.every((a) => c.counters[a] === p.counters[a]))
    return refuse("ERR_GM_NO_CHANGE", "The counters are already so.");
  const sheet = COUNTER_AREAS.reduce((n, a) => n + (c.counters[a] ?? p.counters[a]), 0);
  const used = sheet + countersOnBoard(state, seat);
  if (used > COMMAND_COUNTERS_PER_RACE) {
    return refuse(
      "ERR_GM_COUNTERS",
      `That uses ${used} command counters (race sheet and board); a race has ${COMMAND_COUNTERS_PER_RACE}.`,
      "RR §15",
    );
  }
  return undefined;
}

function checkVictoryPoints(state: GameState, seat: Seat, c: Extract<Correction, { kind: "victoryPoints" }>) {
  const result = checkAmount("victory points", c.mode, c.amount, player(state, seat).vp);
  return "kind" in result ? result : undefined;
}

function positionOf(state: GameState, planet: string): string | null {
  return isPlanetId(planet) ? positionOfPlanet(state, planet) : null;
}

function unknownPlanet(planet: string): RuleError {
  return refuse("ERR_GM_PLANET", `The planet "${planet}" is not on the board.`);
}

function checkPlanet(state: GameState, seat: Seat, c: Extract<Correction, { kind: "planet" }>) {
  if (positionOf(state, c.planet) === null) return unknownPlanet(c.planet);
  const held = player(state, seat).planets[c.planet] !== undefined;
  if (c.control && held)
    return refuse("ERR_GM_NO_CHANGE", `${nameOf(state, seat)} already controls that planet.`);
  if (!c.control && !held)
    return refuse("ERR_GM_NO_CHANGE", `${nameOf(state, seat)} does not control that planet.`);
  return undefined;
}

function checkPlanetStatus(state: GameState, seat: Seat, c: Extract<Correction, { kind: "planetStatus" }>) {
  if (positionOf(state, c.planet) === null) return unknownPlanet(c.planet);
  const card = player(state, seat).planets[c.planet];
  if (!card) return refuse("ERR_GM_NO_CHANGE", `${nameOf(state, seat)} does not control that planet.`);
  if (card.exhausted === c.exhausted)
    return refuse("ERR_GM_NO_CHANGE", `That planet is already ${c.exhausted ? "exhausted" : "ready"}.`);
  return undefined;
}

function checkUnits(state: GameState, seat: Seat, c: Extract<Correction, { kind: "units" }>) {
  const system = state.board[c.position];
  if (!system) return refuse("ERR_GM_POSITION", `There is no system at ${c.position}.`);
  if (c.planet !== undefined && !Object.hasOwn(system.planets, c.planet))
    return refuse("ERR_GM_PLANET", `The planet "${c.planet}" is not in the system at ${c.position}.`);
  if (totalUnits(c.units) === 0) return refuse("ERR_GM_NO_CHANGE", "Name at least one unit.");
  const forces = c.planet === undefined ? system.space : (system.planets[c.planet as PlanetId] ?? []);
  if (c.remove) {
    if (!containsCounts(unitsIn(forces, seat), c.units))
      return refuse("ERR_GM_UNITS_MISSING", `${nameOf(state, seat)} does not have those units there.`);
    return undefined;
  }
  for (const type of UNIT_TYPES) {
    const n = c.units[type] ?? 0;
    if (n === 0) continue;
    const unit = getUnit(type);
    if (c.planet !== undefined && unit.placement === "space")
      return refuse("ERR_GM_UNITS_PLACE", `${unit.name} units stay in space, not on a planet.`);
    if (unit.limit !== null && unitsOnBoard(state, seat, type) + n > unit.limit) {
      const left = unit.limit - unitsOnBoard(state, seat, type);
      return refuse(
        "ERR_GM_PLASTIC",
        `Only ${left} ${unit.name} left in reinforcements (the limit is ${unit.limit}).`,
        "RR §1",
      );
    }
  }
  return undefined;
}

function checkTechnology(state: GameState, seat: Seat, c: Extract<Correction, { kind: "technology" }>) {
  const p = player(state, seat);
  const held =
    p.technologies.some((t) => t === c.technology) || (p.raceTechnologies ?? []).includes(c.technology);
  if (c.remove) {
    return held ? undefined : refuse("ERR_GM_NO_CHANGE", `${p.name} does not have that technology.`);
  }
  if (held) return refuse("ERR_GM_NO_CHANGE", `${p.name} already has that technology.`);
  const tree = technologiesFor(state.config.boxes).some((t) => t.id === c.technology);
  const own = p.race !== null && raceTechnologyIds(p.race).includes(c.technology);
  if (!tree && !own)
    return refuse(
      "ERR_GM_TECHNOLOGY",
      `"${c.technology}" is not a technology ${p.name} can have in this game.`,
    );
  return undefined;
}

function checkActionCard(state: GameState, seat: Seat, c: Extract<Correction, { kind: "actionCard" }>) {
  if (!isActionCardId(c.card)) return refuse("ERR_GM_CARD", `"${c.card}" is not an Action Card.`);
  if (c.to === "hand" && !state.decks.action.discard.includes(c.card))
    return refuse("ERR_GM_CARD", "That Action Card is not in the discard pile.");
  if (c.to === "discard" && !player(state, seat).secret.actionCards.includes(c.card))
    return refuse("ERR_GM_CARD", `That Action Card is not in ${nameOf(state, seat)}'s hand.`);
  return undefined;
}

function checkStrategyCard(state: GameState, seat: Seat, c: Extract<Correction, { kind: "strategyCard" }>) {
  const held = isStrategyCardId(c.card)
    ? player(state, seat).strategyCards.find((h) => h.card === c.card)
    : undefined;
  if (!held) return refuse("ERR_GM_CARD", `${nameOf(state, seat)} does not hold that Strategy Card.`);
  if (held.played === c.played)
    return refuse("ERR_GM_NO_CHANGE", `That Strategy Card is already ${c.played ? "played" : "unplayed"}.`);
  return undefined;
}

function raceTechnologyIds(race: string): string[] {
  return getRace(race).raceTechnologies.map((t) => t.id);
}

function checkCorrection(state: GameState, seat: Seat, c: Correction): RuleError | undefined {
  switch (c.kind) {
    case "tradeGoods":
      return checkTradeGoods(state, seat, c);
    case "counters":
      return checkCounters(state, seat, c);
    case "victoryPoints":
      return checkVictoryPoints(state, seat, c);
    case "planet":
      return checkPlanet(state, seat, c);
    case "planetStatus":
      return checkPlanetStatus(state, seat, c);
    case "units":
      return checkUnits(state, seat, c);
    case "technology":
      return checkTechnology(state, seat, c);
    case "actionCard":
      return checkActionCard(state, seat, c);
    case "strategyCard":
      return checkStrategyCard(state, seat, c);
  }
}

/** The events of a correction: the public one, and the card's move for its holder alone. */
function correctionEvents(seat: Seat, correction: Correction, reason: string): GameEvent[] {
  const events: GameEvent[] = [{ type: "gmCorrected", seat, correction: publicPart(correction), reason }];
  if (correction.kind === "actionCard")
    events.push({ type: "gmActionCardMoved", seat, card: correction.card, to: correction.to });
  return events;
}

/** The first invariant the events would newly break, as a refusal. */
function checkSoundness(state: GameState, events: readonly GameEvent[]): RuleError | undefined {
  const before = new Set(brokenInvariants(state));
  let after = structuredClone(state);
  for (const event of events) after = evolve(after, event);
  const broken = brokenInvariants(after, events).find((sentence) => !before.has(sentence));
  if (broken === undefined) return undefined;
  return ruleError("ERR_GM_UNSOUND", RULE, `That correction would leave the game unsound: ${broken}.`, {
    broken,
  });
}

export function gmCorrection(
  tx: Tx,
  command: Extract<Command, { type: "gmCorrection" }>,
): RuleError | undefined {
  const { seat, correction } = command;
  const reason = typeof command.reason === "string" ? command.reason.trim() : "";
  if (reason === "") return refuse("ERR_GM_REASON", "Give a reason for the correction: the log keeps it.");
  if (reason.length > MAX_REASON_LENGTH)
    return refuse("ERR_GM_REASON", `Keep the reason to ${MAX_REASON_LENGTH} characters.`);
  // The correction's form was checked with the command (commands/gm.ts) before any rule reads it.
  const refused = checkCorrection(tx.state, seat, correction);
  if (refused) return refused;
  const events = correctionEvents(seat, correction, reason);
  const unsound = checkSoundness(tx.state, events);
  if (unsound) return unsound;
  for (const event of events) tx.emit(event);
  // RR §22: reaching the victory point target wins at once, however the points came.
  if (correction.kind === "victoryPoints") checkVictory(tx, seat);
  return undefined;
}
