/**
 * Thunder's Edge's faction technologies (box "te"), ids from shared/data/ti4/thunders_edge.json, each in our
 * own words. Listed per faction as its rules are built.
 */
import type { Ti4Technology } from "./technologies.ts";

export const TE_FACTION_TECHNOLOGIES: readonly Ti4Technology[] = [];
