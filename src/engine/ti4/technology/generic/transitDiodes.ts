/**
 * Transit Diodes (content/ti4/technologies.generic.ts, "td"): "At the start of your turn, exhaust it to move
 * up to 4 of your ground forces from the board onto planets you control." Offered at the start of its
 * owner's turn in the action phase (LRR 3, hook `turnStarted`), before the turn's action, while the card is
 * ready and its owner has a ground force on the board and a planet to put one on; the answer names each
 * group moved: where it is (a space area, or a planet of that system) and the planet it goes to. An empty
 * list leaves the card ready. Exhausting it is the cost (LRR 1.11-1.12), readied in the status phase with the
 * other technologies (LRR 81.6; technology/exhaustion.ts).
 *
 * Our readings: the units are taken off the board and placed (not moved through systems, LRR 58.9), so no
 * path, blockade or command token matters, and a damaged mech comes back undamaged (it is placed anew); a
 * planet of another player's ally is not "a planet you control". A player who passes on this turn may still
 * use it (LRR 3.3: "start of your turn" effects on the turn they pass).
 */
import { TI4_GROUND_FORCE_TYPES, type Ti4PlanetId, type Ti4UnitType } from "../../../../content/ti4/index.ts";
import { command, listOf, position, record } from "../../../commands/forms.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { FrameRules } from "../../../kernel/book.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { Ti4Answers } from "../../answer.ts";
import { isOpponent } from "../../board/allies.ts";
import { countUnits, forcesIn, unitsIn } from "../../board/forces.ts";
import { planetsAt, positionOfPlanet, ti4NeighboursFor } from "../../board/galaxy.ts";
import type { Ti4Command } from "../../commands.ts";
import { ti4Id, ti4Units } from "../../forms.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../state.ts";
import { exhaustTechnology, technologyReady } from "../exhaustion.ts";

type Ti4Tx = Tx<Ti4>;
type DiodesCommand = Extract<Ti4Command, { type: "transitDiodes" }>;
type DiodesMove = DiodesCommand["moves"][number];

const RULE = "Transit Diodes";
/** The most ground forces the card moves. */
const MOST = 4;

export const TRANSIT_DIODES_COMMANDS = [
  /**
   * Transit Diodes: each group of ground forces taken from `position` (its space area, or `planet` there)
   * and placed on `to`, a planet of yours; [] leaves the card ready.
   */
  command("transitDiodes", {
    moves: listOf(
      record({
        position,
        planet: ti4Id<Ti4PlanetId>("planet").optional(),
        units: ti4Units,
        to: ti4Id<Ti4PlanetId>("planet"),
      }),
    ),
  }),
] as const;

/** The start of `seat`'s turn, while they may use Transit Diodes. */
export interface Ti4TransitDiodesFrame {
  kind: "ti4TransitDiodes";
  seat: Seat;
}

/** The planets `seat` controls that are on the board (where ground forces may be placed). */
export function diodePlanets(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  const held = Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[];
  return held.filter((planet) => positionOfPlanet(state, planet) !== null);
}

/** Every place holding ground forces of `seat`: a space area (no planet) or a planet, with their count. */
function groundForcesOf(state: Ti4State, seat: Seat) {
  const out: { position: PositionLabel; planet?: Ti4PlanetId; count: number }[] = [];
  for (const [position, system] of Object.entries(state.board)) {
    const inSpace = countUnits(unitsIn(system, seat), TI4_GROUND_FORCE_TYPES);
    if (inSpace > 0) out.push({ position, count: inSpace });
    for (const planet of Object.keys(system.planets) as Ti4PlanetId[]) {
      const count = countUnits(unitsIn(system, seat, planet), TI4_GROUND_FORCE_TYPES);
      if (count > 0) out.push({ position, planet, count });
    }
  }
  return out;
}

/** Whether the card is offered now: ready, with a ground force to move and a planet to place it on. */
function mayUse(state: Ti4State, seat: Seat): boolean {
  if (!technologyReady(state, seat, "td")) return false;
  return diodePlanets(state, seat).length > 0 && groundForcesOf(state, seat).length > 0;
}

