/**
 * The TI3 technology advances (base game + Shattered Empire), 6 per colour in the base deck and 7 per colour
 * with SE. Racial technologies live with their race (races.ts).
 *
 * Sources: shared/data/ti3/technologies.json (TIO, frobcode base tree, ebonical SE tree), the SE rulebook
 * "Technology Advancement Tree" (colours, 7 per colour) and "Replacement Cards" (p.4).
 *
 * SE reprinted Advanced Fighters, Assault Cannon and Micro Technology (SE p.4: "remove the original cards ...
 * and replace them with the new versions"). Both printings are kept with their own id: the SE card carries
 * `replaces`, the base card `replacedBy`, and `technologiesFor(boxes)` returns only the printing in play, with
 * prerequisites pointing at that printing.
 *
 * Gravity Drive is left out on purpose: REPORT.md conflict 5 shows it is not on the SE tree (7 per colour,
 * 28 in all), so it is treated as Shards of the Throne.
 */
import type { Box, TechColor } from "./common.ts";
import { deepFreeze } from "./common.ts";
import { BASE_TECHNOLOGIES } from "./technologies.base.ts";
import { SE_TECHNOLOGIES } from "./technologies.se.ts";

export const TECHNOLOGY_IDS = [
  // red
  "hylar-v-assault-laser",
  "deep-space-cannon",
  "magen-defense-grid",
  "assault-cannon",
  "graviton-negator",
  "war-sun",
  "automated-defense-turrets",
  "assault-cannon-se",
  // blue
  "antimass-deflectors",
  "xrd-transporters",
  "type-iv-drive",
  "advanced-fighters",
  "light-wave-deflector",
  "fleet-logistics",
  "maneuvering-jets",
  "advanced-fighters-se",
  // yellow
  "enviro-compensator",
  "sarween-tools",
  "micro-technology",
  "integrated-economy",
  "transit-diodes",
  "graviton-laser-system",
  "nano-technology",
  "micro-technology-se",
  // green
  "stasis-capsules",
  "cybernetics",
  "neural-motivator",
  "dacxive-animators",
  "gen-synthesis",
  "x-89-bacterial-weapon",
  "hyper-metabolism",
] as const;
export type TechId = (typeof TECHNOLOGY_IDS)[number];

/** AND (`all`) or OR (`any`) prerequisites as printed on the tree; null = no prerequisite. */
export type Prerequisites = { readonly all: readonly TechId[] } | { readonly any: readonly TechId[] } | null;

export interface Technology {
  readonly id: TechId;
  readonly name: string;
  readonly color: TechColor;
  readonly box: Box;
  readonly prerequisites: Prerequisites;
  /** Stable key the engine hooks the effect onto. */
  readonly effect: string;
  /** Our own short wording of the card. */
  readonly text: string;
  /** On a base card that SE reprinted: the SE printing used when SE is in play. */
  readonly replacedBy?: TechId;
  /** On an SE reprint: the base card it replaces. */
  readonly replaces?: TechId;
}

const LIST: readonly Technology[] = [...BASE_TECHNOLOGIES, ...SE_TECHNOLOGIES];

const BY_ID: ReadonlyMap<TechId, Technology> = new Map(LIST.map((tech) => [tech.id, tech]));

/** Every technology printing, base and SE (31: 24 base + 4 new SE + 3 SE reprints). */
export const TECHNOLOGIES: readonly Technology[] = deepFreeze(LIST);

export function isTechnologyId(value: string): value is TechId {
  return (TECHNOLOGY_IDS as readonly string[]).includes(value);
}

export function getTechnology(id: string): Technology {
  const tech = isTechnologyId(id) ? BY_ID.get(id) : undefined;
  if (!tech) throw new Error(`Unknown technology id: ${id}`);
  return tech;
}

/** The printing of `id` in play with these boxes (an SE reprint when SE is in play). */
export function technologyInPlay(id: TechId, boxes: readonly Box[]): TechId {
  const replacement = getTechnology(id).replacedBy;
  return replacement && boxes.includes(getTechnology(replacement).box) ? replacement : id;
}

function resolvePrerequisites(prerequisites: Prerequisites, boxes: readonly Box[]): Prerequisites {
  if (prerequisites === null) return null;
  if ("all" in prerequisites) return { all: prerequisites.all.map((id) => technologyInPlay(id, boxes)) };
  return { any: prerequisites.any.map((id) => technologyInPlay(id, boxes)) };
}

/**
 * The technology tree in play: 24 with the base box alone, 28 with base + SE (replaced originals dropped,
 * prerequisites pointing at the printing in play).
 */
export function technologiesFor(boxes: readonly Box[]): readonly Technology[] {
  if (!boxes.includes("base")) throw new Error("technologiesFor needs the base box");
  const inPlay = TECHNOLOGIES.filter(
    (tech) => boxes.includes(tech.box) && technologyInPlay(tech.id, boxes) === tech.id,
  );
  return deepFreeze(
    inPlay.map((tech) => ({ ...tech, prerequisites: resolvePrerequisites(tech.prerequisites, boxes) })),
  );
}

/** The ids named by a prerequisite, whether AND or OR. */
export function prerequisiteIds(prerequisites: Prerequisites): readonly TechId[] {
  if (prerequisites === null) return [];
  return "all" in prerequisites ? prerequisites.all : prerequisites.any;
}
