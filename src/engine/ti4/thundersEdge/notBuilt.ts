/**
 * What of Thunder's Edge's factions Mecatol does not carry out yet (issue #27), in one place: the faction
 * technologies research refuses, with the reason, and every other part of a faction sheet that does nothing
 * yet. Surfaces do not offer the Thunder's Edge box while anything is listed here; a game made with it (the
 * simulations, the tests) plays these factions without these parts.
 */
import type { TeFactionId, Ti4TechnologyId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";

/** Faction technologies whose rule is not built: researching one is refused with its reason. */
export const TE_TECHNOLOGIES_NOT_YET_CARRIED_OUT: Partial<Record<Ti4TechnologyId, string>> = {};

/** The other parts of each faction's sheet that do nothing yet. */
export const TE_FACTION_PARTS_NOT_YET_CARRIED_OUT: Readonly<Partial<Record<TeFactionId, readonly string[]>>> =
  {};

/**
 * Why the surfaces (Discord, the playground) do not offer the Thunder's Edge box yet, or undefined once every
 * part of its factions' sheets is carried out. A game made with the box by other means (tests, simulations)
 * is not refused.
 */
export function thundersEdgeNotOffered(): string | undefined {
  const parts = Object.values(TE_FACTION_PARTS_NOT_YET_CARRIED_OUT).flatMap((listed) => listed ?? []);
  if (parts.length === 0) return undefined;
  return `Thunder's Edge is not offered yet: ${parts.length} parts of its factions' sheets are not carried out (${parts.slice(0, 3).join("; ")}${parts.length > 3 ? "; ..." : ""}).`;
}

function notYetCarriedOut(_state: Ti4State, _seat: Seat, technology: string): RuleError | undefined {
  const reason = TE_TECHNOLOGIES_NOT_YET_CARRIED_OUT[technology as Ti4TechnologyId];
  if (!reason) return undefined;
  return ruleError(
    "ERR_TI4_TECHNOLOGY_NOT_BUILT",
    "LRR 90",
    `This technology cannot be researched yet: ${reason}`,
    { technology },
  );
}

export const TE_NOT_BUILT: Ti4Module = {
  id: "teNotBuilt",
  hooks: { researchRefused: notYetCarriedOut },
};
