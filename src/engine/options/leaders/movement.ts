/**
 * Leaders on the move (RR §24.4): a Leader travels aboard any of its owner's ships, Fighters included,
 * using no capacity, and is picked up as Ground Forces are (RR §10.3: in the system a ship leaves, one it
 * passes through or the one it ends in, never where enemy ships are nor in a system the player activated
 * earlier this round). A Leader whose ship leaves goes with it. It lands with the Ground Forces, and on
 * a planet not its owner's only with one of them.
 */
import { getPlanet, type PlanetId } from "../../../content/index.ts";
import type { GameEvent } from "../../events.ts";
import type { OptionHooks } from "../../hooks/options.ts";
import type { TacticalHooks } from "../../hooks/tactical.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { controllerOf } from "../../rules/tactical/control.ts";
import type { Landing, LeaderAboard } from "../../rules/tactical/orders.ts";
import {
  count,
  enemyShipsPresent,
  GROUND_TYPES,
  onlyTypes,
  positionOfPlanet,
  spaceUnits,
  totalUnits,
} from "../../rules/units.ts";
import type { GameState, LeaderInPlay, Seat } from "../../state.ts";
import { findLeader, leaderName, leadersInSpace } from "./where.ts";

type Moved = Extract<GameEvent, { type: "unitsMoved" }>;

function ownLeader(state: GameState, seat: Seat, id: string): LeaderInPlay | RuleError {
  const leader = findLeader(state, id);
  if (!leader || leader.seat !== seat) {
    return ruleError("ERR_LEADER_UNKNOWN", "RR §24.4", `You have no Leader called "${id}".`);
  }
  if (leader.at.on !== "planet" && leader.at.on !== "ship") {
    return ruleError(
      "ERR_LEADER_NOT_FREE",
      "RR §24.4",
      `${leaderName(id)} is ${leader.at.on === "killed" ? "dead" : "held captive"}.`,
    );
  }
  return leader;
}

/**
 * Where a moving ship may take a Leader aboard: RR §24.4 as Ground Forces (where it starts, passes or
 * ends); Hope's End 2.3 only before it moves, in the system it leaves (`alongTheWay` false).
 */
export interface Boarding {
  readonly alongTheWay: boolean;
  readonly rule: string;
}

const AS_GROUND_FORCES: Boarding = { alongTheWay: true, rule: "RR §24.4; RR §10.3" };

/** The group that can take the Leader aboard a ship of its type, or why none can. */
function carrierFor(
  state: GameState,
  leader: LeaderInPlay,
  aboard: LeaderAboard,
  groups: readonly Moved[],
  boarding: Boarding,
): Moved | RuleError {
  const withShip = groups.filter((g) => count(g.units, aboard.ship) > 0);
  if (withShip.length === 0) {
    return ruleError(
      "ERR_LEADER_SHIP",
      "RR §24.4",
      `No ${aboard.ship} of yours moves to carry ${leaderName(leader.id)}.`,
    );
  }
  const at = leader.at;
  const found =
    at.on === "ship"
      ? withShip.find((g) => g.from === at.position)
      : withShip.find((g) => {
          const planet = at.on === "planet" ? at.planet : null;
          const where = planet === null ? null : positionOfPlanet(state, planet);
          const route = boarding.alongTheWay ? [g.from, ...g.path, g.to] : [g.from];
          // RR §10.3: not on the way where enemy ships are, nor where the player activated a system earlier.
          const passed = where !== g.to && where !== g.from;
          return (
            where !== null &&
            route.includes(where) &&
            !(passed && enemyShipsPresent(state, where, g.seat)) &&
            !(passed && state.board[where]?.commandCounters.includes(g.seat))
          );
        });
  if (found) return found;
  const where = boarding.alongTheWay
    ? "its system, or a planet on the ship's way"
    : "the system the ship leaves";
  return ruleError(
    "ERR_LEADER_OUT_OF_REACH",
    boarding.rule,
    `${leaderName(leader.id)} is not where a moving ${aboard.ship} can take it aboard (${where}).`,
  );
}

