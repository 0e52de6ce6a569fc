/**
 * Cardboard of the optional rules: Distant Suns Domain Counters (base, and the SE ones), SE Facility Cards,
 * SE Artifact tokens and SE Mecatol Rex Custodian tokens. The SE preset-map tile piles are in presetMaps.ts.
 *
 * Sources: SE rulebook (component list p.4; Option 5 Artifacts p.9; Option 9 Facilities, Option 11 New
 * Distant Suns, Option 12 Territorial Distant Suns, Option 13 Custodians p.11; Domain effects p.20); rules
 * reference §24.3 (Distant Suns; which counters are base and which SE); TIO `domain.txt` and
 * `componentcounts.txt` for how many of each face (a secondary source: no rulebook in this repo lists them).
 *
 * Domain counter totals: the base faces add up to 47 (TIO). The SE component list says 22 Domain Counters,
 * but TIO's SE faces add up to 19 and nothing we can read names the other 3 (perhaps the preset-map wormhole
 * tokens, which the component list does not name either). Decision: the SE rulebook (Option 11 and the
 * Domain effects page) names only the five new kinds, with no counts, so the 3 counters are left out of the
 * mix rather than invented; we keep TIO's per-face counts and record the gap in SE_DOMAIN_COUNTERS_PRINTED.
 * Searched again for issue #19: the rulebook's back page reprints 15 kinds with no counts, TIO's domain.txt
 * and componentcounts.txt list no other SE face, and the Preset Maps sheet only hints that some SE counters
 * carry wormholes (its "wormhole Distant Suns tokens" stand in for wormhole tokens); which three, and of
 * what kind, is still nowhere written, so the decision stands.
 * The mix with New Distant Suns is then 66 counters, more than any galaxy's neutral planets but the largest. Settlers and Wormhole Discovery are printed on the SE
 * rulebook's back page too, but that page reprints every effect (Biohazard included); the rules reference and
 * TIO both make them base counters, so they are base here.
 */
import type { Box } from "./common.ts";
import { deepFreeze } from "./common.ts";
import type { Artifact } from "./objectives.ts";
import type { WormholeType } from "./systems.ts";

/** The optional rule that puts a component on the table. */
export type TokenOption = "distantSuns" | "newDistantSuns" | "facilities" | "artifacts" | "custodians";

export const DOMAIN_EFFECTS = {
  peacefulAnnexation: "Nothing happens: the landing goes ahead. Discard the counter.",
  naturalWealth: "Take as many Trade Goods as the number shown, while the supply lasts. Discard the counter.",
  technologicalSociety:
    "The player on your left picks, from your Technology deck, an advance you have the prerequisites for; you gain it free. Discard the counter.",
  industrialSociety:
    "You may place a free Space Dock here, and you take this Planet Card ready instead of exhausted. Discard the counter.",
  biohazard:
    "While the counter stays, the first Ground Force to land here always dies. Discard it after a successful invasion.",
  radiation: "Every Ground Force of the first landing dies and the planet stays neutral. Remove the counter.",
  hostileLocals:
    "That many neutral Ground Forces defend the planet (another player rolls for them). They cannot be bombarded and come back to full strength after a failed invasion. Discard after a successful invasion.",
  lazaxSurvivors: "You may keep the counter: it gives you 3 extra votes on every later agenda.",
  settlers:
    "Your landed Ground Forces go back to their Carrier or War Sun. Roll a die: on 6+ place 2 free Ground Forces of yours here; on 1-5 a random opponent places 2 of his. Discard the counter.",
  wormholeDiscovery:
    "Place the counter in this system: from now on it holds a wormhole of the letter shown, linked like any other.",
  nativeIntelligence:
    "Peek, in secret, at any one face-down Domain Counter on a planet you choose. Discard the counter.",
  hiddenFactory: "Take free ships worth up to 2 resources, placed in this system. Discard the counter.",
  hostageSituation:
    "Pay 1 Trade Good per landing Ground Force, or lose the whole first landing (the planet stays neutral). Discard the counter.",
  automatedDefenseSystem:
    "Roll 2 dice: each 6+ destroys one of your ships here and one landing Ground Force; with no Ground Force left the planet stays neutral. The first successful invader removes the counter and may place a free PDS here.",
  fighterAmbush:
    "After landing, fight a Space Battle against that many neutral Fighters (another player rolls; no Anti-Fighter Barrage). Lose it and the planet stays neutral, your landed Ground Forces are lost and the Fighters recover. Discard after winning.",
} as const satisfies Record<string, string>;
export type DomainEffect = keyof typeof DOMAIN_EFFECTS;

