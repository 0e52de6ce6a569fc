/**
 * The paths ships may follow in the movement step (LRR 58.4, digest §4.1): which systems a ship may enter or
 * pass (anomalies LRR 9, 11, 41, 59, 86; others' ships LRR 58.4a, an ally's passed freely), the chains from a
 * system to the active one, and a ship's move value along a chain (nebula LRR 59.2, gravity rift LRR 41.1,
 * abilities' bonuses). Wormholes join systems (LRR 101, board/galaxy.ts).
 */

import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import { remembered } from "../../kernel/steady.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { nebulaeOpen } from "../agenda/laws.ts";
import { isOpponent } from "../board/allies.ts";
import { seatsWithShips } from "../board/forces.ts";
import { systemAt, systemPositions, ti4NeighboursFor } from "../board/galaxy.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { neutralShipsIn } from "../thundersEdge/neutral.ts";
import { ti4UnitFor } from "../units.ts";

export function owns(state: Ti4State, seat: Seat, technology: string): boolean {
  return (state.players[seat]?.technologies as readonly string[] | undefined)?.includes(technology) ?? false;
}

function anomaliesOf(state: Ti4State, position: PositionLabel) {
  return systemAt(state, position)?.anomalies ?? [];
}

export function isGravityRift(state: Ti4State, position: PositionLabel): boolean {
  return anomaliesOf(state, position).includes("gravityRift");
}

/**
 * True when another player has ships in the system (LRR 58.4a); an ally's ships are passed and joined freely
 * (TE "Alliance Movement and Control").
 */
export function othersShipsIn(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  return seatsWithShips(state.board[position]).some((s) => isOpponent(state, seat, s));
}

/** LRR 11, 86: an ability (hook `anomalyOpen`) lets the seat's ships into or through the anomaly. */
function anomalyOpen(state: Ti4State, seat: Seat, anomaly: "supernova", entering: boolean): boolean {
  return hookAnswers(state, "anomalyOpen").some((open) => open(state, seat, anomaly, entering));
}

/**
 * Why ships of `seat` may not enter a system (entering it as the active system when `last`), or undefined:
 * asteroid fields (LRR 11; Antimass Deflectors lifts it), supernovas (LRR 86; abilities answering
 * `anomalyOpen` lift it: the Muaat's), a nebula that is not the active system (LRR 59.1), another player's ships when passing
 * (LRR 58.4a).
 */
export function entryProblem(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  last: boolean,
  types: readonly Ti4UnitType[] = [],
  from?: PositionLabel,
): RuleError | undefined {
  // A bot weighing routes asks this of the same systems again and again (kernel/steady.ts).
  return remembered(state, `entry:${seat}:${position}:${last}:${types.join(",")}:${from ?? ""}`, () =>
    entryProblemOf(state, seat, position, last, types, from),
  );
}

function entryProblemOf(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  last: boolean,
  types: readonly Ti4UnitType[],
  from: PositionLabel | undefined,
): RuleError | undefined {
  const anomalies = anomaliesOf(state, position);
  if (anomalies.includes("asteroidField") && !owns(state, seat, "amd"))
    return ruleError(
      "ERR_TI4_ASTEROID_FIELD",
      "LRR 11.1",
      `Ships cannot move into or through the asteroid field at ${position} (Antimass Deflectors allows it).`,
      { position },
    );
  if (anomalies.includes("supernova") && !anomalyOpen(state, seat, "supernova", last))
    return ruleError(
      "ERR_TI4_SUPERNOVA",
      "LRR 86.1",
      `Ships cannot move into or through the supernova at ${position}.`,
      { position },
    );
  if (last) return undefined;
  // Shared Research For: units move through nebulae (agenda/laws.ts).
  if (anomalies.includes("nebula") && !nebulaeOpen(state))
    return ruleError(
      "ERR_TI4_NEBULA",
      "LRR 59.1",
      `Ships cannot move through the nebula at ${position}: a nebula is entered only when it is the active system.`,
      { position },
    );
  const passes = mayPassShips(state, seat, types, from) || mayPassSystem(state, seat, types, position);
  if (othersShipsIn(state, seat, position) && !passes)
    return ruleError(
      "ERR_TI4_BLOCKED",
      "LRR 58.4a",
      `Ships cannot move through ${position}: another player's ships are there.`,
      { position },
    );
  // TE "Neutral Units": neutral ships count as another player's units, so they block passing as those do
  // (LRR 58.4a); moving into their system as the active system starts a combat against them (combat/neutral.ts).
  if (neutralShipsIn(state, position) && !passes)
    return ruleError(
      "ERR_TI4_BLOCKED",
      "LRR 58.4a, TE Neutral Units",
      `Ships cannot move through ${position}: neutral ships are there.`,
      { position },
    );
  return undefined;
}

/** LRR 58.4a: an ability letting a group of these ship types, out of `from`, pass others' ships (hooks/movement.ts). */
function mayPassShips(
  state: Ti4State,
  seat: Seat,
  types: readonly Ti4UnitType[],
  from?: PositionLabel,
): boolean {
  return types.length > 0 && hookAnswers(state, "mayPassShips").some((may) => may(state, seat, types, from));
}

