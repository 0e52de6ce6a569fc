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
  // The Ral Nel Consortium: home tile 93 (Mez Lo Orz Pei Zsha, Rep Lo Orz Oet), 4 commodities, a starting
  // technology chosen among four (factions.json "starting_tech_choice"). The Alarum mech and the three
  // leaders are PoK components (none in a base+te game). Played: Survival Instinct (engine factions/
  // ralnelSurvival.ts), Nanomachines (ralnelNanomachines.ts), Nano-Link Permit (ralnelNanoLink.ts), the
  // Last Dispatch's retreat (ralnelLastDispatch.ts), Data Skimmer (ralnelDataSkimmer.ts), Miniaturization
  // (ralnelMiniaturization.ts, miniaturized.ts) and the Linkships' space cannon (miniaturized.ts).
  {
    id: "ralnel",
    name: "The Ral Nel Consortium",
    shortName: "Ral Nel",
    box: "te",
    homeSystem: "93",
    homePlanets: ["mez", "rep"],
    commodities: 4,
    startingFleet: {
      units: { carrier: 1, destroyer: 1, dreadnought: 1, fighter: 2, infantry: 4, pds: 2, spaceDock: 1 },
      onPlanets: { mez: { infantry: 2, pds: 1, spaceDock: 1 }, rep: { infantry: 2, pds: 1 } },
    },
    startingTechnologies: { kind: "choose", count: 1, from: ["nm", "pa", "ps", "aida"] },
    factionTechnologies: ["nanomachines", "linkship2"],
    flagship: "ralnel_flagship",
    mech: "ralnel_mech",
    otherUnits: ["ralnel_destroyer"],
    abilities: ["survivalinstinct", "miniaturization"],
    leaders: { agents: ["ralnelagent"], commander: "ralnelcommander", hero: "ralnelhero" },
    promissoryNotes: ["nanolink"],
  },
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
  // The Last Bastion
  // Facts: shared/data/ti4/factions.json ("bastion"); starting technology choice from
  // AsyncTI4/TI4_map_generator_bot@067f3b986b30d8c27469652c1c894c2e4a25b79f:src/main/resources/data/factions/te_factions.json
  // (startingTechOptions amd, det, st, sdn; 1 of them), which the data's empty list leaves out. A game offers
  // only the boxes it plays (base + te: Antimass Deflectors or Sarween Tools). Their space dock is the Helios;
  // their mech and leaders are recorded, and out of play without Prophecy of Kings (TE "Expansion Integration").
  {
    id: "bastion",
    name: "The Last Bastion",
    shortName: "Bastion",
    box: "te",
    homeSystem: "92",
    homePlanets: ["ordinian", "revelation"],
    commodities: 1,
    startingFleet: {
      units: { dreadnought: 1, cruiser: 1, carrier: 1, fighter: 2, infantry: 3, spaceDock: 1 },
      onPlanets: { ordinian: { infantry: 3, spaceDock: 1 } },
    },
    startingTechnologies: { kind: "choose", count: 1, from: ["amd", "det", "st", "sdn"] },
    factionTechnologies: ["proxima", "helios2"],
    flagship: "bastion_flagship",
    mech: "bastion_mech",
    otherUnits: ["bastion_spacedock"],
    abilities: ["liberate", "galvanize", "phoenixstandard", "theicon"],
    leaders: { agents: ["bastionagent"], commander: "bastioncommander", hero: "bastionhero" },
    promissoryNotes: ["raisethestandard"],
  },
];
