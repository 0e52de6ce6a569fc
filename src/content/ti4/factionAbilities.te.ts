/**
 * Thunder's Edge's faction abilities, in our own words (names carry over). Source: the TE rulebook where it
 * prints one (Last Bastion's The Icon, "Setup" step 3), shared/data/ti4/thunders_edge.json otherwise.
 */
import type { Ti4FactionAbility } from "./factionAbilities.ts";

export const TE_FACTION_ABILITIES: readonly Ti4FactionAbility[] = [
  // The Deepwrought Scholarate
  {
    id: "researchteam",
    name: "Research Team",
    text: "When ground forces are committed to a planet where your units are not coexisting yet, you may have your units there coexist.",
  },
  {
    id: "oceanbound",
    name: "Oceanbound",
    text: "When your units begin coexisting on a planet, gain an ocean card, readied. Whenever you hold more ocean cards than planets with your coexisting units, discard ocean cards down to that number.",
  },
];
