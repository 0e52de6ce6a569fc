/**
 * The movement step of a tactical action (LRR 58, digest §4.1-4.2): the active player declares every ship
 * that moves, in groups that each take one path into the active system, with the fighters and ground forces
 * they carry (LRR 95). A ship needs a move value at least the number of systems it enters (58.4c); it may not
 * pass through a system holding another player's ships (58.4a) nor leave a system, other than the active one,
 * holding its owner's command token (58.4b). Anomalies (LRR 9, 11, 41, 59, 86): asteroid fields and
 * supernovas are neither entered nor passed; a nebula is entered only as the active system, and a ship
 * leaving one has move 1; a ship leaving or passing a gravity rift has +1 move and rolls a die for each rift
 * it leaves, removed on 1-3 with its cargo. Wormholes join systems (LRR 101, board/galaxy.ts;
 * abilities add wormholes for a seat's movement: hook `movementWormholes`).
 *
 * Capacity and fleet pool (LRR 16, 37, 95): a move that would leave the active system with more fighters and
 * ground forces in space than the room there, or more non-fighter ships than the fleet pool, is refused: the
 * player declares the movement and chooses what to bring, so the engine asks for a movement within the
 * limits rather than removing what the player has just moved (our reading; the digest's "remove any excess"
 * is kept for what is left behind: fighters or ground forces left in a space area without room, and cargo
 * beyond the room left after a gravity rift, are removed).
 */
