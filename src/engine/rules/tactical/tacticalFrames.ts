/**
 * The frames of the tactical and transfer actions (RR §8, §9): plain data saying which step of the
 * activation sequence the action is at, so a game saved mid-action resumes exactly there.
 */
import type { PlanetId } from "../../../content/index.ts";
import type { PositionLabel, Seat } from "../../state.ts";
import type { ProductionContext } from "./docks.ts";

export type TacticalStep =
  | "respond"
  | "move"
  | "pdsFire"
  /** Production at a blockaded Space Dock before the Space Battle (Surprise Assault, an Action Card). */
  | "assault"
  | "spaceBattle"
  /** The Planetary Landing step begins: a play window first (RR §19 "beforeLandings": Star of Death). */
  | "beforeLandings"
  | "landing"
  | "invasion"
  | "production"
  | "done";

/** A tactical action (RR §8): the activated system and the step of the activation sequence. */
export interface TacticalActionFrame {
  kind: "tacticalAction";
  seat: Seat;
  position: PositionLabel;
  step: TacticalStep;
  /** Xxcha Diplomats: opponents who may still cancel this activation (step "respond"). */
  responders: Seat[];
  /** Planets still to be invaded, in the order the active player landed on them (RR §8 step 6). */
  invasions: PlanetId[];
  /** The planet whose invasion is being fought; its control is settled when its frames pop. */
  invading: PlanetId | null;
  /**
   * Who held `invading` as its invasion began (null: neutral). Settling it compares with this, because an
   * Invasion Combat won hands the planet over before its frames pop. Absent in games saved before it.
   */
  invadingHeldBy?: Seat | null;
  /** Saar Space Docks that moved into the system this activation: they cannot produce (SE). */
  docksMoved: number;
  /** Fleet Logistics (RR §7): true for the second tactical action of the turn. */
  second: boolean;
  /** Units were produced before the Space Battle (step "assault"): that was the activation's production. */
  producedEarly?: boolean;
}

/**
 * How a tactical action's production is judged (RR §14): at its docks in the system activated, Saar docks
 * that moved in aside; before the Space Battle (Surprise Assault) a blockaded dock builds ships too.
 */
export function tacticalProductionContext(frame: TacticalActionFrame): ProductionContext {
  const ctx: ProductionContext = { mode: "tactical", docksMoved: frame.docksMoved };
  return frame.step === "assault" ? { ...ctx, blockadeLifted: true } : ctx;
}

export type TransferStep = "move" | "pdsFire" | "landing" | "production" | "done";

/** A transfer action (RR §9) between two adjacent systems. */
export interface TransferActionFrame {
  kind: "transferAction";
  seat: Seat;
  /** The system given the Command Pool counter, then the one given a counter from reinforcements. */
  positions: [PositionLabel, PositionLabel];
  step: TransferStep;
  /** How many of the two systems have had their PDS fire resolved (RR §9 step 3). */
  pdsResolved: number;
  /** Saar Space Docks that moved this action, by the system they reached. */
  docksMoved: Partial<Record<PositionLabel, number>>;
}
