/**
 * The state of a TI4 game: everything about it as plain JSON, like TI3's (engine/state.ts) but with the
 * fourth edition's components (LRR "Setup", ../shared/rules/ti4-rules-reference.md §2): factions instead of
 * races, tactic/fleet/strategy tokens, commodities, promissory notes, two public objective stages and the
 * custodians token. Secrets live only under `players[i].secret` and in `decks`. The rounds that follow the
 * set-up add their own optional fields (laws in play); the state holds what the rounds change and the map draws.
 */
import type {
  FactionId,
  TeOceanId,
  TePlotId,
  Ti4ActionCardId,
  Ti4AgendaId,
  Ti4AllianceCardId,
  Ti4Box,
  Ti4BreakthroughId,
  Ti4GalacticEventId,
  Ti4ObjectiveId,
  Ti4PlanetId,
  Ti4RelicId,
  Ti4StrategyCardId,
  Ti4TechnologyId,
  Ti4UnitType,
} from "../../content/ti4/index.ts";
import type { PositionLabel } from "../galaxy/hex.ts";
import type { Ti4Galaxy } from "../galaxy/ti4/layouts.ts";
import type { Seat } from "../kernel/types.ts";
import type { RngState } from "../rng.ts";
import type { Ti4LawInPlay } from "./agenda/events.ts";
import type { Ti4BreachSide } from "./factions/crimson.commands.ts";
import type { Ti4PlotInPlay } from "./factions/firmament.commands.ts";
import type { Ti4CreussToken } from "./factions/ghost.commands.ts";
import type { Ti4GalacticThreat } from "./factions/nekro.ts";
import type { Ti4Frame } from "./frames.ts";
import type { Ti4ThundersEdge } from "./thundersEdge/expedition.ts";
import type { Ti4Monument } from "./thundersEdge/galacticEvents/monuments.ts";
import type { Ti4GalacticEventChoice } from "./thundersEdge/galacticEvents.ts";
import type { Ti4NoteRef } from "./transactions/notes.ts";

/** Bumped whenever the shape of a TI4 state changes. */
export const TI4_STATE_FORMAT = 1;

export const TI4_PLAYER_COLORS = [
  "blue",
  "red",
  "green",
  "yellow",
  "purple",
  "black",
  "orange",
  "pink",
] as const;
export type Ti4PlayerColor = (typeof TI4_PLAYER_COLORS)[number];

export type Ti4GalaxyMode = "auto" | "playerBuilt" | "mapString";
export type Ti4FactionAssignment = "random" | "draft";

/** Everything fixed when the game is created. */
export interface Ti4Config {
  readonly ruleset: "ti4";
  readonly boxes: readonly Ti4Box[];
  /** No TI4 option is built yet: a game asking for one is refused when it is created. */
  readonly options: readonly string[];
  /** LRR 98.2: the table plays to 10 or 14 victory points. */
  readonly vpTarget: 10 | 14;
  readonly galaxyMode: Ti4GalaxyMode;
  /** Set when galaxyMode is "mapString". */
  readonly mapString: string | null;
  readonly factionAssignment: Ti4FactionAssignment;
  /**
   * TE "Setup" step 1: the galactic events the table chose, or "random" for one drawn among those Mecatol
   * plays (thundersEdge/galacticEvents.ts). Absent: none.
   */
  readonly galacticEvents?: Ti4GalacticEventChoice;
  /**
   * TE "Alliance Game Variant": the pairs of allies, each seat in exactly one pair (thundersEdge/alliance.ts).
   * Absent: every player plays alone.
   */
  readonly alliance?: Ti4AllianceConfig;
}

/** TE "Alliance Setup" step 2: the table's pairs of allies. */
export interface Ti4AllianceConfig {
  readonly pairs: readonly (readonly [Seat, Seat])[];
}

export type Ti4UnitCounts = Partial<Record<Ti4UnitType, number>>;

/** One player's units in one place (a system's space area or a planet). */
export interface Ti4Force {
  seat: Seat;
  units: Ti4UnitCounts;
  /** How many of `units` have sustained damage. */
  damaged?: Ti4UnitCounts;
  /**
   * TE the Last Bastion's Galvanize: how many of `units` carry a galvanize token (factions/bastionGalvanize.ts).
   * A token follows its unit as it moves and goes when the unit leaves play. Absent: none.
   */
  galvanized?: Ti4UnitCounts;
}

