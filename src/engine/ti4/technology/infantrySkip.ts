/**
 * Prerequisites skipped by returning an infantry (LRR 90.8; the Yin alliance card, hook
 * `infantrySkipsPrerequisites` in hooks/allianceAbilitiesResearch.ts): researching a technology another
 * player owns, the researcher may send 1 of their infantry on the board back to reinforcements, and every
 * prerequisite of that technology is skipped (no specialty, Research Team or waiver is named with it).
 */
import type { Ti4PlanetId, Ti4TechnologyId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { unitsIn } from "../board/forces.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

const RULE = "TE Alliance Reference Cards (Yin)";

export interface Ti4InfantryReturned {
  position: PositionLabel;
  planet?: Ti4PlanetId;
}

/** Why `seat` may not return that infantry to skip the prerequisites of `technology`, or undefined. */
export function infantrySkipRefused(
  state: Ti4State,
  seat: Seat,
  technology: Ti4TechnologyId,
  skip: Ti4InfantryReturned & { namedOthers: boolean },
): RuleError | undefined {
  if (!hookAnswers(state, "infantrySkipsPrerequisites").some((answer) => answer(state, seat)))
    return ruleError(
      "ERR_TI4_NO_INFANTRY_SKIP",
      RULE,
      "No ability of yours lets you return an infantry to skip a technology's prerequisites.",
    );
  if (!state.players.some((p) => p.seat !== seat && !p.eliminated && p.technologies.includes(technology)))
    return ruleError(
      "ERR_TI4_NOBODY_ELSE_OWNS",
      RULE,
      "An infantry skips the prerequisites only of a technology another player owns.",
      { technology },
    );
  if (skip.namedOthers)
    return ruleError(
      "ERR_TI4_SPECIALTY_NOT_NEEDED",
      "LRR 90.9",
      "Every prerequisite is skipped already: name no planet's specialty, Research Team nor waiver.",
    );
  if ((unitsIn(state.board[skip.position], seat, skip.planet).infantry ?? 0) < 1)
    return ruleError(
      "ERR_TI4_NO_INFANTRY_THERE",
      RULE,
      `You have no infantry ${skip.planet ? `on ${skip.planet}` : `in the space of ${skip.position}`}.`,
      { position: skip.position },
    );
  return undefined;
}

/** The infantry back to reinforcements. */
export function returnInfantry(tx: Tx<Ti4>, seat: Seat, at: Ti4InfantryReturned): void {
  const place = at.planet ? { position: at.position, planet: at.planet } : { position: at.position };
  tx.emit({ type: "ti4UnitsRemoved", seat, place, units: { infantry: 1 }, reason: "returned" });
}
