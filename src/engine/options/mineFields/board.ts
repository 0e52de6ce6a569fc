/**
 * TI1 Borderlands' Mine Fields (ti1-borderlands.txt, "Mines"): the counters on the board and what the rules
 * read of them. Plain data in the state (`mineFields`, absent until the option first acts), changed only by
 * the option's events (events.ts here).
 */
import type { GameState, PositionLabel, Seat } from "../../state.ts";

/** Borderlands: 20 Mine Fields in the box, so never more than 20 on the board. */
export const MINE_FIELD_COUNTERS = 20;

/** Borderlands: one system never holds more than 3. */
export const FIELDS_PER_SYSTEM = 3;

/** Borderlands: 5 credits a counter (resources here, borderlands/production.ts). */
export const MINE_FIELD_COST = 5;

/** One Mine Field counter on the board, with the player who laid it (it goes off under anyone). */
export interface MineField {
  position: PositionLabel;
  layer: Seat;
}

/** Where the active player's ships ended an activation's movement: every system, with what arrived. */
export interface FleetArrival {
  position: PositionLabel;
  /** Ships (Fighters included) that moved in, by type. */
  ships: Partial<Record<string, number>>;
}

export interface MineFieldsState {
  /** The counters on the board, in the order laid. */
  fields: MineField[];
  /** The fields laid this round, one entry each (a Dreadnought lays one a round). */
  laid: { round: number; seat: Seat; position: PositionLabel }[];
  /** The last activation's movement: its player, round and arrivals (who enters, which Dreadnoughts moved). */
  moved: { seat: Seat; round: number; arrived: FleetArrival[] } | null;
}

/** The fleet that entered a mined system rolls against its fields one at a time. */
export interface MineFieldsFrame {
  kind: "mineFields";
  /** The active player, whose ships entered. */
  seat: Seat;
  position: PositionLabel;
  step: "roll";
}

export function fieldsOnBoard(state: GameState): readonly MineField[] {
  return state.mineFields?.fields ?? [];
}

export function fieldsIn(state: GameState, position: PositionLabel): MineField[] {
  return fieldsOnBoard(state).filter((f) => f.position === position);
}

/** What the sum of the two dice of one field does (Borderlands' table): hits. */
export function mineFieldHits(total: number): number {
  if (total >= 20) return 3;
  if (total >= 18) return 2;
  if (total >= 14) return 1;
  return 0;
}

/** What `seat`'s ships that moved in this round's activation brought to a system, or undefined. */
export function arrivalAt(state: GameState, seat: Seat, position: PositionLabel): FleetArrival | undefined {
  const moved = state.mineFields?.moved;
  if (!moved || moved.seat !== seat || moved.round !== state.round) return undefined;
  return moved.arrived.find((a) => a.position === position);
}
