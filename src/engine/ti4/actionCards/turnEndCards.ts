/**
 * The Thunder's Edge action cards played as a turn ends (timing `endOfTurn`, TE "Components": 20 action
 * cards; texts in content/ti4/actionCards.te.ts):
 * - Crisis: with at least 2 players still in the round, the player who would take the next turn loses it.
 * - Puppets on a String: a player who has passed takes one more action; the round then goes on from the
 *   player after the one whose turn just ended.
 * Both are kept on the state until the action phase picks the next turn (round/actionPhase.ts reads
 * `turnSkipped` and `extraAction`). Their window opens as any turn ends (module.ts, hook `turnEnding`).
 *
 * Readings [recalled]: the extra action of Puppets is an action, not a turn, so nothing "at the start" or
 * "at the end of your turn" answers it, and it cannot be a pass. A Crisis played after Puppets in the same
 * window skips the turn after that action, the turn it would have been.
 */
import type { Seat } from "../../kernel/types.ts";
import { hookAnswers } from "../hooks/index.ts";
import { activatableSystems, nextTurn } from "../round/actionPhase.ts";
import type { Ti4State } from "../state.ts";
import { refuse, type Ti4CardEffect } from "./effect.ts";

/**
 * The player whose turn has just ended: the one the window is about, or, while the window is being opened
 * (it asks who may play before it is pushed), the player of the turn that is ending.
 */
function endedTurnOf(state: Ti4State): Seat | undefined {
  const window = state.stack.findLast((f) => f.kind === "ti4CardWindow" && f.timing === "endOfTurn");
  if (window?.kind === "ti4CardWindow") return window.about;
  const top = state.stack.at(-1);
  return top?.kind === "ti4ActionPhase" && top.acted ? top.current : undefined;
}

/** The seat the round goes on after: the ended turn's player, or the one a Puppets action came back to. */
function roundGoesOnAfter(state: Ti4State, ended: Seat): Seat {
  if (state.extraAction) return state.extraAction.after ?? state.extraAction.seat;
  const frame = state.stack.findLast((f) => f.kind === "ti4ActionPhase");
  return frame?.kind === "ti4ActionPhase" ? (frame.resumeAfter ?? ended) : ended;
}

function stillInRound(state: Ti4State): Seat[] {
  return state.players.filter((p) => !p.eliminated && !p.passed).map((p) => p.seat);
}

export const CRISIS: Ti4CardEffect = {
  names: [],
  check(state) {
    const ended = endedTurnOf(state);
    if (ended === undefined) return refuse("Crisis", "it is played as a turn ends.");
    if (stillInRound(state).length < 2)
      return refuse("Crisis", "it needs at least 2 players who have not passed.");
    if (state.turnSkipped !== undefined) return refuse("Crisis", "the next turn is already lost.");
    return undefined;
  },
  resolve(tx, seat) {
    const ended = endedTurnOf(tx.state);
    if (ended === undefined) return;
    const next = nextTurn(tx.state, roundGoesOnAfter(tx.state, ended));
    if (next !== null) tx.emit({ type: "ti4TurnToBeSkipped", seat: next, by: seat });
  },
};

/** Whether `seat` has an action to take besides passing: a system to activate or a component action. */
function hasAnAction(state: Ti4State, seat: Seat): boolean {
  if ((state.players[seat]?.tokens.tactic ?? 0) > 0 && activatableSystems(state, seat).length > 0)
    return true;
  return hookAnswers(state, "componentActions").some((answer) => answer(state, seat).length > 0);
}

export const PUPPETS_ON_A_STRING: Ti4CardEffect = {
  names: [],
  check(state, seat) {
    const ended = endedTurnOf(state);
    if (ended === undefined) return refuse("Puppets on a String", "it is played as a turn ends.");
    if (!state.players[seat]?.passed)
      return refuse("Puppets on a String", "it is played only by a player who has passed.");
    if (state.extraAction) return refuse("Puppets on a String", "another player's extra action is waiting.");
    if (!hasAnAction(state, seat))
      return refuse(
        "Puppets on a String",
        "you have no action to take (no system to activate, no component action).",
      );
    return undefined;
  },
  resolve(tx, seat) {
    const ended = endedTurnOf(tx.state);
    if (ended === undefined) return;
    tx.emit({ type: "ti4ExtraActionGranted", seat, after: roundGoesOnAfter(tx.state, ended) });
  },
};
