/**
 * Objectives: public Stage I and Stage II cards (the base deck and SE's variant deck, SE option 3),
 * Secret Objectives (base 10 + SE 3) and SE's Special Objectives (4 artifacts, Voice of the Council).
 * TI3 public objectives are unnamed cards; the names here are our own short labels.
 *
 * Counts checked against the rulebooks: the base overview (setup step 7) speaks of 10 Stage I,
 * 10 Stage II (Imperium Rex included) and 10 Secret Objectives; SE lists "28 New Objective Cards",
 * which is exactly 10 + 10 public (with its own Imperium Rex) + 3 secret + 5 special.
 */
import type { Box, TechColor } from "./common.ts";
import { deepFreeze, indexById } from "./common.ts";
import { BASE_OBJECTIVES } from "./objectives.base.ts";
import { SE_OBJECTIVES } from "./objectives.se.ts";
import type { OptionId } from "./options.ts";

export const OBJECTIVE_KINDS = ["stage1", "stage2", "secret", "special"] as const;
export type ObjectiveKind = (typeof OBJECTIVE_KINDS)[number];
export type PublicObjectiveKind = Extract<ObjectiveKind, "stage1" | "stage2">;

/** Which public deck a card belongs to: the base deck, or SE's variant deck (SE option 3). */
export const PUBLIC_DECKS = ["base", "seVariant"] as const;
export type PublicDeck = (typeof PUBLIC_DECKS)[number];

/** The four real Artifact tokens of SE option 5 (the other four tokens are dummies). */
export const ARTIFACTS = ["lazaxArmory", "ancientShipwreck", "imperialDatacache", "precursorFossil"] as const;
export type Artifact = (typeof ARTIFACTS)[number];

/** Units counted by the Mecatol Rex secret objectives. */
export type MecatolGarrison = "dreadnought" | "nonFighterShip" | "groundForce";

/**
 * What a player must show to score. "Spend" requirements are paid when the objective is claimed;
 * "ThisRound" requirements look back over the current game round ("this turn" on SE cards means
 * this round, per the FAQ, rules reference §4). A "controlled system" has one of your non-Fighter
 * ships and all its planets are yours.
 */
export type ObjectiveRequirement =
  | { readonly key: "spendResources"; readonly amount: number }
  | { readonly key: "spendInfluence"; readonly amount: number }
  | { readonly key: "spendTradeGoods"; readonly amount: number }
  | { readonly key: "spendResourcesOrInfluence"; readonly amount: number }
  | { readonly key: "spendCommandCounters"; readonly amount: number }
  | {
      readonly key: "spendMixed";
      readonly tradeGoods: number;
      readonly resources: number;
      readonly influence: number;
    }
  | { readonly key: "planetsOutsideHome"; readonly count: number }
  | { readonly key: "systemsOutsideHome"; readonly count: number }
  | { readonly key: "allSpaceDocksOnBoard" }
  | { readonly key: "specialtiesOfColors"; readonly colors: readonly TechColor[] }
  | { readonly key: "specialtyPlanets"; readonly count: number; readonly sameColor: boolean }
  | { readonly key: "technologies"; readonly count: number }
  | { readonly key: "technologiesOfOneColor"; readonly count: number }
  | { readonly key: "technologiesInColors"; readonly colors: number; readonly each: number }
  | { readonly key: "holdMecatolAllRound" }
  | { readonly key: "controlMecatol" }
  | { readonly key: "controlMecatolSystemAndAdjacent"; readonly adjacent: number | "all" }
  | { readonly key: "mecatolDockAndGarrison"; readonly units: MecatolGarrison; readonly count: number }
  | { readonly key: "mecatolDockAndTechnologies"; readonly colors: number; readonly each: number }
  | { readonly key: "mecatolWithAllDocksAndDreadnoughts" }
  | { readonly key: "influenceOverNeighboursCombined" }
  | { readonly key: "influenceOverEachNeighbour" }
  | { readonly key: "controlHomeSystems"; readonly count: number }
  | { readonly key: "shipsInEnemyHomeSystems"; readonly homes: number; readonly ships: number }
  | { readonly key: "systemsAdjacentToEnemyHomes"; readonly players: number }
  | { readonly key: "blockadeEnemySpaceDock" }
  | { readonly key: "destroySpaceDocksThisRound"; readonly players: number }
  | { readonly key: "takeNeighboursLastDockPlanet" }
  | { readonly key: "winInvasionsThisRound"; readonly count: number }
  | { readonly key: "gainPlanetsThisRound"; readonly count: number }
  | { readonly key: "winSpaceBattlesThisRound"; readonly count: number; readonly minEnemyShips: number }
  | { readonly key: "shipInEveryWormholeSystem" }
  | { readonly key: "controlArtifactPlanet"; readonly artifact: Artifact }
  | { readonly key: "winCouncilVote" }
  | { readonly key: "revealEndsGame" };

