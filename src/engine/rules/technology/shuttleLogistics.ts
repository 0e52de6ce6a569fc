/**
 * Shuttle Logistics (Yssaril race technology, SE): at the start of the Status Phase the Yssaril may pick
 * one system without enemy ships; their Ground Forces on its planets may move to planets they control in
 * that system or in an adjacent system without enemy ships.
 *
 * It is asked through a `cardChoice` frame (rules/actionCards/choice.ts) under the key "shuttleLogistics": each
 * answer moves Ground Forces from one planet to another (`planets: [from, to]`, `amount`), or ends the
 * ability (`choice: "done"`, the most cautious answer, which the bot and deadlines give). The first move
 * fixes the system; the player is asked again until he is done or nothing is left to move.
 *
 * Interpretations: only Ground Forces standing on the chosen system's planets move (not those aboard
 * ships); Ground Forces that arrived this way do not move again. Shock Troops are Ground Forces for every
 * ability (SE p.10): `units` names them by type; an `amount` alone moves plastic Ground Forces
 * (rules/groundMoves.ts).
 */
import { getPlanet, isPlanetId, type PlanetId } from "../../../content/index.ts";
import type { CardChoiceAnswer, CardChoiceRule } from "../../choices.ts";
import { areAdjacent } from "../../galaxy/adjacency.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { askCardChoice } from "../actionCards/choice.ts";
import type { CardChoiceFrame } from "../actionCards/frames.ts";
import { groundMoveProblem, groundUnitsMoved } from "../groundMoves.ts";
import { orderOfPlay } from "../players.ts";
import { controllerOf } from "../tactical/control.ts";
import { adjacencyOptions } from "../tactical/paths.ts";
import {
  enemyShipsPresent,
  forcesOnPlanet,
  GROUND_TYPES,
  hasTechEffect,
  onlyTypes,
  planetsAt,
  positionOfPlanet,
  totalUnits,
  unitsIn,
} from "../units.ts";

const NAME = "Shuttle Logistics";
const RULE = "Shuttle Logistics (Yssaril, SE)";
export const SHUTTLE_LOGISTICS = "shuttleLogistics";

/** A seat's Ground Forces and Shock Troops on a planet, by type. */
function groundOn(state: GameState, seat: Seat, planet: PlanetId): UnitCounts {
  const position = positionOfPlanet(state, planet);
  const system = position === null ? undefined : state.board[position];
  return system ? onlyTypes(unitsIn(forcesOnPlanet(system, planet), seat), GROUND_TYPES) : {};
}

const groundForcesOn = (state: GameState, seat: Seat, planet: PlanetId) =>
  totalUnits(groundOn(state, seat, planet));

function received(frame: CardChoiceFrame): string[] {
  const list = frame.data.received;
  return Array.isArray(list) ? (list as string[]) : [];
}

function chosenSystem(frame: CardChoiceFrame): PositionLabel | undefined {
  return typeof frame.data.system === "string" ? frame.data.system : undefined;
}

/** Planets of the system holding Ground Forces that may still leave. */
function sources(state: GameState, seat: Seat, position: PositionLabel, frame: CardChoiceFrame): PlanetId[] {
  return planetsAt(state, position).filter(
    (p) => !received(frame).includes(p) && groundForcesOn(state, seat, p) > 0,
  );
}

/** Planets the Ground Forces may go to: controlled, in the system or an adjacent one without enemy ships. */
function destinations(state: GameState, seat: Seat, position: PositionLabel): PlanetId[] {
  const systems = Object.keys(state.board).filter(
    (p) =>
      p === position ||
      (areAdjacent(state.galaxy, position, p, adjacencyOptions(state)) && !enemyShipsPresent(state, p, seat)),
  );
  return systems.flatMap((p) =>
    planetsAt(state, p).filter(
      (planet) => controllerOf(state, planet) === seat && !getPlanet(planet).tradeStation,
    ),
  );
}

/** Systems the Yssaril could pick: no enemy ships, a planet with Ground Forces, somewhere to go. */
function systemsToPick(state: GameState, seat: Seat, frame: CardChoiceFrame): PositionLabel[] {
  const fixed = chosenSystem(frame);
  const all = fixed ? [fixed] : Object.keys(state.board);
  return all.filter(
    (p) =>
      !enemyShipsPresent(state, p, seat) &&
      sources(state, seat, p, frame).some((from) => destinations(state, seat, p).some((to) => to !== from)),
  );
}

function refuse(code: string, message: string): RuleError {
  return ruleError(code, RULE, message);
}

