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
 * The paths and move values are read in paths.ts, the room in a space area in room.ts, one group checked
 * against its chain in moveGroup.ts and the whole movement in moveCheck.ts; this file carries a movement out.
 *
 * Capacity and fleet pool (LRR 16, 37, 95): a move that would leave the active system with more fighters and
 * ground forces in space than the room there, or more non-fighter ships than the fleet pool, is refused: the
 * player declares the movement and chooses what to bring, so the engine asks for a movement within the
 * limits rather than removing what the player has just moved (our reading; the digest's "remove any excess"
 * is kept for what is left behind: fighters or ground forces left in a space area without room, and cargo
 * beyond the room left after a gravity rift, are removed).
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { rollD10 } from "../../rng.ts";
import type { RuleError } from "../../ruleError.ts";
import { allyOf } from "../board/allies.ts";
import { countUnits, type Ti4Place, unitsIn } from "../board/forces.ts";
import { carriedStructure } from "../factions/miniaturized.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import type { Ti4UnitRoll } from "./events.ts";
import type { Ti4MovementFrame } from "./frames.ts";
import { checkMovement } from "./moveCheck.ts";
import { addTo, type CheckedGroup, entries, type MoveShips, type PickUp, type Ti4Move } from "./moveGroup.ts";
import { CARGO_TYPES, groupRoom, unitsWithoutRoom } from "./room.ts";

type Ti4Tx = Tx<Ti4>;

/** LRR 41.2: a gravity rift removes a ship rolling this or less. */
const RIFT_REMOVES_ON = 3;

/**
 * How many of `n` units of a type leaving a place are damaged (or, with `mark` "galvanized", carry a TE
 * galvanize token): unmarked ones go first [our reading: the move names no unit, so a marked one stays].
 */
export function damagedLeaving(
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
