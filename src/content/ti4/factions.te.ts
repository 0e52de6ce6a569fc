/**
 * Thunder's Edge's faction sheets (box "te"), one per faction whose rules are built (TE_PLAYED_FACTION_IDS).
 * Facts from shared/data/ti4/factions.json and thunders_edge.json (the community's Discord bot data), checked
 * against the TE rulebook's "Setup" (the components particular factions take). Leaders and mechs are PoK
 * components (TE "Expansion Integration"): a game without PoK leaves them out, as it does for every faction.
 */
import type { Ti4FactionSheet } from "./factions.ts";

export const TE_FACTION_SHEETS: readonly Ti4FactionSheet[] = [
  // The Firmament and the Obsidian: one sheet with two faces (factions.json, from
  // AsyncTI4/TI4_map_generator_bot@067f3b986b30d8c27469652c1c894c2e4a25b79f:src/main/resources/data/factions/te_factions.json).
  // The Obsidian's sheet is never dealt (Nocturne); a Firmament player turns into it (Puppets of the Blade).
  // Its fleet and starting technologies are the Firmament's, printed on a side that never starts a game.
  {
    id: "firmament",
    name: "The Firmament",
    shortName: "Firmament",
    box: "te",
    homeSystem: "96a",
    homePlanets: ["cronos", "tallin"],
    commodities: 3,
    startingFleet: {
      units: { carrier: 1, cruiser: 1, destroyer: 1, fighter: 3, infantry: 3, spaceDock: 1 },
      onPlanets: { cronos: { infantry: 1, spaceDock: 1 }, tallin: { infantry: 2 } },
    },
    startingTechnologies: { kind: "choose", count: 1, from: ["nm", "pa", "st", "sdn"] },
    factionTechnologies: ["planesplitter-firm", "parasite-firm"],
    flagship: "firmament_flagship",
    mech: "firmament_mech",
    abilities: ["plotsplots", "puppetsoftheblade"],
    leaders: { agents: ["firmamentagent"], commander: "firmamentcommander", hero: "firmamenthero" },
    promissoryNotes: ["blackops"],
  },
  {
    id: "obsidian",
    name: "The Obsidian",
    shortName: "Obsidian",
    box: "te",
    homeSystem: "96b",
    homePlanets: ["cronoshollow", "tallinhollow"],
    commodities: 3,
    startingFleet: {
      units: { carrier: 1, cruiser: 1, destroyer: 1, fighter: 3, infantry: 3, spaceDock: 1 },
      onPlanets: { cronoshollow: { infantry: 1, spaceDock: 1 }, tallinhollow: { infantry: 2 } },
    },
    startingTechnologies: { kind: "choose", count: 1, from: ["nm", "pa", "st", "sdn"] },
    factionTechnologies: ["planesplitter-obs", "parasite-obs"],
    flagship: "obsidian_flagship",
    mech: "obsidian_mech",
    abilities: ["nocturne", "bladesorchestra", "marionettes"],
    leaders: { agents: ["obsidianagent"], commander: "obsidiancommander", hero: "obsidianhero" },
    promissoryNotes: ["malevolency"],
  },
];
