/**
 * Where ships may go (RR §10.1, §10.2, §10.4, §11): a route is a list of positions from the start to the
 * destination, each next to the one before (by an edge or a matching wormhole), no longer than the
 * ships' movement, never through an Asteroid Field (without Antimass Deflectors), a Supernova (except
 * Muaat), a Nebula, an Ion Storm (without Maneuvering Jets) or enemy ships (without Light/Wave Deflector).
 * Jol-Nar's Spatial Conduit Network adds one jump between two systems they control, once per round.
 * Laws change how systems link, which anomalies hinder and which routes are open (hooks/tactical.ts).
 */
import {
  type AdjacencyOptions,
  type AdjacencyPurpose,
  type AnomalyRules,
  adjacentPositions,
  anomalyRulesAt,
  type BoardPosition,
} from "../../galaxy/adjacency.ts";
import { answers } from "../../hooks/index.ts";
import type { MovementLinks } from "../../hooks/tactical.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { hasAbility, player } from "../players.ts";
import { count, hasAdvancedFighters, hasTechEffect, shipsOf, totalUnits } from "../units.ts";
import { controlsSystem } from "./control.ts";

/** How systems link now: the printed galaxy and its options, then what changes it (Wormhole Reconstruction). */
function movementLinks(state: GameState): MovementLinks {
  let links: MovementLinks = {
    options: { wormholeNexus: state.config.options.includes("wormholeNexus") },
    purpose: "movement",
  };
  for (const answer of answers(state, "adjacency")) links = answer(state, links);
  return links;
}

export function adjacencyOptions(state: GameState): AdjacencyOptions {
  return movementLinks(state).options;
}

/** Whether movement uses wormholes now (RR §10.4), "other" when they are closed (Closing the Wormholes). */
export function movementPurpose(state: GameState): AdjacencyPurpose {
  return movementLinks(state).purpose;
}

/**
 * What the Special System at a position does now (RR §11): its printed rules, as the options in play rule
 * them (Hope's End's Nebula replaces the TI3 one); null for an ordinary system.
 */
export function anomalyRulesIn(state: GameState, position: BoardPosition): AnomalyRules | null {
  const printed = anomalyRulesAt(state.galaxy, position, adjacencyOptions(state));
  if (printed === null) return null;
  return answers(state, "anomalyRules").reduce((rules, rule) => rule(state, rules), printed);
}

/** True when a step out of this position costs no movement (Hope's End's Gravity Rift). */
function stepFree(state: GameState, position: BoardPosition): boolean {
  return answers(state, "movementStepFree").some((free) => free(state, position));
}

/** The movement a route costs: one per step, but none for a step out of a system that asks none. */
export function routeCost(state: GameState, route: readonly PositionLabel[]): number {
  return route.slice(0, -1).filter((p) => !stepFree(state, p)).length;
}

/** True when the anomaly at this position hinders no movement now (Investigate Spatial Anomalies). */
export function anomalyIgnored(state: GameState, position: BoardPosition): boolean {
  return answers(state, "anomalyIgnored").some((ignored) => ignored(state, position));
}

/** Ships that stop movement through a system: any enemy ship but Fighters, and those only with Advanced Fighters. */
function blockingSeat(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  passable: readonly Seat[],
): Seat | null {
  for (const force of state.board[position]?.space ?? []) {
    if (force.seat === seat || passable.includes(force.seat)) continue;
    const ships = shipsOf(force.units);
    const fighters = count(ships, "fighter");
    // SE Advanced Fighters: "Enemy ships may not move through a system your Fighters occupy".
    if (totalUnits(ships) - fighters > 0 || (fighters > 0 && hasAdvancedFighters(state, force.seat)))
      return force.seat;
  }
  return null;
}

