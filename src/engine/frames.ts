/**
 * "Where are we" as data: the frame stack. Each frame is one procedure in progress with its own small
 * fields; the innermost procedure is the last frame. A frame holds no function, so a saved game resumes
 * anywhere. `advance` runs automatic steps; `decisions` reads the frames to say who must answer.
 */
import type { StrategyCardId, SystemId } from "../content/index.ts";
import type { CounterSplit } from "./events.ts";
import type { AssassinsFrame } from "./options/assassins/board.ts";
import type { CapitalPlanetsFrame } from "./options/capitolPlanets/board.ts";
import type { CustodiansFrame } from "./options/custodiansFight.ts";
import type { DeclarationsFrame } from "./options/declarationsOfWar/relations.ts";
import type { NativesCombatFrame } from "./options/domain/frames.ts";
import type { MineFieldsFrame } from "./options/mineFields/board.ts";
import type { SabotageRunsFrame } from "./options/sabotageRunsRules.ts";
import type { SpaceMinesFrame } from "./options/spaceMines/board.ts";
import type { ArtifactPlacementFrame, CouncilVoteFrame } from "./options/specialObjectiveFrames.ts";
import type {
  ActionCardPlayFrame,
  ActionWindowFrame,
  ByHandFrame,
  CardChoiceFrame,
  HandLimitFrame,
} from "./rules/actionCards/frames.ts";
import type { CombatFrame } from "./rules/combat/frames.ts";
import type { AgendaFrame, LawUseFrame, PoliticalPeekFrame, SenateFrame } from "./rules/politics/frames.ts";
import type { TacticalActionFrame, TransferActionFrame } from "./rules/tactical/tacticalFrames.ts";
import type { PositionLabel, Seat, UnitCounts } from "./state.ts";

/** Players choose races in turn (the draft option); random assignment needs no frame. */
export interface RaceDraftFrame {
  kind: "raceDraft";
  /** Seats in picking order; `index` is whose pick it is. */
  order: Seat[];
  index: number;
}

/**
 * Players build the galaxy, one system per turn, in snake order (RR §3 step 9). The hands are the players'
 * secrets and the face-down systems are in `decks`; the frame keeps only what everyone knows.
 */
export interface GalaxyBuildFrame {
  kind: "galaxyBuild";
  /** Seats clockwise from the first player (the Speaker). */
  order: Seat[];
  /** Systems placed so far: drives the snake order. */
  turn: number;
  /** The system each seat placed last (for the "planet after an empty system" rule). */
  lastPlaced: Partial<Record<Seat, SystemId>>;
  /** Home Systems waiting for their ring to open, by position. */
  pendingHomes: Record<string, SystemId>;
}

/**
 * SE Option 15, Simulated Early Turns (options/simulatedEarlyTurns.ts): from the Speaker clockwise, each
 * player claims a system, then may claim a second, then buys, then places; `index` is whose turn it is.
 */
export interface EarlyTurnsFrame {
  kind: "earlyTurns";
  step: "claim" | "claimAgain" | "buy" | "place";
  order: Seat[];
  index: number;
  /** The systems each seat claimed with a counter, in order. */
  claims: Record<Seat, PositionLabel[]>;
  /** The units each seat bought, placed in the last step. */
  bought: Record<Seat, UnitCounts>;
}

export interface StrategyPhaseFrame {
  kind: "strategyPhase";
  /** Picking order: the Speaker clockwise, twice round with 3 or 4 players (RR §5). */
  order: Seat[];
  index: number;
  /** Every card is picked and the end-of-phase Action Card window has been opened (rules/actionCards). */
  ending?: boolean;
  /** The pick just made, until the next one; gone once put back (rules/actionCards: Public Disgrace). */
  lastPick?: StrategyPick;
}

/** A pick as made (RR §5.3-5.4): what its Bonus Counters became, and who was Speaker before it. */
export interface StrategyPick {
  seat: Seat;
  card: StrategyCardId;
  /** Bonus Counters the card carried. */
  bonus: number;
  /** Those taken as command counters, by area; the others became Trade Goods. */
  counters: CounterSplit;
  speaker: Seat;
}