export interface DomainCounter {
  readonly id: DomainCounterId;
  readonly name: string;
  readonly box: Box;
  /** distantSuns = base option; newDistantSuns = SE Option 11, which adds the SE faces to it. */
  readonly option: "distantSuns" | "newDistantSuns";
  readonly copies: number;
  readonly effect: DomainEffect;
  /** The number printed on the face: Trade Goods, local Ground Forces or local Fighters; null if none. */
  readonly value: number | null;
  readonly wormhole: WormholeType | null;
  /** In the "low-risk" pile of SE Option 12, Territorial Distant Suns. */
  readonly lowRisk: boolean;
  readonly text: string;
}

type CounterRow<I extends string> = Omit<DomainCounter, "id" | "box" | "option" | "text"> & {
  readonly id: I;
};

function counter<const I extends string>(
  id: I,
  name: string,
  effect: DomainEffect,
  copies: number,
  extra: { readonly value?: number; readonly wormhole?: WormholeType; readonly lowRisk?: boolean } = {},
): CounterRow<I> {
  const value = extra.value ?? null;
  return {
    id,
    name,
    effect,
    copies,
    value,
    wormhole: extra.wormhole ?? null,
    lowRisk: extra.lowRisk ?? false,
  };
}

/** Base Distant Suns faces; counts [secondary: TIO domain.txt]. */
const BASE_COUNTERS = [
  counter("peaceful-annexation", "Peaceful Annexation", "peacefulAnnexation", 12, { lowRisk: true }),
  counter("natural-wealth-2", "Natural Wealth (2)", "naturalWealth", 5, { value: 2, lowRisk: true }),
  counter("natural-wealth-4", "Natural Wealth (4)", "naturalWealth", 4, { value: 4 }),
  counter("technological-society", "Technological Society", "technologicalSociety", 2),
  counter("industrial-society", "Industrial Society", "industrialSociety", 2),
  counter("biohazard", "Biohazard", "biohazard", 4, { lowRisk: true }),
  counter("radiation", "Radiation", "radiation", 4),
  counter("hostile-locals-1", "Hostile Locals (1)", "hostileLocals", 5, { value: 1, lowRisk: true }),
  counter("hostile-locals-2", "Hostile Locals (2)", "hostileLocals", 2, { value: 2 }),
  counter("hostile-locals-3", "Hostile Locals (3)", "hostileLocals", 1, { value: 3 }),
  counter("lazax-survivors", "Lazax Survivors", "lazaxSurvivors", 2),
  counter("settlers", "Settlers", "settlers", 2, { lowRisk: true }),
  counter("wormhole-discovery-alpha", "Wormhole Discovery (Alpha)", "wormholeDiscovery", 1, {
    wormhole: "alpha",
  }),
  counter("wormhole-discovery-beta", "Wormhole Discovery (Beta)", "wormholeDiscovery", 1, {
    wormhole: "beta",
  }),
];

/** SE Option 11 faces (rules reference §24.3: these five kinds are new); counts [secondary: TIO domain.txt]. */
const SE_COUNTERS = [
  counter("native-intelligence", "Native Intelligence", "nativeIntelligence", 4, { lowRisk: true }),
  counter("hidden-factory", "Hidden Factory", "hiddenFactory", 3),
  counter("hostage-situation", "Hostage Situation", "hostageSituation", 4, { lowRisk: true }),
  counter("automated-defense-system", "Automated Defense System", "automatedDefenseSystem", 3),
  counter("fighter-ambush-1", "Fighter Ambush (1)", "fighterAmbush", 2, { value: 1, lowRisk: true }),
  counter("fighter-ambush-2", "Fighter Ambush (2)", "fighterAmbush", 2, { value: 2 }),
  counter("fighter-ambush-3", "Fighter Ambush (3)", "fighterAmbush", 1, { value: 3 }),
];

