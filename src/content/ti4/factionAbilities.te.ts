/**
 * Thunder's Edge's faction abilities, in our own words (names carry over). Source: the TE rulebook where it
 * prints one (Last Bastion's The Icon, "Setup" step 3), shared/data/ti4/thunders_edge.json otherwise.
 */
import type { Ti4FactionAbility } from "./factionAbilities.ts";

export const TE_FACTION_ABILITIES: readonly Ti4FactionAbility[] = [
  // The Last Bastion
  {
    id: "liberate",
    name: "Liberate",
    text: "When you gain control of a planet, ready it if it holds at least as many of your infantry as its resource value; otherwise put 1 infantry on it.",
  },
  {
    id: "galvanize",
    name: "Galvanize",
    text: "To galvanize a unit, put a galvanize token under it unless it has one. A galvanized unit rolls 1 extra die for its combat rolls and unit abilities.",
  },
  {
    id: "phoenixstandard",
    name: "Phoenix Standard",
    text: "When a combat ends, you may galvanize 1 of your units that took part in it.",
  },
];
