/**
 * TI4 objectives: the public stage I (1 VP) and stage II (2 VP) cards and the secret objectives (1 VP), from
 * the base game and Prophecy of Kings; no Codex changes them. Thunder's Edge objectives belong to issue #27.
 *
 * Facts (names, points, scoring phase, box) from shared/data/ti4/objectives.json, whose names and points
 * were cross-checked there against a second card compendium; texts are our own. Counts: 10 + 10 stage I,
 * 10 + 10 stage II, 20 + 20 secret (base + PoK); a PoK game shuffles both boxes' cards together.
 */
import { deepFreeze, indexById } from "../common.ts";
import type { Ti4Box, Ti4UnitType } from "./common.ts";
import { PLANET_TRAITS } from "./common.ts";
import { TI4_BASE_OBJECTIVES } from "./objectives.base.ts";
import { TI4_POK_OBJECTIVES } from "./objectives.pok.ts";

export const TI4_OBJECTIVE_KINDS = ["stage1", "stage2", "secret"] as const;
export type Ti4ObjectiveKind = (typeof TI4_OBJECTIVE_KINDS)[number];
export type Ti4PublicObjectiveKind = Exclude<Ti4ObjectiveKind, "secret">;

/**
 * When an objective is scored (LRR 61.4-61.5): status-phase ones in the status phase's first step, the
 * others at the moment their condition is met in the action or agenda phase. Every public objective is
 * scored in the status phase.
 */
export const TI4_SCORING_PHASES = ["action", "status", "agenda"] as const;
export type Ti4ScoringPhase = (typeof TI4_SCORING_PHASES)[number];

/** Which planets a "control" requirement counts. */
export const TI4_PLANET_FILTERS = [
  "nonHome",
  "techSpecialty",
  "attachment",
  "legendary",
  "otherHome",
  "mecatolRex",
  "sameTrait",
  ...PLANET_TRAITS,
] as const;
export type Ti4PlanetFilter = (typeof TI4_PLANET_FILTERS)[number];

/** Which systems a presence requirement counts. */
export const TI4_SYSTEM_FILTERS = [
  "any",
  "adjacentToMecatolRex",
  "noPlanets",
  "boardEdgeNotHome",
  "legendaryMecatolOrAnomaly",
  "adjacentToAnomaly",
  "adjacentToOtherHome",
  "otherPlayersSpaceDock",
  "wormholeNexus",
  "alphaWormhole",
  "betaWormhole",
] as const;
export type Ti4SystemFilter = (typeof TI4_SYSTEM_FILTERS)[number];

/**
 * What a player must show to score, for the engine later: the standing conditions that read simply. An
 * objective scored at a moment (a combat won, a last unit destroyed) or with a condition too particular to
 * type carries `null` and a comment saying why. "Spend" costs are paid as the objective is scored
 * (LRR 61.9); structures are PDS and space docks (LRR 85); neighbours as LRR 60.
 */
export type Ti4ObjectiveRequirement =
  | {
      readonly kind: "spend";
      readonly resources?: number;
      readonly influence?: number;
      readonly tradeGoods?: number;
      /** Command tokens from the tactic and strategy pools, in any mix. */
      readonly tacticOrStrategyTokens?: number;
    }
  | { readonly kind: "controlPlanets"; readonly count: number; readonly where: Ti4PlanetFilter }
  | { readonly kind: "planetTotal"; readonly value: "resources" | "influence"; readonly atLeast: number }
  /** `each` technologies in each of `colours` different colours. */
  | { readonly kind: "technologyColours"; readonly colours: number; readonly each: number }
  | { readonly kind: "unitUpgrades"; readonly count: number }
  | { readonly kind: "factionTechnologies"; readonly count: number }
  /** `count` units on the board, of any of the listed types together. */
  | { readonly kind: "unitsOnBoard"; readonly units: readonly Ti4UnitType[]; readonly count: number }
  | { readonly kind: "structures"; readonly count: number }
  | {
      readonly kind: "planetsWith";
      readonly what: "structure" | "mech";
      readonly count: number;
      readonly outsideHome: boolean;
    }
  | {
      readonly kind: "presence";
      readonly of: "ships" | "units";
      readonly systems: number;
      readonly where: Ti4SystemFilter;
    }
  | {
      readonly kind: "shipsInOneSystem";
      readonly count: number;
      readonly nonFighter: boolean;
      readonly where: "any" | "mecatolRex";
    }
  | { readonly kind: "morePlanetsThanNeighbours"; readonly neighbours: number }
  | { readonly kind: "neighbourOfEveryone" }
  | { readonly kind: "promissoryNoteOfAnother" }
  | { readonly kind: "lawsInPlay"; readonly count: number }
  | { readonly kind: "purgeRelicFragments"; readonly count: number }
  | { readonly kind: "discardActionCards"; readonly count: number }
  | { readonly kind: "productionInOneSystem"; readonly atLeast: number }
  | {
      readonly kind: "groundForcesOnOnePlanet";
      readonly count: number;
      readonly withoutOwnSpaceDock: boolean;
    }
  | { readonly kind: "allOf"; readonly requirements: readonly Ti4ObjectiveRequirement[] };

