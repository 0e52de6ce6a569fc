/**
 * Thunder's Edge's faction technologies (box "te"), ids from shared/data/ti4/thunders_edge.json, each in our
 * own words. Listed per faction as its rules are built.
 */
import { tech } from "./technologies.build.ts";
import type { Ti4Technology } from "./technologies.ts";

export const TE_FACTION_TECHNOLOGIES: readonly Ti4Technology[] = [
  // The Deepwrought Scholarate
  tech({
    id: "hydrothermal",
    name: "Hydrothermal Mining",
    color: "biotic",
    prerequisites: { biotic: 1 },
    box: "te",
    faction: "deepwrought",
    text: "As the status phase begins, gain 1 trade good for each ocean card in play.",
  }),
  tech({
    id: "radical",
    name: "Radical Advancement",
    color: "biotic",
    prerequisites: { biotic: 1 },
    box: "te",
    faction: "deepwrought",
    text: "As the status phase begins, you may swap one of your technologies that is not a unit upgrade for one of its colour with exactly 1 more prerequisite.",
    conflict:
      "Prerequisites: the data reads 1 biotic; a fan reference (tirules) notes it may swap itself for a 2-prerequisite biotic technology, and one guide prints GG [recalled].",
  }),
];
