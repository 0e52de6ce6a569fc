/**
 * SE Option 7, Space Mines (SE p.10): the tokens on the board and what the rules read of them. Plain data
 * in the state (`spaceMines`, absent until the first mine is laid), changed only by the option's events
 * (events.ts here). Other rules read the board through these helpers (Faulty Targeting Systems).
 */
import type { UnitType } from "../../../content/index.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";

/** SE components: the box holds 12 Space Mine tokens; none can be laid once all are on the board. */
export const SPACE_MINE_TOKENS = 12;

/** SE p.10: laying a mine costs 2 resources. */
export const SPACE_MINE_COST = 2;

/** One token on the board. */
export interface SpaceMine {
  position: PositionLabel;
  /** The player whose Control Marker sits on it; null for the neutral mine of Defend the Jewel. */
  owner: Seat | null;
}

/** Ships of the active player that ended an activation's movement in a system holding enemy mines. */
export interface MinesEntered {
  position: PositionLabel;
  units: UnitCounts;
  damaged?: UnitCounts;
}

export interface SpaceMinesState {
  /** The tokens on the board, in the order laid. */
  mines: SpaceMine[];
  /**
   * The ships that entered mined systems in the last activation's movement, with its round and active
   * player, rolled for once the PDS fire of their system is over (SE p.10 Triggering Space Mines).
   */
  entered: { seat: Seat; round: number; ships: MinesEntered[] } | null;
  /** The activation the last mine was produced in (one mine per activation): round, player, system. */
  lastLaid: { round: number; seat: Seat; position: PositionLabel } | null;
}

/** One die rolled for one ship entering a mined system. */
export interface MineDie {
  unit: UnitType;
  /** The ship was already damaged (a hit then destroys it). */
  damaged: boolean;
  value: number;
  /** Added to the die (Maneuvering Jets: -1). */
  modifier: number;
  hit: boolean;
}

/** The mines a player's entering ships are rolled against, then one is cleared (SE p.10). */
export interface SpaceMinesFrame {
  kind: "spaceMines";
  /** The active player, whose ships entered. */
  seat: Seat;
  position: PositionLabel;
  /** A play window first (Faulty Targeting Systems may clear a mine), then the dice, then one mine goes. */
  step: "window" | "roll" | "remove";
}

export function minesOnBoard(state: GameState): readonly SpaceMine[] {
  return state.spaceMines?.mines ?? [];
}

export function minesIn(state: GameState, position: PositionLabel): SpaceMine[] {
  return minesOnBoard(state).filter((m) => m.position === position);
}

/** The mines in a system that are not `seat`'s own: another player's, or the neutral one. */
export function enemyMinesIn(state: GameState, position: PositionLabel, seat: Seat): SpaceMine[] {
  return minesIn(state, position).filter((m) => m.owner !== seat);
}

export function tokensLeft(state: GameState): number {
  return SPACE_MINE_TOKENS - minesOnBoard(state).length;
}

/** The owners of these mines, each once, neutral last. */
export function ownersOf(mines: readonly SpaceMine[]): (Seat | null)[] {
  const owners = [...new Set(mines.map((m) => m.owner))];
  return owners.sort((a, b) => (a === null ? 1 : b === null ? -1 : a - b));
}

/** An owner as a decision's choice: the seat's number, or "neutral". */
export function ownerChoice(owner: Seat | null): string {
  return owner === null ? "neutral" : String(owner);
}