export type DomainCounterId = (typeof BASE_COUNTERS)[number]["id"] | (typeof SE_COUNTERS)[number]["id"];

/** Every Domain Counter face with its copies: 14 base faces (47 counters), 7 SE faces (19 counters). */
export const DOMAIN_COUNTERS: readonly DomainCounter[] = deepFreeze([
  ...BASE_COUNTERS.map(
    (row): DomainCounter => ({
      ...row,
      box: "base",
      option: "distantSuns",
      text: DOMAIN_EFFECTS[row.effect],
    }),
  ),
  ...SE_COUNTERS.map(
    (row): DomainCounter => ({
      ...row,
      box: "se",
      option: "newDistantSuns",
      text: DOMAIN_EFFECTS[row.effect],
    }),
  ),
]);

/** SE p.4 component list: "22 Domain Counters"; the SE faces above account for 19 (see the header). */
export const SE_DOMAIN_COUNTERS_PRINTED = 22;

/** The two kinds of Facility Card (SE Option 9). */
export const FACILITY_KINDS = ["colony", "refinery"] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];

export interface FacilityCard {
  readonly id: FacilityKind;
  readonly name: string;
  readonly box: Box;
  readonly option: "facilities";
  readonly copies: number;
  /** Resources paid to build it. */
  readonly cost: number;
  /** What the planet counts one higher for while it holds this facility. */
  readonly adds: "influence" | "resources";
  readonly amount: number;
  readonly effect: "colonyInfluence" | "refineryResources";
  readonly text: string;
}

/** SE Option 9: 16 Facility Cards, 8 Colonies and 8 Refineries, each costing 1 resource. */
export const FACILITY_CARDS: readonly FacilityCard[] = deepFreeze([
  {
    id: "colony",
    name: "Colony",
    box: "se",
    option: "facilities",
    copies: 8,
    cost: 1,
    adds: "influence",
    amount: 1,
    effect: "colonyInfluence",
    text: "Tucked under a Planet Card: the planet gives 1 more influence whenever it is exhausted.",
  },
  {
    id: "refinery",
    name: "Refinery",
    box: "se",
    option: "facilities",
    copies: 8,
    cost: 1,
    adds: "resources",
    amount: 1,
    effect: "refineryResources",
    text: "Tucked under a Planet Card: the planet gives 1 more resource whenever it is exhausted.",
  },
]);

/** SE Option 9: where and how facilities may be built, shared by both kinds. */
export const FACILITY_RULES = deepFreeze({
  /** Built in the Produce Units step of a Tactical Action, like a Space Dock (never in a Transfer). */
  buildStep: "produceUnits",
  maxPerPlanet: 1,
  allowedInHomeSystem: false,
  allowedOnTradeStation: false,
  /** The planet must have been controlled for the whole game round. */
  requiresControlAllRound: true,
  blockedByEnemyShips: true,
  /** Building exhausts the planet, so the bonus starts next round. */
  exhaustsPlanet: true,
  /** A successful invasion destroys it, unless captured like a Space Dock (agents, Shock Troops). */
  destroyedByInvasion: true,
} as const);

export interface ArtifactToken {
  readonly id:
    | "lazax-armory"
    | "ancient-shipwreck"
    | "imperial-datacache"
    | "precursor-fossil"
    | "dummy-artifact";
  readonly name: string;
  readonly box: Box;
  readonly option: "artifacts";
  readonly copies: number;
  /** False for the blank "dummy" tokens. */
  readonly real: boolean;
  /** Held while its planet is controlled, through the matching Special Objective card. */
  readonly victoryPoints: number;
  readonly effect: "artifactObjective" | "noArtifact";
  readonly text: string;
}

const ARTIFACT_TEXT =
  "Revealed when a player gains its planet: whoever controls that planet holds the matching Special Objective and its 1 victory point, losing both with the planet. Never moved or destroyed.";
const DUMMY_TEXT = "Blank: no artifact on this planet. Discard it once revealed.";

function artifact(id: ArtifactToken["id"], name: string): ArtifactToken {
  const base = { id, name, box: "se", option: "artifacts", copies: 1, real: true } as const;
  return { ...base, victoryPoints: 1, effect: "artifactObjective", text: ARTIFACT_TEXT };
}

