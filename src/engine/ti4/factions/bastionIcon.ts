/**
 * The Icon, the Last Bastion's card (TE rulebook, "Setup" step 3, which prints its text; our content keeps it
 * as their breakthrough, bastionbt): when they produce ships, they may exhaust it to place those ships in a
 * system holding 1 of their command tokens, at least 1 of their ground forces and no other player's ships.
 * It is readied with the other breakthroughs as the status phase ends (thundersEdge/breakthroughs.ts).
 *
 * Used through the production command's `shipsTo`: every ship of that production goes there; ground forces
 * are placed as usual. Our readings: the producing system's own limits on ships (LRR 67.6, LRR 14) still
 * apply; the fleet pool and capacity are checked where the ships go; neutral ships (TE "Neutral Units") keep
 * the ships out too, as no combat starts there outside a tactical action [recalled]; naming the producing
 * system itself is an ordinary production and leaves the card ready.
 */
import { TI4_GROUND_FORCE_TYPES } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { countUnits, seatsWithShips, unitsIn } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import type { Ti4State } from "../state.ts";
import { breakthroughReady, holdsBreakthrough } from "../thundersEdge/breakthroughs.ts";
import { neutralShipsIn } from "../thundersEdge/neutral.ts";

const RULE = "TE The Icon";

/** True when `seat` has at least 1 ground force anywhere in the system (space area or a planet). */
function groundForcesIn(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  const system = state.board[position];
  if (countUnits(unitsIn(system, seat), TI4_GROUND_FORCE_TYPES) > 0) return true;
  return planetsAt(state, position).some(
    (planet) => countUnits(unitsIn(system, seat, planet), TI4_GROUND_FORCE_TYPES) > 0,
  );
}

/** Why `seat` may not use The Icon to send the ships it produces to `target`, or undefined. */
export function iconRefused(state: Ti4State, seat: Seat, target: PositionLabel): RuleError | undefined {
  if (!holdsBreakthrough(state, seat, "bastionbt"))
    return ruleError("ERR_TI4_ICON_NOT_HELD", RULE, "You do not hold The Icon: produced ships stay here.");
  if (!breakthroughReady(state, seat, "bastionbt"))
    return ruleError(
      "ERR_TI4_ICON_EXHAUSTED",
      RULE,
      "The Icon is exhausted: it is readied as the status phase ends.",
    );
  if (!state.galaxy[target])
    return ruleError("ERR_TI4_ICON_SYSTEM", RULE, `There is no system at ${target}.`, { system: target });
  if (!(state.board[target]?.commandTokens ?? []).includes(seat))
    return ruleError(
      "ERR_TI4_ICON_SYSTEM",
      RULE,
      `The Icon sends ships only to a system holding 1 of your command tokens: ${target} holds none.`,
      { system: target },
    );
  if (!groundForcesIn(state, seat, target))
    return ruleError(
      "ERR_TI4_ICON_SYSTEM",
      RULE,
      `The Icon sends ships only to a system holding at least 1 of your ground forces: ${target} holds none.`,
      { system: target },
    );
  const others = seatsWithShips(state.board[target]).filter((s) => s !== seat);
  if (others.length > 0 || neutralShipsIn(state, target))
    return ruleError(
      "ERR_TI4_ICON_SYSTEM",
      RULE,
      `The Icon sends ships only to a system with no other player's ships: ${target} has some.`,
      { system: target },
    );
  return undefined;
}
