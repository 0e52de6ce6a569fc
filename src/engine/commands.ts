/**
 * Everything a player can ask of the engine. Apart from the few listed in ALWAYS_AVAILABLE, every command
 * answers a pending decision of the same kind (decisions.ts), which is how "not your turn", "not now" and
 * "already answered" are decided in one place.
 */
import type { ObjectiveId, RaceId, StrategyCardId, SystemId } from "../content/index.ts";
import type { CounterArea } from "./events.ts";
import type { PositionLabel, Seat } from "./state.ts";

/**
 * How a player takes the Bonus Counters on a Strategy Card: each one a Trade Good or a command counter.
 * The counters named go to their areas; every other bonus counter becomes a Trade Good.
 */
export type BonusSplit = Partial<Record<CounterArea, number>>;

export type Command =
  | { type: "pickRace"; seat: Seat; race: RaceId }
  | { type: "placeGalaxyTile"; seat: Seat; tile: SystemId; position: PositionLabel }
  | { type: "pickStrategyCard"; seat: Seat; card: StrategyCardId; bonus?: BonusSplit }
  | { type: "strategicAction"; seat: Seat; card: StrategyCardId }
  | { type: "tacticalAction"; seat: Seat; position: PositionLabel }
  | { type: "transferAction"; seat: Seat; from: PositionLabel; to: PositionLabel }
  | { type: "pass"; seat: Seat }
  | { type: "skipTurn"; seat: Seat }
  | { type: "resolvePrimary"; seat: Seat; card: StrategyCardId; choice: PrimaryChoice }
  | { type: "answerSecondary"; seat: Seat; card: StrategyCardId; follow: boolean; choice?: SecondaryChoice }
  | {
      type: "scoreObjectives";
      seat: Seat;
      publicObjective: ObjectiveId | null;
      secretObjective: ObjectiveId | null;
    }
  | { type: "redistributeCounters"; seat: Seat; counters: Record<CounterArea, number> };

/** The answers a primary ability may need; each card reads the fields it uses. */
export interface PrimaryChoice {
  /** Diplomacy: the opponent; Trade: "collect" or "cancel"; ... */
  target?: Seat;
  option?: string;
  /** Logistics-style gains placed in areas. */
  counters?: Partial<Record<CounterArea, number>>;
}

export interface SecondaryChoice {
  counters?: Partial<Record<CounterArea, number>>;
  /** Influence or resources spent, named by planet, plus trade goods. */
  planets?: string[];
  tradeGoods?: number;
}

export type CommandType = Command["type"];

/** Commands that answer no decision (none yet: chat, preferences and hand views live in the app layer). */
export const ALWAYS_AVAILABLE: ReadonlySet<CommandType> = new Set<CommandType>();