export type ObjectiveRequirementKey = ObjectiveRequirement["key"];

/** The shape of a record in the data files, before the box and defaults are filled in. */
export interface ObjectiveData {
  readonly id: string;
  readonly name: string;
  readonly kind: ObjectiveKind;
  /** The public deck holding the card; null for secret and special objectives. */
  readonly deck: PublicDeck | null;
  /** Victory points; 0 for the cards that end or win the game instead. */
  readonly vp: number;
  readonly requirement: ObjectiveRequirement;
  readonly text: string;
  readonly endsGame?: boolean;
  readonly winsGame?: boolean;
  readonly requiresOption?: OptionId;
}

export type ObjectiveId = (typeof BASE_OBJECTIVES)[number]["id"] | (typeof SE_OBJECTIVES)[number]["id"];

export interface Objective extends Omit<ObjectiveData, "id" | "endsGame" | "winsGame" | "requiresOption"> {
  readonly id: ObjectiveId;
  readonly box: Box;
  /** Revealing the card ends the game at once; most VP wins (Imperium Rex). */
  readonly endsGame: boolean;
  /** Meeting the card wins the game outright (Supremacy!, Domination!, SE's two-home occupation). */
  readonly winsGame: boolean;
  readonly requiresOption: OptionId | null;
}

function inBox(box: Box, records: readonly ObjectiveData[]): Objective[] {
  return records.map((record) => ({
    ...record,
    id: record.id as ObjectiveId,
    box,
    endsGame: record.endsGame ?? false,
    winsGame: record.winsGame ?? false,
    requiresOption: record.requiresOption ?? null,
  }));
}

export const OBJECTIVES: readonly Objective[] = deepFreeze([
  ...inBox("base", BASE_OBJECTIVES),
  ...inBox("se", SE_OBJECTIVES),
]);

const BY_ID = indexById(OBJECTIVES, "objective");

export function isObjectiveId(value: string): value is ObjectiveId {
  return BY_ID.has(value);
}

export function getObjective(id: ObjectiveId): Objective {
  return BY_ID.get(id);
}

/** Every card of one stage in one public deck, Imperium Rex included in Stage II. */
export function objectiveDeck(kind: PublicObjectiveKind, deck: PublicDeck): readonly Objective[] {
  return OBJECTIVES.filter((objective) => objective.kind === kind && objective.deck === deck);
}

/** The public deck a game uses: SE's variant deck when option 3 is on, else the base deck. */
export function publicDeckFor(options: readonly OptionId[]): PublicDeck {
  return options.includes("variantObjectives") ? "seVariant" : "base";
}

/** The Secret Objective pool: SE's three are shuffled in with the base ten. */
export function secretObjectiveDeck(boxes: readonly Box[]): readonly Objective[] {
  return OBJECTIVES.filter((objective) => objective.kind === "secret" && boxes.includes(objective.box));
}

/** The Special Objectives a game sets out: the artifacts and/or Voice of the Council. */
export function specialObjectives(options: readonly OptionId[]): readonly Objective[] {
  return OBJECTIVES.filter(
    (objective) =>
      objective.kind === "special" &&
      objective.requiresOption !== null &&
      options.includes(objective.requiresOption),
  );
}

/** The Special Objective an artifact gives its holder (SE option 5). */
export function artifactObjective(artifact: Artifact): Objective {
  const found = OBJECTIVES.find(
    (o) => o.requirement.key === "controlArtifactPlanet" && o.requirement.artifact === artifact,
  );
  if (!found) throw new Error(`no Special Objective for the artifact ${artifact}`);
  return found;
}

/**
 * How many Stage I and Stage II cards (not counting Imperium Rex) go into the Public Objective
 * deck: 6 over 3 normally (base setup step 7), 8 over 5 in the Long War (base p.32), and one more
 * Stage II with the variant Strategy Cards (SE option 2). `gameEnder`: Imperium Rex is shuffled into the
 * Stage II cards; the Long War's open end leaves it out (base p.32 [sourced: UTIL], RR §24.1).
 */
export function publicDeckCounts(options: readonly OptionId[]): {
  stage1: number;
  stage2: number;
  gameEnder: boolean;
} {
  const longWar = options.includes("longWar");
  const extraStage2 = options.includes("variantCards") ? 1 : 0;
  return {
    stage1: longWar ? 8 : 6,
    stage2: (longWar ? 5 : 3) + extraStage2,
    gameEnder: !options.includes("longWarLastObjective"),
  };
}
