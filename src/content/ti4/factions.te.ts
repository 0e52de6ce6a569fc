/**
 * Thunder's Edge's faction sheets (box "te"), one per faction whose rules are built (TE_PLAYED_FACTION_IDS).
 * Facts from shared/data/ti4/factions.json and thunders_edge.json (the community's Discord bot data), checked
 * against the TE rulebook's "Setup" (the components particular factions take). Leaders and mechs are PoK
 * components (TE "Expansion Integration"): a game without PoK leaves them out, as it does for every faction.
 */
import type { Ti4FactionSheet } from "./factions.ts";

export const TE_FACTION_SHEETS: readonly Ti4FactionSheet[] = [
  // The Crimson Rebellion
  // Sorrow: The Sorrow (tile 94) takes the home position on the board, as the Creuss Gate does for the
  // Creuss (`boardTile`); their home (118) lies in their play area. Commodities 2 as the shared data has it
  // (one community summary reads 4: to check against the printed sheet). Starting technology: one of four
  // without prerequisites, as the data lists them. The mech and leaders are PoK components (TE "Expansion
  // Integration"): a game without PoK has none (units.ts finds no crimson_mech record).
  {
    id: "crimson",
    name: "The Crimson Rebellion",
    shortName: "Crimson",
    box: "te",
    homeSystem: "118",
    boardTile: "94",
    homePlanets: ["ahkcreuxx"],
    commodities: 2,
    startingFleet: {
      units: { carrier: 1, destroyer: 2, fighter: 3, infantry: 4, pds: 1, spaceDock: 1 },
      onPlanets: { ahkcreuxx: { infantry: 4, pds: 1, spaceDock: 1 } },
    },
    // The base game's two first: Dark Energy Tap and AI Development Algorithm are PoK technologies.
    startingTechnologies: { kind: "choose", count: 1, from: ["amd", "ps", "det", "aida"] },
    factionTechnologies: ["subatomic", "exile2"],
    flagship: "crimson_flagship",
    mech: "crimson_mech",
    otherUnits: ["crimson_destroyer"],
    abilities: ["sundered", "incursion", "sorrow"],
    leaders: { agents: ["crimsonagent"], commander: "crimsoncommander", hero: "crimsonhero" },
    promissoryNotes: ["sever"],
  },
];