/** Why ships of this seat may not pass through a system (not ending there), or undefined when they may. */
export function passThroughBlock(
  state: GameState,
  seat: Seat,
  position: BoardPosition,
  throughEnemyShips = false, // In the Silence of Space (board card)
  passable: readonly Seat[] = [], // whose ships let these pass (a Diplomat aboard: the Leaders option)
): RuleError | undefined {
  const rules = anomalyRulesIn(state, position);
  // Investigate Spatial Anomalies (law, For): Ion Storms and Nebulae no longer hinder movement.
  if (rules && !rules.canMoveThrough && !anomalyIgnored(state, position)) {
    const own =
      rules.moveThroughWith !== null && player(state, seat).technologies.includes(rules.moveThroughWith);
    // Muaat race sheet: its ships may move through Supernovas but never stop in one.
    const muaat = rules.anomaly === "supernova" && hasAbility(state, seat, "muaatSupernovaPassage");
    if (!own && !muaat) return anomalyBlock(rules, position);
  }
  const blocker = blockingSeat(state, seat, position, passable);
  if (blocker !== null && !throughEnemyShips && !hasTechEffect(state, seat, "lightWaveDeflector")) {
    return ruleError(
      "ERR_BLOCKED",
      "RR §10.1",
      `Enemy ships at ${position} block the way: ships cannot pass through them without Light/Wave Deflector.`,
      { position },
    );
  }
  return undefined;
}

function anomalyBlock({ anomaly, noPassage }: AnomalyRules, position: PositionLabel): RuleError {
  const reasons: Record<string, [string, string, string]> = {
    asteroidField: ["ERR_ASTEROID_FIELD", "RR §11", "the Asteroid Field at {p} without Antimass Deflectors"],
    supernova: ["ERR_SUPERNOVA", "RR §11", "the Supernova at {p}"],
    nebula: ["ERR_NEBULA", "RR §11", "the Nebula at {p}: a Nebula is entered only by activating it"],
    ionStorm: ["ERR_ION_STORM", "SE p.6", "the Ion Storm at {p} without Maneuvering Jets"],
  };
  const [code, rule, what] = noPassage ??
    reasons[anomaly] ?? ["ERR_ANOMALY", "RR §11", `the Special System at {p}`];
  return ruleError(code, rule, `Ships cannot pass through ${what.replace("{p}", position)}.`, { position });
}

/** Spatial Conduit Network (Jol-Nar race technology): usable this round by this seat? */
export function conduitAvailable(state: GameState, seat: Seat): boolean {
  return (
    hasTechEffect(state, seat, "spatialConduitNetwork") &&
    player(state, seat).abilitiesUsed?.spatialConduitNetwork !== state.round
  );
}

/** A jump allowed by the Spatial Conduit Network: between systems the seat controls (the end checked after). */
function conduitJump(
  state: GameState,
  seat: Seat,
  a: PositionLabel,
  b: PositionLabel,
  end: PositionLabel,
): boolean {
  return controlsSystem(state, seat, a) && (b === end || controlsSystem(state, seat, b));
}

export interface RouteRules {
  seat: Seat;
  movement: number;
  /** The Spatial Conduit Network may be used for one jump. */
  conduit: boolean;
  /** In the Silence of Space (board card): enemy ships do not block the way. */
  throughEnemyShips?: boolean;
  /** Players whose ships do not block the way (a Diplomat aboard, with their leave: RR §24.4). */
  passableOwners?: readonly Seat[];
}

/** Checks a route given in full (start, systems passed through, destination); returns whether it jumped. */
export function checkRoute(state: GameState, route: PositionLabel[], r: RouteRules): RuleError | boolean {
  const steps = route.length - 1;
  // A way out of the activated system and back is no move either (a Gravity Rift on it could hold ships).
  if (steps < 1 || route[0] === route.at(-1))
    return ruleError("ERR_PATH", "RR §10.1", "Ships already in the activated system do not move.");
  const cost = routeCost(state, route);
  if (cost > r.movement) {
    return ruleError(
      "ERR_OUT_OF_RANGE",
      "RR §10.1",
      `That route costs ${cost} movement, but these ships move only ${r.movement}.`,
    );
  }
  // Investigate Spatial Anomalies (law, Against): no red-bordered system entered this round.
  for (const blocked of answers(state, "routeBlocked")) {
    const barred = blocked(state, route);
    if (barred) return barred;
  }
  let jumped = false;
  const end = route[steps] as PositionLabel;
  for (let i = 1; i <= steps; i++) {
    const a = route[i - 1] as PositionLabel;
    const b = route[i] as PositionLabel;
    if (!adjacentPositions(state.galaxy, a, adjacencyOptions(state), movementPurpose(state)).includes(b)) {
      if (!r.conduit || jumped || !conduitJump(state, r.seat, a, b, end)) {
        return ruleError("ERR_NOT_ADJACENT", "RR §10.2", `${a} and ${b} are not adjacent.`, {
          from: a,
          to: b,
        });
      }
      jumped = true;
    }
    if (i < steps) {
      const blocked = passThroughBlock(state, r.seat, b, r.throughEnemyShips, r.passableOwners);
      if (blocked) return blocked;
    }
  }
  return jumped;
}

