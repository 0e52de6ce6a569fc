/**
 * The optional rule modules a game may switch on. Each id is stable: game settings, cards'
 * `requiresOption` and the engine's option hooks all name modules by these ids.
 *
 * Sources: the base rulebook options (rules reference §24), FFG's online variants sheet (§24.6)
 * and the Shattered Empire options 1-15 plus preset maps (SE rulebook, "New Optional Rules and
 * Variants"). Shards of the Throne options are out of scope and deliberately absent.
 */
import type { Box } from "./common.ts";
import { deepFreeze } from "./common.ts";

export const OPTION_IDS = [
  "longWar",
  "ageOfEmpire",
  "distantSuns",
  "leaders",
  "sabotageRuns",
  "homeworlds",
  "starInTheCrown",
  "imperial2",
  "variantCards",
  "variantObjectives",
  "raceSpecificTechnologies",
  "artifacts",
  "shockTroops",
  "spaceMines",
  "wormholeNexus",
  "facilities",
  "tacticalRetreats",
  "newDistantSuns",
  "territorialDistantSuns",
  "custodians",
  "voiceOfTheCouncil",
  "simulatedEarlyTurns",
  "presetMaps",
] as const;
export type OptionId = (typeof OPTION_IDS)[number];

export interface OptionModule {
  readonly id: OptionId;
  readonly box: Box;
  /** One line: what switching the module on changes. */
  readonly description: string;
  /** Modules that must also be on for this one to be used. */
  readonly requires: readonly OptionId[];
  /** Modules that cannot be on together with this one. */
  readonly excludes: readonly OptionId[];
}

type OptionData = Omit<OptionModule, "id" | "requires" | "excludes"> &
  Partial<Pick<OptionModule, "requires" | "excludes">>;

const DATA: Record<OptionId, OptionData> = {
  longWar: { box: "base", description: "Play to 14 VP with a longer objective deck (base p.32)." },
  ageOfEmpire: {
    box: "base",
    description: "Objectives are dealt face up from the start; Stage II only after round 3 (base p.33).",
  },
  distantSuns: { box: "base", description: "Face-down Domain Counters on neutral planets (base p.33)." },
  leaders: { box: "base", description: "Each race fields its three Leaders (base p.34)." },
  sabotageRuns: { box: "base", description: "Fighters may attempt runs against War Suns (base p.35)." },
  homeworlds: {
    box: "base",
    description: "No VP at all while you lack a planet of your Home System (FFG variants sheet).",
  },
  starInTheCrown: {
    box: "base",
    description: "The Imperial primary gives 1 VP instead of 2 (FFG variants sheet).",
    requires: ["ageOfEmpire"],
    excludes: ["imperial2"],
  },
  imperial2: {
    box: "se",
    description: "Imperial II replaces the original Imperial card (SE option 1; same as The Ancient Throne).",
    requires: ["ageOfEmpire"],
    excludes: ["variantCards", "starInTheCrown"],
  },
  variantCards: {
    box: "se",
    description: "The eight white variant Strategy Cards replace the original eight (SE option 2).",
    excludes: ["imperial2"],
  },
  variantObjectives: {
    box: "se",
    description: "SE's Stage I and II public decks replace the base ones (SE option 3).",
  },
  raceSpecificTechnologies: {
    box: "se",
    description: "Each race may buy its own Race-Specific Technology (SE option 4).",
  },
  artifacts: { box: "se", description: "Artifact tokens on chosen planets, each worth 1 VP (SE option 5)." },
  shockTroops: { box: "se", description: "Ground Forces rolling a 10 become Shock Troops (SE option 6)." },
  spaceMines: { box: "se", description: "Cruisers may lay Space Mines for 2 resources (SE option 7)." },
  wormholeNexus: { box: "se", description: "The Wormhole Nexus joins the galaxy (SE option 8)." },
  facilities: { box: "se", description: "Colonies and Refineries may be built on planets (SE option 9)." },
  tacticalRetreats: {
    box: "se",
    description: "A defender may retreat into a system it activates for the purpose (SE option 10).",
  },
  newDistantSuns: {
    box: "se",
    description: "SE's extra Domain Counters join the pool (SE option 11).",
    requires: ["distantSuns"],
  },
  territorialDistantSuns: {
    box: "se",
    description: "Low-risk Domain Counters near Home Systems (SE option 12).",
    requires: ["distantSuns"],
  },
  custodians: { box: "se", description: "Mecatol Rex starts guarded by the Custodians (SE option 13)." },
  voiceOfTheCouncil: {
    box: "se",
    description: "A 1 VP Special Objective is won by council votes (SE option 14).",
  },
  simulatedEarlyTurns: {
    box: "se",
    description: "Players claim territory and build before round 1 (SE option 15).",
  },
  presetMaps: { box: "se", description: "The galaxy is laid out from a printed map (SE optional rule)." },
};

export const OPTIONS: Readonly<Record<OptionId, OptionModule>> = deepFreeze(
  Object.fromEntries(OPTION_IDS.map((id) => [id, { id, requires: [], excludes: [], ...DATA[id] }])) as Record<
    OptionId,
    OptionModule
  >,
);

export function isOptionId(value: string): value is OptionId {
  return (OPTION_IDS as readonly string[]).includes(value);
}

export function getOption(id: OptionId): OptionModule {
  const option = OPTIONS[id];
  if (!option) throw new Error(`Unknown option module: ${String(id)}`);
  return option;
}

/** What a deck builder needs to know about the game beyond the boxes in play. */
export interface DeckSetup {
  /** Option modules switched on for the game. */
  readonly options?: readonly OptionId[];
  /** Number of players; some cards leave the deck at 4 and 8 players. */
  readonly playerCount?: number;
}

/** One line of a deck composition: which card, how many copies. */
export interface DeckEntry<Id extends string> {
  readonly id: Id;
  readonly copies: number;
}

/** The number of physical cards in a deck composition. */
export function deckSize(deck: readonly { readonly copies: number }[]): number {
  return deck.reduce((total, entry) => total + entry.copies, 0);
}
