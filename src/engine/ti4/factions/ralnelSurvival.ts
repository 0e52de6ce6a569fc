/**
 * The Ral Nel Consortium (Thunder's Edge faction sheet): Survival Instinct. Once any player has activated a
 * system holding the Ral Nel's ships, they may move up to 2 of their ships into it from adjacent systems
 * holding none of their command tokens (AsyncTI4/TI4_map_generator_bot@12124f56b76eb50a8816bb8c354250111fd965e6:
 * src/main/resources/data/abilities/te_abilities.json).
 *
 * Our readings: the ships move alone (the ability moves ships, it does not transport, LRR 95), so a ship
 * whose going would leave fighters or ground forces beyond the room in the system it leaves may not go,
 * and the active system must keep the moved ships within capacity and the fleet pool (LRR 16, 37); the
 * entry rules of anomalies hold as for any move into the active system (LRR 11, 59, 86). A damaged ship
 * keeps its damage; undamaged ships of a type move first.
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import { command, listOf, position, record } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { countUnits, seatsWithShips, unitsIn } from "../board/forces.ts";
import { ti4NeighboursFor } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Units } from "../forms.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { entryProblem } from "../tactical/paths.ts";
import { spaceExcess } from "../tactical/room.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { ti4UnitFor } from "../units.ts";

type Ti4Tx = Tx<Ti4>;
type SurvivalCommand = Extract<Ti4Command, { type: "survivalInstinct" }>;
type Move = SurvivalCommand["moves"][number];

const SECTION = "TE Ral Nel: Survival Instinct";
/** The most ships the ability moves. */
const MOST = 2;

export const RALNEL_SURVIVAL_COMMANDS = [
  /** Survival Instinct: the ships moved into the active system, by the system they leave; [] moves none. */
  command("survivalInstinct", { moves: listOf(record({ from: position, units: ti4Units })) }),
] as const;

/** Survival Instinct's window: `seat` (the Ral Nel) may move ships into `system`, just activated by `active`. */
export interface Ti4SurvivalInstinctFrame {
  kind: "ti4SurvivalInstinct";
  seat: Seat;
  active: Seat;
  system: PositionLabel;
}

function entries(units: Ti4UnitCounts): [Ti4UnitType, number][] {
  return (Object.entries(units) as [Ti4UnitType, number][]).filter(([, n]) => n > 0);
}

function ships(units: Ti4UnitCounts): Ti4UnitCounts {
  const out: Ti4UnitCounts = {};
  for (const [type, n] of entries(units)) if (TI4_SHIP_TYPES.includes(type)) out[type] = n;
  return out;
}

function minus(units: Ti4UnitCounts, less: Ti4UnitCounts): Ti4UnitCounts {
  const out: Ti4UnitCounts = { ...units };
  for (const [type, n] of entries(less)) {
    const left = (out[type] ?? 0) - n;
    if (left > 0) out[type] = left;
    else delete out[type];
  }
  return out;
}

function plus(units: Ti4UnitCounts, more: Ti4UnitCounts): Ti4UnitCounts {
  const out: Ti4UnitCounts = { ...units };
  for (const [type, n] of entries(more)) out[type] = (out[type] ?? 0) + n;
  return out;
}

/** The adjacent systems `seat` may draw ships from: no command token of theirs, not the active system. */
export function survivalSources(state: Ti4State, seat: Seat, system: PositionLabel): PositionLabel[] {
  return ti4NeighboursFor(state, seat, system).filter((from) => {
    const there = state.board[from];
    if (!there || from === system || there.commandTokens.includes(seat)) return false;
    return countUnits(ships(unitsIn(there, seat))) > 0;
  });
}

function refuse(
  code: string,
  message: string,
  params?: Record<string, string | number | boolean>,
): RuleError {
  return ruleError(code, SECTION, message, params);
}

/** Why these moves may not be made into `system`, or undefined. */
export function whyNotSurvival(
  state: Ti4State,
  seat: Seat,
  system: PositionLabel,
  moves: readonly Move[],
): RuleError | undefined {
  const total = moves.reduce((sum, m) => sum + countUnits(m.units), 0);
  if (total > MOST)
    return refuse(
      "ERR_TI4_SURVIVAL_TOO_MANY",
      `Survival Instinct moves at most ${MOST} ships; you named ${total}.`,
    );
  const sources = survivalSources(state, seat, system);
  let arriving: Ti4UnitCounts = {};
  const leaving = new Map<PositionLabel, Ti4UnitCounts>();
  for (const move of moves) {
    for (const [type] of entries(move.units))
      if (!TI4_SHIP_TYPES.includes(type))
        return refuse("ERR_TI4_SURVIVAL_NOT_SHIP", `Survival Instinct moves ships only; ${type} is not one.`);
    if (!sources.includes(move.from))
      return refuse(
        "ERR_TI4_SURVIVAL_SOURCE",
        `Survival Instinct draws ships from systems adjacent to ${system} holding your ships and none of your command tokens; ${move.from} is not one.`,
        { from: move.from },
      );
    leaving.set(move.from, plus(leaving.get(move.from) ?? {}, move.units));
    arriving = plus(arriving, move.units);
  }
  for (const [from, units] of leaving) {
    const have = unitsIn(state.board[from], seat);
    for (const [type, n] of entries(units))
      if ((have[type] ?? 0) < n)
        return refuse("ERR_TI4_SURVIVAL_UNITS", `You have fewer than ${n} ${type} in ${from}.`, { from });
    const problem = entryProblem(state, seat, system, true, Object.keys(units) as Ti4UnitType[], from);
    if (problem) return problem;
    const left = spaceExcess(state, seat, from, minus(have, units));
    if (left.fighters + left.groundForces > spaceExcessOf(state, seat, from))
      return refuse(
        "ERR_TI4_SURVIVAL_STRANDS",
        `Moving those ships would leave fighters or ground forces in ${from} without room (LRR 16); the ability moves ships alone.`,
        { from },
      );
  }
  const after = spaceExcess(state, seat, system, plus(unitsIn(state.board[system], seat), arriving));
  const before = spaceExcess(state, seat, system, unitsIn(state.board[system], seat));
  if (after.fleet > before.fleet || after.fighters > before.fighters)
    return refuse(
      "ERR_TI4_SURVIVAL_ROOM",
      `Those ships would go beyond your fleet pool or your ships' capacity in ${system} (LRR 37, 16).`,
    );
  return undefined;
}

