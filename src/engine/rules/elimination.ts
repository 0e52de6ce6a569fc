/**
 * Elimination (RR §22, SE errata "Elimination"): a player who controls no planet and has no unit on the
 * board is out of the game. His Action Cards are discarded and his trade agreements leave the game; the
 * others go on as before, still taking as many Strategy Cards each as at the start (strategyPhase.ts counts
 * seats, not players left). If he held the Speaker token it passes to the next player clockwise
 * [recalled: the reference gives no rule for an eliminated Speaker]. The last player standing wins.
 *
 * The driver loop (flow.ts) calls `enforceElimination` before every automatic step, so the check follows
 * every event that can take a player's last unit or planet (casualties, invasions, card effects). Frames
 * already on the stack may still list the eliminated player: each is released the moment it is on top and
 * would wait on him, so the game never waits on a player who is out.
 */
import type { Decision } from "../decisions.ts";
import { frameRules } from "../flow.ts";
import type { Frame } from "../frames.ts";
import type { GameState, Seat, UnitCounts } from "../state.ts";
import type { Tx } from "../tx.ts";
import { endTurn } from "./actionPhase.ts";
import { activePlayers, clockwiseFrom, player } from "./players.ts";
import { removeAgreementsOf } from "./trade/agreements.ts";
import { endGame } from "./victory.ts";

function hasUnits(units: UnitCounts): boolean {
  return Object.values(units).some((n) => (n ?? 0) > 0);
}

/** True while the player controls a planet or has a unit anywhere on the board (RR §22). */
export function isOnTheBoard(state: GameState, seat: Seat): boolean {
  if (Object.keys(player(state, seat).planets).length > 0) return true;
  for (const system of Object.values(state.board)) {
    if (system.space.some((f) => f.seat === seat && hasUnits(f.units))) return true;
    for (const forces of Object.values(system.planets)) {
      if (forces?.some((f) => f.seat === seat && hasUnits(f.units))) return true;
    }
  }
  return false;
}

/** The driver's check (flow.ts): eliminates players who are off the board, then frees the top frame. */
export function enforceElimination(tx: Tx): boolean {
  const { phase } = tx.state;
  if (phase === "setup" || phase === "finished") return false;
  const out = activePlayers(tx.state).filter((p) => !isOnTheBoard(tx.state, p.seat));
  if (out.length > 0) {
    for (const p of out) eliminate(tx, p.seat);
    const left = activePlayers(tx.state);
    if (left.length <= 1) {
      const reason = left[0] ? `${left[0].name} is the last player standing` : "no player is left";
      endGame(
        tx,
        left.map((p) => p.seat),
        reason,
      );
    }
    return true;
  }
  return releaseTopFrame(tx);
}

function eliminate(tx: Tx, seat: Seat): void {
  const cards = player(tx.state, seat).secret.actionCards;
  if (cards.length > 0) tx.emit({ type: "actionCardsDiscarded", seat, cards: [...cards] });
  removeAgreementsOf(tx, seat);
  tx.emit({ type: "playerEliminated", seat });
  if (tx.state.speaker === seat) {
    const next = clockwiseFrom(tx.state, seat)[0];
    if (next !== undefined) tx.emit({ type: "speakerChanged", seat: next });
  }
}

/** The eliminated seats the top frame waits on. */
function waitedOn(state: GameState, top: Frame): Seat[] {
  const decisions: Decision[] = frameRules(state, top.kind).decisions(state, top as never);
  return [...new Set(decisions.map((d) => d.seat))].filter((seat) => player(state, seat).eliminated);
}

/**
 * Takes the eliminated players out of the top frame when it would wait on them. Frames built after the
 * elimination never list them (they are made from the players still in: players.ts).
 */
function releaseTopFrame(tx: Tx): boolean {
  const top = tx.state.stack.at(-1);
  if (top === undefined || !tx.state.players.some((p) => p.eliminated)) return false;
  const out = waitedOn(tx.state, top);
  if (out.length === 0) return false;
  const gone = (seat: Seat) => out.includes(seat);
  switch (top.kind) {
    case "strategyPhase": {
      // Picks already made stay; the eliminated player's later turns to pick are dropped.
      const later = top.order.slice(top.index).filter((s) => !gone(s));
      replace(tx, { ...top, order: [...top.order.slice(0, top.index), ...later] });
      return true;
    }
    case "actionPhase":
      return releaseActionPhase(tx, top, gone);
    case "strategicAction":
      if (top.step === "primary") return abandonTurn(tx);
      replace(tx, { ...top, awaiting: top.awaiting.filter((s) => !gone(s)) });
      return true;
    case "tacticalAction":
    case "transferAction":
      if (gone(top.seat)) return abandonTurn(tx);
      if (top.kind === "tacticalAction") {
        const responders = top.responders.filter((s) => !gone(s));
        replace(tx, { ...top, responders, step: responders.length > 0 ? top.step : "move" });
        return true;
      }
      return false;
    case "statusPhase":
    case "demilitarizedZone":
    case "pdsFire":
    case "actionWindow":
    case "byHand":
      replace(tx, { ...top, awaiting: top.awaiting.filter((s) => !gone(s)) } as Frame);
      return true;
    case "tradeNegotiation": {
      for (const p of top.proposals.filter((p) => gone(p.from) || gone(p.to))) {
        tx.emit({ type: "tradeProposalLapsed", proposal: p.id, reason: "a player was eliminated" });
      }
      const proposals = top.proposals.filter((p) => !gone(p.from) && !gone(p.to));
      replace(tx, { ...top, open: top.open.filter((s) => !gone(s)), proposals });
      return true;
    }
    case "agenda": {
      // Votes already cast stand; the eliminated player's turn to vote is dropped.
      const cast = top.votes.length;
      replace(tx, {
        ...top,
        order: [...top.order.slice(0, cast), ...top.order.slice(cast).filter((s) => !gone(s))],
      });
      return true;
    }
    default:
      return false;
  }
}

function replace(tx: Tx, frame: Frame): void {
  tx.emit({ type: "frameReplaced", frame });
}

/** The Action Phase without the eliminated players; play goes on with the next player who has not passed. */
function releaseActionPhase(
  tx: Tx,
  frame: Extract<Frame, { kind: "actionPhase" }>,
  gone: (seat: Seat) => boolean,
): boolean {
  const n = frame.order.length;
  let next: Seat | undefined;
  for (let i = 0; i < n && next === undefined; i++) {
    const seat = frame.order[(frame.current + i) % n] as Seat;
    if (!gone(seat) && !player(tx.state, seat).passed) next = seat;
  }
  const order = frame.order.filter((s) => !gone(s));
  const current = next === undefined ? 0 : order.indexOf(next);
  replace(tx, { ...frame, order, current, skipped: frame.skipped.filter((s) => !gone(s)) });
  return true;
}

/** The eliminated player's own action cannot go on: it ends, and so does his turn. */
function abandonTurn(tx: Tx): boolean {
  tx.emit({ type: "framePopped" });
  if (tx.state.stack.at(-1)?.kind === "actionPhase") endTurn(tx);
  return true;
}
