/**
 * TI4 technologies: the generic deck (coloured technologies and unit upgrades) and the faction
 * technologies, base game, Prophecy of Kings and Codex III. Thunder's Edge technologies are left for
 * issue #27.
 *
 * Prerequisites are counts per colour (LRR 90.7-90.15 in the digest §9): to research a technology you
 * own one technology of the right colour per symbol. Unit upgrades have no colour and never count
 * toward a prerequisite; a planet's technology specialty or an ability may waive one (not modelled
 * here: `ti4PrerequisitesMet` asks about owned technologies only).
 *
 * The Codex reprints marked Ω are listed apart (`TI4_OMEGA_VARIANTS`), each with its wording in our own
 * words and `inThundersEdge` when Thunder's Edge ships it among its Codex cards (TE "Expansion
 * Integration"). They are not cards of their own: a game owns the printed id, and thundersEdge/codex.ts
 * says which wording a game with the box plays.
 */

import { deepFreeze, indexById } from "../common.ts";
import type { FactionId, Ti4Box, Ti4TechColor, Ti4UnitType } from "./common.ts";
import { TI4_TECH_COLORS } from "./common.ts";
import { TI4_BASE_FACTION_TECHNOLOGIES } from "./technologies.factions.base.ts";
import { TI4_POK_FACTION_TECHNOLOGIES } from "./technologies.factions.pok.ts";
import { TE_FACTION_TECHNOLOGIES } from "./technologies.factions.te.ts";
import { TI4_GENERIC_TECHNOLOGIES } from "./technologies.generic.ts";
import { ti4FactionRecordId } from "./units.ts";

export const TI4_TECHNOLOGY_IDS = [
  // generic, coloured
  ...["amd", "gd", "fl", "lwd", "det", "sr", "nm", "dxa", "hm", "x89", "pa", "bs"],
  ...["ps", "md", "da", "asc", "aida", "sar", "st", "gls", "td", "ie", "sdn", "pi"],
  // generic unit upgrades
  ...["ws", "sd2", "dn2", "dd2", "pds2", "cv2", "ff2", "inf2", "cr2"],
  // base factions
  ...["lw2", "bio", "l4", "nes", "cm", "ffac2", "pws2", "mr", "qdn", "pm", "ac2", "so2", "sdn2", "is"],
  ...["mc", "so", "hcf2", "ng", "vax", "vay", "exo2", "vpw", "scc", "ers", "lgf", "htp", "it", "nf"],
  ...["yso", "ic", "tp", "mi", "wg", "ds"],
  // Prophecy of Kings factions, then Codex III's Keleres
  ...["swa2", "ah", "as", "vw", "cl2", "gr", "pfa", "sc", "m2", "tcs", "se2", "ht2", "dt2", "vtx"],
  ...["iihq", "asn"],
  // Thunder's Edge factions, one line per faction as its rules are built
  ...["subatomic", "exile2"], // crimson
  ...["nanomachines", "linkship2"],
  ...["hydrothermal", "radical"],
  ...["planesplitter-firm", "parasite-firm", "planesplitter-obs", "parasite-obs"],
  ...["proxima", "helios2"],
] as const;
export type Ti4TechnologyId = (typeof TI4_TECHNOLOGY_IDS)[number];

/** How many owned technologies of each colour are needed; a missing colour needs none. */
export type Ti4Prerequisites = Readonly<Partial<Record<Ti4TechColor, number>>>;

export interface Ti4Technology {
  readonly id: Ti4TechnologyId;
  readonly name: string;
  /** null: unit upgrades and the Nekro's assimilators have no colour. */
  readonly color: Ti4TechColor | null;
  readonly prerequisites: Ti4Prerequisites;
  readonly box: Ti4Box;
  /** null = in every player's deck; otherwise only that faction may research it (LRR 90). */
  readonly faction: FactionId | null;
  /** A unit upgrade: the unit type whose card it turns over (LRR 97); null for other technologies. */
  readonly upgrades: Ti4UnitType | null;
  /** Our own short wording of the card. */
  readonly text: string;
  readonly note?: string;
  /** Sources that disagree on a value; the value kept is the data's choice. */
  readonly conflict?: string;
}

export const TI4_TECHNOLOGIES: readonly Ti4Technology[] = deepFreeze([
  ...TI4_GENERIC_TECHNOLOGIES,
  ...TI4_BASE_FACTION_TECHNOLOGIES,
  ...TI4_POK_FACTION_TECHNOLOGIES,
  ...TE_FACTION_TECHNOLOGIES,
]);

const BY_ID = indexById(TI4_TECHNOLOGIES, "TI4 technology");

export function isTi4TechnologyId(value: string): value is Ti4TechnologyId {
  return BY_ID.has(value);
}

