/**
 * Retreats (LRR 78.4, 78.7): where a seat may retreat to (an adjacent system with their units or a planet they
 * control and no opponent's ships), and the retreat made: every ship with a move value goes (and the Saar's
 * Floating Factory, which retreats as if it were a ship: its card), carrying what its capacity allows, and a
 * command token from reinforcements is placed there unless one of theirs already is (from the command sheet
 * when reinforcements are empty; the rule takes it from the fullest pool).
 */

import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { isOpponent } from "../board/allies.ts";
import type { Ti4TokenPool } from "../board/events.ts";
import { controllerOf, countUnits, seatsWithShips, unitsIn } from "../board/forces.ts";
import { planetsAt, systemAt, ti4NeighboursFor } from "../board/galaxy.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { commandTokenReinforcements } from "../strategic/commandSheet.ts";
import { ti4FloatsAsShip, ti4UnitFor } from "../units.ts";
import { capacityOf, needsCapacity } from "./capacity.ts";
import type { Ti4SpaceCombatFrame } from "./frames.ts";

type Ti4Tx = Tx<Ti4>;

/** LRR 78.4, 78.7: where a seat may retreat from a system, in the galaxy's order. */
export function retreatSystems(state: Ti4State, seat: Seat, from: PositionLabel): PositionLabel[] {
  return ti4NeighboursFor(state, seat, from).filter(
    (position) => retreatRefusal(state, seat, from, position) === null,
  );
}

export function retreatRefusal(
  state: Ti4State,
  seat: Seat,
  from: PositionLabel,
  to: PositionLabel,
): RuleError | null {
  if (!systemAt(state, to) || !ti4NeighboursFor(state, seat, from).includes(to))
    return ruleError(
      "ERR_TI4_RETREAT_NOT_ADJACENT",
      "LRR 78.7",
      `A retreat goes to a system adjacent to the combat: ${to} is not.`,
      { to },
    );
  const system = state.board[to];
  // TE "Alliance Movement and Control": an ally's ships are no enemy to retreat from.
  if (seatsWithShips(system).some((s) => isOpponent(state, seat, s)))
    return ruleError(
      "ERR_TI4_RETREAT_ENEMY_SHIPS",
      "LRR 78.7",
      `You cannot retreat to ${to}: another player's ships are there.`,
      { to },
    );
  const mine =
    (system?.space ?? []).some((f) => f.seat === seat) ||
    Object.values(system?.planets ?? {}).some((forces) => forces?.some((f) => f.seat === seat)) ||
    planetsAt(state, to).some((planet) => controllerOf(state, planet) === seat);
  if (!mine)
    return ruleError(
      "ERR_TI4_RETREAT_NOT_YOURS",
      "LRR 78.7",
      `You can retreat only to a system holding your units or a planet you control; ${to} holds neither.`,
      { to },
    );
  return null;
}

/**
 * LRR 78.7: the retreating ships go, with what they can carry, and a command token follows them (unless
 * `placeToken` is false: Skilled Retreat under Wild, Wild Galaxy). Returns the units moved (none when the
 * seat had nothing there).
 */
export function makeRetreat(
  tx: Ti4Tx,
  frame: Pick<Ti4SpaceCombatFrame, "system" | "asShips" | "asShipsOnPlanets">,
  seat: Seat,
  to: PositionLabel,
  placeToken = true,
): Ti4UnitCounts {
  const from = frame.system;
  const force = tx.state.board[from]?.space.find((f) => f.seat === seat);
  if (!force) return {};
  // The ground forces that fought as ships leave the combat with their side (those on planets stay there).
  if (frame.asShips?.[seat] || frame.asShipsOnPlanets?.[seat])
    tx.emit({ type: "ti4GroundForcesAsShips", seat, position: from, units: {}, reason: "left" });
  const moving: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(force.units) as [Ti4UnitType, number][]) {
    // The Floating Factory retreats "as if it were a ship" (its card), carrying as it goes (LRR 95).
    if (n && ti4FloatsAsShip(tx.state, seat, type)) moving[type] = n;
    if (n && TI4_SHIP_TYPES.includes(type) && !needsCapacity(tx.state, seat, type))
      if ((ti4UnitFor(tx.state, seat, type).move ?? 0) > 0) moving[type] = n;
  }
  let room = capacityOf(tx.state, seat, moving);
  // The carried units that fit go along: mechs, then infantry, then fighters (the dearest first).
  const units: Ti4UnitCounts = { ...moving };
  for (const type of ["mech", "infantry", "fighter"] as const) {
    if (!needsCapacity(tx.state, seat, type)) continue;
    const take = Math.min(force.units[type] ?? 0, room);
    if (take > 0) units[type] = take;
    room -= take;
  }
  const damaged: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(force.damaged ?? {}) as [Ti4UnitType, number][])
    if (n && units[type]) damaged[type] = Math.min(n, units[type] ?? 0);
  tx.emit({
    type: "ti4UnitsMoved",
    seat,
    from: { position: from },
    to: { position: to },
    units,
    ...(Object.keys(damaged).length > 0 ? { damaged } : {}),
  });
  if (placeToken && !(tx.state.board[to]?.commandTokens ?? []).includes(seat)) {
    if (commandTokenReinforcements(tx.state, seat) > 0)
      tx.emit({ type: "ti4CommandTokenPlaced", seat, position: to, from: "reinforcements" });
    else {
      const tokens = tx.state.players[seat]?.tokens;
      const pools: Ti4TokenPool[] = ["tactic", "fleet", "strategy"];
      const pool = tokens ? pools.reduce((a, b) => (tokens[b] > tokens[a] ? b : a)) : undefined;
      if (pool && tokens && tokens[pool] > 0)
        tx.emit({ type: "ti4CommandTokenPlaced", seat, position: to, from: pool });
    }
  }
  // What could not be carried is removed (LRR 78.7).
  const left = unitsIn(tx.state.board[from], seat);
  const stranded: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(left) as [Ti4UnitType, number][])
    if (n && (type === "infantry" || type === "mech" || type === "fighter")) stranded[type] = n;
  if (countUnits(stranded) > 0)
    tx.emit({
      type: "ti4UnitsRemoved",
      seat,
      place: { position: from },
      units: stranded,
      reason: "returned",
    });
  return units;
}

/**
 * Skilled Retreat (an action card at the start of a round): `seat`'s ships in the combat go to `to` as a
 * retreat goes (LRR 78.7), with a command token there; the combat then ends in a draw.
 */
export function retreatAtRoundStart(tx: Ti4Tx, seat: Seat, to: PositionLabel, placeToken = true): void {
  const frame = tx.state.stack.findLast((f) => f.kind === "ti4SpaceCombat");
  if (frame?.kind === "ti4SpaceCombat") makeRetreat(tx, frame, seat, to, placeToken);
}
