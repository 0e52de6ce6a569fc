/**
 * Thunder's Edge's faction abilities, in our own words (names carry over). Source: the TE rulebook where it
 * prints one (Last Bastion's The Icon, "Setup" step 3), shared/data/ti4/thunders_edge.json otherwise.
 */
import type { Ti4FactionAbility } from "./factionAbilities.ts";

export const TE_FACTION_ABILITIES: readonly Ti4FactionAbility[] = [
  // The Crimson Rebellion
  {
    id: "sundered",
    name: "Sundered",
    text: "No wormhole but an epsilon wormhole works for you. Another player's units that move or are placed into your home system are destroyed.",
  },
  {
    id: "incursion",
    name: "Incursion",
    text: "When you activate a system with a breach, you may turn it over. Systems holding active breaches are adjacent to one another. At the end of the status phase, a player with ships in a system holding an active breach may take that breach away.",
  },
  {
    id: "sorrow",
    name: "Sorrow",
    text: "At galaxy setup The Sorrow (tile 94) takes your home system's place on the board with an inactive breach in it, and is not a home system; your own home system (tile 118) lies in your play area.",
  },
];
