/**
 * The GameState: everything about one game as plain JSON. Saving it, loading it a week later and
 * continuing gives exactly the same game: "where are we" is the frame stack, the dice are the generator
 * state, and secrets live only under `players[i].secret` and in `decks`.
 */
import type {
  ActionCardId,
  Artifact,
  Box,
  CustodianToken,
  DomainCounterId,
  FacilityKind,
  ObjectiveId,
  OptionId,
  PlanetId,
  PoliticalCardId,
  RaceId,
  StrategyCardId,
  SystemId,
  TechId,
  UnitType,
} from "../content/index.ts";
import type { Frame } from "./frames.ts";
import type { AssassinsState } from "./options/assassins/board.ts";
import type { CapitalPlanetsState } from "./options/capitolPlanets/board.ts";
import type { RelationsState } from "./options/declarationsOfWar/relations.ts";
import type { MineFieldsState } from "./options/mineFields/board.ts";
import type { SpaceMinesState } from "./options/spaceMines/board.ts";
import type { RngState } from "./rng.ts";
import type { RoundAchievements } from "./rules/objectives/achievements.ts";

/** Bumped whenever the shape of the state changes; old snapshots are upgraded or rebuilt from the log. */
export const STATE_FORMAT_VERSION = 1;

/** A seat at the table, 0-based, clockwise. Players are addressed by seat inside the engine. */
export type Seat = number;

/** A map position label such as "000" (Mecatol Rex) or "304" (see galaxy/hex.ts). */
export type PositionLabel = string;

export const PLAYER_COLORS = [
  "blue",
  "orange",
  "green",
  "purple",
  "yellow",
  "red",
  "black",
  "white",
] as const;
export type PlayerColor = (typeof PLAYER_COLORS)[number];

export type GalaxyMode = "auto" | "playerBuilt" | "mapString";
export type RaceAssignment = "random" | "draft";

/** Everything fixed when the game is created. */
export interface GameConfig {
  readonly boxes: readonly Box[];
  readonly options: readonly OptionId[];
  readonly vpTarget: number;
  readonly galaxyMode: GalaxyMode;
  /** Set when galaxyMode is "mapString". */
  readonly mapString: string | null;
  /** SE larger galaxy: a fourth ring for 5 and 6 players. */
  readonly largerGalaxy: boolean;
  readonly raceAssignment: RaceAssignment;
  readonly bannedRaces: readonly RaceId[];
  /** The eight Strategy Cards in play, lowest initiative first. */
  readonly strategyCards: readonly StrategyCardId[];
  /** SE Preset Maps: the printed map the galaxy is laid out from (content/presetMaps.ts); absent: none. */
  readonly presetMap?: string;
}

export type UnitCounts = Partial<Record<UnitType, number>>;

/** One player's units in one place (a system's space area or a planet). */
export interface Force {
  seat: Seat;
  units: UnitCounts;
  /** How many of `units` have sustained damage (Dreadnoughts, War Suns). */
  damaged?: UnitCounts;
}

export interface SystemState {
  tile: SystemId;
  space: Force[];
  /** Units on each planet of the tile (a planet is present even when empty). */
  planets: Partial<Record<PlanetId, Force[]>>;
  /** Command counters in this system, by owner. */
  commandCounters: Seat[];
}

export interface PlanetCard {
  exhausted: boolean;
  /** The round the card was gained in (rules/tactical); absent for Home planets held since setup. */
  gainedRound?: number;
}

export interface StrategyCardHeld {
  card: StrategyCardId;
  /** Flipped to its inactive side once its strategic action is done. */
  played: boolean;
}

export interface TradeAgreement {
  /** The two players; each holds the other's contract. */
  seats: [Seat, Seat];
  /** The contract values: what seats[0] and seats[1] collect. */
  values: [number, number];
}

