/**
 * A turn of two actions (LRR 3; Fleet Logistics' text, content/ti4/technologies.generic.ts "fl": "During
 * the action phase you may take 2 actions on each of your turns instead of 1"). Whose turn holds two is an
 * ability's to say (hook `takesTwoActions`, technology/generic/fleetLogistics.ts); the action phase
 * (actionPhase.ts) asks it once the turn's first action is over, and this file carries it out:
 *
 * - The second action is given right after the first has resolved completely: a strategic action's
 *   secondaries are all answered first (its frame is gone by then), a tactical action's steps and what
 *   follows "after a tactical action" too, and the moment after an action (hook `actionPerformed`) is told
 *   for each action, so Codex Master Plan may follow either.
 * - The turn stays the same turn: `ti4TurnBegan` is not emitted again, so "at the start of your turn"
 *   (hook `turnStarted`) is told once, before the first action, and "at the end of your turn" (hook
 *   `turnEnding`) once, after the last; a transaction made on the first action still counts for the turn
 *   (LRR 94.1) [our reading of LRR 3: a turn is the player's, its actions are parts of it].
 * - The second action is any action the player could take as a first one: tactical, strategic or
 *   component. A pass is no action to double: a player who passed has no second action, and passing is
 *   not offered as the second one [recalled]; instead the player may end the turn (`endTurn`), which is
 *   also their only answer when they have no action left.
 * - An extra action that is not the player's turn (TE Puppets on a String) gets no second action; an
 *   extra action on their own turn (Codex Master Plan, Jupiter Brain, Minister of War) adds to the two.
 */
import { command } from "../../commands/forms.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4ActionPhaseFrame } from "./frames.ts";

type Ti4Tx = Tx<Ti4>;

export const TI4_SECOND_ACTION_COMMANDS = [
  /** LRR 3 with Fleet Logistics: end the turn instead of taking its second action. */
  command("endTurn", {}),
] as const;

export type Ti4SecondActionEvent =
  /** `seat`'s turn goes on with its second action (Fleet Logistics). */
  | { type: "ti4SecondActionBegan"; seat: Seat }
  /** `seat` ends the turn without its second action. */
  | { type: "ti4SecondActionDeclined"; seat: Seat };

/** Whether `seat` may perform 2 actions on its turn (hook `takesTwoActions`). */
function takesTwoActions(state: Ti4State, seat: Seat): boolean {
  return hookAnswers(state, "takesTwoActions").some((answer) => answer(state, seat));
}

/**
 * Whether the turn's second action is due now: the first is over (its frames gone), the turn is not ending
 * yet, it is the player's own turn and not an extra action off it, they have not passed, and an ability
 * gives them 2 actions.
 */
export function secondActionDue(state: Ti4State, frame: Ti4ActionPhaseFrame): boolean {
  if (!frame.acted || frame.ending || frame.secondAction || frame.resumeAfter !== undefined) return false;
  const player = state.players[frame.current];
  if (!player || player.passed || player.eliminated) return false;
  return takesTwoActions(state, frame.current);
}

/** The turn goes on: `current` chooses a second action, as they chose the first. */
export function beginSecondAction(tx: Ti4Tx, frame: Ti4ActionPhaseFrame): void {
  const seat = frame.current;
  tx.emit({
    type: "ti4FrameUpdated",
    frame: { kind: "ti4ActionPhase", current: seat, acted: false, secondAction: true },
  });
  tx.emit({ type: "ti4SecondActionBegan", seat });
}

/** What a decision of the turn says on its second action. */
export function secondActionPrompt(frame: Ti4ActionPhaseFrame, prompt: string): string {
  return frame.secondAction ? `${prompt} (your second action this turn: Fleet Logistics)` : prompt;
}

/** On the second action, ending the turn instead (no pass: see the header). */
export function endTurnDecisions(frame: Ti4ActionPhaseFrame): Decision<Ti4>[] {
  if (!frame.secondAction || frame.acted) return [];
  return [
    {
      kind: "endTurn",
      seat: frame.current,
      simultaneous: false,
      prompt: "end your turn without a second action",
    },
  ];
}

function endTurn(tx: Ti4Tx, cmd: { seat: Seat }): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4ActionPhase" || !frame.secondAction || frame.acted || frame.current !== cmd.seat)
    return ruleError(
      "ERR_TI4_NO_SECOND_ACTION",
      "LRR 3",
      "A turn is ended this way only instead of its second action (Fleet Logistics).",
    );
  // No action was performed: nothing is told of one (hook `actionPerformed`), nor is Minister of War
  // offered after it; the turn then ends as any turn does.
  tx.emit({
    type: "ti4FrameUpdated",
    frame: { ...frame, acted: true, afterActionAsked: true, warKept: true },
  });
  tx.emit({ type: "ti4SecondActionDeclined", seat: cmd.seat });
  return undefined;
}

/** The action phase's part of a turn of two actions: its command and its events. */
export const SECOND_ACTION_COMMANDS = { endTurn };
export const SECOND_ACTION_EVENTS = {
  ti4SecondActionBegan() {},
  ti4SecondActionDeclined() {},
};