function turnStarted(tx: Ti4Tx, seat: Seat): void {
  if (mayUse(tx.state, seat)) tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4TransitDiodes", seat } });
}

function refuse(code: string, message: string, params?: Record<string, string | number>): RuleError {
  return ruleError(code, RULE, message, params);
}

function where(move: DiodesMove): string {
  return move.planet ? `${move.planet} (${move.position})` : `the space area of ${move.position}`;
}

/** Why one group may not go: not ground forces, not there, or not onto a planet of the seat's. */
function moveProblem(state: Ti4State, seat: Seat, move: DiodesMove): RuleError | undefined {
  const types = (Object.entries(move.units) as [Ti4UnitType, number][]).filter(([, n]) => n > 0);
  const stranger = types.find(([type]) => !TI4_GROUND_FORCE_TYPES.includes(type));
  if (stranger)
    return refuse(
      "ERR_TI4_TRANSIT_DIODES_NOT_GROUND_FORCES",
      `Transit Diodes moves ground forces (infantry, mechs) only; ${stranger[0]} is not one.`,
      { unit: stranger[0] },
    );
  if (!diodePlanets(state, seat).includes(move.to))
    return refuse(
      "ERR_TI4_TRANSIT_DIODES_PLANET",
      `Transit Diodes places ground forces on planets you control; you do not control ${move.to}.`,
      { planet: move.to },
    );
  if (move.planet !== undefined && !planetsAt(state, move.position).includes(move.planet))
    return refuse(
      "ERR_TI4_TRANSIT_DIODES_UNITS",
      `There is no planet ${move.planet} in the system at ${move.position}.`,
      { position: move.position, planet: move.planet },
    );
  return undefined;
}

/** Why these groups may not be moved, or undefined (the groups from one place are counted together). */
export function whyNotDiodes(
  state: Ti4State,
  seat: Seat,
  moves: readonly DiodesMove[],
): RuleError | undefined {
  if (!technologyReady(state, seat, "td"))
    return refuse(
      "ERR_TI4_TRANSIT_DIODES_EXHAUSTED",
      "Transit Diodes is exhausted: it is readied in the status phase.",
    );
  const total = moves.reduce((n, m) => n + countUnits(m.units), 0);
  if (total > MOST)
    return refuse(
      "ERR_TI4_TRANSIT_DIODES_TOO_MANY",
      `Transit Diodes moves up to ${MOST} of your ground forces; you named ${total}.`,
      { count: total },
    );
  const taken = new Map<string, Ti4UnitCounts>();
  for (const move of moves) {
    const problem = moveProblem(state, seat, move);
    if (problem) return problem;
    const key = `${move.position}:${move.planet ?? ""}`;
    const sum: Ti4UnitCounts = { ...(taken.get(key) ?? {}) };
    for (const [type, n] of Object.entries(move.units) as [Ti4UnitType, number][])
      sum[type] = (sum[type] ?? 0) + n;
    taken.set(key, sum);
    const have = unitsIn(state.board[move.position], seat, move.planet);
    const short = (Object.entries(sum) as [Ti4UnitType, number][]).find(([type, n]) => (have[type] ?? 0) < n);
    if (short)
      return refuse(
        "ERR_TI4_TRANSIT_DIODES_UNITS",
        `You have fewer than ${short[1]} ${short[0]} of yours in ${where(move)}.`,
        { position: move.position, unit: short[0] },
      );
  }
  return undefined;
}

function positive(units: Ti4UnitCounts): Ti4UnitCounts {
  return Object.fromEntries(Object.entries(units).filter(([, n]) => (n ?? 0) > 0));
}