/** What only the player (and the engine) may see. */
export interface PlayerSecrets {
  actionCards: ActionCardId[];
  secretObjectives: ObjectiveId[];
  politicalCards: PoliticalCardId[];
  /** Galaxy tiles dealt to this player while players build the galaxy. */
  galaxyTiles: SystemId[];
  /** RR §6 Political: the top Political Cards the holder is looking at, until he puts them back. */
  politicalPeek?: PoliticalCardId[];
  /** Master of Fate: the Action Cards drawn for dealing, seen by this player alone until each is dealt. */
  actionCardsToDeal?: ActionCardId[];
  /** Distant Suns: face-down Domain Counters this player has looked at (probing, Native Intelligence). */
  domainCounters?: Partial<Record<PlanetId, DomainCounterId>>;
}

export interface PlayerPreferences {
  /** Assign hits on my units at once, cheapest first and damage before destroy (rules/combat). */
  autoAssignHits?: boolean;
  /** Pass every Action Card window at once: the game never waits for me to play a card (rules/actionCards). */
  autoPassWindows?: boolean;
  /** Autopass was offered, in the first Action Card window this player was asked in: once a game. */
  autoPassOffered?: boolean;
}

export interface PlayerState {
  seat: Seat;
  /** The outside identity (a Discord user id, or "playground:..."), mapped by the app layer. */
  userId: string;
  name: string;
  race: RaceId | null;
  color: PlayerColor | null;
  /** Where the home system sits, once the galaxy has one for this player. */
  home: PositionLabel | null;
  vp: number;
  counters: { strategy: number; fleet: number; command: number };
  tradeGoods: number;
  /** Planet cards the player holds (controls), by planet. */
  planets: Partial<Record<PlanetId, PlanetCard>>;
  technologies: TechId[];
  /** SE Option 4: the race's own technologies gained (ids from races.ts); absent until the first one. */
  raceTechnologies?: string[];
  /** Once-per-round abilities (SE "once per turn" = once per round): ability key -> round last used. */
  abilitiesUsed?: Record<string, number>;
  /** Standing answers the engine gives for the player (rules/combat); absent until first set. */
  preferences?: PlayerPreferences;
  strategyCards: StrategyCardHeld[];
  passed: boolean;
  tradeContracts: [number, number];
  scoredObjectives: ObjectiveId[];
  eliminated: boolean;
  secret: PlayerSecrets;
}

/**
 * A card effect that lasts beyond the moment its card resolves (rules/actionCards/lasting.ts): an Action Card
 * such as Armistice or a directive such as Public Execution, kept until its time runs out or the rule
 * that owns it ends it. Everything here is public: the card was played face up.
 */
export interface CardEffectInPlay {
  /** The card's effect key (content/actionCards.*.ts or content/politicalCards.*.ts). */
  effect: string;
  /** The player who played the card, or whom the agenda names; null when it concerns everyone. */
  seat: Seat | null;
  /** What the card named: a player, planets, a system, a choice such as a unit type or card id. */
  target: Seat | null;
  planets: PlanetId[];
  system: PositionLabel | null;
  choice: string | null;
  /** The round it began in. */
  round: number;
  /** The last round it lasts through (it ends as the next round begins); null: until a rule ends it. */
  lastRound: number | null;
}

/** A law passed by the Galactic Council, in play until repealed (RR §20; rules/politics/laws.ts). */
export interface LawInPlay {
  card: PoliticalCardId;
  /** What an Elect law elected (a seat as "2", two as "1,4", a planet or objective id); null otherwise. */
  elected: string | null;
  /** The round it passed in. */
  round: number;
  /** The Homeworlds variant (RR §24.6) withheld the VP this law gave its holder: none is taken back. */
  vpWithheld?: true;
}

/** SE option 5: an Artifact token on its planet (options/artifacts.ts). Never moved or destroyed. */
export interface ArtifactOnPlanet {
  planet: PlanetId;
  /** The artifact the token shows once turned face up; null while it lies face down. */
  artifact: Artifact | null;
  /** Who holds its Special Objective and the 1 VP it gives: its planet's controller, once revealed. */
  holder: Seat | null;
}

/** What a face-down Artifact token is: one of the four artifacts, or a blank (SE p.9). */
export type ArtifactFace = Artifact | "blank";

export interface Deck<Id extends string> {
  draw: Id[];
  discard: Id[];
}

