/**
 * Warfare II's secondary, Reinforce (SE p.16): up to two of your ships move out of systems you have not
 * activated, each into an adjacent system you control (RR §13.4); no system is activated by it, so no
 * PDS fires and no battle is fought, and ships that reach a system not yet activated may move again later
 * in the round. Fleet Supply, capacity and Fighter support hold where the ships end and where they left
 * (RR §2.3, §15); the route's adjacency is movement's (wormholes count, RR §10.2).
 *
 * Interpretations [recalled: the card does not say]: the ships carry the Fighters, Ground Forces and PDS of
 * their starting system's space within their capacity, as in any move (RR §10.3), and those do not count
 * as the two ships; nothing is picked up from a planet; Fighters move only aboard (not on their own with
 * Advanced Fighters), and Saar Space Docks, not being ships, do not reinforce.
 */

import type { GameEvent } from "../../events.ts";
import { evolve } from "../../evolve.ts";
import { copyData } from "../../kernel/copy.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import { cargoFit, containsCounts, count, shipsOf, tidy, totalUnits } from "../units.ts";
import { controlsSystem } from "./control.ts";
import { checkDestination, checkLeftBehind, groupMovement } from "./moveChecks.ts";
import { checkUnitCounts, damagedMoving } from "./movement.ts";
import type { ReinforceMove } from "./orders.ts";
import { checkRoute } from "./paths.ts";
import { shipMovingSecondary } from "./shipsMoved.ts";

const RULE = "SE p.16 Warfare II (Reinforce)";

function refusal(message: string, code = "ERR_REINFORCE"): RuleError {
  return ruleError(code, RULE, message);
}

/** Ships other than the Fighters carried: what counts towards the two. */
function shipsMoving(move: ReinforceMove): number {
  const ships = shipsOf(move.units);
  return totalUnits(ships) - count(ships, "fighter");
}

/** One group: its own ships, from an unactivated system into an adjacent system the seat controls. */
function checkMove(state: GameState, seat: Seat, move: ReinforceMove): RuleError | undefined {
  const form =
    checkUnitCounts(move.units, "the units reinforcing") ??
    (move.damaged ? checkUnitCounts(move.damaged, "damaged units") : undefined);
  if (form) return form;
  if (!containsCounts(move.units, move.damaged))
    return refusal("The damaged units named must be among the units moving.", "ERR_UNITS_FORM");
  if (count(move.units, "spaceDock") > 0) return refusal("Only ships reinforce; Space Docks stay.");
  if (shipsMoving(move) === 0)
    return refusal("Each group that reinforces needs a ship other than a Fighter.");
  if (!state.board[move.from] || !state.board[move.to])
    return refusal(`There is no system at ${state.board[move.from] ? move.to : move.from}.`, "ERR_NO_SYSTEM");
  if (state.board[move.from]?.commandCounters.includes(seat))
    return refusal(`Your ships at ${move.from} cannot reinforce: you activated that system this round.`);
  if (!controlsSystem(state, seat, move.to))
    return refusal(`Ships reinforce only into systems you control; ${move.to} is not one.`);
  if (cargoFit(state, seat, move.units, 0).fightersOver > 0)
    return refusal("Fighters reinforce only aboard the ships that move.");
  const movement = groupMovement(state, seat, move.from, tidy(move.units));
  if (isRuleError(movement)) return movement;
  const route = checkRoute(state, [move.from, move.to], { seat, movement, conduit: false });
  return isRuleError(route) ? route : undefined;
}

/** The events of a reinforcement, or why it is refused. */
export function planReinforcement(
  state: GameState,
  seat: Seat,
  moves: readonly ReinforceMove[] | undefined,
): GameEvent[] | RuleError {
  if (!moves || moves.length === 0) return refusal("Name the one or two ships that reinforce.");
  const ships = moves.reduce((n, move) => n + shipsMoving(move), 0);
  if (ships > 2)
    return refusal(`Reinforce moves at most two ships (Fighters carried aside); you named ${ships}.`);
  const scratch = copyData(state);
  const events: GameEvent[] = [];
  for (const move of moves) {
    const refused = checkMove(state, seat, move);
    if (refused) return refused;
    const damaged = damagedMoving(scratch, seat, move.from, move.units, move.damaged);
    const event: GameEvent = {
      type: "unitsMoved",
      seat,
      from: move.from,
      to: move.to,
      path: [],
      units: tidy(move.units),
      ...(totalUnits(damaged) > 0 ? { damaged } : {}),
    };
    const missing = missingFrom(scratch, seat, move);
    if (missing) return missing;
    events.push(event);
    evolve(scratch, event);
  }
  for (const to of new Set(moves.map((m) => m.to))) {
    const refused = checkDestination(scratch, seat, to);
    if (refused) return refused;
  }
  const left = checkLeftBehind(state, scratch, seat, [...new Set(moves.map((m) => m.from))]);
  return left ?? events;
}

/** Units named that are not in the space of the starting system (checked on the scratch state). */
function missingFrom(scratch: GameState, seat: Seat, move: ReinforceMove): RuleError | undefined {
  const present = scratch.board[move.from]?.space.find((f) => f.seat === seat);
  if (containsCounts(present?.units, move.units) && containsCounts(present?.damaged, move.damaged))
    return undefined;
  return refusal(`You do not have those units in the space of ${move.from}.`, "ERR_UNITS_NOT_THERE");
}

/** The Reinforce secondary. */
export const reinforce = shipMovingSecondary("reinforcement", (state, seat, choice) =>
  planReinforcement(state, seat, choice.reinforce),
);
