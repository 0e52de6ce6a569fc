/**
 * Everything a player can ask of the engine. Apart from the few listed in ALWAYS_AVAILABLE, every command
 * answers a pending decision of the same kind (decisions.ts), which is how "not your turn", "not now" and
 * "already answered" are decided in one place.
 */
import type {
  ActionCardId,
  ObjectiveId,
  PlanetId,
  PoliticalCardId,
  RaceId,
  StrategyCardId,
  SystemId,
  UnitType,
} from "../content/index.ts";
import type { CounterArea } from "./events.ts";
import type { CombatAbility } from "./rules/combat/frames.ts";
import type { Correction } from "./rules/gm/corrections.ts";
import type {
  Landing,
  MoveOrder,
  PatrolMove,
  PickUp,
  ProductionChoice,
  ProductionOrder,
} from "./rules/tactical/orders.ts";
import type { AbilityCommandId } from "./rules/technology/actionAbilityIds.ts";
import type { PositionLabel, Seat, UnitCounts } from "./state.ts";

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
      /** Imperial II (a), SE p.17: further public objectives, for the seat that resolved it this round. */
      morePublicObjectives?: ObjectiveId[];
      /** Payment for "spend" objectives (rules/objectives): planets exhausted, Trade Goods, counters by area. */
      planets?: string[];
      tradeGoods?: number;
      counters?: Partial<Record<CounterArea, number>>;
    }
  | { type: "redistributeCounters"; seat: Seat; counters: Record<CounterArea, number> }
  // ---- GM corrections (rules/gm): `seat` is the seat corrected; the app checks who may send it
  | { type: "gmCorrection"; seat: Seat; correction: Correction; reason: string }
  // ---- tactical and transfer actions (rules/tactical)
  | { type: "moveUnits"; seat: Seat; moves: MoveOrder[]; pickUp?: PickUp[]; conduit?: boolean }
  | { type: "landUnits"; seat: Seat; landings: Landing[] }
  | {
      type: "produceUnits";
      seat: Seat;
      /** The system produced in: needed only in a transfer action (one of its two systems). */
      position?: PositionLabel;
      orders: ProductionOrder[];
      /** A new Space Dock on this planet (RR §14). */
      spaceDock?: PlanetId;
      /** Resources paid, named by planet, plus Trade Goods. */
      planets?: string[];
      tradeGoods?: number;
    }
  | { type: "answerActivation"; seat: Seat; cancel: boolean }
  | { type: "finishTurn"; seat: Seat }
  // ---- trade (rules/trade): proposals name each side's contract by its value
  | { type: "proposeTradeAgreement"; seat: Seat; partner: Seat; give: number; receive: number }
  | { type: "answerTradeProposal"; seat: Seat; proposal: number; accept: boolean }
  | { type: "approveTradeAgreement"; seat: Seat; proposal: number; approve: boolean }
  | { type: "finishTrading"; seat: Seat }
  | { type: "breakTradeAgreement"; seat: Seat; partner: Seat }
  | { type: "giveTradeGoods"; seat: Seat; to: Seat; amount: number }
  | { type: "giveActionCards"; seat: Seat; to: Seat; cards: ActionCardId[] }
  // ---- strategy card abilities (rules/cardsAbilities)
  | { type: "placeCounterFromSheet"; seat: Seat; area: CounterArea }
  // ---- politics (rules/politics): a vote names "for", "against" or a candidate, or abstains (null)
  | { type: "castVotes"; seat: Seat; choice: string | null; votes?: number; tradeGoods?: number }
  | { type: "breakTie"; seat: Seat; choice: string }
  | { type: "vetoAgenda"; seat: Seat; veto: boolean }
  | { type: "playPoliticalCard"; seat: Seat; card: PoliticalCardId }
  | { type: "arrangePoliticalDeck"; seat: Seat; top: PoliticalCardId }
  | { type: "chooseSenateOption"; seat: Seat; option: "a" | "b"; target: Seat }
  // ---- action cards (rules/cards)
  | {
      type: "playActionCard";
      seat: Seat;
      card: ActionCardId;
      /** What the card names, for the cards that name something (rules/cards/effects.ts: CardPlay). */
      target?: Seat;
      tradeGoods?: number;
      planets?: PlanetId[];
      system?: PositionLabel;
      choice?: string;
      amount?: number;
    }
  | { type: "passActionWindow"; seat: Seat }
  | {
      type: "discardDownToLimit";
      seat: Seat;
      actionCards?: ActionCardId[];
      politicalCards?: PoliticalCardId[];
    }
  | { type: "confirmByHand"; seat: Seat }
  /** The answer to a card's choice (rules/cards/choice.ts): whichever fields the card asks for. */
  | {
      type: "answerCardChoice";
      seat: Seat;
      target?: Seat;
      planets?: PlanetId[];
      system?: PositionLabel;
      choice?: string;
      amount?: number;
      units?: UnitCounts;
    }
  | { type: "setAutoPassWindows"; seat: Seat; on: boolean }
  // ---- combat (rules/combat): PDS fire, hits, retreats, bombardment, optional combat abilities
  | { type: "firePds"; seat: Seat; fire: boolean; target?: Seat }
  | { type: "assignHits"; seat: Seat; destroy: UnitCounts; damage?: UnitCounts }
  | { type: "announceRetreat"; seat: Seat; to: PositionLabel | null; tactical?: boolean }
  | { type: "bombard"; seat: Seat; dreadnoughts: number; warSuns: number; x89?: "dreadnought" | "warSun" }
  | {
      type: "useCombatAbility";
      seat: Seat;
      ability: CombatAbility;
      use: boolean;
      /** Jol-Nar: which of your dice (0-based, in roll order) to roll again. */
      die?: number;
      /** Graviton Negator: how many Fighters join the Invasion Combat. */
      count?: number;
      /** Yin Devotion: the Destroyer or Cruiser given up, and the enemy ship type hit. */
      unit?: UnitType;
      target?: UnitType;
    }
  | { type: "setAutoAssignHits"; seat: Seat; on: boolean }
  // ---- technologies and race abilities used as an action (rules/technology/actionAbilityIds.ts)
  | {
      type: "useActionAbility";
      seat: Seat;
      ability: AbilityCommandId;
      /** Transit Diodes: the planet the Ground Forces leave, the planet they go to, and how many (1-4). */
      from?: PlanetId;
      to?: PlanetId;
      count?: number;
      /** Sol Orbital Drop: the planet that receives 2 Ground Forces. */
      planet?: PlanetId;
      /** Production Centers: the player given 2 Trade Goods; Yssaril: the player whose hand is looked at. */
      target?: Seat;
      /** Mentak Pillage: the players (1 or 2) who each lose 1 Trade Good. */
      targets?: Seat[];
      /** Bioptic Recyclers: the Action Card discarded. */
      card?: ActionCardId;
      /** Bioptic Recyclers: "trade-goods" or a counter area; Star Forge: "fighters" or "destroyer". */
      choice?: string;
      /** Star Forge: the system holding your War Sun or Space Dock. */
      system?: PositionLabel;
    };