function transitDiodes(tx: Ti4Tx, cmd: DiodesCommand): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4TransitDiodes") throw new Error("Transit Diodes is answered only at its moment");
  // Counts of 0 name nothing: left out, so no event carries them.
  const moves = cmd.moves
    .map((m) => ({ ...m, units: positive(m.units) }))
    .filter((m) => countUnits(m.units) > 0);
  if (moves.length > 0) {
    const problem = whyNotDiodes(tx.state, frame.seat, moves);
    if (problem) return problem;
  }
  tx.emit({ type: "ti4FramePopped" });
  if (moves.length === 0) return undefined;
  exhaustTechnology(tx, frame.seat, "td");
  for (const move of moves) {
    const to = positionOfPlanet(tx.state, move.to) as PositionLabel;
    tx.emit({
      type: "ti4UnitsMoved",
      seat: frame.seat,
      from: { position: move.position, ...(move.planet ? { planet: move.planet } : {}) },
      to: { position: to, planet: move.to },
      units: move.units,
    });
  }
  return undefined;
}

const diodesFrame: FrameRules<Ti4, Ti4TransitDiodesFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "transitDiodes",
      seat: frame.seat,
      simultaneous: false,
      prompt: `Transit Diodes: exhaust it to move up to ${MOST} of your ground forces onto planets you control (no moves: keep it ready)`,
    },
  ],
};

/** Another player's ground forces in the space area of `position` or of a system next to it. */
function threatTo(state: Ti4State, seat: Seat, position: PositionLabel): number {
  let threat = 0;
  for (const near of [position, ...ti4NeighboursFor(state, seat, position)])
    for (const force of forcesIn(state.board[near]))
      if (isOpponent(state, seat, force.seat)) threat += countUnits(force.units, TI4_GROUND_FORCE_TYPES);
  return threat;
}

/**
 * The bot's use [our own choice, kept simple]: a planet of its own that another player's ground forces in
 * space nearby could invade, held by fewer ground forces than they number plus one, is reinforced from
 * planets nobody threatens, one ground force left on each; ground forces in space (staged for an invasion)
 * stay. With no such planet, or nothing to spare, the card stays ready.
 */
function plan(state: Ti4State, seat: Seat): DiodesMove[] {
  const targets = diodePlanets(state, seat)
    .map((planet) => {
      const at = positionOfPlanet(state, planet) as PositionLabel;
      const own = countUnits(unitsIn(state.board[at], seat, planet), TI4_GROUND_FORCE_TYPES);
      const threat = threatTo(state, seat, at);
      return { planet, need: threat > 0 ? threat + 1 - own : 0 };
    })
    .filter((t) => t.need > 0 && t.need <= MOST)
    .sort((a, b) => a.need - b.need);
  const spare = groundForcesOf(state, seat)
    .filter((g) => g.planet !== undefined && g.count > 1 && threatTo(state, seat, g.position) === 0)
    .map((g) => ({ ...g, spare: g.count - 1 }));
  const moves: DiodesMove[] = [];
  let left = MOST;
  for (const target of targets) {
    let need = Math.min(target.need, left);
    for (const source of spare) {
      if (need === 0 || source.spare === 0 || source.planet === target.planet) continue;
      const have = unitsIn(state.board[source.position], seat, source.planet);
      const infantry = Math.min(need, source.spare, have.infantry ?? 0);
      const mech = Math.min(need - infantry, source.spare - infantry, have.mech ?? 0);
      const units: Ti4UnitCounts = { ...(infantry ? { infantry } : {}), ...(mech ? { mech } : {}) };
      if (infantry + mech === 0) continue;
      moves.push({ position: source.position, planet: source.planet, units, to: target.planet });
      source.spare -= infantry + mech;
      need -= infantry + mech;
      left -= infantry + mech;
    }
  }
  return moves;
}

export const TRANSIT_DIODES_ANSWERS: Ti4Answers = {
  transitDiodes: (state, d) => {
    const none: Ti4Command = { type: "transitDiodes", seat: d.seat, moves: [] };
    const moves = plan(state, d.seat);
    return moves.length > 0 ? [{ type: "transitDiodes", seat: d.seat, moves }, none] : [none];
  },
};

export const TI4_TRANSIT_DIODES: Ti4Module = {
  id: "technology:td",
  commands: { transitDiodes },
  frames: { ti4TransitDiodes: diodesFrame },
  hooks: { turnStarted },
};
