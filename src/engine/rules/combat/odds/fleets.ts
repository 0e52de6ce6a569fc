/**
 * The fleets of a battle whose odds are computed (odds/index.ts): each side's units in the fight, named by
 * a small number, and what the battle's own rules make of them. Nothing here knows a combat value or a
 * casualty order: the fleet is put on the board of a copy of the game and the combat rules are asked,
 * as the battle itself asks them (hitPool.ts, losses.ts).
 */
import { type PlanetId, UNIT_TYPES } from "../../../../content/index.ts";
import type { Force, GameState, PositionLabel, Seat, UnitCounts } from "../../../state.ts";
import { subtractCounts, tidy, totalUnits } from "../../units.ts";
import type { CasualtiesFrame, HitTarget, RollKind } from "../frames.ts";
import { absorbable, autoAssignment, hitPool } from "../hitPool.ts";

/** A side's units in the fight, and how many of them are damaged. */
export interface Fleet {
  units: UnitCounts;
  damaged: UnitCounts;
}

/** Where the fight is: a system's space, or one of its planets (Invasion Combat). */
export interface Ground {
  position: PositionLabel;
  planet: PlanetId | null;
}

/** One side of the battle: its seat, and every fleet it may come down to, each named by its index. */
export interface Side {
  seat: Seat;
  opponent: Seat;
  fleets: Fleet[];
  ids: Map<string, number>;
  /** The fleet each fleet becomes after some hits: `${id}:${on}:${roll}:${hits}` → id. */
  after: Map<string, number>;
  /** Hits each fleet could take (absorbable), by id and what they land on. */
  room: Map<number, number>;
}

function keyOf(fleet: Fleet): string {
  return JSON.stringify([tidy(fleet.units), tidy(fleet.damaged)]);
}

export function newSide(seat: Seat, opponent: Seat): Side {
  return { seat, opponent, fleets: [], ids: new Map(), after: new Map(), room: new Map() };
}

/** The number naming this fleet on its side (a new one when it is met for the first time). */
export function fleetId(side: Side, fleet: Fleet): number {
  const key = keyOf(fleet);
  const known = side.ids.get(key);
  if (known !== undefined) return known;
  const id = side.fleets.length;
  side.fleets.push({ units: tidy(fleet.units), damaged: tidy(fleet.damaged) });
  side.ids.set(key, id);
  return id;
}

export function fleetOf(side: Side, id: number): Fleet {
  const fleet = side.fleets[id];
  if (!fleet) throw new Error(`no fleet ${id}`);
  return fleet;
}

/** A copy of the game where `seat`'s force in this place is exactly the fleet (the board only is copied). */
export function withFleet(state: GameState, where: Ground, seat: Seat, fleet: Fleet): GameState {
  const system = state.board[where.position];
  if (!system) throw new Error(`no system at ${where.position}`);
  const force: Force[] =
    totalUnits(fleet.units) === 0
      ? []
      : [
          {
            seat,
            units: tidy(fleet.units),
            ...(totalUnits(fleet.damaged) > 0 ? { damaged: tidy(fleet.damaged) } : {}),
          },
        ];
  const keep = (forces: readonly Force[]) => [...forces.filter((f) => f.seat !== seat), ...force];
  const next =
    where.planet === null
      ? { ...system, space: keep(system.space) }
      : {
          ...system,
          planets: { ...system.planets, [where.planet]: keep(system.planets[where.planet] ?? []) },
        };
  return { ...state, board: { ...state.board, [where.position]: next } };
}

function casualtiesFrame(
  where: Ground,
  side: Side,
  on: HitTarget,
  roll: RollKind,
  hits: number,
): CasualtiesFrame {
  const volley = { shooter: side.opponent, target: side.seat, roll, dice: [], hits };
  return {
    kind: "casualties",
    ...where,
    on,
    volleys: [volley],
    rerolls: [],
    assigned: [],
    fighters: null,
    reason: "odds",
  };
}

/** The fleet after the owner's standing assignment of these hits (hitPool.ts: sustain damage first, then the cheapest). */
export function afterHits(
  state: GameState,
  where: Ground,
  side: Side,
  id: number,
  hit: { on: HitTarget; roll: RollKind; hits: number },
): number {
  if (hit.hits === 0) return id;
  const memo = `${id}:${hit.on}:${hit.roll}:${hit.hits}`;
  const known = side.after.get(memo);
  if (known !== undefined) return known;
  const fleet = fleetOf(side, id);
  const board = withFleet(state, where, side.seat, fleet);
  const assignment = autoAssignment(
    board,
    casualtiesFrame(where, side, hit.on, hit.roll, hit.hits),
    side.seat,
  );
  // Units destroyed take the damaged ones first (losses.ts destroyUnits), then the new damage is marked.
  const damaged: UnitCounts = {};
  for (const type of UNIT_TYPES) {
    const before = fleet.damaged[type] ?? 0;
    const left = before - Math.min(before, assignment.destroy[type] ?? 0) + (assignment.damage[type] ?? 0);
    if (left > 0) damaged[type] = left;
  }
  const next = fleetId(side, { units: subtractCounts(fleet.units, assignment.destroy), damaged });
  side.after.set(memo, next);
  return next;
}

/** How many hits landing on `on` the fleet could still take (hitPool.ts), which every hit taken lowers. */
export function room(state: GameState, where: Ground, side: Side, id: number, on: HitTarget): number {
  const memo = id * 4 + ["ships", "fighters", "ground"].indexOf(on);
  const known = side.room.get(memo);
  if (known !== undefined) return known;
  const board = withFleet(state, where, side.seat, fleetOf(side, id));
  const n = absorbable(hitPool(board, casualtiesFrame(where, side, on, "spaceBattle", 0), side.seat));
  side.room.set(memo, n);
  return n;
}
