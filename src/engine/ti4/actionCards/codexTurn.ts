/**
 * Codex I's Master Plan (LRR 3): played right after its holder performs their turn's action (windows.ts,
 * afterAction; hook actionPerformed, asked before the turn ends), it lets them perform one more action that
 * turn. The action is granted as any extra action is (`ti4ExtraActionGranted`, after none: the turn goes
 * on), and the turn ends after it (round/actionPhase.ts).
 *
 * Readings [recalled]: a pass is no action performed, so Master Plan does not follow one; an action taken
 * off one's own turn (TE Puppets on a String) has no "this turn" to add to.
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";
import { refuse, type Ti4CardEffect } from "./effect.ts";

/** The turn whose action `seat` has just performed, or null. */
function actionJustPerformed(state: Ti4State, seat: Seat) {
  const frame = state.stack.findLast((f) => f.kind === "ti4ActionPhase");
  if (frame?.kind !== "ti4ActionPhase" || frame.current !== seat || !frame.acted || frame.ending) return null;
  return frame;
}

export const TI4_CODEX_TURN_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  master_plan: {
    names: [],
    check(state, seat) {
      const turn = actionJustPerformed(state, seat);
      if (!turn) return refuse("Master Plan", "it is played right after you perform an action on your turn.");
      if (state.players[seat]?.passed)
        return refuse("Master Plan", "you have passed: a pass is no action (LRR 3).");
      if (turn.resumeAfter !== undefined)
        return refuse("Master Plan", "this extra action is not taken on your own turn.");
      if (state.extraAction) return refuse("Master Plan", "an additional action is already waiting.");
      return undefined;
    },
    resolve(tx, seat) {
      tx.emit({ type: "ti4ExtraActionGranted", seat, after: null });
    },
  },
};
