/**
 * Which system the bot activates (RR §8 tactical action), or which two it joins in a transfer action (RR §9):
 * it scores every system by the planets and Trade Stations its fleets can take there, the production at its
 * docks or a new dock, and fleets brought nearer their goals, and offers the best few.
 */
import { getPlanet } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import { reinforcements } from "../rules/counters.ts";
import { activationBlock } from "../rules/tactical/activation.ts";
import { controllerOf } from "../rules/tactical/control.ts";
import { usableDocks } from "../rules/tactical/docks.ts";
import { planetsAt, spaceUnits } from "../rules/units.ts";
import type { GameState, PositionLabel, Seat } from "../state.ts";
import { gatherFleets, needOf, neighbours, reachable, shipSystems } from "./fleets.ts";
import {
  enemyShipsAt,
  fleetShips,
  frozen,
  groundOf,
  ownOnly,
  planetsToTake,
  planetValue,
  strengthOf,
} from "./forces.ts";
import { resourcesReady } from "./payment.ts";
import { dockSite, TACTICAL } from "./production.ts";
import { repositioning, transferFleets } from "./staging.ts";

interface Target {
  position: PositionLabel;
  /** Planets and Trade Stations taken. */
  conquest: number;
  /** Units bought at a dock there. */
  production: number;
  /** Fleets brought nearer their goals. */
  staging: number;
}

const score = (t: Target) => t.conquest + t.production + t.staging;

function conquestValue(state: GameState, seat: Seat, position: PositionLabel): number {
  const planets = planetsAt(state, position).filter((p) => controllerOf(state, p) !== seat);
  if (planets.length === 0) return 0;
  const need = needOf(state, seat, position);
  const fleets = gatherFleets(state, seat, position, need, { whole: false, ignoreCounters: false });
  const here = spaceUnits(state, position, seat);
  const ground = groundOf(here) + fleets.reduce((n, f) => n + f.ground, 0);
  const strength = strengthOf(here) + fleets.reduce((n, f) => n + f.strength, 0);
  if ((fleets.length === 0 && fleetShips(here) === 0) || strength < need.strength) return 0;
  // Ships already there move nothing; a Trade Station follows ships that arrive (SE p.7).
  const stations =
    fleets.length > 0 && !enemyShipsAt(state, seat, position)
      ? planets.filter((p) => getPlanet(p).tradeStation).reduce((n, p) => n + planetValue(p) + 1, 0)
      : 0;
  return planetsToTake(state, seat, position, ground).reduce((n, p) => n + p.value + 2, 0) + stations;
}

/** What activating this system gains; null when it gains nothing. */
function evaluate(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  pool: number,
  near: Set<PositionLabel>,
): Target | null {
  const docks = usableDocks(state, seat, position, TACTICAL);
  const here = fleetShips(spaceUnits(state, position, seat)) > 0;
  const site = pool > 1 ? dockSite(state, seat, position, TACTICAL) : undefined;
  if (
    (!near.has(position) && !here && docks.length === 0 && site === undefined) ||
    activationBlock(state, seat, position)
  )
    return null;
  const target: Target = {
    position,
    conquest: conquestValue(state, seat, position),
    production: 0,
    staging: 0,
  };
  const budget = resourcesReady(state, seat);
  // Production alone is worth a counter when it buys something; with one counter left, only a good buy.
  if (docks.length > 0 && !enemyShipsAt(state, seat, position) && budget >= (pool > 1 ? 2 : 4))
    target.production = 1 + Math.min(budget, 8) / 8;
  // A new Space Dock on a planet held all round, away from the other docks (RR §14).
  if (site !== undefined) target.production = Math.max(target.production, 1.5);
  // Moving fleets nearer their goals is worth a counter only with one to spare; before production at home,
  // so that the fleet is not frozen there.
  if (target.conquest === 0 && pool > 1 && repositioning(state, seat, position, false).length > 0)
    target.staging = 2.1;
  return score(target) > 0 ? target : null;
}

/**
 * Where the seat has units or holds a planet: elsewhere, out of its fleets' reach, it has no ships, no
 * dock and no planet for a new one, so nothing there is worth activating (`evaluate` need not look).
 */
function presence(state: GameState, seat: Seat): Set<PositionLabel> {
  const held = state.players[seat]?.planets ?? {};
  const mine = (forces: readonly { seat: Seat }[] | undefined) =>
    forces?.some((f) => f.seat === seat) === true;
  return new Set(
    Object.keys(state.board).filter((p) => {
      const system = state.board[p];
      if (!system) return false;
      if (mine(system.space)) return true;
      return Object.entries(system.planets).some(([id, forces]) => id in held || mine(forces));
    }),
  );
}

const TARGETS = new WeakMap<GameState, Map<Seat, Target[]>>();

/** Every system worth activating, best first (computed once per state: transfer and tactical both ask). */
function targets(state: GameState, seat: Seat): Target[] {
  const bySeat = TARGETS.get(state) ?? new Map<Seat, Target[]>();
  TARGETS.set(state, bySeat);
  const known = bySeat.get(seat);
  if (known) return known;
  const pool = state.players[seat]?.counters.command ?? 0;
  const near = reachable(state, seat);
  const mine = presence(state, seat);
  const found =
    pool < 1
      ? []
      : Object.keys(state.board)
          .filter((p) => near.has(p) || mine.has(p))
          .map((p) => evaluate(state, seat, p, pool, near))
          .filter((t): t is Target => t !== null)
          .sort((a, b) => score(b) - score(a) || a.position.localeCompare(b.position));
  bySeat.set(seat, found);
  return found;
}

export function tacticalCandidates(state: GameState, d: Decision): Command[] {
  return targets(state, d.seat)
    .slice(0, 4)
    .map((t) => ({ type: "tacticalAction", seat: d.seat, position: t.position }));
}

/**
 * A transfer instead of a tactical action when nothing is there to take: a fleet steps toward its goal
 * between two systems of the bot's, one with a dock to produce at, for one Command Pool counter (the second
 * comes from reinforcements). Needs a counter to spare.
 */
export function transferCandidates(state: GameState, d: Decision): Command[] {
  const seat = d.seat;
  const pool = state.players[seat]?.counters.command ?? 0;
  if (pool < 2 || reinforcements(state, seat) < 1) return [];
  if (targets(state, seat).some((t) => t.conquest > 0)) return [];
  const budget = resourcesReady(state, seat);
  const out: Command[] = [];
  for (const from of shipSystems(state, seat)) {
    if (frozen(state, seat, from) || !ownOnly(state, seat, from)) continue;
    for (const to of neighbours(state, from)) {
      if (frozen(state, seat, to) || !ownOnly(state, seat, to) || activationBlock(state, seat, to)) continue;
      const dock = [from, to].some((p) => usableDocks(state, seat, p, TACTICAL).length > 0);
      if (!dock || budget < 2 || transferFleets(state, seat, from, to, false).length === 0) continue;
      out.push({ type: "transferAction", seat, from, to });
    }
  }
  return out.slice(0, 3);
}

/** Exposed for tests: which systems the bot would activate, best first. */
export function botTargets(state: GameState, seat: Seat): PositionLabel[] {
  return targets(state, seat).map((t) => t.position);
}
