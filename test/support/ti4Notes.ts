/**
 * Positions for the promissory note scenario tests (LRR 69), on the action phase table of ti4Trade.ts:
 * seat 0 plays the faction whose note is at stake and seat 1 holds it; seat 2 plays the Mentak when a second
 * ACTION note is wanted in hand.
 */
import type { FactionId } from "../../src/content/ti4/index.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { actionPhase, edited, type Game, giveNote, setFaction, turnOf } from "./ti4Trade.ts";

/** Seat 0 plays `faction`; seat 1, on its turn, holds their `note`; `edit` then adjusts the position. */
export function noteHeld(faction: FactionId, note: string, edit: (draft: Ti4State) => void = () => {}): Game {
  return edited(actionPhase(), (draft) => {
    turnOf(draft, 1);
    setFaction(draft, 0, faction);
    giveNote(draft, 0, note, 1);
    edit(draft);
  });
}

/**
 * Gives `holder` the Mentak's Promise of Protection (seat 2 plays the Mentak): with an ACTION note in hand
 * the play command is open, so that a refusal of another note says why.
 */
export function anotherActionNote(draft: Ti4State, holder: number): void {
  setFaction(draft, 2, "mentak");
  giveNote(draft, 2, "pop", holder);
}

/** The same position on the owner's (seat 0's) turn, the owner holding another ACTION note too. */
export function ownersTurn(game: Game): Game {
  return edited(game, (draft) => {
    turnOf(draft, 0);
    anotherActionNote(draft, 0);
  });
}
