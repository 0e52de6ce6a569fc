/**
 * Warfare's secondary, Patrols (RR §6): 1 or 2 Cruisers or Destroyers each move one system into an
 * adjacent empty non-Home system, which gets a counter from reinforcements; no loading. Registered by the
 * round's module (round.ts). The production secondaries are in cardProduction.ts, Reinforce in reinforce.ts.
 */
import { getSystem } from "../../../content/index.ts";
import type { GameEvent } from "../../events.ts";
import { evolve } from "../../evolve.ts";
import { anomalyRulesAt, areAdjacent } from "../../galaxy/adjacency.ts";
import { copyData } from "../../kernel/copy.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { reinforcements } from "../counters.ts";
import { count, isEmptySystem, spaceUnits } from "../units.ts";
import { checkDestination, checkLeftBehind } from "./moveChecks.ts";
import type { PatrolMove } from "./orders.ts";
import { adjacencyOptions, movementPurpose } from "./paths.ts";
import { shipMovingSecondary } from "./shipsMoved.ts";

const PATROLS = "RR §6 Warfare (Patrols)";

function patrolError(message: string): RuleError {
  return ruleError("ERR_PATROL", PATROLS, message);
}

/** The events of a patrol, or why it is refused (also the Patrol Action Card, actionCards/boardCardPatrol.ts). */
export function planPatrols(
  state: GameState,
  seat: Seat,
  moves: PatrolMove[] | undefined,
): GameEvent[] | RuleError {
  if (!moves || moves.length < 1 || moves.length > 2)
    return patrolError("Patrols move 1 or 2 of your Cruisers or Destroyers.");
  const scratch = copyData(state);
  const events: GameEvent[] = [];
  const counters = new Set<PositionLabel>();
  for (const move of moves) {
    const refused = checkPatrol(state, scratch, seat, move);
    if (refused) return refused;
    const event: GameEvent = {
      type: "unitsMoved",
      seat,
      from: move.from,
      to: move.to,
      path: [],
      units: { [move.unit]: 1 },
    };
    events.push(event);
    evolve(scratch, event);
    if (!state.board[move.to]?.commandCounters.includes(seat)) counters.add(move.to);
  }
  if (counters.size > reinforcements(state, seat)) {
    return patrolError(
      `Each patrolled system needs a command counter from your reinforcements; you have ${reinforcements(state, seat)}.`,
    );
  }
  for (const position of counters)
    events.push({ type: "systemActivated", seat, position, from: "reinforcements" });
  for (const move of moves) {
    const refused = checkDestination(scratch, seat, move.to);
    if (refused) return refused;
  }
  const left = checkLeftBehind(
    state,
    scratch,
    seat,
    moves.map((m) => m.from),
  );
  return left ?? events;
}

/** One patrolling ship: a Cruiser or Destroyer of yours, one system into an adjacent empty non-Home system. */
function checkPatrol(
  state: GameState,
  scratch: GameState,
  seat: Seat,
  move: PatrolMove,
): RuleError | undefined {
  if (move.unit !== "cruiser" && move.unit !== "destroyer")
    return patrolError("Only Cruisers and Destroyers patrol.");
  if (count(spaceUnits(scratch, move.from, seat), move.unit) < 1) {
    return patrolError(
      `You have no ${move.unit === "cruiser" ? "Cruiser" : "Destroyer"} left to patrol at ${move.from}.`,
    );
  }
  const tile = state.galaxy[move.to];
  if (
    tile === undefined ||
    !areAdjacent(state.galaxy, move.from, move.to, adjacencyOptions(state), movementPurpose(state))
  ) {
    return patrolError(`${move.to} is not adjacent to ${move.from}.`);
  }
  const special = anomalyRulesAt(state.galaxy, move.to, adjacencyOptions(state)) !== null;
  // Decision: "empty" is judged before the patrol, so two ships may patrol into the same empty system.
  if (getSystem(tile).kind === "home" || !isEmptySystem(state, move.to, special)) {
    return patrolError(
      `Patrols go only into empty systems that are not Home Systems; ${move.to} is not one.`,
    );
  }
  return undefined;
}

/** The Patrols secondary. */
export const patrols = shipMovingSecondary("patrols", (state, seat, choice) =>
  planPatrols(state, seat, choice.patrols),
);
