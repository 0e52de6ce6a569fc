/**
 * One group of a movement (LRR 58.4, 95): the ships leaving one system along one chain with the fighters and
 * ground forces they pick up, checked against that chain (move values, Gravity Drive's +1, a rift surge,
 * what may be carried and by whom, the room aboard).
 */

import { TI4_SHIP_TYPES, type Ti4PlanetId, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { allyMayCarry, allyOf } from "../board/allies.ts";
import { countUnits } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { carriedStructure } from "../factions/miniaturized.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { ti4FloatsAsShip, ti4UnitFor } from "../units.ts";
import { chainProblem, moveAlong, riftsLeft } from "./paths.ts";
import { CARGO_TYPES, capacityOf, groupRoom } from "./room.ts";

export type MoveShips = Extract<Ti4Command, { type: "moveShips" }>;
export type Ti4Move = MoveShips["moves"][number];
export type PickUp = NonNullable<Ti4Move["carried"]>[number];

export const ALLIANCE_CARRY_RULE = "TE Alliance Movement and Control";

export function entries(units: Ti4UnitCounts): [Ti4UnitType, number][] {
  return (Object.entries(units) as [Ti4UnitType, number][]).filter(([, n]) => n > 0);
}

export function addTo(units: Ti4UnitCounts, more: Ti4UnitCounts, sign = 1): void {
  for (const [type, n] of entries(more)) {
    const next = (units[type] ?? 0) + sign * n;
    if (next > 0) units[type] = next;
    else delete units[type];
  }
}

export function placeKey(position: PositionLabel, planet?: Ti4PlanetId): string {
  return planet === undefined ? position : `${position}/${planet}`;
}

/** A group of ships checked against one chain: the rifts it leaves and how many one-ship +1s it used. */
export interface CheckedGroup {
  chain: PositionLabel[];
  rifts: PositionLabel[];
  drive: number;
  /** A rift die at or below this removes a ship (LRR 41.2: 3; more when the group chose a surge). */
  removesOn?: number;
}

/**
 * LRR 41 as an effect changes it (hook riftSurge): what a group that chose `riftSurge` takes leaving a
 * gravity rift on `chain` (none when it did not choose one), or why it may not choose it.
 */
export function surgeOf(
  state: Ti4State,
  seat: Seat,
  move: Ti4Move,
  chain?: readonly PositionLabel[],
): RuleError | { move: number; removesOn: number } | undefined {
  if (!move.riftSurge) return undefined;
  const surge = hookAnswers(state, "riftSurge")
    .map((answer) => answer(state, seat))
    .find((s) => s !== undefined);
  if (!surge)
    return ruleError(
      "ERR_TI4_RIFT_SURGE",
      "LRR 41",
      "Ships leaving a gravity rift take its +1 move only; nothing in play offers them more.",
    );
  if (chain && riftsLeft(state, chain).length === 0)
    return ruleError(
      "ERR_TI4_RIFT_SURGE",
      "LRR 41",
      `The ships moving from ${chain[0]} leave no gravity rift on their path: there is no rift to take more move from.`,
      { from: chain[0] as string },
    );
  return surge;
}

/** Why a group may not follow this chain with its cargo, or what following it costs. */
export function checkGroup(
  state: Ti4State,
  seat: Seat,
  move: Ti4Move,
  chain: PositionLabel[],
  driveLeft: number,
  fellows: readonly Ti4UnitType[] = [],
): RuleError | CheckedGroup {
  const problem = chainProblem(
    state,
    seat,
    chain,
    entries(move.units).map(([type]) => type),
  );
  if (problem) return problem;
  const surge = surgeOf(state, seat, move, chain);
  if (surge && "kind" in surge) return surge;
  const length = chain.length - 1;
  let short = 0;
  // TE Gravleash Maneuvers: non-fighter ships take the best move of the ships leaving their system with them.
  const best = Math.max(0, ...fellows.map((type) => moveAlong(state, seat, type, chain)));
  for (const [type, n] of entries(move.units)) {
    const along = moveAlong(state, seat, type, chain);
    const own = along > 0 && surge ? along + surge.move : along;
    const value = type !== "fighter" && TI4_SHIP_TYPES.includes(type) ? Math.max(own, best) : own;
    if (value >= length) continue;
    if (value === 0)
      return ruleError(
        "ERR_TI4_CANNOT_MOVE",
        "LRR 58.4c",
        `Your ${type} has no move value of its own: it moves only when carried by a ship with capacity.`,
        { unit: type },
      );
    if (value + 1 === length) short += n;
    else short += Number.POSITIVE_INFINITY;
  }
  // Gravity Drive, Imperator: each gives one ship that moves in this tactical action +1 move.
  const drive = short <= driveLeft ? short : 0;
  if (short > drive)
    return ruleError(
      "ERR_TI4_OUT_OF_RANGE",
      "LRR 58.4c",
      `The ships moving from ${chain[0]} enter ${length} systems on the way to ${chain.at(-1)}: more than their move value.`,
      { from: chain[0] as string, systems: length },
    );
  const passed = chain.slice(0, -1);
  let cargo = 0;
  for (const pick of move.carried ?? []) {
    if (!passed.includes(pick.position))
      return ruleError(
        "ERR_TI4_PICKUP_OFF_PATH",
        "LRR 95.1",
        `Units are picked up only in the system the ships start in or pass through; ${pick.position} is not on their path.`,
        { position: pick.position },
      );
    if (pick.position !== chain[0] && (state.board[pick.position]?.commandTokens ?? []).includes(seat))
      return ruleError(
        "ERR_TI4_PICKUP_TOKEN",
        "LRR 95.3",
        `Units cannot be picked up in ${pick.position}: it holds your command token.`,
        { position: pick.position },
      );
    if (pick.planet !== undefined && !planetsAt(state, pick.position).includes(pick.planet))
      return ruleError(
        "ERR_TI4_NO_PLANET",
        "LRR 95.1",
        `${pick.planet} is not a planet of ${pick.position}.`,
        {
          planet: pick.planet,
        },
      );
    const owner = pick.owner ?? seat;
    // TE "Alliance Movement and Control": an ally's fighters and ground forces, if the ally allows it.
    if (owner !== seat && !allyMayCarry(state, seat, owner))
      return ruleError(
        "ERR_TI4_NOT_YOUR_UNITS",
        `LRR 95.1, ${ALLIANCE_CARRY_RULE}`,
        allyOf(state, seat) === owner
          ? `Seat ${owner} does not allow you to transport their units (they may allow it again at any time).`
          : `Ships transport their own fighters and ground forces, and an ally's: seat ${owner} is not your ally.`,
        { owner },
      );
    for (const [type] of entries(pick.units)) {
      // TE Ral Nel, Miniaturization: any ship carries their structures, without capacity.
      if (owner === seat && carriedStructure(state, seat, type)) continue;
      if (!CARGO_TYPES.includes(type) || (type === "fighter" && pick.planet !== undefined))
        return ruleError(
          "ERR_TI4_NOT_TRANSPORTABLE",
          "LRR 95.1",
          `A ${type} cannot be carried: ships carry fighters (from space) and ground forces.`,
          { unit: type },
        );
    }
    cargo += countUnits(pick.units, CARGO_TYPES);
  }
  const shipRoom = capacityOf(state, seat, move.units);
  const room = groupRoom(state, seat, move.units);
  const cargoFighters = (move.carried ?? []).reduce((n, pick) => n + (pick.units.fighter ?? 0), 0);
  if (room > shipRoom && cargoFighters > shipRoom)
    return ruleError(
      "ERR_TI4_CAPACITY",
      "TE Galactic Events: Age of Fighters",
      `Fighters carry ground forces only, never other fighters: the ships moving from ${chain[0]} have room for ${shipRoom} fighters, not ${cargoFighters}.`,
      { room: shipRoom, cargo: cargoFighters },
    );
  if (cargo > room) {
    const [who, verb] = carriersNamed(state, seat, move.units);
    return ruleError(
      "ERR_TI4_CAPACITY",
      "LRR 95.1",
      `${who} moving from ${chain[0]} ${verb} room for ${room} fighters and ground forces, not ${cargo}.`,
      { room, cargo },
    );
  }
  return { chain, rifts: riftsLeft(state, chain), drive, ...(surge ? { removesOn: surge.removesOn } : {}) };
}

/**
 * Who carries a group's cargo and its verb, for a refusal: the ships, with a Floating Factory named by its
 * sheet ("The Floating Factory I … has" when it moves alone).
 */
function carriersNamed(state: Ti4State, seat: Seat, units: Ti4UnitCounts): [string, "has" | "have"] {
  const floating = entries(units).find(([type]) => movesAsShip(state, seat, type));
  if (!floating) return ["The ships", "have"];
  const [type, n] = floating;
  const name = ti4UnitFor(state, seat, type).name;
  if (entries(units).some(([t]) => TI4_SHIP_TYPES.includes(t)))
    return [`The ships and ${n === 1 ? "the" : n} ${name}`, "have"];
  return n === 1 ? [`The ${name}`, "has"] : [`The ${n} ${name}`, "have"];
}

/**
 * A unit that is no ship but moves as one: a space dock in space with a move value of its own (the Saar's
 * Floating Factory, its card: "can move and retreat as if it were a ship"; units.ts `ti4FloatsAsShip`). Its
 * move value is read off the sheet, and its capacity carries as a ship's does (LRR 95).
 */
export function movesAsShip(state: Ti4State, seat: Seat, type: Ti4UnitType): boolean {
  return ti4FloatsAsShip(state, seat, type);
}
