/**
 * TE "Alliance Movement and Control": "you may, if your ally allows it, transport, support and commit their
 * fighters and ground forces using your units that have capacity".
 *
 * - The permission (board/allies.ts `allyMayCarry`) is a standing one, kept by the owner of the fighters and
 *   ground forces: given from the start of the game, withdrawn or given again at any time with
 *   `allowAllyTransport` (our reading: the rule names no moment for asking, and a question put at every
 *   movement would stop the mover's turn for the ally's answer; a standing answer is what the engine keeps
 *   for other such permissions, as the action card windows' auto-pass). A bot ally never withdraws it.
 * - Transport: a moving group picks up its owner's ally's units as its own (`carried[].owner`, tactical/moveGroup.ts),
 *   within the same room (LRR 95).
 * - Support: in a space area, the room an ally's ships have left over their own fighters and ground forces
 *   holds the seat's (`allySpareRoom`, read by tactical/room.ts and combat/capacity.ts; LRR 16).
 * - Commit: the active player commits the ally's ground forces from the active system's space area
 *   (`commitGroundForces`' `allied` landings, invasion/landing.ts) to a planet either ally controls; a
 *   landing against an opponent's planet would need both allies in one ground combat, which is refused by
 *   name until allied combat is carried out.
 */

import { z } from "zod";
import type { Ti4PlanetId, Ti4UnitType } from "../../../content/ti4/index.ts";
import { command } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { demilitarized } from "../agenda/laws.ts";
import { allyMayCarry, allyOf } from "../board/allies.ts";
import { controllerOf, unitsIn } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { defendersOn } from "../invasion/reads.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { ti4SpaceCapacity, ti4UnitFor } from "../units.ts";

const RULE = "TE Alliance Movement and Control";

export type Ti4AllianceCarryEvent =
  /** `seat` allows (or no longer allows) their ally to transport, support and commit their units. */
  { type: "ti4AllyTransportAllowed"; seat: Seat; allowed: boolean };

export const ALLIANCE_CARRY_COMMANDS = [
  /** TE "Alliance Movement and Control": the seat's standing permission for their ally to carry their units. */
  command("allowAllyTransport", { allowed: z.boolean() }),
] as const;

/**
 * The room the units with capacity of `owner`'s ally have left in `position`'s space area for `owner`'s
 * fighters and ground forces: their capacity less their own fighters (beyond their space docks' room) and
 * ground forces; 0 when `owner` does not allow it or has no ally. `allyUnits` stands for the ally's units
 * there when they are about to change (a movement's arrivals).
 */
export function allySpareRoom(
  state: Ti4State,
  owner: Seat,
  position: PositionLabel,
  allyUnits?: Ti4UnitCounts,
): number {
  const ally = allyOf(state, owner);
  if (ally === undefined || !allyMayCarry(state, ally, owner)) return 0;
  const system = state.board[position];
  const units = allyUnits ?? unitsIn(system, ally);
  const room = ti4SpaceCapacity(state, ally, units);
  if (room === 0) return 0;
  let docks = 0;
  for (const planet of planetsAt(state, position)) docks += unitsIn(system, ally, planet).spaceDock ?? 0;
  const dockRoom = docks === 0 ? 0 : docks * ti4UnitFor(state, ally, "spaceDock").capacity;
  const need = (units.infantry ?? 0) + (units.mech ?? 0) + Math.max(0, (units.fighter ?? 0) - dockRoom);
  return Math.max(0, room - need);
}

type Allow = Extract<Ti4Command, { type: "allowAllyTransport" }>;

function allowAllyTransport(tx: Tx<Ti4>, cmd: Allow): RuleError | undefined {
  const ally = allyOf(tx.state, cmd.seat);
  if (ally === undefined)
    return ruleError(
      "ERR_TI4_NO_ALLY",
      RULE,
      "Only a player with an ally (the Alliance variant) allows an ally to carry their units.",
    );
  const withheld = (tx.state.allyTransportWithheld ?? []).includes(cmd.seat);
  if (withheld !== cmd.allowed) return undefined;
  tx.emit({ type: "ti4AllyTransportAllowed", seat: cmd.seat, allowed: cmd.allowed });
  return undefined;
}

export const ALLIANCE_CARRY_EVENTS = {
  ti4AllyTransportAllowed(draft: Ti4State, e: Ti4AllianceCarryEvent) {
    const others = (draft.allyTransportWithheld ?? []).filter((s) => s !== e.seat);
    const next = e.allowed ? others : [...others, e.seat];
    if (next.length > 0) draft.allyTransportWithheld = next;
    else delete draft.allyTransportWithheld;
  },
};

