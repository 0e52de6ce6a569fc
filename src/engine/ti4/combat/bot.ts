/** The built-in player's answers in combat: hits taken on sustain damage first, then on the cheapest units. */
import type { Ti4Answer } from "../bot.ts";
import type { Ti4Command } from "../commands.ts";
import { botHitAssignment } from "./hits.ts";

export const COMBAT_ANSWERS: Partial<Record<Ti4Command["type"], Ti4Answer>> = {
  assignHits(state, decision) {
    const frame = state.stack.at(-1);
    if (frame?.kind !== "ti4AssignHits" || frame.seat !== decision.seat) return [];
    return [{ type: "assignHits", seat: decision.seat, ...botHitAssignment(state, frame) }];
  },
};
