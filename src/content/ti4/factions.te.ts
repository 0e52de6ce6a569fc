/**
 * Thunder's Edge's faction sheets (box "te"), one per faction whose rules are built (TE_PLAYED_FACTION_IDS).
 * Facts from shared/data/ti4/factions.json and thunders_edge.json (the community's Discord bot data), checked
 * against the TE rulebook's "Setup" (the components particular factions take). Leaders and mechs are PoK
 * components (TE "Expansion Integration"): a game without PoK leaves them out, as it does for every faction.
 */
import type { Ti4FactionSheet } from "./factions.ts";

export const TE_FACTION_SHEETS: readonly Ti4FactionSheet[] = [
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
    abilities: ["liberate", "galvanize", "phoenixstandard"],
    leaders: { agents: ["bastionagent"], commander: "bastioncommander", hero: "bastionhero" },
    promissoryNotes: ["raisethestandard"],
  },
];
