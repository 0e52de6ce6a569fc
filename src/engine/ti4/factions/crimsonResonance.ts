/**
 * Resonance Generator, the Crimson Rebellion's breakthrough (content/ti4/breakthroughs.te.ts "crimsonbt";
 * TE "Breakthroughs and Synergy"), asked through `holdsBreakthrough`:
 * - on its holder's tactical actions, each ship starting its movement in their home system or in a system
 *   with an active breach has +1 move (LRR 58.4c; hook moveBonus);
 * - ACTION (LRR 22): exhaust the card to turn over the breach of a system, or to place an active breach in a
 *   non-home system holding the holder's units and no breach yet (command `resonanceGenerator`).
 * The card lies exhausted until the status phase ends, as every breakthrough does (thundersEdge/breakthroughs.ts).
 *
 * The bot uses the action only when its turn would otherwise be passed (policy.ts), and then places an active
 * breach where its units are, or turns an inactive breach active.
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { countUnits } from "../board/forces.ts";
import { systemAt, systemPositions } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { exhaustBreakthrough, holdsBreakthrough } from "../thundersEdge/breakthroughs.ts";
import { breachAt, breachesLeft } from "./crimsonBreaches.ts";

const RULE = "TE Breakthroughs and Synergy";

function holds(state: Ti4State, seat: Seat): boolean {
  return holdsBreakthrough(state, seat, "crimsonbt");
}

/** +1 move from the holder's home system or a system with an active breach. */
function resonance(state: Ti4State, seat: Seat, from: PositionLabel): number {
  if (!holds(state, seat)) return 0;
  return from === state.players[seat]?.home || breachAt(state, from) === "active" ? 1 : 0;
}

function isHome(state: Ti4State, position: PositionLabel): boolean {
  return (
    state.players.some((p) => p.home === position) || (systemAt(state, position)?.homeOf ?? null) !== null
  );
}

/** Whether `seat` has units in the system at `position` (space or planets). */
function hasUnitsIn(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  const system = state.board[position];
  if (!system) return false;
  const forces = [system.space, ...Object.values(system.planets)].flatMap((f) => f ?? []);
  return forces.some((f) => f.seat === seat && countUnits(f.units) > 0);
}

/** Why Resonance Generator's action may not take `system` now, or undefined. */
function whyNot(state: Ti4State, seat: Seat, system: PositionLabel): RuleError | undefined {
  if (!holds(state, seat))
    return ruleError(
      "ERR_TI4_RESONANCE_NOT_HELD",
      RULE,
      "Resonance Generator is not your breakthrough card.",
    );
  if (state.players[seat]?.breakthroughExhausted)
    return ruleError(
      "ERR_TI4_RESONANCE_EXHAUSTED",
      RULE,
      "Resonance Generator is exhausted until the end of the status phase.",
    );
  if (!systemAt(state, system))
    return ruleError("ERR_TI4_NO_SUCH_SYSTEM", RULE, `There is no system at ${system}.`, { system });
  if (breachAt(state, system) !== undefined) return undefined;
  if (breachesLeft(state) === 0)
    return ruleError(
      "ERR_TI4_RESONANCE_PLACE",
      RULE,
      "All seven breach tokens are on the board: Resonance Generator can only turn one over.",
    );
  if (isHome(state, system) || !hasUnitsIn(state, seat, system))
    return ruleError(
      "ERR_TI4_RESONANCE_PLACE",
      RULE,
      `Resonance Generator turns over a breach, or places an active one in a non-home system holding your units: ${system} is neither.`,
      { system },
    );
  return undefined;
}

function openSystems(state: Ti4State, seat: Seat): PositionLabel[] {
  return systemPositions(state).filter((p) => !whyNot(state, seat, p));
}

function resonanceActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (!holds(state, seat) || state.players[seat]?.breakthroughExhausted) return [];
  const choices = openSystems(state, seat);
  if (choices.length === 0) return [];
  return [
    {
      kind: "resonanceGenerator",
      seat,
      simultaneous: false,
      prompt: "Resonance Generator: exhaust it to turn over a breach or place an active one",
      choices,
    },
  ];
}

type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

function resonanceGenerator(tx: Tx<Ti4>, command: CommandOf<"resonanceGenerator">): RuleError | undefined {
  const { seat, system } = command;
  const why = whyNot(tx.state, seat, system);
  if (why) return why;
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  exhaustBreakthrough(tx, seat);
  const side = breachAt(tx.state, system);
  if (side === undefined)
    tx.emit({ type: "ti4BreachPlaced", position: system, side: "active", reason: "Resonance Generator" });
  else
    tx.emit({
      type: "ti4BreachFlipped",
      position: system,
      side: side === "active" ? "inactive" : "active",
      reason: "Resonance Generator",
    });
  return undefined;
}

/** The bot: an inactive breach turned active first, else an active breach placed; never one turned off. */
export const RESONANCE_ANSWERS: Ti4Answers = {
  resonanceGenerator: (state, d) =>
    (d.choices ?? [])
      .filter((p) => breachAt(state, p) !== "active")
      .sort((a, b) => Number(breachAt(state, b) === "inactive") - Number(breachAt(state, a) === "inactive"))
      .map((system) => ({ type: "resonanceGenerator" as const, seat: d.seat, system })),
};

export const TI4_CRIMSON_RESONANCE: Ti4Module = {
  id: "faction:crimson:resonance",
  commands: { resonanceGenerator },
  hooks: {
    moveBonus: (state, seat, _type, from) => resonance(state, seat, from),
    componentActions: resonanceActions,
  },
};