export interface Ti4SystemState {
  space: Ti4Force[];
  /** Units on each planet of the tile (a planet is present even when empty). */
  planets: Partial<Record<Ti4PlanetId, Ti4Force[]>>;
  /** Command tokens in this system, by owner (LRR 20). */
  commandTokens: Seat[];
  /**
   * TE "Neutral Units": units that belong to no seat, kept apart from the seats' forces so every reader of
   * `space` and `planets` stays as it was (thundersEdge/neutral.ts reads them). Absent: none here.
   */
  neutral?: Ti4NeutralForces;
}

/** Neutral units (TE "Neutral Units") in one place, with how many of them have sustained damage. */
export interface Ti4NeutralForce {
  units: Ti4UnitCounts;
  damaged?: Ti4UnitCounts;
}

/** A system's neutral units: in its space area and on its planets. */
export interface Ti4NeutralForces {
  space?: Ti4NeutralForce;
  planets?: Partial<Record<Ti4PlanetId, Ti4NeutralForce>>;
}

/**
 * TE "The Fracture" once it has come into play: where its systems were placed (fracture1 first) and the
 * systems holding an ingress token (thundersEdge/fracture.ts). Absent: The Fracture is set aside.
 */
export interface Ti4FractureState {
  positions: PositionLabel[];
  ingress: PositionLabel[];
}

export interface Ti4PlanetCard {
  exhausted: boolean;
}

/** What only the player (and the engine) may see. */
export interface Ti4PlayerSecrets {
  actionCards: Ti4ActionCardId[];
  /** Unscored secret objectives (scored ones are public: `scoredObjectives`). */
  secretObjectives: Ti4ObjectiveId[];
  /**
   * LRR 69: the promissory notes in hand. A note of the player's own colour is its id ("ceasefire"); one of
   * another player's colour is its id and that player's seat ("ceasefire@2"): transactions/notes.ts.
   */
  promissoryNotes: string[];
  /** LRR setup step 12: the two secret objectives drawn, until one is kept. */
  secretObjectivesDrawn?: Ti4ObjectiveId[];
  /** The Firmament: the face of each face-down plot in play, in `plots` order. Absent: none placed. */
  plotCards?: TePlotId[];
  /**
   * The action card windows' standing answers (actionCards/windows.ts), kept with the secrets so nobody
   * reads that a player never plays Sabotage: `autoPass` passes every window for them; `offered` once
   * they have been offered that choice. Absent: asked in every window, not yet offered.
   */
  cardWindows?: { autoPass?: boolean; offered?: boolean };
  /**
   * LRR 61.5: the unscored action-phase secret objectives whose moment has just come for the player (a
   * combat won, a last unit destroyed), until they score one or let the moment go (objectives/moments.ts).
   */
  objectiveMoments?: Ti4ObjectiveId[];
  /** The combat those moments came from ("position" in space, "position planet" on the ground). */
  momentCombat?: string;
  /** LRR 61.7: the combats of this tactical action in which the player has scored an objective. */
  combatsScored?: string[];
  /** Mageon Implants (Yssaril): the hand of `seat` this player is looking at, until they take a card from it. */
  handSeen?: { seat: Seat; cards: Ti4ActionCardId[] };
}

