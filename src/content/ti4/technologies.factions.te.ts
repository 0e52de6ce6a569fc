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
];
