/** The one way technology records are written: no colour, prerequisite, faction or unit unless stated. */
import type { Ti4Technology } from "./technologies.ts";

export type Ti4TechnologySpec = Partial<Ti4Technology> & Pick<Ti4Technology, "id" | "name" | "box" | "text">;

export function tech(spec: Ti4TechnologySpec): Ti4Technology {
  return { color: null, prerequisites: {}, faction: null, upgrades: null, ...spec };
}
