/**
 * Thunder's Edge's faction units (box "te"): facts from shared/data/ti4/units.json, each ability in our own
 * words. Listed per faction as its rules are built.
 */
import type { Ti4Unit } from "./units.ts";

export const TE_FACTION_UNITS: readonly Ti4Unit[] = [];
