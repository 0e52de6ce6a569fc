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
export const TE_TECHNOLOGIES_NOT_YET_CARRIED_OUT: Partial<Record<Ti4TechnologyId, string>> = {
  subatomic: "producing a ship again at home as one is destroyed is not built.",
  radical: "its swap for another technology is not built.",
  proxima: "its rule is not built.",
};

/** The other parts of each faction's sheet that do nothing yet. */
export const TE_FACTION_PARTS_NOT_YET_CARRIED_OUT: Readonly<Partial<Record<TeFactionId, readonly string[]>>> =
  {
    bastion: ["Proxima Targeting"],
    crimson: ["the Quietus's ability (flagship)", "Subatomic Splicer"],
    ralnel: [
      "Miniaturization",
      "Linkship's space cannon",
      "the Last Dispatch's ability (flagship)",
      "Data Skimmer (refused when used)",
    ],
    deepwrought: [
      "spending ocean cards",
      "engaging coexisting units",
      "the blockade of coexisting structures (they may still produce ships)",
      "Radical Advancement",
      "the D.W.S. Luminous's ability (flagship)",
      "Visionaria Select (refused when used)",
    ],
    firmament: [
      "the plot cards' effects",
      "secrets met at a moment of play, as plots",
      "Black Ops (refused when played)",
      "the flagship's ability",
      "The Sowing (refused when used)",
    ],
    obsidian: [
      "the Obsidian's Planesplitter and Neural Parasite",
      "Malevolency (refused when played)",
      "the flagship's ability",
      "The Reaping (refused when used)",
    ],
  };

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
