/**
 * Everything that can happen in a game, as data. `evolve` (evolve.ts) applies one event to the state;
 * a replay is a fold of the events over the first one's state. Random draws carry the generator's
 * next state, so replay needs no generator and gives the same dice.
 */
import type {
  ActionCardId,
  ObjectiveId,
  PlanetId,
  PoliticalCardId,
  RaceId,
  StrategyCardId,
  SystemId,
  TechId,
} from "../content/index.ts";
import type { Frame } from "./frames.ts";
import type { RngState } from "./rng.ts";
import type { GameState, Phase, PlayerColor, PositionLabel, Seat, UnitCounts } from "./state.ts";

export type CounterArea = "strategy" | "fleet" | "command";
export type CounterSplit = Partial<Record<CounterArea, number>>;
export type ShuffledDeck = "action" | "political" | "objectives" | "secretObjectives";

export type GameEvent =
  // ---- setup
  | { type: "gameCreated"; state: GameState }
  | { type: "deckShuffled"; deck: ShuffledDeck; cards: string[]; rng: RngState }
  | { type: "raceAssigned"; seat: Seat; race: RaceId; color: PlayerColor; rng?: RngState }
  | { type: "speakerChanged"; seat: Seat; rng?: RngState }
  | { type: "galaxyTilesPlaced"; tiles: Record<PositionLabel, SystemId>; seat?: Seat; rng?: RngState }
  | { type: "galaxyTilesDealt"; seat: Seat; tiles: SystemId[]; rng?: RngState }
  | { type: "faceDownSystemsSet"; systems: Record<PositionLabel, SystemId> }
  /** Base p.8: a player placing a second system without planets shows the hand to prove no planet system is left. */
  | { type: "galaxyHandShown"; seat: Seat; tiles: SystemId[] }
  | { type: "homeSystemPlaced"; seat: Seat; position: PositionLabel }
  | {
      type: "startingForcesPlaced";
      seat: Seat;
      position: PositionLabel;
      space: UnitCounts;
      planets: Partial<Record<PlanetId, UnitCounts>>;
      technologies: TechId[];
      counters: Record<CounterArea, number>;
      tradeContracts: [number, number];
    }
  // ---- flow
  | { type: "phaseStarted"; phase: Phase; round: number }
  | { type: "framePushed"; frame: Frame }
  | { type: "frameReplaced"; frame: Frame }
  | { type: "framePopped" }
  // ---- cards and hands
  | { type: "secretObjectiveDealt"; seat: Seat; objective: ObjectiveId }
  | { type: "actionCardsDrawn"; seat: Seat; cards: ActionCardId[] }
  | { type: "actionCardsDiscarded"; seat: Seat; cards: ActionCardId[] }
  | { type: "actionDeckReshuffled"; cards: ActionCardId[]; rng: RngState }
  | { type: "politicalCardsDrawn"; seat: Seat; cards: PoliticalCardId[] }
  // ---- economy
  | { type: "tradeGoodsGained"; seat: Seat; amount: number; reason: string }
  | { type: "tradeGoodsSpent"; seat: Seat; amount: number; reason: string }
  | { type: "commandCountersGained"; seat: Seat; counters: CounterSplit; reason: string }
  | { type: "commandCountersSpent"; seat: Seat; counters: CounterSplit; reason: string }
  | { type: "commandCountersRedistributed"; seat: Seat; counters: Record<CounterArea, number> }
  | { type: "commandCountersRemovedFromBoard" }
  | { type: "planetsExhausted"; seat: Seat; planets: PlanetId[]; reason: string }
  | { type: "planetsRefreshed"; seat: Seat; planets: PlanetId[] }
  | { type: "unitsRepaired" }
  // ---- strategy cards
  | { type: "strategyCardPicked"; seat: Seat; card: StrategyCardId; bonus: number }
  | { type: "bonusCountersPlaced"; cards: StrategyCardId[] }
  | { type: "strategyCardPlayed"; seat: Seat; card: StrategyCardId }
  | { type: "secondaryAnswered"; seat: Seat; card: StrategyCardId; followed: boolean }
  | { type: "strategyCardsReturned" }
  | { type: "playerPassed"; seat: Seat }
  | { type: "turnSkipped"; seat: Seat }
  | { type: "resolvedByHand"; seat: Seat; what: string }
  | { type: "systemCounterRemoved"; seat: Seat; position: PositionLabel }
  // ---- objectives and the end
  | { type: "objectiveRevealed"; objective: ObjectiveId }
  | { type: "objectiveScored"; seat: Seat; objective: ObjectiveId; vp: number }
  | { type: "victoryPointsGained"; seat: Seat; amount: number; reason: string }
  | { type: "gameEnded"; winners: Seat[]; reason: string };

export type GameEventType = GameEvent["type"];

/** Who may see an event: everyone, only some seats, or nobody (engine bookkeeping such as deck order). */
export type Visibility = "public" | { seats: Seat[] };

export function visibilityOf(event: GameEvent): Visibility {
  switch (event.type) {
    case "gameCreated":
    case "deckShuffled":
    case "actionDeckReshuffled":
      return { seats: [] };
    case "faceDownSystemsSet":
      return { seats: [] };
    case "galaxyTilesDealt":
    case "secretObjectiveDealt":
    case "actionCardsDrawn":
    case "politicalCardsDrawn":
      return { seats: [event.seat] };
    default:
      return "public";
  }
}

/** The version of this event shape stored with each log entry. */
export const EVENT_SCHEMA_VERSION = 1;