export type Ti4ObjectiveRequirementKind = Ti4ObjectiveRequirement["kind"];

/**
 * A later printing of a secret objective (Codex III reworded three; TE "Expansion Integration" has a game
 * with Thunder's Edge play them in place of the printed cards).
 */
export interface Ti4ObjectiveRevision {
  readonly box: Ti4Box;
  readonly name: string;
  readonly text: string;
}

/** The shape of a record in the data files, before the box is filled in. */
export interface Ti4ObjectiveData {
  readonly id: string;
  readonly name: string;
  readonly kind: Ti4ObjectiveKind;
  readonly vp: 1 | 2;
  readonly phase: Ti4ScoringPhase;
  readonly requirement: Ti4ObjectiveRequirement | null;
  readonly text: string;
  readonly revision?: Ti4ObjectiveRevision;
}

export type Ti4ObjectiveId =
  | (typeof TI4_BASE_OBJECTIVES)[number]["id"]
  | (typeof TI4_POK_OBJECTIVES)[number]["id"];

export interface Ti4Objective extends Omit<Ti4ObjectiveData, "id"> {
  readonly id: Ti4ObjectiveId;
  readonly box: Ti4Box;
}

function inBox(box: Ti4Box, records: readonly Ti4ObjectiveData[]): Ti4Objective[] {
  return records.map((record) => ({ ...record, id: record.id as Ti4ObjectiveId, box }));
}

export const TI4_OBJECTIVES: readonly Ti4Objective[] = deepFreeze([
  ...inBox("base", TI4_BASE_OBJECTIVES),
  ...inBox("pok", TI4_POK_OBJECTIVES),
]);

const BY_ID = indexById(TI4_OBJECTIVES, "TI4 objective");

export function isTi4ObjectiveId(value: string): value is Ti4ObjectiveId {
  return BY_ID.has(value);
}

export function ti4Objective(id: Ti4ObjectiveId): Ti4Objective {
  return BY_ID.get(id);
}

/** Every card of one kind (stage I, stage II or secret) from the boxes in play. */
export function ti4ObjectiveDeck(kind: Ti4ObjectiveKind, boxes: readonly Ti4Box[]): readonly Ti4Objective[] {
  return TI4_OBJECTIVES.filter((objective) => objective.kind === kind && boxes.includes(objective.box));
}

/**
 * Setting the objectives out. LRR setup step 12 and 61.13: 5 stage I and 5 stage II public objectives are
 * dealt face down beside the victory track (the rest of both decks stay out of the game), and the speaker
 * reveals the first 2 stage I. Each player draws 2 secret objectives and keeps 1, shuffling the other back
 * (LRR setup step 12). The base game already dealt secrets this way (its box describes each player choosing
 * between two at the start); Prophecy of Kings leaves these numbers unchanged.
 */
export const TI4_OBJECTIVE_SETUP = deepFreeze({
  stage1Dealt: 5,
  stage2Dealt: 5,
  stage1Revealed: 2,
  secretsDrawn: 2,
  secretsKept: 1,
} as const);

/** A player holds at most 3 secret objectives, scored and unscored together (LRR 61.17-61.21). */
export const TI4_SECRET_OBJECTIVE_LIMIT = 3;
