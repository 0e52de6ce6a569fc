/**
 * Thunder's Edge's faction abilities, in our own words (names carry over). Source: the TE rulebook where it
 * prints one (Last Bastion's The Icon, "Setup" step 3), shared/data/ti4/thunders_edge.json otherwise.
 */
import type { Ti4FactionAbility } from "./factionAbilities.ts";

export const TE_FACTION_ABILITIES: readonly Ti4FactionAbility[] = [];