import {
  TI4_SHIP_TYPES,
  TI4_UNIT_WORDS,
  type Ti4PlanetId,
  type Ti4UnitType,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import { remembered } from "../../kernel/steady.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { rollD10 } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { nebulaeOpen } from "../agenda/laws.ts";
import { allyMayCarry, allyOf, isOpponent } from "../board/allies.ts";
import { countUnits, seatsWithShips, type Ti4Place, unitsIn } from "../board/forces.ts";
import { planetsAt, systemAt, systemPositions, ti4NeighboursFor } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { carriedStructure } from "../factions/miniaturized.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { allySpareRoom } from "../thundersEdge/allianceCarry.ts";
import { neutralShipsIn } from "../thundersEdge/neutral.ts";
import {
  ti4FightersCarryGroundForces,
  ti4FleetLimit,
  ti4FloatsAsShip,
  ti4SpaceCapacity,
  ti4UnitFor,
} from "../units.ts";
import type { Ti4UnitRoll } from "./events.ts";
import type { Ti4MovementFrame } from "./frames.ts";
import { shipsNotThere } from "./shipsThere.ts";

type Ti4Tx = Tx<Ti4>;
type MoveShips = Extract<Ti4Command, { type: "moveShips" }>;
export type Ti4Move = MoveShips["moves"][number];
type PickUp = NonNullable<Ti4Move["carried"]>[number];

const ALLIANCE_CARRY_RULE = "TE Alliance Movement and Control";

/** Fighters and ground forces: the units a ship's capacity holds (LRR 16.1, 95). */
const CARGO_TYPES: readonly Ti4UnitType[] = ["fighter", "infantry", "mech"];
/** LRR 41.2: a gravity rift removes a ship rolling this or less. */
const RIFT_REMOVES_ON = 3;

function owns(state: Ti4State, seat: Seat, technology: string): boolean {
  return (state.players[seat]?.technologies as readonly string[] | undefined)?.includes(technology) ?? false;
}

function anomaliesOf(state: Ti4State, position: PositionLabel) {
  return systemAt(state, position)?.anomalies ?? [];
}

export function isGravityRift(state: Ti4State, position: PositionLabel): boolean {
  return anomaliesOf(state, position).includes("gravityRift");
}

function entries(units: Ti4UnitCounts): [Ti4UnitType, number][] {
  return (Object.entries(units) as [Ti4UnitType, number][]).filter(([, n]) => n > 0);
}

/**
 * True when another player has ships in the system (LRR 58.4a); an ally's ships are passed and joined freely
 * (TE "Alliance Movement and Control").
 */
export function othersShipsIn(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  return seatsWithShips(state.board[position]).some((s) => isOpponent(state, seat, s));
}

/** LRR 11, 86: an ability (hook `anomalyOpen`) lets the seat's ships into or through the anomaly. */
function anomalyOpen(state: Ti4State, seat: Seat, anomaly: "supernova", entering: boolean): boolean {
  return hookAnswers(state, "anomalyOpen").some((open) => open(state, seat, anomaly, entering));
}

/**
 * Why ships of `seat` may not enter a system (entering it as the active system when `last`), or undefined:
 * asteroid fields (LRR 11; Antimass Deflectors lifts it), supernovas (LRR 86; abilities answering
 * `anomalyOpen` lift it: the Muaat's), a nebula that is not the active system (LRR 59.1), another player's ships when passing
 * (LRR 58.4a).
 */
export function entryProblem(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  last: boolean,
  types: readonly Ti4UnitType[] = [],
  from?: PositionLabel,
): RuleError | undefined {
  // A bot weighing routes asks this of the same systems again and again (kernel/steady.ts).
  return remembered(state, `entry:${seat}:${position}:${last}:${types.join(",")}:${from ?? ""}`, () =>
    entryProblemOf(state, seat, position, last, types, from),
  );
}

function entryProblemOf(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  last: boolean,
  types: readonly Ti4UnitType[],
  from: PositionLabel | undefined,
): RuleError | undefined {
  const anomalies = anomaliesOf(state, position);
  if (anomalies.includes("asteroidField") && !owns(state, seat, "amd"))
    return ruleError(
      "ERR_TI4_ASTEROID_FIELD",
      "LRR 11.1",
      `Ships cannot move into or through the asteroid field at ${position} (Antimass Deflectors allows it).`,
      { position },
    );
  if (anomalies.includes("supernova") && !anomalyOpen(state, seat, "supernova", last))
    return ruleError(
      "ERR_TI4_SUPERNOVA",
      "LRR 86.1",
      `Ships cannot move into or through the supernova at ${position}.`,
      { position },
    );
  if (last) return undefined;
  // Shared Research For: units move through nebulae (agenda/laws.ts).
  if (anomalies.includes("nebula") && !nebulaeOpen(state))
    return ruleError(
      "ERR_TI4_NEBULA",
      "LRR 59.1",
      `Ships cannot move through the nebula at ${position}: a nebula is entered only when it is the active system.`,
      { position },
    );
  const passes = mayPassShips(state, seat, types, from) || mayPassSystem(state, seat, types, position);
  if (othersShipsIn(state, seat, position) && !passes)
    return ruleError(
      "ERR_TI4_BLOCKED",
      "LRR 58.4a",
      `Ships cannot move through ${position}: another player's ships are there.`,
      { position },
    );
  // TE "Neutral Units": neutral ships count as another player's units, so they block passing as those do
  // (LRR 58.4a); moving into their system as the active system starts a combat against them (combat/neutral.ts).
  if (neutralShipsIn(state, position) && !passes)
    return ruleError(
      "ERR_TI4_BLOCKED",
      "LRR 58.4a, TE Neutral Units",
      `Ships cannot move through ${position}: neutral ships are there.`,
      { position },
    );
  return undefined;
}

/** LRR 58.4a: an ability letting a group of these ship types, out of `from`, pass others' ships (hooks/movement.ts). */
function mayPassShips(
  state: Ti4State,
  seat: Seat,
  types: readonly Ti4UnitType[],
  from?: PositionLabel,
): boolean {
  return types.length > 0 && hookAnswers(state, "mayPassShips").some((may) => may(state, seat, types, from));
}

/** LRR 58.4a: an ability letting a group of these ship types pass others' ships in this system (hooks/paths.ts). */
function mayPassSystem(
  state: Ti4State,
  seat: Seat,
  types: readonly Ti4UnitType[],
  position: PositionLabel,
): boolean {
  return (
    types.length > 0 && hookAnswers(state, "mayPassSystem").some((may) => may(state, seat, types, position))
  );
}

/** Why a chain of systems (origin, passed, active) is not one ships may follow, or undefined. */
export function chainProblem(
  state: Ti4State,
  seat: Seat,
  chain: readonly PositionLabel[],
  types: readonly Ti4UnitType[] = [],
): RuleError | undefined {
  for (let i = 1; i < chain.length; i++) {
    const from = chain[i - 1] as PositionLabel;
    const to = chain[i] as PositionLabel;
    if (!systemAt(state, to))
      return ruleError("ERR_TI4_NO_SYSTEM", "LRR 58.4", `There is no system at ${to} to move through.`, {
        position: to,
      });
    if (!ti4NeighboursFor(state, seat, from).includes(to))
      return ruleError(
        "ERR_TI4_NOT_ADJACENT",
        "LRR 6.1",
        `${from} and ${to} are not adjacent: each system of a path must be adjacent to the one before.`,
        { from, to },
      );
    const problem = entryProblem(state, seat, to, i === chain.length - 1, types, chain[0]);
    if (problem) return problem;
  }
  return undefined;
}

/** The gravity rifts a ship following `chain` leaves (LRR 41.2: one die for each). */
export function riftsLeft(state: Ti4State, chain: readonly PositionLabel[]): PositionLabel[] {
  return chain.slice(0, -1).filter((p) => isGravityRift(state, p));
}

/**
 * A ship's move value along a chain: a ship starting in a nebula has 1 (LRR 59.2), one leaving or passing a
 * gravity rift +1 (LRR 41.1, once however many rifts). Fighter I has 0: it moves only when carried.
 */
export function moveAlong(
  state: Ti4State,
  seat: Seat,
  type: Ti4UnitType,
  chain: readonly PositionLabel[],
): number {
  let move = ti4UnitFor(state, seat, type).move ?? 0;
  if (move <= 0) return 0;
  if (anomaliesOf(state, chain[0] as PositionLabel).includes("nebula")) move = 1;
  if (riftsLeft(state, chain).length > 0) move += 1;
  for (const bonus of hookAnswers(state, "moveBonus"))
    move += bonus(state, seat, type, chain[0] as PositionLabel);
  for (const bonus of hookAnswers(state, "pathMoveBonus")) move += bonus(state, seat, type, chain);
  return move;
}

/** LRR 16.1, 95: the room aboard, a Floating Factory's included (units.ts `ti4SpaceCapacity`). */
function capacityOf(state: Ti4State, seat: Seat, units: Ti4UnitCounts): number {
  return ti4SpaceCapacity(state, seat, units);
}

/**
 * A moving group's room: its ships' capacity, and under Age of Fighters (our reading) 1 more for each fighter
 * moving on its own, which counts against the fleet pool and so carries 1 ground force (never a fighter).
 */
function groupRoom(state: Ti4State, seat: Seat, units: Ti4UnitCounts): number {
  const room = capacityOf(state, seat, units);
  const ownFighters = units.fighter ?? 0;
  return ownFighters > 0 && ti4FightersCarryGroundForces(state, seat) ? room + ownFighters : room;
}

/** LRR 16, space dock: fighters the seat's space docks in the system keep without room on ships. */
function dockRoom(state: Ti4State, seat: Seat, position: PositionLabel): number {
  const system = state.board[position];
  let docks = 0;
  for (const planet of planetsAt(state, position)) docks += unitsIn(system, seat, planet).spaceDock ?? 0;
  return docks === 0 ? 0 : docks * ti4UnitFor(state, seat, "spaceDock").capacity;
}

/**
 * What a seat's units in a system's space area are over by: room on ships (LRR 16) and fleet pool (LRR 37).
 * The room includes what an ally's ships there have spare, when the seat allows it (TE "Alliance Movement and
 * Control": support; `allyUnits` stands for the ally's units there when a movement changes them).
 */
export function spaceExcess(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  units: Ti4UnitCounts,
  allyUnits?: Ti4UnitCounts,
): { fighters: number; groundForces: number; fleet: number } {
  const room = capacityOf(state, seat, units) + allySpareRoom(state, seat, position, allyUnits);
  const fighters = units.fighter ?? 0;
  const ground = (units.infantry ?? 0) + (units.mech ?? 0);
  const loose = Math.max(0, fighters - dockRoom(state, seat, position));
  // Ground forces take the room first: fighters beyond it are the excess.
  let groundForces = Math.max(0, ground - room);
  let excessFighters = Math.max(0, loose - Math.max(0, room - ground));
  const nonFighters = countUnits(units, TI4_SHIP_TYPES) - fighters;
  let fleetUsed = nonFighters;
  // Fighter II: fighters beyond the room count toward the fleet pool instead (its sheet text).
  if (excessFighters > 0 && ti4UnitFor(state, seat, "fighter").upgradeOf !== null) {
    // Age of Fighters: each of those fighters carries 1 ground force.
    if (ti4FightersCarryGroundForces(state, seat)) groundForces = Math.max(0, groundForces - excessFighters);
    const counted = hookAnswers(state, "excessFightersFleetCount")
      .map((answer) => answer(state, seat, excessFighters))
      .find((n) => n !== undefined);
    fleetUsed += counted ?? excessFighters;
    excessFighters = 0;
  }
  const pool = ti4FleetLimit(state, seat);
  return { fighters: excessFighters, groundForces, fleet: Math.max(0, fleetUsed - pool) };
}

function addTo(units: Ti4UnitCounts, more: Ti4UnitCounts, sign = 1): void {
  for (const [type, n] of entries(more)) {
    const next = (units[type] ?? 0) + sign * n;
    if (next > 0) units[type] = next;
    else delete units[type];
  }
}

function placeKey(position: PositionLabel, planet?: Ti4PlanetId): string {
  return planet === undefined ? position : `${position}/${planet}`;
}

/** A group of ships checked against one chain: the rifts it leaves and how many one-ship +1s it used. */
interface CheckedGroup {
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
function surgeOf(
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
function checkGroup(
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
 * Every chain from `from` to `active` entering at most `most` systems through systems ships may pass
 * (none repeated), shortest first.
 */
export function chainsTo(
  state: Ti4State,
  seat: Seat,
  from: PositionLabel,
  active: PositionLabel,
  most: number,
  types: readonly Ti4UnitType[] = [],
): PositionLabel[][] {
  const key = `chains:${seat}:${from}:${active}:${most}:${types.join(",")}`;
  return remembered(state, key, () => chainsFrom(state, seat, from, active, most, types));
}

function chainsFrom(
  state: Ti4State,
  seat: Seat,
  from: PositionLabel,
  active: PositionLabel,
  most: number,
  types: readonly Ti4UnitType[],
): PositionLabel[][] {
  const found: PositionLabel[][] = [];
  const steps = stepsTo(state, seat, active);
  const walk = (chain: PositionLabel[]) => {
    const here = chain.at(-1) as PositionLabel;
    if (chain.length - 1 >= most) return;
    for (const next of ti4NeighboursFor(state, seat, here)) {
      // A system farther from the active one than the moves left can never be on a chain to it.
      if (chain.length + (steps.get(next) ?? most + 1) > most || chain.includes(next)) continue;
      if (next === active) {
        if (!entryProblem(state, seat, next, true, types)) found.push([...chain, next]);
        continue;
      }
      if (!entryProblem(state, seat, next, false, types, from)) walk([...chain, next]);
    }
  };
  if (from !== active) walk([from]);
  return found.sort((a, b) => a.length - b.length);
}

/**
 * The fewest moves from each system to `active`, counting every adjacency in both directions: never more
 * than a real chain needs, so it only cuts searches that could not arrive.
 */
function stepsTo(state: Ti4State, seat: Seat, active: PositionLabel): ReadonlyMap<PositionLabel, number> {
  return remembered(state, `steps:${seat}:${active}`, () => {
    const linked = new Map<PositionLabel, PositionLabel[]>();
    const link = (a: PositionLabel, b: PositionLabel) => linked.set(a, [...(linked.get(a) ?? []), b]);
    for (const here of systemPositions(state))
      for (const next of ti4NeighboursFor(state, seat, here)) {
        link(here, next);
        link(next, here);
      }
    const steps = new Map<PositionLabel, number>([[active, 0]]);
    const queue = [active];
    for (let at = queue.shift(); at !== undefined; at = queue.shift())
      for (const next of linked.get(at) ?? [])
        if (!steps.has(next)) {
          steps.set(next, (steps.get(at) ?? 0) + 1);
          queue.push(next);
        }
    return steps;
  });
}

/** The longest chain any ship of a group could follow: its best move, a rift's +1 and Gravity Drive's. */
function reachOf(
  state: Ti4State,
  seat: Seat,
  units: Ti4UnitCounts,
  from: PositionLabel,
  fellows: readonly Ti4UnitType[],
): number {
  let best = 0;
  // Each type's move with the abilities' bonus from where it starts (hook moveBonus).
  for (const type of [...entries(units).map(([type]) => type), ...fellows]) {
    const bonus = hookAnswers(state, "moveBonus").reduce(
      (n, answer) => n + answer(state, seat, type, from),
      0,
    );
    best = Math.max(best, (ti4UnitFor(state, seat, type).move ?? 0) + bonus);
  }
  // A rift's +1 and Gravity Drive's.
  return best + 2;
}

/** A group's chain: the one it names, or the best it may follow (fewest rift dice, no Drive, shortest). */
function routeOf(
  state: Ti4State,
  seat: Seat,
  active: PositionLabel,
  move: Ti4Move,
  driveLeft: number,
  fellows: readonly Ti4UnitType[],
): RuleError | CheckedGroup {
  if (move.path !== undefined)
    return checkGroup(state, seat, move, [move.from, ...move.path, active], driveLeft, fellows);
  if (move.from === active)
    return ruleError(
      "ERR_TI4_ALREADY_THERE",
      "LRR 58.4",
      `Ships in ${active} are already in the active system: to leave and come back, name the path.`,
      { position: active },
    );
  const entry = entryProblem(state, seat, active, true);
  if (entry) return entry;
  const types = entries(move.units).map(([type]) => type);
  const surge = surgeOf(state, seat, move);
  if (surge && "kind" in surge) return surge;
  const chains = chainsTo(
    state,
    seat,
    move.from,
    active,
    reachOf(state, seat, move.units, move.from, fellows) + (surge?.move ?? 0),
    types,
  );
  let first: RuleError | undefined;
  let best: CheckedGroup | undefined;
  for (const chain of chains) {
    const checked = checkGroup(state, seat, move, chain, driveLeft, fellows);
    if ("kind" in checked) {
      first ??= checked;
      continue;
    }
    const rank = (g: CheckedGroup) => [g.rifts.length, g.drive, g.chain.length];
    if (!best || compareRanks(rank(checked), rank(best)) < 0) best = checked;
  }
  if (best) return best;
  return (
    first ??
    ruleError(
      "ERR_TI4_NO_PATH",
      "LRR 58.4",
      `No path from ${move.from} to ${active} is open to those ships within their move: not through others' ships, asteroid fields, supernovas or nebulas.`,
      { from: move.from, to: active },
    )
  );
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/**
 * A unit that is no ship but moves as one: a space dock in space with a move value of its own (the Saar's
 * Floating Factory, its card: "can move and retreat as if it were a ship"; units.ts `ti4FloatsAsShip`). Its
 * move value is read off the sheet, and its capacity carries as a ship's does (LRR 95).
 */
export function movesAsShip(state: Ti4State, seat: Seat, type: Ti4UnitType): boolean {
  return ti4FloatsAsShip(state, seat, type);
}

/** Every group checked, with the units each place gives up; or the first refusal. */
export function checkMovement(
  state: Ti4State,
  seat: Seat,
  active: PositionLabel,
  moves: readonly Ti4Move[],
): RuleError | CheckedGroup[] {
  const taken = new Map<string, { place: Ti4Place; units: Ti4UnitCounts; owner: Seat }>();
  const take = (place: Ti4Place, units: Ti4UnitCounts, owner: Seat = seat) => {
    const key = `${owner}:${placeKey(place.position, place.planet)}`;
    const entry = taken.get(key) ?? { place, units: {}, owner };
    addTo(entry.units, units);
    taken.set(key, entry);
  };
  const groups: CheckedGroup[] = [];
  // Gravity Drive's one ship, and those abilities add (hook oneShipMoveBonuses: Imperator).
  let driveLeft =
    (owns(state, seat, "gd") ? 1 : 0) +
    hookAnswers(state, "oneShipMoveBonuses").reduce((n, answer) => n + answer(state, seat, active), 0);
  // TE Gravleash Maneuvers (hook movesShareBest): the ship types leaving each system, whose best move they share.
  const shares = hookAnswers(state, "movesShareBest").some((answer) => answer(state, seat));
  const fellowsOf = (from: PositionLabel) =>
    shares
      ? moves
          .filter((m) => m.from === from)
          .flatMap((m) => entries(m.units).map(([type]) => type))
          .filter((type) => TI4_SHIP_TYPES.includes(type))
      : [];
  for (const move of moves) {
    const ships = entries(move.units);
    if (ships.length === 0)
      return ruleError("ERR_TI4_EMPTY_MOVE", "LRR 58.4", `Name the ships moving from ${move.from}.`, {
        from: move.from,
      });
    for (const [type] of ships)
      if (!TI4_SHIP_TYPES.includes(type) && !movesAsShip(state, seat, type))
        return ruleError(
          "ERR_TI4_NOT_A_SHIP",
          "LRR 58.4",
          `A ${type} is not a ship: ground forces move only when carried, structures never move.`,
          { unit: type },
        );
    if (move.from !== active && (state.board[move.from]?.commandTokens ?? []).includes(seat))
      return ruleError(
        "ERR_TI4_OWN_TOKEN",
        "LRR 58.4b",
        `Ships cannot move out of ${move.from}: it holds your command token.`,
        { position: move.from },
      );
    const absent = shipsNotThere(state, seat, move);
    if (absent) return absent;
    const route = routeOf(state, seat, active, move, driveLeft, fellowsOf(move.from));
    if ("kind" in route) return route;
    driveLeft -= route.drive;
    groups.push(route);
    take({ position: move.from }, move.units);
    for (const pick of move.carried ?? [])
      take({ position: pick.position, planet: pick.planet }, pick.units, pick.owner ?? seat);
  }
  for (const { place, units, owner } of taken.values()) {
    const here = unitsIn(state.board[place.position], owner, place.planet);
    const whose = owner === seat ? "You have" : `Your ally (seat ${owner}) has`;
    for (const [type, n] of entries(units))
      if ((here[type] ?? 0) < n)
        return ruleError(
          "ERR_TI4_NO_SUCH_UNITS",
          "LRR 58.4",
          `${whose} ${here[type] ?? 0} ${TI4_UNIT_WORDS[type][here[type] === 1 ? 0 : 1]} at ${placeKey(place.position, place.planet)}, not ${n}.`,
          { unit: type, place: placeKey(place.position, place.planet) },
        );
  }
  // What the active system's space area will hold if every ship arrives: the mover's, and their ally's.
  const arrivingOf = (owner: Seat): Ti4UnitCounts => {
    const units: Ti4UnitCounts = { ...unitsIn(state.board[active], owner) };
    for (const t of taken.values())
      if (t.owner === owner && t.place.position === active && t.place.planet === undefined)
        addTo(units, t.units, -1);
    for (const move of moves) {
      if (owner === seat) addTo(units, move.units);
      for (const pick of move.carried ?? []) if ((pick.owner ?? seat) === owner) addTo(units, pick.units);
    }
    return units;
  };
  const arriving = arrivingOf(seat);
  const ally = allyOf(state, seat);
  const allyArriving = ally === undefined ? undefined : arrivingOf(ally);
  if (
    ally !== undefined &&
    allyArriving &&
    moves.some((m) => (m.carried ?? []).some((p) => p.owner === ally))
  ) {
    // TE "Alliance Movement and Control": the ally's units carried in fit the room there, theirs and the mover's spare.
    const over = spaceExcess(state, ally, active, allyArriving, arriving);
    if (over.fighters + over.groundForces > 0)
      return ruleError(
        "ERR_TI4_CAPACITY",
        `LRR 16.1, ${ALLIANCE_CARRY_RULE}`,
        `The ships in ${active} would have no room for ${over.fighters + over.groundForces} of your ally's fighters and ground forces there.`,
        { position: active },
      );
  }
  if (moves.length > 0) {
    const excess = spaceExcess(state, seat, active, arriving, allyArriving);
    if (excess.fighters + excess.groundForces > 0)
      return ruleError(
        "ERR_TI4_CAPACITY",
        "LRR 16.1",
        `The ships in ${active} would have no room for ${excess.fighters + excess.groundForces} of the fighters and ground forces there.`,
        { position: active },
      );
    if (excess.fleet > 0)
      return ruleError(
        "ERR_TI4_FLEET_POOL",
        "LRR 37.1",
        `${active} would hold ${excess.fleet} more non-fighter ships than your fleet pool's tokens allow.`,
        { position: active },
      );
  }
  return groups;
}

/**
 * How many of `n` units of a type leaving a place are damaged (or, with `mark` "galvanized", carry a TE
 * galvanize token): unmarked ones go first [our reading: the move names no unit, so a marked one stays].
 */
function damagedLeaving(
  state: Ti4State,
  seat: Seat,
  place: Ti4Place,
  units: Ti4UnitCounts,
  mark: "damaged" | "galvanized" = "damaged",
): Ti4UnitCounts | undefined {
  const system = state.board[place.position];
  const forces = place.planet === undefined ? system?.space : system?.planets[place.planet];
  const force = forces?.find((f) => f.seat === seat);
  const out: Ti4UnitCounts = {};
  for (const [type, n] of entries(units)) {
    const hurt = force?.[mark]?.[type] ?? 0;
    const have = force?.units[type] ?? 0;
    const moving = Math.max(0, hurt - (have - n));
    if (moving > 0) out[type] = moving;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function removeFrom(
  tx: Ti4Tx,
  seat: Seat,
  place: Ti4Place,
  units: Ti4UnitCounts,
  reason: "destroyed" | "returned",
) {
  if (countUnits(units) === 0) return;
  const damaged = damagedLeaving(tx.state, seat, place, units);
  tx.emit({ type: "ti4UnitsRemoved", seat, place, units, ...(damaged ? { damaged } : {}), reason });
}

function moveUnits(tx: Ti4Tx, seat: Seat, from: Ti4Place, to: Ti4Place, units: Ti4UnitCounts) {
  if (countUnits(units) === 0) return;
  const damaged = damagedLeaving(tx.state, seat, from, units);
  const galvanized = damagedLeaving(tx.state, seat, from, units, "galvanized");
  tx.emit({
    type: "ti4UnitsMoved",
    seat,
    from,
    to,
    units,
    ...(damaged ? { damaged } : {}),
    ...(galvanized ? { galvanized } : {}),
  });
}

/**
 * LRR 41.2: a die for each ship of the group for each rift it leaves, before it leaves; a ship rolling 1-3
 * (more after a surge, hook riftSurge) is removed (not destroyed: LRR 31.2, the digest's "removed") from
 * where it started. Returns the ships left.
 */
function rollRifts(tx: Ti4Tx, seat: Seat, move: Ti4Move, group: CheckedGroup): Ti4UnitCounts {
  const ships: Ti4UnitCounts = { ...move.units };
  const removesOn = group.removesOn ?? RIFT_REMOVES_ON;
  for (const rift of group.rifts) {
    const order = entries(ships).flatMap(([type, n]) => Array.from({ length: n }, () => type));
    if (order.length === 0) break;
    const { value, rng } = rollD10(tx.state.rng, order.length);
    const rolls: Ti4UnitRoll[] = order.map((unit, i) => ({
      unit,
      roll: value[i] as number,
      hitsOn: removesOn + 1,
    }));
    const destroyed: Ti4UnitCounts = {};
    for (const r of rolls) if (r.roll <= removesOn) destroyed[r.unit] = (destroyed[r.unit] ?? 0) + 1;
    tx.emit({ type: "ti4GravityRiftRolled", seat, rift, from: move.from, rolls, destroyed, rng });
    removeFrom(tx, seat, { position: move.from }, destroyed, "returned");
    addTo(ships, destroyed, -1);
  }
  return ships;
}

/**
 * LRR 41.2, 95: the cargo of ships removed by a rift goes with them; the group's cargo beyond the room its
 * surviving ships have is removed, the last picked up first, fighters before ground forces (our reading of
 * which cargo rode on which ship, since a group declares its cargo together).
 */
function cargoKept(tx: Ti4Tx, seat: Seat, move: Ti4Move, ships: Ti4UnitCounts): PickUp[] {
  const picks = (move.carried ?? []).map((p) => ({ ...p, units: { ...p.units } }));
  // Structures carried by Miniaturization take no room (TE Ral Nel): only fighters and ground forces count.
  let over =
    picks.reduce((n, p) => n + countUnits(p.units, CARGO_TYPES), 0) - groupRoom(tx.state, seat, ships);
  for (let i = picks.length - 1; i >= 0 && over > 0; i--) {
    const pick = picks[i] as PickUp;
    const lost: Ti4UnitCounts = {};
    for (const type of CARGO_TYPES) {
      const n = Math.min(over, pick.units[type] ?? 0);
      if (n > 0) {
        lost[type] = n;
        over -= n;
      }
    }
    removeFrom(tx, pick.owner ?? seat, { position: pick.position, planet: pick.planet }, lost, "returned");
    addTo(pick.units, lost, -1);
  }
  // Structures carried by Miniaturization (TE Ral Nel) go with their ships: none left, none arrive.
  if (countUnits(ships) === 0)
    for (const pick of picks) {
      const lost: Ti4UnitCounts = {};
      for (const [type, n] of entries(pick.units))
        if (pick.owner === undefined && carriedStructure(tx.state, seat, type)) lost[type] = n;
      removeFrom(tx, seat, { position: pick.position, planet: pick.planet }, lost, "returned");
      addTo(pick.units, lost, -1);
    }
  return picks;
}

/**
 * LRR 16: which of `units` (a seat's in a space area) have no room there: the fighters over the room, then
 * ground forces, infantry before mechs.
 */
export function unitsWithoutRoom(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  units: Ti4UnitCounts,
): Ti4UnitCounts {
  const excess = spaceExcess(state, seat, position, units);
  const over: Ti4UnitCounts = {};
  if (excess.fighters > 0) over.fighter = excess.fighters;
  let ground = excess.groundForces;
  for (const type of ["infantry", "mech"] as const) {
    const n = Math.min(ground, units[type] ?? 0);
    if (n > 0) over[type] = n;
    ground -= n;
  }
  return over;
}

/**
 * LRR 16: fighters and ground forces left in a space area without room are removed: the mover's, and their
 * ally's that the mover's ships were supporting (TE "Alliance Movement and Control").
 */
function removeExcessLeftBehind(tx: Ti4Tx, seat: Seat, positions: readonly PositionLabel[]): void {
  const ally = allyOf(tx.state, seat);
  for (const position of new Set(positions))
    for (const owner of ally === undefined ? [seat] : [seat, ally]) {
      const lost = unitsWithoutRoom(tx.state, owner, position, unitsIn(tx.state.board[position], owner));
      removeFrom(tx, owner, { position }, lost, "returned");
    }
}

function moveShips(tx: Ti4Tx, command: MoveShips): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Movement") throw new Error("ships move only in the movement step");
  const { seat, system: active } = frame;
  if (command.moves.length > 0)
    for (const answer of hookAnswers(tx.state, "movementIntoSystemRefused")) {
      const refused = answer(tx.state, seat, active);
      if (refused) return refused;
    }
  const groups = checkMovement(tx.state, seat, active, command.moves);
  if ("kind" in groups) return groups;
  const arrived: { chain: PositionLabel[]; ships: Ti4UnitCounts }[] = [];
  command.moves.forEach((move, i) => {
    const group = groups[i] as CheckedGroup;
    const ships = rollRifts(tx, seat, move, group);
    arrived.push({ chain: group.chain, ships });
    const cargo = cargoKept(tx, seat, move, ships);
    moveUnits(tx, seat, { position: move.from }, { position: active }, ships);
    for (const pick of cargo)
      moveUnits(
        tx,
        pick.owner ?? seat,
        { position: pick.position, planet: pick.planet },
        { position: active },
        pick.units,
      );
  });
  const behind = command.moves.flatMap((m) => [m.from, ...(m.carried ?? []).map((p) => p.position)]);
  removeExcessLeftBehind(
    tx,
    seat,
    behind.filter((p) => p !== active),
  );
  tx.emit({ type: "ti4FramePopped" });
  // LRR 58: what happens "after a player moves ships into a system" (Foresight) resolves before the next step.
  if (command.moves.length > 0)
    for (const answer of hookAnswers(tx.state, "groupsMoved")) answer(tx, seat, active, arrived);
  if (command.moves.length > 0)
    for (const answer of hookAnswers(tx.state, "afterShipsMoved")) answer(tx, seat, active);
  return undefined;
}

const movementFrame: FrameRules<Ti4, Ti4MovementFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "moveShips",
      seat: frame.seat,
      simultaneous: false,
      prompt: `move ships into ${frame.system} (or none)`,
    },
  ],
};

export const TI4_MOVEMENT: KernelModule<Ti4> = {
  id: "movement",
  commands: { moveShips },
  frames: { ti4Movement: movementFrame },
  events: { ti4GravityRiftRolled() {} },
};
