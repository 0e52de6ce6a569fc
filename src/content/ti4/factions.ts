/**
 * TI4's factions: the 17 of the base game, Prophecy of Kings' 7 and Codex III's Council Keleres (three
 * records, one per home system it can take; LRR 51 "Leaders", 69 "Promissory Notes", faction sheets).
 * Each sheet gives the home system, commodities, starting fleet and technologies, faction technologies,
 * faction units, abilities, leaders and promissory notes. Abilities are resolved here from
 * factionAbilities.ts; leaders (leaders.ts) and promissory notes (promissoryNotes.ts) stay ids, and so do
 * tiles, planets, technologies and units, whose content lives in their own files.
 *
 * Sources: shared/data/ti4/factions.json (AsyncTI4/TI4_map_generator_bot factions/base.json, pok.json,
 * keleres.json; starting fleets cross-checked with heisenbugged/ti4-lab and AlexRuffPersonal/ti4-companion).
 * Codex III's sheet (julian94/julian94.github.io@d527c4ac7d2d607f709feed108c6ad2f03982537:TI4/factions/keleres.md) for the Keleres starting
 * technologies and faction technologies. Thunder's Edge content belongs to issue #27 and is left out.
 */
import { deepFreeze, indexById } from "../common.ts";
import type { FactionId, Ti4Box, Ti4UnitType } from "./common.ts";
import { FACTION_IDS } from "./common.ts";
import type { Ti4FactionAbility } from "./factionAbilities.ts";
import { ti4FactionAbility } from "./factionAbilities.ts";
import { BASE_FACTION_SHEETS } from "./factions.base.ts";
import { POK_FACTION_SHEETS } from "./factions.pok.ts";
import { TE_FACTION_SHEETS } from "./factions.te.ts";

/** How many of each unit type. */
export type Ti4StartingUnitCounts = Readonly<Partial<Record<Ti4UnitType, number>>>;

/**
 * The units a faction starts with, all in its home system (LRR setup step "Place starting units").
 * `onPlanets` holds the ground forces and structures whose planet the faction sheet names. Every other
 * ship is in the home system's space area (the Saar space dock floats there too); every other ground force
 * goes on a home planet of its owner's choice.
 */
export interface Ti4StartingFleet {
  readonly units: Ti4StartingUnitCounts;
  readonly onPlanets: Readonly<Record<string, Ti4StartingUnitCounts>>;
}

/**
 * A faction's starting technologies: printed ones, a choice from a printed list (Winnu: any 1 without
 * prerequisites; Argent: 2 of 3), or the Keleres' choice among non-faction technologies other players own
 * (picked after everyone else has theirs, Codex III FAQ).
 */
export type Ti4StartingTechnologies =
  | { readonly kind: "fixed"; readonly ids: readonly string[] }
  | { readonly kind: "choose"; readonly count: number; readonly from: readonly string[] }
  | { readonly kind: "chooseOwnedByOthers"; readonly count: number };

/** The Keleres take the home system of an unplayed Mentak, Xxcha or Argent Flight (their Tribunii ability). */
export type KeleresFlavour = "mentak" | "xxcha" | "argent";

/** A faction as written in factions.base.ts / factions.pok.ts: abilities are ids there. */
export interface Ti4FactionSheet {
  readonly id: FactionId;
  readonly name: string;
  /** How card texts name the faction ("the Jol-Nar", "the N'orr"). */
  readonly shortName: string;
  readonly box: Ti4Box;
  readonly keleresFlavour?: KeleresFlavour;
  /** The home system's tile id. */
  readonly homeSystem: string;
  /** The tile set on the board in place of the home system, when that differs (the Creuss Gate). */
  readonly boardTile?: string;
  readonly homePlanets: readonly string[];
  readonly commodities: number;
  readonly startingFleet: Ti4StartingFleet;
  readonly startingTechnologies: Ti4StartingTechnologies;
  readonly factionTechnologies: readonly string[];
  readonly flagship: string;
  /** The mech (PoK). */
  readonly mech: string;
  /** Faction units other than the flagship and mech: special infantry, fighters, upgrades' bases, etc. */
  readonly otherUnits?: readonly string[];
  readonly abilities: readonly string[];
  /** Leader ids (PoK). The Nomad have three agents (The Company). */
  readonly leaders: { readonly agents: readonly string[]; readonly commander: string; readonly hero: string };
  /** Faction promissory note ids; the Empyrean have two (Dark Whispers). */
  readonly promissoryNotes: readonly string[];
}

export interface Ti4Faction extends Omit<Ti4FactionSheet, "abilities"> {
  readonly abilities: readonly Ti4FactionAbility[];
}

/** Every TI4 faction in FACTION_IDS order. */
export const TI4_FACTIONS: readonly Ti4Faction[] = deepFreeze(
  FACTION_IDS.map((id): Ti4Faction => {
    const sheet = [...BASE_FACTION_SHEETS, ...POK_FACTION_SHEETS, ...TE_FACTION_SHEETS].find(
      (candidate) => candidate.id === id,
    );
    if (!sheet) throw new Error(`TI4 faction data missing for ${id}`);
    return { ...sheet, abilities: sheet.abilities.map((ability) => ti4FactionAbility(ability)) };
  }),
);

const FACTIONS_BY_ID = indexById(TI4_FACTIONS, "TI4 faction");

export function ti4Faction(id: string): Ti4Faction {
  return FACTIONS_BY_ID.get(id);
}

/** The factions a game with these boxes can seat: 17 base, 24 with PoK, the Keleres with Codex III. */
export function ti4FactionsFor(boxes: readonly Ti4Box[]): readonly Ti4Faction[] {
  return TI4_FACTIONS.filter((faction) => boxes.includes(faction.box));
}

/** A faction's leader ids in the order agent(s), commander, hero. */
export function ti4LeaderIdsOf(faction: Ti4Faction): readonly string[] {
  return [...faction.leaders.agents, faction.leaders.commander, faction.leaders.hero];
}
