/**
 * A whole movement checked before anything moves (LRR 58.4, 16, 37): each group's route (the one it names, or
 * the best it may follow), the units each place gives up, and what the active system would hold, for the
 * mover and their ally (TE "Alliance Movement and Control").
 */

import { TI4_SHIP_TYPES, TI4_UNIT_WORDS, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { allyOf } from "../board/allies.ts";
import { type Ti4Place, unitsIn } from "../board/forces.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { ti4UnitFor } from "../units.ts";
import {
  ALLIANCE_CARRY_RULE,
  addTo,
  type CheckedGroup,
  checkGroup,
  entries,
  movesAsShip,
  placeKey,
  surgeOf,
  type Ti4Move,
} from "./moveGroup.ts";
import { chainsTo, entryProblem, owns } from "./paths.ts";
import { spaceExcess } from "./room.ts";
import { shipsNotThere } from "./shipsThere.ts";

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