export interface Ti4PlayerState {
  seat: Seat;
  /** The outside identity (a Discord user id, or "playground:..."), mapped by the app layer. */
  userId: string;
  name: string;
  faction: FactionId | null;
  color: Ti4PlayerColor;
  /** Where the home system sits, once the galaxy has one for this player. */
  home: PositionLabel | null;
  vp: number;
  /** LRR 20: the command sheet's three pools. */
  tokens: { tactic: number; fleet: number; strategy: number };
  tradeGoods: number;
  /** Infantry waiting on Spec Ops II or Letani Warrior II to come back at the start of the next turn. */
  infantryOnCard?: number;
  commodities: number;
  planets: Partial<Record<Ti4PlanetId, Ti4PlanetCard>>;
  technologies: Ti4TechnologyId[];
  /** Action cards an ability has this player discard of their choice, asked before play goes on (Scheming). */
  owedDiscards?: { count: number; reason: string };
  /** Technologies exhausted for their ability until the status phase readies them (absent: none). */
  exhaustedTechnologies?: Ti4TechnologyId[];
  /**
   * The Nekro's Valefar Assimilator tokens: the other faction's technology each rests on (technology/owned.ts).
   * Absent: no token placed.
   */
  assimilated?: Partial<Record<"vax" | "vay", Ti4TechnologyId>>;
  /**
   * Valefar Assimilator Z (the Nekro's TE breakthrough): the factions whose sheet holds one of their Z tokens,
   * in the order placed; their flagship text is the Nekro flagship's too (factions/flagshipText.ts). Absent:
   * none placed.
   */
  zAssimilated?: FactionId[];
  /**
   * TE "Alliance Reference Cards": the alliance cards placed in this player's play area by an event or ability
   * (the Alliance variant's card for one's ally is read from the pairs: thundersEdge/allianceCards.ts). Public.
   * Absent: none.
   */
  allianceCards?: Ti4AllianceCardId[];
  strategyCards: { card: Ti4StrategyCardId; played: boolean }[];
  /** Political Stability: the strategy cards stay with the player, who picks none in the next strategy phase. */
  keepsStrategyCards?: boolean;
  passed: boolean;
  scoredObjectives: Ti4ObjectiveId[];
  eliminated: boolean;
  /**
   * LRR 69: the promissory notes face up in this player's play area (Support for the Throne, a faction note
   * played there), each with the seat whose colour it is. Public. Absent: none.
   */
  promissoryPlayArea?: Ti4NoteRef[];
  /** TE "Breakthroughs and Synergy": the faction's breakthrough, once gained (public). Absent: not gained. */
  breakthrough?: Ti4BreakthroughId;
  /** TE "Breakthroughs and Synergy": the breakthrough exhausted for its ability until the status phase readies it. */
  breakthroughExhausted?: boolean;
  /**
   * TE "Relics" (LRR 73): the relics face up in this player's play area, each exhausted until the status
   * phase readies it (thundersEdge/relics.ts). Public. Absent: none.
   */
  relics?: { id: Ti4RelicId; exhausted?: boolean }[];
  /** The Silver Flame (thundersEdge/silverFlame.ts): true once this player may no longer score public objectives. */
  publicScoringLost?: boolean;
  /** The Deepwrought's ocean cards (Oceanbound), each exhausted or ready. Public. Absent: none. */
  oceans?: { id: TeOceanId; exhausted?: boolean }[];
  /** Share Knowledge (the Deepwrought's note): the technology this player owns until the status phase ends. */
  sharedKnowledge?: Ti4TechnologyId;
  /**
   * The Firmament and the Obsidian (Plots Within Plots, Marionettes): the plot cards in play in this
   * player's play area, in the order placed (factions/firmamentPlots.ts). Absent: none.
   */
  plots?: Ti4PlotInPlay[];
  /**
   * TE "Breakthroughs and Synergy": the trade goods lying on this player's breakthrough card, out of their
   * supply: put there by The Sowing (factions/firmamentSowing.ts) or by The Reaping's wins
   * (factions/obsidianReaping.ts); the card keeps them as it turns over, and The Reaping pays them out.
   * Public. Absent: none.
   */
  breakthroughTradeGoods?: number;
  /**
   * Data Skimmer (the Ral Nel's breakthrough): the action cards other players discarded onto it while this
   * player had not passed, face up (factions/ralnelDataSkimmer.ts). Public. Absent: none.
   */
  dataSkimmer?: Ti4ActionCardId[];
  /**
   * The Last Bastion's faction ability The Icon (TE rulebook, "Setup" step 3): exhausted when used, until the
   * status phase readies it (factions/bastionIcon.ts). Absent: ready.
   */
  iconExhausted?: boolean;
  /**
   * Plots Within Plots (the Firmament): the secret objectives others have scored whose moment of play (LRR
   * 61.5) has just come for this player, waiting for them to place a plot for one or let the moment go
   * (factions/firmamentPlotMoments.ts). Public: the moment itself is. Absent: none.
   */
  plotMoments?: Ti4ObjectiveId[];
  /**
   * Deepgloom Executable (the Yssaril's breakthrough): the uses of Stall Tactics or Scheming this player has
   * lent, each to one other player until spent or the status phase ends; `trade` while the transaction the
   * loan opened is not made (thundersEdge/breakthroughs/yssaril.ts). Public. Absent: none.
   */
  deepgloomLoans?: { to: Seat; ability: "stallTactics" | "scheming"; trade?: boolean }[];
  /**
   * Integrated Economy: the planets this player has just gained whose offer to produce on them is still to
   * be made (technology/generic/integratedEconomy.ts). Public. Absent: none.
   */
  integratedEconomyOwed?: Ti4PlanetId[];
  secret: Ti4PlayerSecrets;
}

