/**
 * One check per requirement key (content/objectives.ts). The table's type maps every key to its check,
 * so a requirement added to the content without a check does not compile.
 */
import { getObjective, type ObjectiveId, type ObjectiveRequirementKey } from "../../../content/index.ts";
import type { GameState, Seat } from "../../state.ts";
import { HOLDINGS_CHECKS } from "./holdings.ts";
import { MECATOL_CHECKS } from "./mecatol.ts";
import type { Outcome, RequirementCheck, RequirementChecks } from "./outcome.ts";
import { RIVALS_CHECKS } from "./rivals.ts";
import { SPEND_CHECKS } from "./spend.ts";
import { SPECIAL_CHECKS, THIS_ROUND_CHECKS } from "./thisRound.ts";

export const REQUIREMENT_CHECKS: RequirementChecks = {
  ...SPEND_CHECKS,
  ...HOLDINGS_CHECKS,
  ...MECATOL_CHECKS,
  ...RIVALS_CHECKS,
  ...THIS_ROUND_CHECKS,
  ...SPECIAL_CHECKS,
};

/** Whether `seat` meets the card's requirement now, and what claiming it would cost. */
export function requirementOutcome(state: GameState, seat: Seat, id: ObjectiveId): Outcome {
  const objective = getObjective(id);
  const check = REQUIREMENT_CHECKS[objective.requirement.key] as RequirementCheck<ObjectiveRequirementKey>;
  return check({ state, seat, objective }, objective.requirement as never);
}
