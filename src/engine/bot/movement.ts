/**
 * How the bot moves and lands in the system it activated (RR §10 movement, §13 landings): the fleets that
 * take it (the whole plan, then one fleet at a time), fleets passing by toward their goals, Ground Forces
 * picked up on arrival, and the landings that win each planet it can take.
 */
import { getPlanet } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import { controllerOf } from "../rules/tactical/control.ts";
import type { Landing, PickUp } from "../rules/tactical/orders.ts";
import {
  addCounts,
  count,
  forcesOnPlanet,
  onlyTypes,
  planetsAt,
  spaceUnits,
  tidy,
  unitsIn,
} from "../rules/units.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../state.ts";
import { type Fleet, gatherFleets, needOf } from "./fleets.ts";
import { actionFrame, defendersOn, groundOf, ownOnly, planetsToTake, roomOf, WARSHIPS } from "./forces.ts";
import { landWithLeaders, moveWithLeaders } from "./leaders.ts";
import { repositioning, transferFleets } from "./staging.ts";

/** Ground Forces to take aboard in the destination (one stays on each planet), where no one else has units. */
function loadOnArrival(state: GameState, seat: Seat, to: PositionLabel, fleets: Fleet[]): PickUp[] {
  if (!ownOnly(state, seat, to)) return [];
  const arriving = fleets.reduce<UnitCounts>((all, f) => addCounts(all, f.order.units), {});
  const ships = addCounts(onlyTypes(spaceUnits(state, to, seat), WARSHIPS), onlyTypes(arriving, WARSHIPS));
  const cargo = addCounts(spaceUnits(state, to, seat), arriving);
  const room = roomOf(state, seat, ships);
  let free = Math.min(
    room.ground - groundOf(cargo),
    room.any -
      count(cargo, "fighter") -
      count(cargo, "pds") -
      Math.max(0, groundOf(cargo) - (room.ground - room.any)),
  );
  const system = state.board[to];
  const out: PickUp[] = [];
  for (const planet of planetsAt(state, to)) {
    if (!system || free <= 0) break;
    const gf = Math.min(count(unitsIn(forcesOnPlanet(system, planet), seat), "groundForce") - 1, free);
    if (gf <= 0) continue;
    out.push({ planet, units: { groundForce: gf } });
    free -= gf;
  }
  return out;
}

export function moveCandidates(state: GameState, d: Decision): Command[] {
  const frame = actionFrame(state);
  if (!frame) return [];
  const none: Command = { type: "moveUnits", seat: d.seat, moves: [] };
  const move = (fleets: Fleet[]): Command => ({
    type: "moveUnits",
    seat: d.seat,
    moves: fleets.map((f) => f.order),
  });
  if (frame.kind === "transferAction") {
    const [a, b] = frame.positions;
    const fleets = [
      ...transferFleets(state, d.seat, a, b, true),
      ...transferFleets(state, d.seat, b, a, true),
    ];
    return [...fleets.map((f) => move([f])), none];
  }
  const out: Command[] = [];
  const need = needOf(state, d.seat, frame.position);
  // Planets (or Trade Stations) not yet the bot's: the fleets that take them; otherwise fleets passing by.
  const taking = planetsAt(state, frame.position).some((p) => controllerOf(state, p) !== d.seat);
  const plans = [
    ...(taking || need.strength > 0
      ? [false, true].map((whole) =>
          gatherFleets(state, d.seat, frame.position, need, { whole, ignoreCounters: false }),
        )
      : []),
    repositioning(state, d.seat, frame.position, false),
  ];
  const seen = new Set<string>();
  for (const fleets of plans) {
    // The whole plan, then one fleet at a time, the first the most useful.
    for (const part of [fleets, ...fleets.slice(0, 2).map((f) => [f])]) {
      const key = JSON.stringify(part.map((f) => f.order));
      if (part.length === 0 || seen.has(key)) continue;
      seen.add(key);
      const load = loadOnArrival(state, d.seat, frame.position, part);
      const plain = load.length > 0 ? [{ ...move(part), pickUp: load } as Command, move(part)] : [move(part)];
      for (const command of plain) {
        // The Leaders option: the same move with Leaders along first (bot/leaders.ts).
        const led = command.type === "moveUnits" ? moveWithLeaders(state, command) : null;
        if (led) out.push(led);
        out.push(command);
      }
    }
  }
  return [...out, none];
}

export function landingCandidates(state: GameState, d: Decision): Command[] {
  const frame = actionFrame(state);
  if (!frame) return [];
  const none: Command = { type: "landUnits", seat: d.seat, landings: [] };
  if (frame.kind === "transferAction") return [none];
  const position = frame.position;
  const aboard = spaceUnits(state, position, d.seat);
  const plan = planetsToTake(state, d.seat, position, groundOf(aboard));
  const landings: Landing[] = [];
  let shock = count(aboard, "shockTroop");
  for (const { planet, units } of plan) {
    const st = Math.min(shock, units);
    shock -= st;
    const gf = units - st;
    landings.push({ planet, units: tidy({ shockTroop: st, groundForce: gf }) });
  }
  const pds = count(aboard, "pds");
  if (pds > 0) {
    const home = planetsAt(state, position).find(
      (p) =>
        !getPlanet(p).tradeStation && (controllerOf(state, p) === d.seat || plan.some((x) => x.planet === p)),
    );
    if (home) landings.push({ planet: home, units: { pds: Math.min(pds, 2) } });
  }
  const safe = landings.filter((l) => {
    const defenders = defendersOn(state, d.seat, position, l.planet);
    return defenders === 0 && controllerOf(state, l.planet) === null;
  });
  const out: Command[] = [];
  const all: Command = { type: "landUnits", seat: d.seat, landings };
  const led = landings.length > 0 && all.type === "landUnits" ? landWithLeaders(state, all, position) : null;
  if (led) out.push(led);
  if (landings.length > 0) out.push(all);
  if (safe.length > 0 && safe.length < landings.length)
    out.push({ type: "landUnits", seat: d.seat, landings: safe });
  return [...out, none];
}
