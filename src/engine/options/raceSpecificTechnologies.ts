/**
 * SE Option 4, Race-Specific Technologies (SE p.9): each race may buy its own technology whenever it may
 * buy one, at the route's price plus the card's cost, with no prerequisites, colour or specialty
 * discount. This module opens the sale and keeps each card to its race; the rest of the rule is the
 * research rules' (rules/technology/research.ts: canResearch, researchCost) and each technology's effect
 * is where its unit, combat or action rule lives (docs/technology-audit.md).
 */
import { getRace, RACES } from "../../content/index.ts";
import type { RuleModule } from "../module.ts";
import { ruleError } from "../ruleError.ts";
import { player } from "../rules/players.ts";

export const RACE_SPECIFIC_TECHNOLOGIES: RuleModule = {
  id: "option:raceSpecificTechnologies",
  option: "raceSpecificTechnologies",
  hooks: {
    buyRaceTechnology(state, seat, tech) {
      const owner = RACES.find((r) => r.raceTechnologies.some((t) => t.id === tech.id));
      if (!owner || player(state, seat).race === owner.id) return undefined;
      return ruleError(
        "ERR_NOT_YOUR_RACE_TECHNOLOGY",
        "SE p.9 Option 4",
        `${tech.name} belongs to ${getRace(owner.id).shortName}: only that race may buy it.`,
      );
    },
  },
};
