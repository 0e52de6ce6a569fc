/**
 * TI1 Borderlands' Capital Planets (ti1-borderlands.txt, "Capital Planets"): who named which planet, and
 * who won or lost one. Plain data in the state (`capitalPlanets`, absent until round 3's Status Phase),
 * changed only by the option's events.
 */
import type { PlanetId } from "../../../content/index.ts";
import type { GameState, Seat } from "../../state.ts";

/** The round in whose Status Phase the Capital Planets are named (TI1: the third turn). */
export const CAPITAL_ROUND = 3;

/** Borderlands: a Capital Planet's resource value increases by three. */
export const CAPITAL_RESOURCES = 3;

/** Borderlands: the invader receives 15 credits (Trade Goods here). */
export const CONQUEST_TRADE_GOODS = 15;

/** Borderlands: 3 permanent influence won, or lost (votes here). */
export const PERMANENT_INFLUENCE = 3;

export interface CapitalPlanetsState {
  /** The Capital Planets still standing, by the player who named it. */
  capitals: { seat: Seat; planet: PlanetId }[];
  /** A player's Capital Planet taken: who lost it, who took it, which it was. */
  conquests: { from: Seat; by: Seat; planet: PlanetId }[];
}

/** Round 3's naming: the players still to name theirs. */
export interface CapitalPlanetsFrame {
  kind: "capitalPlanets";
  awaiting: Seat[];
}

export function capitalOf(state: GameState, seat: Seat): PlanetId | undefined {
  return state.capitalPlanets?.capitals.find((c) => c.seat === seat)?.planet;
}

/** Whose Capital Planet this planet is, or undefined. */
export function capitalHolder(state: GameState, planet: string): Seat | undefined {
  return state.capitalPlanets?.capitals.find((c) => c.planet === planet)?.seat;
}

/** Votes won by taking Capital Planets, less those lost with one's own (Borderlands' permanent influence). */
export function capitalVotes(state: GameState, seat: Seat): number {
  const conquests = state.capitalPlanets?.conquests ?? [];
  const won = conquests.filter((c) => c.by === seat).length;
  const lost = conquests.filter((c) => c.from === seat).length;
  return PERMANENT_INFLUENCE * (won - lost);
}
