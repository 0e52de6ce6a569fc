/**
 * Thunder's Edge's faction sheets (box "te"), one per faction whose rules are built (TE_PLAYED_FACTION_IDS).
 * Facts from shared/data/ti4/factions.json and thunders_edge.json (the community's Discord bot data), checked
 * against the TE rulebook's "Setup" (the components particular factions take). Leaders and mechs are PoK
 * components (TE "Expansion Integration"): a game without PoK leaves them out, as it does for every faction.
 */
import type { Ti4FactionSheet } from "./factions.ts";

export const TE_FACTION_SHEETS: readonly Ti4FactionSheet[] = [];
