/**
 * Thunder's Edge's faction sheets (box "te"), one per faction whose rules are built (TE_PLAYED_FACTION_IDS).
 * Facts from shared/data/ti4/factions.json and thunders_edge.json (the community's Discord bot data), checked
 * against the TE rulebook's "Setup" (the components particular factions take). Leaders and mechs are PoK
 * components (TE "Expansion Integration"): a game without PoK leaves them out, as it does for every faction.
 */
import type { Ti4FactionSheet } from "./factions.ts";

export const TE_FACTION_SHEETS: readonly Ti4FactionSheet[] = [
  // The Deepwrought Scholarate. Starting technologies: the sheet reads "during setup, research technology
  // twice" (scottmk/ti4-reference@0be2545934d5fdfac708893db383906a73710bab:docs/factions/te/deepwrought.md;
  // the data's list is empty). Read as two technologies without prerequisites [our reading: researching
  // twice from no technology cannot meet a prerequisite, save a second one of the first one's colour, which
  // this list leaves out].
  {
    id: "deepwrought",
    name: "The Deepwrought Scholarate",
    shortName: "Deepwrought",
    box: "te",
    homeSystem: "95",
    homePlanets: ["ikatena"],
    commodities: 3,
    startingFleet: {
      units: { dreadnought: 1, carrier: 1, fighter: 4, infantry: 3, spaceDock: 1 },
      onPlanets: { ikatena: { infantry: 3, spaceDock: 1 } },
    },
    startingTechnologies: {
      kind: "choose",
      count: 2,
      from: ["nm", "amd", "ps", "st", "pa", "det", "aida", "sdn"],
    },
    factionTechnologies: ["hydrothermal", "radical"],
    flagship: "deepwrought_flagship",
    mech: "deepwrought_mech",
    abilities: ["researchteam", "oceanbound"],
    leaders: { agents: ["deepwroughtagent"], commander: "deepwroughtcommander", hero: "deepwroughthero" },
    promissoryNotes: ["shareknowledge"],
  },
];