export interface ActionPhaseFrame {
  kind: "actionPhase";
  /** Order of play for this round (RR §5.5). */
  order: Seat[];
  /** Index into `order` of the player whose turn it is. */
  current: number;
  /** Yssaril: the seat that skipped its last turn (may not skip twice running). */
  skipped: Seat[];
}

/** A strategic action: the holder's primary, then the other players' secondaries (RR §6). */
export interface StrategicActionFrame {
  kind: "strategicAction";
  seat: Seat;
  card: StrategyCardId;
  step: "primary" | "secondaries";
  /** Players still to answer the secondary (follow or decline). */
  awaiting: Seat[];
  /** Card-specific progress (choices made in the primary). */
  detail: Record<string, string | number | boolean | null>;
}

export interface StatusPhaseFrame {
  kind: "statusPhase";
  /** "draw": the planets have refreshed; Action Cards are drawn once their refresh abilities are used. */
  step: "score" | "draw" | "redistribute";
  /** Players still to answer in the current step (order of play where the order matters). */
  awaiting: Seat[];
}

/**
 * SE p.7: right after the planets refresh in the Status Phase, the players listed may exhaust planets for
 * their refresh abilities (rules/refreshAbilities.ts), all at once.
 */
export interface RefreshAbilitiesFrame {
  kind: "refreshAbilities";
  awaiting: Seat[];
}

/** One trade agreement on the table during negotiations (RR §17). */
export interface TradeProposal {
  id: number;
  from: Seat;
  to: Seat;
  /** The value of the contract `from` hands to `to`, and of the one `to` hands back. */
  give: number;
  receive: number;
  /** Waiting for `to` to answer, or (both agreeing) for the Trade holder's approval. */
  step: "answer" | "approval";
}

/** Trade negotiations opened by a Trade primary (RR §17; rules/trade/negotiations.ts). */
export interface TradeNegotiationFrame {
  kind: "tradeNegotiation";
  /** The player resolving Trade: every new agreement between two others needs this seat's approval. */
  holder: Seat;
  card: StrategyCardId;
  /** Players who have not finished trading: only they make or receive proposals. */
  open: Seat[];
  proposals: TradeProposal[];
  nextProposal: number;
  /** Agreements formed here: nobody collects on them during this Trade action (RR §6). */
  formed: [Seat, Seat][];
}

/** Diplomacy II (a), SE p.14: opponents with empty reinforcements choose which counter of their sheet goes in. */
export interface DemilitarizedZoneFrame {
  kind: "demilitarizedZone";
  position: PositionLabel;
  awaiting: Seat[];
}

/**
 * Warfare II's High Alert token (SE p.16): ships of its holder have left the token's system; the holder
 * may take the token along to one of the systems they went to, or leave it (rules/strategyCards/highAlert.ts).
 */
export interface HighAlertFrame {
  kind: "highAlert";
  seat: Seat;
  from: PositionLabel;
  destinations: PositionLabel[];
}

/** The game is over; nothing more can be done. */
export interface GameOverFrame {
  kind: "gameOver";
  reason: string;
}

export type Frame =
  | RaceDraftFrame
  | GalaxyBuildFrame
  | EarlyTurnsFrame
  | StrategyPhaseFrame
  | ActionPhaseFrame
  | StrategicActionFrame
  | StatusPhaseFrame
  | RefreshAbilitiesFrame
  | TradeNegotiationFrame
  | DemilitarizedZoneFrame
  | HighAlertFrame
  | TacticalActionFrame
  | TransferActionFrame
  | CombatFrame
  | AgendaFrame
  | PoliticalPeekFrame
  | SenateFrame
  | LawUseFrame
  | ActionWindowFrame
  | ActionCardPlayFrame
  | HandLimitFrame
  | ByHandFrame
  | CardChoiceFrame
  | NativesCombatFrame
  | ArtifactPlacementFrame
  | CouncilVoteFrame
  | SpaceMinesFrame
  | DeclarationsFrame
  | MineFieldsFrame
  | CapitalPlanetsFrame
  | AssassinsFrame
  | CustodiansFrame
  | SabotageRunsFrame
  | GameOverFrame;

export type FrameKind = Frame["kind"];
export type { TacticalActionFrame, TransferActionFrame };