export const shuttleLogistics: CardChoiceRule = {
  check(state, frame, seat, answer) {
    if (answer.choice === "done") return undefined;
    const [from, to, ...rest] = answer.planets ?? [];
    if (from === undefined || to === undefined || rest.length > 0 || !isPlanetId(from) || !isPlanetId(to)) {
      return refuse(
        "ERR_PLANETS",
        'Name two planets, the one the Ground Forces leave and the one they go to, or choose "done".',
      );
    }
    const position = positionOfPlanet(state, from);
    if (position === null) return refuse("ERR_PLANETS", `${getPlanet(from).name} is not on the board.`);
    const fixed = chosenSystem(frame);
    if (fixed !== undefined && fixed !== position) {
      return refuse(
        "ERR_SYSTEM",
        `Shuttle Logistics moves Ground Forces from ${fixed} only this Status Phase.`,
      );
    }
    if (enemyShipsPresent(state, position, seat)) {
      return refuse("ERR_ENEMY_SHIPS", `Enemy ships are at ${position}: pick a system without them.`);
    }
    if (received(frame).includes(from)) {
      return refuse(
        "ERR_PLANETS",
        `Ground Forces that arrived on ${getPlanet(from).name} do not move again.`,
      );
    }
    const moving = groundUnitsMoved(answer.units, answer.amount);
    const problem = groundMoveProblem(moving, groundOn(state, seat, from), Infinity, getPlanet(from).name);
    if (problem) return refuse("ERR_COUNT", `${NAME}: ${problem.message}`);
    if (from === to || !destinations(state, seat, position).includes(to)) {
      return refuse(
        "ERR_DESTINATION",
        `${getPlanet(to).name} is not a planet you control in ${position} or in an adjacent system without enemy ships.`,
      );
    }
    return undefined;
  },
  resolve(tx, frame, seat, answer) {
    if (answer.choice === "done") return;
    const [from, to] = answer.planets as [PlanetId, PlanetId];
    const position = positionOfPlanet(tx.state, from) as PositionLabel;
    const units = groundUnitsMoved(answer.units, answer.amount);
    tx.emit({
      type: "unitsRemoved",
      seat,
      position,
      planet: from,
      units,
      reason: `${NAME}: moved to ${getPlanet(to).name}`,
    });
    tx.emit({
      type: "unitsPlaced",
      seat,
      position: positionOfPlanet(tx.state, to) as PositionLabel,
      planet: to,
      units,
      reason: `${NAME}: moved from ${getPlanet(from).name}`,
    });
    const next: CardChoiceFrame = {
      ...frame,
      awaiting: [seat],
      data: { ...frame.data, system: position, received: [...received(frame), to] },
    };
    if (systemsToPick(tx.state, seat, next).length > 0) askAgain(tx, seat, next);
  },
  options(state, frame, seat) {
    const done: CardChoiceAnswer = { choice: "done" };
    const moves: CardChoiceAnswer[] = [];
    for (const position of systemsToPick(state, seat, frame)) {
      const from = sources(state, seat, position, frame)[0];
      const to = destinations(state, seat, position).find((p) => p !== from);
      if (from && to) moves.push({ planets: [from, to], amount: 1 });
    }
    return [done, ...moves.slice(0, 1)];
  },
};

function askAgain(tx: Tx, seat: Seat, frame: CardChoiceFrame): void {
  askCardChoice(tx, {
    effect: SHUTTLE_LOGISTICS,
    prompt: `${NAME}: move more Ground Forces from ${frame.data.system} (planets from,to and amount, or units by type, e.g. 2 gf, 1 st), or "done"`,
    awaiting: [seat],
    data: frame.data,
  });
}

/** Start of the Status Phase (statusPhase.ts): ask each Shuttle Logistics owner who has a move to make. */
export function askShuttleLogistics(tx: Tx): void {
  const empty: CardChoiceFrame = {
    kind: "cardChoice",
    effect: SHUTTLE_LOGISTICS,
    prompt: "",
    awaiting: [],
    inOrder: true,
    data: {},
  };
  const seats = orderOfPlay(tx.state).filter(
    (seat) =>
      hasTechEffect(tx.state, seat, "shuttleLogistics") && systemsToPick(tx.state, seat, empty).length > 0,
  );
  if (seats.length === 0) return;
  askCardChoice(tx, {
    effect: SHUTTLE_LOGISTICS,
    prompt: `${NAME}: move Ground Forces from one system without enemy ships (planets from,to and amount, or units by type, e.g. 2 gf, 1 st), or "done"`,
    awaiting: seats,
    inOrder: true,
  });
}