interface Node {
  at: BoardPosition;
  route: PositionLabel[];
  jumped: boolean;
}

/**
 * The shortest legal route, or the reason there is none: searched by the movement spent, a step out of a
 * system that costs none (a Gravity Rift) staying at the same cost.
 */
export function findRoute(
  state: GameState,
  from: PositionLabel,
  to: PositionLabel,
  r: RouteRules,
): PositionLabel[] | RuleError {
  const best = new Map<string, number>([[`${from}:false`, 0]]);
  let frontier: Node[] = [{ at: from, route: [from], jumped: false }];
  for (let spent = 0; spent <= r.movement && frontier.length > 0; spent++) {
    const next: Node[] = [];
    for (let k = 0; k < frontier.length; k++) {
      const node = frontier[k] as Node;
      const free = stepFree(state, node.at);
      if (!free && spent === r.movement) continue;
      const cost = free ? spent : spent + 1;
      for (const [b, jump] of neighbours(state, node, to, r)) {
        if (b === to) return [...node.route, b];
        const key = `${b}:${node.jumped || jump}`;
        if ((best.get(key) ?? Number.POSITIVE_INFINITY) <= cost) continue;
        if (passThroughBlock(state, r.seat, b, r.throughEnemyShips, r.passableOwners)) continue;
        best.set(key, cost);
        (free ? frontier : next).push({ at: b, route: [...node.route, b], jumped: node.jumped || jump });
      }
    }
    frontier = next;
  }
  return noRouteReason(state, from, to, r);
}

function neighbours(
  state: GameState,
  node: Node,
  end: PositionLabel,
  r: RouteRules,
): [PositionLabel, boolean][] {
  const near = adjacentPositions(state.galaxy, node.at, adjacencyOptions(state), movementPurpose(state));
  const out: [PositionLabel, boolean][] = near.map((p) => [p, false]);
  if (r.conduit && !node.jumped) {
    for (const b of Object.keys(state.board)) {
      if (!near.includes(b) && b !== node.at && conduitJump(state, r.seat, node.at, b, end))
        out.push([b, true]);
    }
  }
  return out;
}

/** Explains a missing route: too far even with nothing in the way, or the first thing in the way. */
function noRouteReason(state: GameState, from: PositionLabel, to: PositionLabel, r: RouteRules): RuleError {
  let frontier: PositionLabel[][] = [[from]];
  for (let step = 1; step <= r.movement; step++) {
    const next: PositionLabel[][] = [];
    for (const route of frontier) {
      for (const b of adjacentPositions(
        state.galaxy,
        route.at(-1) as PositionLabel,
        adjacencyOptions(state),
        movementPurpose(state),
      )) {
        if (b === to) {
          const blocked = route
            .slice(1)
            .map((p) => passThroughBlock(state, r.seat, p, r.throughEnemyShips, r.passableOwners))
            .find(Boolean);
          if (blocked) return blocked;
        } else if (!route.includes(b)) next.push([...route, b]);
      }
    }
    frontier = next;
  }
  return ruleError(
    "ERR_OUT_OF_RANGE",
    "RR §10.1",
    `${to} is out of reach from ${from}: these ships move only ${r.movement}.`,
    { from, to },
  );
}
