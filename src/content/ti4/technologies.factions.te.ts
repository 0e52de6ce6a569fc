/**
 * Thunder's Edge's faction technologies (box "te"), ids from shared/data/ti4/thunders_edge.json, each in our
 * own words. Listed per faction as its rules are built.
 */

import { tech } from "./technologies.build.ts";
import type { Ti4Technology } from "./technologies.ts";

export const TE_FACTION_TECHNOLOGIES: readonly Ti4Technology[] = [
  // The Crimson Rebellion
  tech({
    id: "subatomic",
    name: "Subatomic Splicer",
    color: "cybernetic",
    prerequisites: { cybernetic: 1 },
    box: "te",
    faction: "crimson",
    text: "When one of your ships is destroyed, you may produce a ship of that type at a space dock in your home system.",
  }),
  tech({
    id: "exile2",
    name: "Exile II",
    prerequisites: { warfare: 2 },
    box: "te",
    faction: "crimson",
    upgrades: "destroyer",
    text: "Your Exiles hit on 7 with anti-fighter barrage 6 (x3), and place breaches, active or inactive, up to 2 systems away.",
  }),
  // The Ral Nel Consortium (AsyncTI4/TI4_map_generator_bot@0c981a13bc5ee2b5163fd0c01644ed80f67b6c9b:
  // src/main/resources/data/technologies/te_techs.json)
  tech({
    id: "nanomachines",
    name: "Nanomachines",
    color: "warfare",
    prerequisites: { warfare: 1 },
    box: "te",
    faction: "ralnel",
    text: "ACTION: exhaust it for one of three: put 1 PDS on a planet you control; repair every damaged unit of yours; or discard 1 action card and draw 1.",
  }),
  tech({
    id: "linkship2",
    name: "Linkship II",
    prerequisites: { warfare: 2 },
    box: "te",
    faction: "ralnel",
    upgrades: "destroyer",
    text: "Your Linkships move 4, hit on 8 and fire anti-fighter barrage 6 (x3); each may fire the space cannon of one of your structures in its space area, and several may fire the same one.",
  }),
  // The Deepwrought Scholarate
  tech({
    id: "hydrothermal",
    name: "Hydrothermal Mining",
    color: "biotic",
    prerequisites: { biotic: 1 },
    box: "te",
    faction: "deepwrought",
    text: "As the status phase begins, gain 1 trade good for each ocean card in play.",
  }),
  tech({
    id: "radical",
    name: "Radical Advancement",
    color: "biotic",
    prerequisites: { biotic: 1 },
    box: "te",
    faction: "deepwrought",
    text: "As the status phase begins, you may swap one of your technologies that is not a unit upgrade for one of its colour with exactly 1 more prerequisite.",
    conflict:
      "Prerequisites: the data reads 1 biotic; a fan reference (tirules) notes it may swap itself for a 2-prerequisite biotic technology, and one guide prints GG [recalled].",
  }),
  // The Firmament and the Obsidian: each card has a Firmament face and an Obsidian face (TE "Clarifications":
  // the Obsidian faces are never researched, only gained). Prerequisites from technologies.json; texts are our
  // summaries of its data and of Bshah11/DataCleaner@585713aafbc3b9ee6e60cbf8887187dc92e90f2b:StructuredData/factions/firmament_obsidian.md;
  // the Obsidian faces checked against AsyncTI4/TI4_map_generator_bot@0c981a13bc5ee2b5163fd0c01644ed80f67b6c9b:src/main/resources/data/technologies/te_techs.json.
  tech({
    id: "planesplitter-firm",
    name: "Planesplitter",
    color: "cybernetic",
    prerequisites: { cybernetic: 2 },
    box: "te",
    faction: "firmament",
    text: "When you gain it, The Fracture comes into play (if it is not in play already).",
  }),
  tech({
    id: "parasite-firm",
    name: "Neural Parasite",
    color: "biotic",
    prerequisites: { biotic: 2 },
    box: "te",
    faction: "firmament",
    text: "As the status phase begins, place 1 infantry from your reinforcements on a planet of your home system that you control.",
  }),
  tech({
    id: "planesplitter-obs",
    name: "Planesplitter",
    color: "cybernetic",
    box: "te",
    faction: "obsidian",
    text: "When you perform a strategic action, you may move an ingress token into a system that contains or is next to your units. Never researched: gained by turning over the Firmament's card.",
  }),
  tech({
    id: "parasite-obs",
    name: "Neural Parasite",
    color: "biotic",
    box: "te",
    faction: "obsidian",
    text: "At the start of your turn, destroy 1 of another player's infantry in or next to a system that contains your infantry. Never researched: gained by turning over the Firmament's card.",
  }),
  // The Last Bastion
  tech({
    id: "proxima",
    name: "Proxima Targeting V1",
    color: "warfare",
    prerequisites: { warfare: 1 },
    box: "te",
    faction: "bastion",
    text: "For each of your galvanized units present, cancel 1 hit a bombardment roll makes against your ground forces. As a ground combat round starts you may roll bombardment 8 (x3) against your opponent's units there, and then the same roll against your own.",
  }),
  tech({
    id: "helios2",
    name: "4X41C 'Helios' V2",
    prerequisites: { cybernetic: 2 },
    box: "te",
    faction: "bastion",
    upgrades: "spaceDock",
    text: "Your Helios space docks add 2 to their planet's resources and have PRODUCTION of that value plus 4.",
    note: "Prerequisites 2 yellow as the data gives them; the data's source marks its text unconfirmed and one public summary lists none.",
  }),
];