/** LRR 58.4a: an ability letting a group of these ship types pass others' ships in this system (hooks/paths.ts). */
function mayPassSystem(
  state: Ti4State,
  seat: Seat,
  types: readonly Ti4UnitType[],
  position: PositionLabel,
): boolean {
  return (
    types.length > 0 && hookAnswers(state, "mayPassSystem").some((may) => may(state, seat, types, position))
  );
}

/** Why a chain of systems (origin, passed, active) is not one ships may follow, or undefined. */
export function chainProblem(
  state: Ti4State,
  seat: Seat,
  chain: readonly PositionLabel[],
  types: readonly Ti4UnitType[] = [],
): RuleError | undefined {
  for (let i = 1; i < chain.length; i++) {
    const from = chain[i - 1] as PositionLabel;
    const to = chain[i] as PositionLabel;
    if (!systemAt(state, to))
      return ruleError("ERR_TI4_NO_SYSTEM", "LRR 58.4", `There is no system at ${to} to move through.`, {
        position: to,
      });
    if (!ti4NeighboursFor(state, seat, from).includes(to))
      return ruleError(
        "ERR_TI4_NOT_ADJACENT",
        "LRR 6.1",
        `${from} and ${to} are not adjacent: each system of a path must be adjacent to the one before.`,
        { from, to },
      );
    const problem = entryProblem(state, seat, to, i === chain.length - 1, types, chain[0]);
    if (problem) return problem;
  }
  return undefined;
}

/** The gravity rifts a ship following `chain` leaves (LRR 41.2: one die for each). */
export function riftsLeft(state: Ti4State, chain: readonly PositionLabel[]): PositionLabel[] {
  return chain.slice(0, -1).filter((p) => isGravityRift(state, p));
}

/**
 * A ship's move value along a chain: a ship starting in a nebula has 1 (LRR 59.2), one leaving or passing a
 * gravity rift +1 (LRR 41.1, once however many rifts). Fighter I has 0: it moves only when carried.
 */
export function moveAlong(
  state: Ti4State,
  seat: Seat,
  type: Ti4UnitType,
  chain: readonly PositionLabel[],
): number {
  let move = ti4UnitFor(state, seat, type).move ?? 0;
  if (move <= 0) return 0;
  if (anomaliesOf(state, chain[0] as PositionLabel).includes("nebula")) move = 1;
  if (riftsLeft(state, chain).length > 0) move += 1;
  for (const bonus of hookAnswers(state, "moveBonus"))
    move += bonus(state, seat, type, chain[0] as PositionLabel);
  for (const bonus of hookAnswers(state, "pathMoveBonus")) move += bonus(state, seat, type, chain);
  return move;
}

/**
 * Every chain from `from` to `active` entering at most `most` systems through systems ships may pass
 * (none repeated), shortest first.
 */
export function chainsTo(
  state: Ti4State,
  seat: Seat,
  from: PositionLabel,
  active: PositionLabel,
  most: number,
  types: readonly Ti4UnitType[] = [],
): PositionLabel[][] {
  const key = `chains:${seat}:${from}:${active}:${most}:${types.join(",")}`;
  return remembered(state, key, () => chainsFrom(state, seat, from, active, most, types));
}

function chainsFrom(
  state: Ti4State,
  seat: Seat,
  from: PositionLabel,
  active: PositionLabel,
  most: number,
  types: readonly Ti4UnitType[],
): PositionLabel[][] {
  const found: PositionLabel[][] = [];
  const steps = stepsTo(state, seat, active);
  const walk = (chain: PositionLabel[]) => {
    const here = chain.at(-1) as PositionLabel;
    if (chain.length - 1 >= most) return;
    for (const next of ti4NeighboursFor(state, seat, here)) {
      // A system farther from the active one than the moves left can never be on a chain to it.
      if (chain.length + (steps.get(next) ?? most + 1) > most || chain.includes(next)) continue;
      if (next === active) {
        if (!entryProblem(state, seat, next, true, types)) found.push([...chain, next]);
        continue;
      }
      if (!entryProblem(state, seat, next, false, types, from)) walk([...chain, next]);
    }
  };
  if (from !== active) walk([from]);
  return found.sort((a, b) => a.length - b.length);
}

/**
 * The fewest moves from each system to `active`, counting every adjacency in both directions: never more
 * than a real chain needs, so it only cuts searches that could not arrive.
 */
function stepsTo(state: Ti4State, seat: Seat, active: PositionLabel): ReadonlyMap<PositionLabel, number> {
  return remembered(state, `steps:${seat}:${active}`, () => {
    const linked = new Map<PositionLabel, PositionLabel[]>();
    const link = (a: PositionLabel, b: PositionLabel) => linked.set(a, [...(linked.get(a) ?? []), b]);
    for (const here of systemPositions(state))
      for (const next of ti4NeighboursFor(state, seat, here)) {
        link(here, next);
        link(next, here);
      }
    const steps = new Map<PositionLabel, number>([[active, 0]]);
    const queue = [active];
    for (let at = queue.shift(); at !== undefined; at = queue.shift())
      for (const next of linked.get(at) ?? [])
        if (!steps.has(next)) {
          steps.set(next, (steps.get(at) ?? 0) + 1);
          queue.push(next);
        }
    return steps;
  });
}
