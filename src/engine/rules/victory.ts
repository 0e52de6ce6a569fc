/**
 * Winning and ending the game (RR §22): reaching the VP target wins at once; the game-ending objective
 * ends it at once, and the most VP wins, ties broken by objectives scored, then planets, then command
 * counters on the race sheet (UTIL's order; LAV omits the objectives step: kept easy to change here).
 */
import type { PoliticalCardId } from "../../content/index.ts";
import { answers } from "../hooks/index.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
import { countersOnSheet } from "./counters.ts";
import { activePlayers } from "./players.ts";

/** Ends the game if someone has reached the target; returns true when it did. */
export function checkVictory(tx: Tx, seat: Seat): boolean {
  const p = tx.state.players[seat];
  if (!p || p.vp < tx.state.config.vpTarget) return false;
  endGame(tx, [seat], `${p.name} reached ${tx.state.config.vpTarget} victory points`);
  return true;
}

/**
 * VP gained other than by scoring an objective (the Imperial primary, a law; RR §22); a loss (a negative
 * amount) always counts, down to the floor an option sets. A gain an option withholds is lost (the Homeworlds variant, RR §24.6), and a
 * law's point so withheld is noted on the law, which takes none back later. Returns whether the points
 * were gained.
 */
export function gainVictoryPoints(
  tx: Tx,
  seat: Seat,
  amount: number,
  reason: string,
  law?: PoliticalCardId,
): boolean {
  if (amount > 0) {
    for (const withheld of answers(tx.state, "victoryPointsWithheld")) {
      const why = withheld(tx.state, seat);
      if (why === undefined) continue;
      tx.emit({ type: "victoryPointsWithheld", seat, amount, reason, why, ...(law ? { law } : {}) });
      return false;
    }
  }
  // A loss never takes a player below the floor something in play sets (SE option 5: the artifacts he
  // holds; RR §22 [sourced: UTIL]); below 0 the state's own floor holds.
  const floor = Math.max(0, ...answers(tx.state, "victoryPointFloor").map((f) => f(tx.state, seat)));
  const vp = tx.state.players[seat]?.vp ?? 0;
  const change = amount < 0 && floor > 0 ? Math.max(amount, Math.min(0, floor - vp)) : amount;
  if (change !== 0 || amount === 0) tx.emit({ type: "victoryPointsGained", seat, amount: change, reason });
  return true;
}

export function endGame(tx: Tx, winners: Seat[], reason: string): void {
  tx.emit({ type: "gameEnded", winners, reason });
  tx.emit({ type: "framePushed", frame: { kind: "gameOver", reason } });
}

const TIE_BREAKS: ((state: GameState, seat: Seat) => number)[] = [
  (s, seat) => s.players[seat]?.vp ?? 0,
  (s, seat) => s.players[seat]?.scoredObjectives.length ?? 0,
  (s, seat) => Object.keys(s.players[seat]?.planets ?? {}).length,
  (s, seat) => countersOnSheet(s, seat),
];

/** The leaders by VP and the tie-breaks; several seats when still tied (a shared win). */
export function leaders(state: GameState): Seat[] {
  let best = activePlayers(state).map((p) => p.seat);
  for (const measure of TIE_BREAKS) {
    const top = Math.max(...best.map((seat) => measure(state, seat)));
    best = best.filter((seat) => measure(state, seat) === top);
  }
  return best;
}