export interface Ti4Deck<Id extends string> {
  draw: Id[];
  discard: Id[];
}

export interface Ti4RevealedObjective {
  id: Ti4ObjectiveId;
  scoredBy: Seat[];
  /** A secret objective made public by Classified Document Leaks (absent: a public objective). */
  leaked?: boolean;
}

export type Ti4Phase = "setup" | "strategy" | "action" | "status" | "agenda" | "finished";

export interface Ti4State {
  format: typeof TI4_STATE_FORMAT;
  config: Ti4Config;
  rng: RngState;
  phase: Ti4Phase;
  /** 0 during setup, then 1, 2, ... */
  round: number;
  speaker: Seat;
  players: Ti4PlayerState[];
  /** Map position -> tile (hyperlanes with their rotation); filled during setup. */
  galaxy: Ti4Galaxy;
  /** Units, planets and command tokens per placed system with planets or units. */
  board: Record<PositionLabel, Ti4SystemState>;
  /** LRR 8: the custodians token stays on Mecatol Rex until a player spends 6 influence to take it. */
  custodiansOnMecatol: boolean;
  /** Strategy cards nobody holds, with the trade goods placed on them (LRR 83.x). */
  strategyPool: { card: Ti4StrategyCardId; tradeGoods: number }[];
  decks: {
    action: Ti4Deck<Ti4ActionCardId>;
    agenda: Ti4Deck<Ti4AgendaId>;
    secretObjectives: Ti4ObjectiveId[];
    relics: Ti4RelicId[];
    /** The public objectives dealt face down at setup, in reveal order (LRR setup step 12). */
    stageOne: Ti4ObjectiveId[];
    stageTwo: Ti4ObjectiveId[];
  };
  objectives: Ti4RevealedObjective[];
  /** TE Extreme Duress: played on `on`'s turn by `by`, until `on` chooses an action (absent: none). */
  extremeDuress?: { by: Seat; on: Seat };
  /** TE Crisis: the player who loses their next turn (absent: none). */
  turnSkipped?: Seat;
  /**
   * One more action for `seat` before the next turn: the round then goes on after `after` (TE Puppets on a
   * String), or, `after` null, `seat`'s own turn goes on (TE Jupiter Brain). Absent: none.
   */
  extraAction?: { seat: Seat; after: Seat | null };
  /** The Nekro Virus's last Galactic Threat prediction (absent: none made). */
  galacticThreat?: Ti4GalacticThreat;
  /**
   * Technological Singularity (Nekro faction sheet): the combats of this tactical action in which the Nekro
   * have used it ("position" in space, "position planet" on the ground). Absent: none.
   */
  singularityCombats?: string[];
  /**
   * The Creuss wormhole tokens on the board (factions/ghostWormholes.ts): each token's system. A token not
   * listed lies beside the Creuss faction sheet. Absent: none on the board.
   */
  creussWormholes?: Partial<Record<Ti4CreussToken, PositionLabel>>;
  /** TE "The Fracture": absent while it is set aside. */
  fracture?: Ti4FractureState;
  /** LRR 7.2, 8.20: the laws in play, in the order they passed (absent: none yet). */
  laws?: Ti4LawInPlay[];
  /**
   * LRR 94.1, 94.6: the pairs of seats who have made their transaction in the current window (this turn, or
   * this agenda); a new turn clears it. Absent: none yet.
   */
  transactions?: { window: string; pairs: string[] };
  /**
   * TE "Thunder's Edge Expedition": the Thunder's Edge token, expedition side up with its claimed slices, or
   * planet side up where it was placed. Absent: a game without Thunder's Edge.
   */
  thundersEdge?: Ti4ThundersEdge;
  /**
   * Stellar Genesis (the Embers of Muaat's breakthrough): the system holding the Avernus planet token
   * (thundersEdge/breakthroughs/muaat.ts). Public. Absent: not placed.
   */
  avernus?: PositionLabel;
  /** TE "Galactic Events": the events in play, recorded right after the speaker is chosen (absent: none). */
  galacticEvents?: Ti4GalacticEventId[];
  /** Stellar Atomics (a galactic event): the seats whose control token is still on the card (absent: none). */
  stellarAtomics?: Seat[];
  /**
   * TE "Purge": components removed from the game and returned to the box; they never come back into play.
   * Absent: nothing purged.
   */
  purged?: { promissoryNotes?: Ti4NoteRef[]; planets?: Ti4PlanetId[] };
  /** TE "Relics": the planet cards with a relic icon already taken from the planet deck (absent: none). */
  relicPlanetsClaimed?: Ti4PlanetId[];
  /**
   * TE "Legendary Planets" (LRR 53): the legendary planet ability cards lying exhausted, by planet. A card
   * passes with its planet and keeps its side; the status phase readies them (absent: none).
   */
  exhaustedLegendary?: Ti4PlanetId[];
  /** A Song Like Marrow (Styx): the seat credited with the card's victory point (absent: nobody). */
  songLikeMarrow?: Seat;
  /**
   * TE Incursion: the Crimson Rebellion's breach tokens on the board, each system's face up (at most one a
   * system; seven in all). Public. Absent: none on the board.
   */
  breaches?: Partial<Record<PositionLabel, Ti4BreachSide>>;
  /** TE Sever (the Crimson's promissory note): the system its token is in. Absent: not on the board. */
  sever?: PositionLabel;
  /**
   * Age of Fighters (a galactic event): the ships each seat (its number as the key) lost for the game, purged
   * when destroyed; they never return to reinforcements (absent: none).
   */
  purgedShips?: Partial<Record<string, Ti4UnitCounts>>;
  /** TE "Coexist": each player's units coexisting on a planet (thundersEdge/coexist.ts). Absent: none. */
  coexistence?: { seat: Seat; position: PositionLabel; planet: Ti4PlanetId }[];
  /**
   * Total War (a galactic event): the commodities lying on planets, by planet; they serve whoever controls
   * the planet (absent: none).
   */
  totalWar?: Partial<Record<Ti4PlanetId, number>>;
  /** Monuments to the Ages (a galactic event): the monuments in play (absent: none). */
  monuments?: Ti4Monument[];
  /**
   * TE "Alliance Movement and Control": the seats that do not allow their ally to transport, support and
   * commit their fighters and ground forces (thundersEdge/allianceCarry.ts). Absent: every ally allows it.
   */
  allyTransportWithheld?: Seat[];
  /**
   * TE Dok 'N Pic's Salvage Yard (Garbozia): the action cards lying face up on the card, public, played by
   * whoever holds it (thundersEdge/salvageYard.ts; absent: none).
   */
  salvageYard?: Ti4ActionCardId[];
  /**
   * Mercenaries for Hire (a galactic event): the face-up mercenary deck, the alliance cards of factions not in
   * play, top card first (thundersEdge/galacticEvents/mercenaries.ts). Public. Absent: not formed.
   */
  mercenaryDeck?: Ti4AllianceCardId[];
  /** Zealous Orthodoxy (a galactic event): the seat that first scored 2 secret objectives. Absent: nobody yet. */
  zealousOrthodoxy?: Seat;
  /** Where the game is: the innermost procedure is last. */
  stack: Ti4Frame[];
  winners: Seat[];
}

/** The player in `seat`: a seat the game does not have is a bug, not a refusal. */
export function playerOf(state: Ti4State, seat: Seat): Ti4PlayerState {
  const player = state.players[seat];
  if (!player) throw new Error(`no seat ${seat} in this game`);
  return player;
}
