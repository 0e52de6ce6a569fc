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
  /** The option's name as players say it, for sentences ("Space Mines are ..."). */
  readonly name: string;
  /** The name is plural ("Space Mines are"), not singular ("The Long War is"). */
  readonly plural?: true;
  readonly box: Box;
  /** One line: what switching the module on changes. */
  readonly description: string;
  /**
   * The option's rule in Mecatol's own words, a few sentences, for `/ti rules` (the description stands in
   * until the option's module writes its own).
   */
  readonly rules?: string;
  /** Modules that must also be on for this one to be used. */
  readonly requires: readonly OptionId[];
  /** Modules that cannot be on together with this one. */
  readonly excludes: readonly OptionId[];
}

type OptionData = Omit<OptionModule, "id" | "requires" | "excludes"> &
  Partial<Pick<OptionModule, "requires" | "excludes">>;

const DATA: Record<OptionId, OptionData> = {
  longWar: {
    name: "The Long War",
    box: "base",
    description: "Play to 14 VP with a longer objective deck (base p.32).",
    rules:
      "The game is won at 14 victory points instead of 10. The public objective deck is longer: 8 Stage I objectives above 5 Stage II.",
  },
  ageOfEmpire: {
    name: "Age of Empire",
    box: "base",
    description: "Objectives are dealt face up from the start; Stage II only after round 3 (base p.33).",
  },
  distantSuns: {
    name: "Distant Suns",
    plural: true,
    box: "base",
    description: "Face-down Domain Counters on neutral planets (base p.33).",
  },
  leaders: {
    name: "Leaders",
    plural: true,
    box: "base",
    description: "Each race fields its three Leaders (base p.34).",
  },
  sabotageRuns: {
    name: "Sabotage Runs",
    plural: true,
    box: "base",
    description: "Fighters may attempt runs against War Suns (base p.35).",
  },
  homeworlds: {
    name: "The Homeworlds variant",
    box: "base",
    description: "No VP at all while you lack a planet of your Home System (FFG variants sheet).",
  },
  starInTheCrown: {
    name: "The Star in the Crown",
    box: "base",
    description: "The Imperial primary gives 1 VP instead of 2 (FFG variants sheet).",
    requires: ["ageOfEmpire"],
    excludes: ["imperial2"],
  },
  imperial2: {
    name: "Imperial II",
    box: "se",
    description: "Imperial II replaces the original Imperial card (SE option 1; same as The Ancient Throne).",
    requires: ["ageOfEmpire"],
    excludes: ["variantCards", "starInTheCrown"],
  },
  variantCards: {
    name: "The variant Strategy Cards",
    plural: true,
    box: "se",
    description: "The eight white variant Strategy Cards replace the original eight (SE option 2).",
    rules:
      "Shattered Empire's eight variant Strategy Cards (Initiative, Diplomacy II, Political, Logistics, Trade II, Warfare II, Technology II, Imperial) are used in place of the original eight; each card's own text says what its primary and secondary abilities do.",
    excludes: ["imperial2"],
  },
  variantObjectives: {
    name: "The variant Objectives",
    plural: true,
    box: "se",
    description: "SE's Stage I and II public decks replace the base ones (SE option 3).",
    rules:
      "The Stage I and Stage II public objective decks of Shattered Empire are used in place of the base game's.",
  },
  raceSpecificTechnologies: {
    name: "Race-Specific Technologies",
    plural: true,
    box: "se",
    description: "Each race may buy its own Race-Specific Technology (SE option 4).",
    rules:
      "Each race has one technology of its own, which only that race may buy, in place of a regular technology whenever it may buy one. It costs what a regular technology would cost then plus the cost printed on the card; it has no prerequisites and no colour, so specialties and Research Grant do not lower it.",
  },
  artifacts: {
    name: "Artifacts",
    plural: true,
    box: "se",
    description: "Artifact tokens on chosen planets, each worth 1 VP (SE option 5).",
  },
  shockTroops: {
    name: "Shock Troops",
    plural: true,
    box: "se",
    description: "Ground Forces rolling a 10 become Shock Troops (SE option 6).",
    rules:
      "A Ground Force that rolls a 10 in a round of Invasion Combat becomes a Shock Troop once that round's casualties are removed, as long as one of the 12 Shock Troop tokens is free and a plastic Ground Force stays beside it. Shock Troops fight at 5, are carried and counted as Ground Forces, and must be the first Ground Forces lost to Invasion Combat dice (not to bombardment or PDS fire). A Shock Troop left without a plastic Ground Force of its owner becomes an ordinary one. After a successful invasion with a Shock Troop left, the invader may take the defender's Space Docks and PDS on the planet as his own instead of destroying them. Hope's End's refresh ability and Advanced Reinforcements give Shock Troops.",
  },
  spaceMines: {
    name: "Space Mines",
    plural: true,
    box: "se",
    description: "Cruisers may lay Space Mines for 2 resources (SE option 7).",
  },
  wormholeNexus: {
    name: "The Wormhole Nexus",
    box: "se",
    description: "The Wormhole Nexus joins the galaxy (SE option 8).",
  },
  facilities: {
    name: "Facilities",
    plural: true,
    box: "se",
    description: "Colonies and Refineries may be built on planets (SE option 9).",
    rules:
      "In the production step of a tactical action a player may pay 1 resource to put a Colony or a Refinery on a planet of the activated system that he has held since the round began, outside every Home System and never on a Trade Station, with no enemy ships present; each planet takes one, and there are 8 of each kind for the whole table. Building exhausts the planet. From the next round on, a Colony adds 1 to the planet's influence and a Refinery 1 to its resources. A successful invasion destroys the facility, unless the invader's Shock Troops capture it; it stays with its planet when the planet changes hands any other way, and returns to the supply if the planet becomes neutral.",
  },
  tacticalRetreats: {
    name: "Tactical Retreats",
    plural: true,
    box: "se",
    description: "A defender may retreat into a system it activates for the purpose (SE option 10).",
    rules:
      "A defender who announces a retreat from a Space Battle may spend a counter from his Strategy Allocation to activate an adjacent system that holds no enemy ships and has not been activated by him, and retreat there; ordinary retreats stay open to him.",
  },
  newDistantSuns: {
    name: "New Distant Suns",
    plural: true,
    box: "se",
    description: "SE's extra Domain Counters join the pool (SE option 11).",
    requires: ["distantSuns"],
  },
  territorialDistantSuns: {
    name: "Territorial Distant Suns",
    plural: true,
    box: "se",
    description: "Low-risk Domain Counters near Home Systems (SE option 12).",
    requires: ["distantSuns"],
  },
  custodians: {
    name: "The Custodians of Mecatol Rex",
    plural: true,
    box: "se",
    description: "Mecatol Rex starts guarded by the Custodians (SE option 13).",
  },
  voiceOfTheCouncil: {
    name: "The Voice of the Council",
    box: "se",
    description: "A 1 VP Special Objective is won by council votes (SE option 14).",
  },
  simulatedEarlyTurns: {
    name: "Simulated Early Turns",
    plural: true,
    box: "se",
    description: "Players claim territory and build before round 1 (SE option 15).",
  },
  presetMaps: {
    name: "Preset Maps",
    plural: true,
    box: "se",
    description: "The galaxy is laid out from a printed map (SE optional rule).",
  },
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