export function ti4Technology(id: Ti4TechnologyId): Ti4Technology {
  return BY_ID.get(id);
}

/** A Codex reprint of a technology: its own wording, played in place of the printed one where stated. */
export interface Ti4OmegaVariant {
  readonly name: string;
  readonly box: Ti4Box;
  /** The technology it reprints. */
  readonly of: Ti4TechnologyId;
  /** The reprint's effect, in our own words ([recalled] where no public text was found to check it). */
  readonly text: string;
  /** Thunder's Edge ships this printing among its Codex cards (TE "Expansion Integration"). */
  readonly inThundersEdge: boolean;
  readonly note?: string;
}

/*
 * Sources: AsyncTI4/TI4_map_generator_bot src/main/resources/data/technologies (ids md_c1, md, x89c4: the two
 * Magen revisions and X-89 ΩΩ) and ti-assistant/ti-assistant server/data/base/techs.ts (`omegas`: Magmus
 * Reactor Ω, and its Thunder's Edge entry). TE "Expansion Integration" replaces 8 Magen Defense Grid and 8 X-89
 * cards and 3 faction technologies: the latest printings, ΩΩ for the two generic ones and Codex I's three
 * faction Ω cards.
 */
export const TI4_OMEGA_VARIANTS: readonly Ti4OmegaVariant[] = deepFreeze([
  {
    name: "Magen Defense Grid Ω",
    box: "codex1",
    of: "md",
    text: "As a ground combat begins on a planet holding one of your structures, you may produce 1 hit on your opponent's ground forces there.",
    inThundersEdge: false,
  },
  {
    name: "Magen Defense Grid ΩΩ",
    box: "codex4",
    of: "md",
    text: "When any player activates a system holding your structures, put 1 infantry from your reinforcements with each of those structures. As a ground combat begins on a planet holding one of your structures, produce 1 hit on your opponent's ground forces there.",
    inThundersEdge: true,
    note: "A second revision.",
  },
  {
    name: "X-89 Bacterial Weapon ΩΩ",
    box: "codex4",
    of: "x89",
    text: "Each hit your units' BOMBARDMENT and ground combat rolls produce counts twice; each planet you use BOMBARDMENT against is exhausted.",
    inThundersEdge: true,
  },
  {
    name: "Yin Spinner Ω",
    box: "codex1",
    of: "yso",
    text: "After you produce units, put up to 2 infantry from your reinforcements on planets you control or in space areas holding your ships.",
    inThundersEdge: true,
  },
  {
    name: "Wormhole Generator Ω",
    box: "codex1",
    of: "wg",
    text: "ACTION: exhaust this card to put a Creuss wormhole token, or move one, into a system holding a planet you control or a non-home system without other players' ships.",
    inThundersEdge: true,
  },
  {
    name: "Magmus Reactor Ω",
    box: "codex1",
    of: "mr",
    text: "Your ships may move into supernovas; each supernova holding your units has PRODUCTION 5 as if it were one of your units.",
    inThundersEdge: true,
  },
]);

/** The generic technologies in every player's deck with these boxes: 25 in the base game, 33 with PoK. */
export function ti4GenericTechnologies(boxes: readonly Ti4Box[]): readonly Ti4Technology[] {
  return TI4_TECHNOLOGIES.filter((tech) => tech.faction === null && boxes.includes(tech.box));
}

/** A faction's own technologies in a game with these boxes (the three Keleres flavours share theirs). */
export function ti4FactionTechnologies(
  faction: FactionId,
  boxes: readonly Ti4Box[],
): readonly Ti4Technology[] {
  const owner = ti4FactionRecordId(faction);
  return TI4_TECHNOLOGIES.filter((tech) => tech.faction === owner && boxes.includes(tech.box));
}

/** Owned technologies per colour: what prerequisites are counted against (unit upgrades count for none). */
export function ti4ColourCounts(owned: readonly Ti4TechnologyId[]): Record<Ti4TechColor, number> {
  const counts = Object.fromEntries(TI4_TECH_COLORS.map((colour) => [colour, 0])) as Record<
    Ti4TechColor,
    number
  >;
  for (const id of owned) {
    const colour = ti4Technology(id).color;
    if (colour) counts[colour] += 1;
  }
  return counts;
}

/** Whether owning these technologies meets every prerequisite of `id` (LRR 90.7-90.15). */
export function ti4PrerequisitesMet(owned: readonly Ti4TechnologyId[], id: Ti4TechnologyId): boolean {
  const counts = ti4ColourCounts(owned);
  const needed = ti4Technology(id).prerequisites;
  return TI4_TECH_COLORS.every((colour) => counts[colour] >= (needed[colour] ?? 0));
}