/** What a seat's units in a space area are already over by (fighters and ground forces without room). */
function spaceExcessOf(state: Ti4State, seat: Seat, at: PositionLabel): number {
  const now = spaceExcess(state, seat, at, unitsIn(state.board[at], seat));
  return now.fighters + now.groundForces;
}

/** Damaged units among those moving: undamaged ones move first. */
function damagedAmong(state: Ti4State, seat: Seat, from: PositionLabel, units: Ti4UnitCounts): Ti4UnitCounts {
  const force = state.board[from]?.space.find((f) => f.seat === seat);
  const out: Ti4UnitCounts = {};
  for (const [type, n] of entries(units)) {
    const all = force?.units[type] ?? 0;
    const damaged = force?.damaged?.[type] ?? 0;
    const hurt = Math.max(0, n - (all - damaged));
    if (hurt > 0) out[type] = hurt;
  }
  return out;
}

function topFrame(tx: Ti4Tx): Ti4SurvivalInstinctFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4SurvivalInstinct")
    throw new Error("Survival Instinct is answered only in its window");
  return frame;
}

function survivalInstinct(tx: Ti4Tx, cmd: SurvivalCommand): RuleError | undefined {
  const frame = topFrame(tx);
  if (cmd.seat !== frame.seat)
    return refuse("ERR_TI4_SURVIVAL_SEAT", `Survival Instinct is seat ${frame.seat}'s to answer.`);
  const problem = whyNotSurvival(tx.state, frame.seat, frame.system, cmd.moves);
  if (problem) return problem;
  tx.emit({ type: "ti4FramePopped" });
  for (const move of cmd.moves) {
    if (countUnits(move.units) === 0) continue;
    const damaged = damagedAmong(tx.state, frame.seat, move.from, move.units);
    tx.emit({
      type: "ti4UnitsMoved",
      seat: frame.seat,
      from: { position: move.from },
      to: { position: frame.system },
      units: move.units,
      ...(countUnits(damaged) > 0 ? { damaged } : {}),
    });
  }
  return undefined;
}

const survivalFrame: FrameRules<Ti4, Ti4SurvivalInstinctFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "survivalInstinct",
      seat: frame.seat,
      simultaneous: false,
      prompt: `Survival Instinct: move up to ${MOST} of your ships into ${frame.system} from adjacent systems without your command tokens?`,
    },
  ],
};

function ralnelSeats(state: Ti4State): Seat[] {
  return state.players.filter((p) => p.faction === "ralnel" && !p.eliminated).map((p) => p.seat);
}

export const TI4_RALNEL_SURVIVAL: Ti4Module = {
  id: "ralnelSurvival",
  commands: { survivalInstinct },
  frames: { ti4SurvivalInstinct: survivalFrame },
  hooks: {
    afterSystemActivated(tx, active, system) {
      if (!playsThundersEdge(tx.state)) return;
      for (const seat of ralnelSeats(tx.state)) {
        if (!seatsWithShips(tx.state.board[system]).includes(seat)) continue;
        if (survivalSources(tx.state, seat, system).length === 0) continue;
        tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4SurvivalInstinct", seat, active, system } });
      }
    },
  },
};

/** The strongest ships first: combat value, then cost. */
function strength(state: Ti4State, seat: Seat, type: Ti4UnitType): number {
  const unit = ti4UnitFor(state, seat, type);
  const dice = typeof unit.combat?.dice === "number" ? unit.combat.dice : 1;
  const combat = unit.combat ? (11 - unit.combat.hitsOn) * dice : 0;
  return combat * 10 + (unit.cost ?? 0);
}

/**
 * The bot reinforces a system another player activated with its 2 strongest ships nearby (one, then none,
 * if the rules refuse more), and moves nothing into a system it activated itself (its own movement follows)
 * [our own choice].
 */
export const RALNEL_SURVIVAL_ANSWERS: Ti4Answers = {
  survivalInstinct: (state, d) => {
    const frame = state.stack.at(-1);
    const none = { type: "survivalInstinct" as const, seat: d.seat, moves: [] };
    if (frame?.kind !== "ti4SurvivalInstinct" || frame.active === d.seat) return [none];
    const pool: { from: PositionLabel; type: Ti4UnitType }[] = [];
    for (const from of survivalSources(state, d.seat, frame.system))
      for (const [type, n] of entries(ships(unitsIn(state.board[from], d.seat))))
        for (let i = 0; i < Math.min(n, MOST); i++) if (type !== "fighter") pool.push({ from, type });
    pool.sort((a, b) => strength(state, d.seat, b.type) - strength(state, d.seat, a.type));
    const pick = (n: number) =>
      pool.slice(0, n).map((p) => ({ from: p.from, units: { [p.type]: 1 } as Ti4UnitCounts }));
    const out: Ti4Command[] = [];
    if (pool.length >= 2) out.push({ type: "survivalInstinct", seat: d.seat, moves: pick(2) });
    if (pool.length >= 1) out.push({ type: "survivalInstinct", seat: d.seat, moves: pick(1) });
    return [...out, none];
  },
};
