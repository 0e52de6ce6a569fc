/**
 * Where the bot's fleets head between actions: loaded carriers toward the nearest planet worth taking (toward
 * Mecatol Rex while the Custodians guard it, when they carry enough to beat them), empty ones back to a dock
 * to load up. Used for activations that only move fleets nearer their goals and for the
 * fleet crossing between the two systems of a transfer action (RR §9).
 */
import { getPlanet } from "../../content/index.ts";
import { anomalyRulesAt } from "../galaxy/adjacency.ts";
import { custodiansOn } from "../options/custodiansFight.ts";
import { controllerOf } from "../rules/tactical/control.ts";
import { usableDocks } from "../rules/tactical/docks.ts";
import { adjacencyOptions } from "../rules/tactical/paths.ts";
import { count, fleetSize, fleetSupplyLimit, planetsAt } from "../rules/units.ts";
import type { GameState, PositionLabel, Seat } from "../state.ts";
import { type Fleet, fleetFrom, neighbours, shipSystems } from "./fleets.ts";
import { defendersOn, enemyShipsAt, enemyStrengthAt, groundToLand } from "./forces.ts";
import { TACTICAL } from "./production.ts";

interface Fields {
  /** Hops to the nearest system with a planet worth taking and no enemy ships. */
  prize: Map<PositionLabel, number>;
  /** Hops to the nearest system with a dock of this seat, where empty carriers load up. */
  reload: Map<PositionLabel, number>;
  /**
   * Hops to Mecatol Rex while the Custodians guard it (SE Option 13), and the ground units a fleet needs
   * aboard to head there rather than to the nearest prize: the Custodians' are never reinforced.
   */
  guarded: { hops: Map<PositionLabel, number>; ground: number } | null;
}

const FIELDS = new WeakMap<GameState, Map<Seat, Fields>>();

/** Hops from the nearest of the goals to every system, through systems ships may pass. */
function hopsFrom(state: GameState, goals: PositionLabel[]): Map<PositionLabel, number> {
  const options = adjacencyOptions(state);
  const hops = new Map<PositionLabel, number>(goals.map((g) => [g, 0]));
  let frontier = goals;
  for (let step = 1; frontier.length > 0 && step < 12; step++) {
    const next: PositionLabel[] = [];
    for (const p of frontier) {
      for (const q of neighbours(state, p)) {
        if (hops.has(q) || !state.board[q]) continue;
        hops.set(q, step);
        if (anomalyRulesAt(state.galaxy, q, options)?.canMoveThrough !== false) next.push(q);
      }
    }
    frontier = next;
  }
  return hops;
}

function fieldsOf(state: GameState, seat: Seat): Fields {
  const bySeat = FIELDS.get(state) ?? new Map<Seat, Fields>();
  FIELDS.set(state, bySeat);
  const known = bySeat.get(seat);
  if (known) return known;
  const positions = Object.keys(state.board);
  const prizes = positions.filter(
    (p) =>
      !enemyShipsAt(state, seat, p) &&
      planetsAt(state, p).some(
        (x) =>
          controllerOf(state, x) !== seat &&
          !getPlanet(x).tradeStation &&
          defendersOn(state, seat, p, x) <= 2,
      ),
  );
  const docks = positions.filter((p) => usableDocks(state, seat, p, TACTICAL).length > 0);
  const guarded = positions.flatMap((p) =>
    planetsAt(state, p)
      .filter((x) => custodiansOn(state, x).groundForces + custodiansOn(state, x).fighters > 0)
      .map((x) => ({ position: p, ground: groundToLand(state, seat, p, x) })),
  );
  const fields = {
    prize: hopsFrom(state, prizes),
    reload: hopsFrom(state, docks),
    guarded: guarded[0] ? { hops: hopsFrom(state, [guarded[0].position]), ground: guarded[0].ground } : null,
  };
  bySeat.set(seat, fields);
  return fields;
}

/** A fleet gains by moving from one system to another: loaded toward a prize, empty carriers toward a dock. */
function stepsCloser(state: GameState, seat: Seat, fleet: Fleet, to: PositionLabel): boolean {
  const fields = fieldsOf(state, seat);
  const far = 99;
  const from = fleet.order.from;
  const guarded = fields.guarded;
  if (guarded && fleet.ground >= guarded.ground)
    return (guarded.hops.get(to) ?? far) < (guarded.hops.get(from) ?? far);
  if (fleet.ground > 0) return (fields.prize.get(to) ?? far) < (fields.prize.get(from) ?? far);
  if (count(fleet.order.units, "carrier") === 0) return false;
  return (fields.reload.get(to) ?? far) < (fields.reload.get(from) ?? far);
}

/** The fleets that would step closer to their goal by moving into this system (no combat there). */
export function repositioning(
  state: GameState,
  seat: Seat,
  to: PositionLabel,
  ignoreCounters: boolean,
): Fleet[] {
  if (enemyStrengthAt(state, seat, to) > 0) return [];
  let room = fleetSupplyLimit(state, seat) - fleetSize(state, to, seat);
  const out: Fleet[] = [];
  for (const from of shipSystems(state, seat)) {
    const fleet = fleetFrom(state, seat, from, to, { whole: false, ignoreCounters, maxShips: room });
    if (!fleet || !stepsCloser(state, seat, fleet, to)) continue;
    out.push(fleet);
    room -= fleet.ships;
  }
  return out;
}

/** The fleet moving from one system of a transfer to the other, when that brings it nearer its goal. */
export function transferFleets(
  state: GameState,
  seat: Seat,
  from: PositionLabel,
  to: PositionLabel,
  inAction: boolean,
) {
  const room = fleetSupplyLimit(state, seat) - fleetSize(state, to, seat);
  const fleet = fleetFrom(state, seat, from, to, {
    whole: false,
    ignoreCounters: inAction,
    maxMove: 1,
    maxShips: room,
  });
  return fleet && stepsCloser(state, seat, fleet, to) ? [fleet] : [];
}
