/**
 * Thunder's Edge's faction technologies (box "te"), ids from shared/data/ti4/thunders_edge.json, each in our
 * own words. Listed per faction as its rules are built.
 */

import { tech } from "./technologies.build.ts";
import type { Ti4Technology } from "./technologies.ts";

export const TE_FACTION_TECHNOLOGIES: readonly Ti4Technology[] = [
  // The Firmament and the Obsidian: each card has a Firmament face and an Obsidian face (TE "Clarifications":
  // the Obsidian faces are never researched, only gained). Prerequisites from technologies.json; texts are our
  // summaries of its data and of Bshah11/DataCleaner@585713aafbc3b9ee6e60cbf8887187dc92e90f2b:StructuredData/factions/firmament_obsidian.md.
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
    text: "When you resolve the primary ability of a strategy card, you may move an ingress token to a system that contains or is next to your units [recalled]. Never researched: gained by turning over the Firmament's card.",
  }),
  tech({
    id: "parasite-obs",
    name: "Neural Parasite",
    color: "biotic",
    box: "te",
    faction: "obsidian",
    text: "At the start of your turn, destroy 1 of another player's infantry in or next to a system that contains your infantry [recalled]. Never researched: gained by turning over the Firmament's card.",
  }),
];