export interface RevealedObjective {
  id: ObjectiveId;
  scoredBy: Seat[];
}

/** A revealed Domain Counter that stays on its planet (Biohazard, Hostile Locals, Wormhole Discovery...). */
export interface DomainCounterFaceUp {
  planet: PlanetId;
  counter: DomainCounterId;
}

/** The public side of Distant Suns: which planets hold a counter, the revealed ones that stay, and their marks. */
export interface DistantSunsBoard {
  /** Planets holding a face-down counter (which one is in `decks.domainCounters`). */
  faceDown: PlanetId[];
  faceUp: DomainCounterFaceUp[];
  /** One entry per Lazax Survivors counter taken: its holder has 3 more votes on every agenda. */
  lazax: Seat[];
  /** Planets probed in the activation under way: the prober may not land on them then. */
  probed: { seat: Seat; position: PositionLabel; round: number; planets: PlanetId[] } | null;
  /** Razers of Lazax Survivors, who may not vote on the next agenda. */
  noVote: Seat[];
}

/**
 * Where a Leader is (RR §24.4, the Leaders option): on a planet, aboard one of its owner's ships (its type:
 * ships are counted, not told apart), held by another player, or dead.
 */
export type LeaderPlace =
  | { on: "planet"; position: PositionLabel; planet: PlanetId }
  | { on: "ship"; position: PositionLabel; ship: UnitType }
  /** `decided`: the round of the last Status Phase in which the captor chose to keep it. */
  | { on: "captive"; captor: Seat; decided?: number }
  /** Escaped (or freed), its owner yet to name the planet it reaches. */
  | { on: "escaping" }
  | { on: "killed" };

/** One Leader in a game with the Leaders option (content/leaders.ts names it). */
export interface LeaderInPlay {
  id: string;
  seat: Seat;
  at: LeaderPlace;
  /** Face down (Hope's End's variant): only its owner, or its captor, sees which Leader it is (view.ts). */
  faceDown?: true;
}

export type Phase = "setup" | "strategy" | "action" | "status" | "finished";

