/**
 * What the play windows on top of the stack answer (RR §19): the card played just before them, and the
 * combat dice waiting for their casualties beneath them. Plain reads, shared by the cards played then and
 * by their preconditions (playable.ts).
 */
import { ACTION_CARDS, getActionCard } from "../../../content/index.ts";
import type { Frame } from "../../frames.ts";
import type { GameState, Seat } from "../../state.ts";
import type { CasualtiesFrame } from "../combat/frames.ts";
import type { ActionCardPlayFrame } from "./frames.ts";

/** A frame of the card of effect `own` itself, or of Touch of Genius repeating it (phaseCardGenius.ts). */
function ownFrame(frame: Frame, own: string): boolean {
  const repeats = (card: unknown) =>
    typeof card === "string" &&
    ACTION_CARDS.some((c) => c.effect === own && (card === c.id || card.startsWith(`${c.id}-with-`)));
  if (frame.kind === "actionCardPlay") {
    const effect = getActionCard(frame.card).effect;
    return effect === own || (effect === "touchOfGenius" && repeats(frame.choice));
  }
  return frame.kind === "cardChoice" && frame.effect === "touchOfGenius" && repeats(frame.data.card);
}

/**
 * The card the windows on top answer: the nearest played card under them, not yet cancelled, passing over
 * the frames of the card of effect `own` (the card asking, while it resolves, also when Touch of Genius
 * repeats it); null when none.
 */
export function cardAnswered(state: GameState, own: string): ActionCardPlayFrame | null {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const frame = state.stack[i];
    if (!frame || frame.kind === "actionWindow" || ownFrame(frame, own)) continue;
    if (frame.kind !== "actionCardPlay") return null;
    return frame.cancelled ? null : frame;
  }
  return null;
}

/** The dice waiting for their casualties under the windows (the nearest casualties step). */
export function casualtiesUnder(state: GameState): CasualtiesFrame | null {
  const frame = state.stack.findLast((f) => f.kind === "casualties");
  return frame?.kind === "casualties" ? frame : null;
}

/**
 * The PDS dice under the windows that an opponent has just rolled at `seat` (PDS fire, RR §8 step 3; a
 * planet's PDS at landing Ground Forces, RR §13.2; shots fired as by a PDS), by volley and die, in the
 * order rolled.
 */
export function pdsDiceAt(state: GameState, seat: Seat): { volley: number; die: number }[] {
  const frame = casualtiesUnder(state);
  if (!frame) return [];
  return frame.volleys.flatMap((v, vi) =>
    v.target === seat && v.shooter !== seat
      ? v.dice.flatMap((d, di) => (d.unit === "pds" && d.needed !== null ? [{ volley: vi, die: di }] : []))
      : [],
  );
}

/**
 * The system where `seat`'s ships are about to roll for Space Mines (SE option 7), under the window opened
 * for him before the dice, while a mine not his own lies there; null otherwise.
 */
export function minesAboutToRoll(state: GameState, seat: Seat): string | null {
  const frame = state.stack.findLast((f) => f.kind === "spaceMines");
  if (frame?.kind !== "spaceMines" || frame.seat !== seat || frame.step !== "roll") return null;
  const there = (state.spaceMines?.mines ?? []).some(
    (m) => m.position === frame.position && m.owner !== seat,
  );
  return there ? frame.position : null;
}