export const ALLIANCE_CARRY_HANDLERS = { allowAllyTransport };

/** One planet the active player commits their ally's ground forces to. */
export interface Ti4AllyLanding {
  planet: Ti4PlanetId;
  units: Ti4UnitCounts;
}

/**
 * Why the active player may not commit these of their ally's ground forces (LRR 49.2 with TE "Alliance
 * Movement and Control"), or undefined: the ally must allow it; each planet is one of the active system's,
 * controlled by either ally and holding no opponent's ground forces (a landing against an opponent would
 * bring both allies into one ground combat, not carried out yet); the ground forces are the ally's, in the
 * active system's space area.
 */
export function allyLandingsRefused(
  state: Ti4State,
  seat: Seat,
  system: PositionLabel,
  landings: readonly Ti4AllyLanding[],
): RuleError | undefined {
  if (landings.length === 0) return undefined;
  const ally = allyOf(state, seat);
  if (ally === undefined)
    return ruleError("ERR_TI4_NO_ALLY", RULE, "Only a player with an ally commits an ally's ground forces.");
  if (!allyMayCarry(state, seat, ally))
    return ruleError(
      "ERR_TI4_NOT_YOUR_UNITS",
      `LRR 49.2, ${RULE}`,
      `Seat ${ally} does not allow you to commit their ground forces (they may allow it again at any time).`,
      { owner: ally },
    );
  const used: Ti4UnitCounts = {};
  for (const { planet, units } of landings) {
    if (!planetsAt(state, system).includes(planet))
      return ruleError(
        "ERR_TI4_NOT_IN_SYSTEM",
        "LRR 49.2",
        `${planet} is not a planet of the active system.`,
        {
          planet,
        },
      );
    if (demilitarized(state, planet))
      return ruleError(
        "ERR_TI4_DEMILITARIZED",
        "Demilitarized Zone",
        `${planet} is a demilitarized zone: no ground force may land on it.`,
        { planet },
      );
    const holder = controllerOf(state, planet);
    const opposed = defendersOn(state, seat, system, planet).length > 0;
    if ((holder !== seat && holder !== ally) || opposed)
      return ruleError(
        "ERR_TI4_ALLY_LANDING",
        `${RULE}, Alliance Combat and Unit Abilities`,
        `Your ally's ground forces are committed only to a planet you or your ally control with no opponent's ground forces on ${planet}: a ground combat fought by both allies together is not carried out yet.`,
        { planet },
      );
    for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) {
      if (type !== "infantry" && type !== "mech")
        return ruleError("ERR_TI4_NOT_GROUND_FORCES", "LRR 49.2", `A ${type} is not a ground force.`, {
          type,
        });
      used[type] = (used[type] ?? 0) + n;
    }
  }
  const have = unitsIn(state.board[system], ally);
  for (const [type, n] of Object.entries(used) as [Ti4UnitType, number][])
    if (n > (have[type] ?? 0))
      return ruleError(
        "ERR_TI4_COMMIT_TOO_MANY",
        "LRR 49.2",
        `Your ally has ${have[type] ?? 0} ${type} in the active system's space area to commit, not ${n}.`,
        { type },
      );
  return undefined;
}

/** Moves the ally's committed ground forces from the active system's space area to their planets. */
export function landAllyForces(
  tx: Tx<Ti4>,
  seat: Seat,
  system: PositionLabel,
  landings: readonly Ti4AllyLanding[],
): void {
  const ally = allyOf(tx.state, seat);
  if (ally === undefined) return;
  for (const { planet, units } of landings)
    tx.emit({
      type: "ti4UnitsMoved",
      seat: ally,
      from: { position: system },
      to: { position: system, planet },
      units,
    });
}

/**
 * True when the active player could commit some of their ally's ground forces in the active system: the ally
 * allows it, has ground forces in its space area, and a planet there is held by either ally with no
 * opponent's ground forces (the invasion's commit step is then offered, LRR 49.2).
 */
export function allyForcesCommittable(state: Ti4State, seat: Seat, system: PositionLabel): boolean {
  const ally = allyOf(state, seat);
  if (ally === undefined || !allyMayCarry(state, seat, ally)) return false;
  const space = unitsIn(state.board[system], ally);
  if ((space.infantry ?? 0) + (space.mech ?? 0) === 0) return false;
  return planetsAt(state, system).some((planet) => {
    const holder = controllerOf(state, planet);
    return (holder === seat || holder === ally) && defendersOn(state, seat, system, planet).length === 0;
  });
}