export interface GameState {
  format: typeof STATE_FORMAT_VERSION;
  config: GameConfig;
  rng: RngState;
  phase: Phase;
  /** 0 during setup, then 1, 2, ... */
  round: number;
  speaker: Seat;
  players: PlayerState[];
  /** Map position -> system tile; filled during setup. */
  galaxy: Record<PositionLabel, SystemId>;
  /** Units, planets and command counters per placed system. */
  board: Record<PositionLabel, SystemState>;
  /** Who held the Initiative card last round: they may not pick it this round (RR §5.4). */
  initiativeLastRound: Seat | null;
  /** Strategy Cards nobody holds, with their bonus counters. */
  strategyPool: { card: StrategyCardId; bonus: number }[];
  decks: {
    action: Deck<ActionCardId>;
    political: Deck<PoliticalCardId>;
    /** The public objective deck, top first (Stage I cards over Stage II). */
    objectives: ObjectiveId[];
    secretObjectives: ObjectiveId[];
    /** Systems lying face down next to Mecatol Rex while players build the galaxy (unknown to all). */
    faceDownSystems: Record<PositionLabel, SystemId>;
    /** Distant Suns (RR §24.3): the face-down Domain Counters by planet (unknown to all); absent when off. */
    domainCounters?: Partial<Record<PlanetId, DomainCounterId>>;
    /** SE option 5: what each face-down Artifact token is, by planet (unknown to all); absent until dealt. */
    artifacts?: Partial<Record<PlanetId, ArtifactFace>>;
  };
  objectives: RevealedObjective[];
  /** Trade goods left in the common supply. */
  tradeGoodSupply: number;
  tradeAgreements: TradeAgreement[];
  /**
   * Strategy card effects that outlast the card (rules/strategyCards); absent until first used.
   * Diplomacy (RR §6): pairs who may not activate a system holding the other's units until the Action
   * Phase ends. Warfare II (SE p.16): the High Alert token while it is on the board. Imperial II (a) (SE
   * p.17): the seat that may claim any number of public objectives in that round's Status Phase.
   */
  diplomacyPairs?: [Seat, Seat][];
  highAlert?: { seat: Seat; position: PositionLabel } | null;
  ancientThrone?: { seat: Seat; round: number } | null;
  /**
   * Age of Empire (RR §24.2, options/ageOfEmpire.ts): the card of the face-up row the turn marker is on,
   * and the round whose Status Phase put it there; absent until round 1's Status Phase ends.
   */
  turnMarker?: { on: ObjectiveId; round: number };
  /** Card effects that last (rules/actionCards/lasting.ts), oldest first; absent until the first one. */
  cardEffects?: CardEffectInPlay[];
  /** Laws in play, oldest first (RR §20); absent until the first law passes. */
  laws?: LawInPlay[];
  /**
   * Space Docks placed this round (rules/tactical): they cannot produce until the next round (RR §14).
   * `planet` is null for a Saar Space Dock, which floats in space.
   */
  spaceDocksBuilt?: { seat: Seat; position: PositionLabel; planet: PlanetId | null; round: number }[];
  /**
   * Dreadnoughts and War Suns that have bombarded (or used X-89) in the current activation (rules/combat,
   * RR §13.2: each bombards at most once per activation); keyed by round, system and active player.
   */
  bombardedThisActivation?: { round: number; position: PositionLabel; seat: Seat; units: UnitCounts } | null;
  /**
   * What players achieved this round, for the "this round" objectives (rules/objectives/achievements.ts);
   * absent until something is noted, and stale once its round is over.
   */
  roundAchievements?: RoundAchievements;
  /** Distant Suns (RR §24.3, options/distantSuns.ts): the Domain Counters as everyone sees them; absent when off. */
  distantSuns?: DistantSunsBoard;
  /**
   * SE option 5 (options/artifacts.ts): the Artifact tokens on the planets chosen at set-up, face down
   * until a player gains the planet; a blank is discarded once revealed. Absent without the option.
   */
  artifacts?: ArtifactOnPlanet[];
  /** SE option 14 (options/voiceOfTheCouncil.ts): who holds the Voice of the Council (null: nobody yet). */
  voiceOfTheCouncil?: Seat | null;
  /**
   * Borderlands, Declarations of War and Peace (options/declarationsOfWar/): the pairs at peace and the
   * surprise attacks made; absent until the first peace (every pair starts at war).
   */
  relations?: RelationsState;
  /** SE Option 7 (options/spaceMines/): the Space Mines on the board; absent until the first is laid. */
  spaceMines?: SpaceMinesState;
  /** TI1 Borderlands' Mine Fields (options/mineFields/): the fields on the board; absent when never used. */
  mineFields?: MineFieldsState;
  /** TI1 Borderlands' Capital Planets (options/capitolPlanets/): named in round 3; absent before. */
  capitalPlanets?: CapitalPlanetsState;
  /** TI1 Borderlands' Assassins (options/assassins/): who holds how many, who sent and who was struck. */
  assassins?: AssassinsState;
  /**
   * SE Option 13: the Custodian tokens still guarding Mecatol Rex (options/custodians.ts); absent when the
   * option is off, empty once both are defeated.
   */
  custodians?: CustodianToken["id"][];
  /**
   * The Leaders option (RR §24.4; options/leaders.ts): every Leader and where it is, and the planets a
   * Diplomat turned an invasion back from, with the round (not again that round or the next). Absent
   * when the option is off.
   */
  leaders?: LeaderInPlay[];
  diplomatShields?: { planet: PlanetId; round: number }[];
  /** Who lets whose Diplomat-led fleets pass through his ships: [grantor, grantee] pairs. */
  diplomatPassage?: [Seat, Seat][];
  /**
   * SE Option 9 (options/facilities.ts): the Facility Cards on the board, by planet; absent until the first
   * is built. A facility goes with its planet card: whoever holds the planet has it. `round`: built in.
   */
  facilities?: Partial<Record<PlanetId, { kind: FacilityKind; round: number }>>;
  /** Where the game is: the innermost procedure is last. */
  stack: Frame[];
  winners: Seat[];
}