/** The answers a primary ability may need; each card reads the fields it uses. */
export interface PrimaryChoice {
  /** Diplomacy: the opponent; Trade: "collect" or "cancel"; ... */
  target?: Seat;
  option?: string;
  /** Logistics-style gains placed in areas. */
  counters?: Partial<Record<CounterArea, number>>;
  /** Technology: the technology gained (an id); a race technology is paid with `planets`/`tradeGoods`. */
  technology?: string;
  planets?: string[];
  tradeGoods?: number;
  /** Technology II: the second technology bought for 8 resources. */
  purchase?: TechnologyPurchase;
  /** Warfare: the system a counter leaves; Warfare II: High Alert; Diplomacy II (a): the demilitarized system. */
  position?: PositionLabel;
  /** Trade II: the agreements cancelled (at most 2), each named by its two seats. */
  agreements?: [Seat, Seat][];
  /** Bureaucracy: which of the two drawn objectives is revealed, and the public objective claimed (or null). */
  objective?: ObjectiveId;
  claim?: ObjectiveId | null;
  /** Leadership, Diplomacy II (b): the card's own secondary, resolved by the holder with the primary. */
  secondary?: SecondaryChoice;
}

/** A technology bought, with the planets exhausted for resources and the Trade Goods spent. */
export interface TechnologyPurchase {
  technology: string;
  planets?: string[];
  tradeGoods?: number;
}

export interface SecondaryChoice {
  counters?: Partial<Record<CounterArea, number>>;
  /** Influence or resources spent, named by planet, plus trade goods. */
  planets?: string[];
  tradeGoods?: number;
  /** Technology: the technology bought, paid with `planets` and `tradeGoods`. */
  technology?: string;
  /** Jol-Nar following Technology: its primary resolved as well, before the secondary (RR §6). */
  withPrimary?: PrimaryChoice;
  /** Diplomacy: the exhausted planets readied (at most 2, none in the Home System). */
  refresh?: string[];
  /** Diplomacy II: the planet annexed. */
  annex?: string;
  /** Xxcha following Diplomacy (RR §6, SE p.14): the card's primary resolved instead of the secondary. */
  primaryInstead?: PrimaryChoice;
  /** Warfare: the one or two Cruisers/Destroyers that patrol (RR §6). */
  patrols?: PatrolMove[];
  /** Imperial: where and what Rapid Mobilization produces, paid with `planets` and `tradeGoods` (RR §6). */
  production?: ProductionChoice;
}

export type CommandType = Command["type"];

/** Commands that answer no decision (chat, preferences and hand views live in the app layer). */
export const ALWAYS_AVAILABLE: ReadonlySet<CommandType> = new Set<CommandType>([
  // A GM correction (rules/gm) may come at any moment and leaves the frame stack as it was.
  "gmCorrection",
  // RR §17: Trade Goods may be given to another player at any time.
  "giveTradeGoods",
  // A standing preference (rules/combat): hits on my units are assigned at once.
  "setAutoAssignHits",
  // A standing preference (rules/cards/window.ts): Action Card windows do not wait for me.
  "setAutoPassWindows",
]);