/** `leadersMoving` for a boarding rule. */
export function leadersMovingWith(boarding: Boarding): OptionHooks["leadersMoving"] {
  return (state, seat, leaders, moved) => board(state, seat, leaders, moved, boarding);
}

function board(
  state: GameState,
  seat: Seat,
  leaders: readonly LeaderAboard[],
  moved: readonly GameEvent[],
  boarding: Boarding,
): GameEvent[] | RuleError {
  const groups = moved.filter((e): e is Moved => e.type === "unitsMoved" && e.seat === seat);
  const events: GameEvent[] = [];
  const named = new Set<string>();
  for (const aboard of leaders) {
    if (named.has(aboard.leader)) {
      return ruleError("ERR_LEADER_TWICE", "RR §24.4", `${leaderName(aboard.leader)} is named twice.`);
    }
    named.add(aboard.leader);
    const leader = ownLeader(state, seat, aboard.leader);
    if ("code" in leader) return leader;
    const group = carrierFor(state, leader, aboard, groups, boarding);
    if ("code" in group) return group;
    const at = { on: "ship" as const, position: group.to, ship: aboard.ship };
    events.push({ type: "leaderMoved", seat, leader: leader.id, at, reason: "moves aboard" });
  }
  return events;
}

export const leadersMoving = leadersMovingWith(AS_GROUND_FORCES);

/** The Ground Forces and Shock Troops landing on each planet, the landings added up. */
function groundLanding(landings: readonly Landing[]): Map<PlanetId, number> {
  const ground = new Map<PlanetId, number>();
  for (const l of landings)
    ground.set(l.planet, (ground.get(l.planet) ?? 0) + totalUnits(onlyTypes(l.units, GROUND_TYPES)));
  return ground;
}

export const leadersLanding: OptionHooks["leadersLanding"] = (state, seat, landings) => {
  const ground = groundLanding(landings);
  const events: GameEvent[] = [];
  for (const landing of landings) {
    for (const id of landing.leaders ?? []) {
      const leader = ownLeader(state, seat, id);
      if ("code" in leader) return leader;
      const position = positionOfPlanet(state, landing.planet);
      if (leader.at.on !== "ship" || leader.at.position !== position || position === null) {
        return ruleError(
          "ERR_LEADER_NOT_ABOARD",
          "RR §24.4",
          `${leaderName(id)} is not aboard your ships in the system of ${getPlanet(landing.planet).name}.`,
        );
      }
      if (controllerOf(state, landing.planet) !== seat && (ground.get(landing.planet) ?? 0) === 0) {
        return ruleError(
          "ERR_LEADER_ALONE",
          "RR §24.4",
          `${leaderName(id)} may land on a planet not yours only with a Ground Force.`,
        );
      }
      if (events.some((e) => e.type === "leaderMoved" && e.leader === id)) {
        return ruleError("ERR_LEADER_TWICE", "RR §24.4", `${leaderName(id)} is named twice.`);
      }
      const at = { on: "planet" as const, position, planet: landing.planet };
      events.push({ type: "leaderMoved", seat, leader: id, at, reason: "lands" });
    }
  }
  return events;
};

/** A Leader whose ship type has all left its system went with it (a retreat, Patrols, a move). */
export const leadersFollowShips: TacticalHooks["shipsMoved"] = (tx, seat, moves) => {
  for (const { from } of moves) {
    for (const leader of leadersInSpace(tx.state, from, seat)) {
      if (leader.at.on !== "ship" || count(spaceUnits(tx.state, from, seat), leader.at.ship) > 0) continue;
      const ship = leader.at.ship;
      const to = moves.find((m) => m.from === from && count(spaceUnits(tx.state, m.to, seat), ship) > 0)?.to;
      if (to === undefined) continue;
      tx.emit({
        type: "leaderMoved",
        seat,
        leader: leader.id,
        at: { on: "ship", position: to, ship },
        reason: "goes with its ship",
      });
    }
  }
};