/**
 * SE Option 5: 8 tokens, 4 real artifacts and 4 dummies. The rulebook names only the Lazax Armory (the red
 * one, in its example); the other three names are [secondary: TIO componentcounts.txt].
 */
export const ARTIFACT_TOKENS: readonly ArtifactToken[] = deepFreeze([
  artifact("lazax-armory", "Lazax Armory"),
  artifact("ancient-shipwreck", "Ancient Shipwreck"),
  artifact("imperial-datacache", "Imperial Datacache"),
  artifact("precursor-fossil", "Precursor Fossil"),
  {
    id: "dummy-artifact",
    name: "Dummy artifact",
    box: "se",
    option: "artifacts",
    copies: 4,
    real: false,
    victoryPoints: 0,
    effect: "noArtifact",
    text: DUMMY_TEXT,
  },
]);

/** The token of each artifact, by the artifact its Special Objective names (content/objectives.ts). */
export const ARTIFACT_TOKEN_OF: Readonly<Record<Artifact, ArtifactToken["id"]>> = deepFreeze({
  lazaxArmory: "lazax-armory",
  ancientShipwreck: "ancient-shipwreck",
  imperialDatacache: "imperial-datacache",
  precursorFossil: "precursor-fossil",
});

export interface CustodianToken {
  readonly id: "custodian-fighters" | "custodian-ground-forces";
  readonly name: string;
  readonly box: Box;
  readonly option: "custodians";
  readonly copies: number;
  /** Resolved exactly like the Domain Counter with this effect and value (SE Option 13). */
  readonly effect: "fighterAmbush" | "hostileLocals";
  readonly value: number;
  /** The invader beats them in this order: the Fighters in space first, then the Ground Forces. */
  readonly order: number;
  readonly text: string;
}

/** SE Option 13: both tokens start on Mecatol Rex; defeated tokens leave the game. */
export const CUSTODIAN_TOKENS: readonly CustodianToken[] = deepFreeze([
  {
    id: "custodian-fighters",
    name: "Mecatol Rex Custodians: 3 Fighters",
    box: "se",
    option: "custodians",
    copies: 1,
    effect: "fighterAmbush",
    value: 3,
    order: 1,
    text: "An invader of Mecatol Rex first fights these 3 Fighters, as a Fighter Ambush.",
  },
  {
    id: "custodian-ground-forces",
    name: "Mecatol Rex Custodians: 2 Ground Forces",
    box: "se",
    option: "custodians",
    copies: 1,
    effect: "hostileLocals",
    value: 2,
    order: 2,
    text: "Then the invading Ground Forces must beat these 2 Ground Forces, as Hostile Locals.",
  },
]);

const COUNTERS_BY_ID: ReadonlyMap<string, DomainCounter> = new Map(DOMAIN_COUNTERS.map((c) => [c.id, c]));

export function isDomainCounterId(value: string): value is DomainCounterId {
  return COUNTERS_BY_ID.has(value);
}

export function getDomainCounter(id: string): DomainCounter {
  const found = COUNTERS_BY_ID.get(id);
  if (!found) throw new Error(`Unknown domain counter id: ${id}`);
  return found;
}

/** The Domain Counter faces in the mix: base only, or base + SE when New Distant Suns is on. */
export function domainCountersFor(boxes: readonly Box[], newDistantSuns: boolean): readonly DomainCounter[] {
  return DOMAIN_COUNTERS.filter(
    (c) => boxes.includes(c.box) && (c.option === "distantSuns" || newDistantSuns),
  );
}

export function getFacilityCard(id: string): FacilityCard {
  const found = FACILITY_CARDS.find((card) => card.id === id);
  if (!found) throw new Error(`Unknown facility card id: ${id}`);
  return found;
}

export function getArtifactToken(id: string): ArtifactToken {
  const found = ARTIFACT_TOKENS.find((token) => token.id === id);
  if (!found) throw new Error(`Unknown artifact token id: ${id}`);
  return found;
}

export function getCustodianToken(id: string): CustodianToken {
  const found = CUSTODIAN_TOKENS.find((token) => token.id === id);
  if (!found) throw new Error(`Unknown custodian token id: ${id}`);
  return found;
}
