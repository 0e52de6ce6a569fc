/**
 * Neural Motivator (generic biotic technology; its card, technologies.generic.ts: "In the status phase, draw
 * 2 action cards instead of 1."): its owner draws one action card more in the status phase's draw step
 * (LRR 81.3; hook `statusActionCardDraws`, status/statusPhase.ts). A drawing ability of their own (the
 * Yssaril's Scheming) still adds its card to the 2, and its discard, as at any draw.
 */
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { ownsTechnology } from "../owned.ts";

/** The card drawn besides the 1 everyone draws. */
function neuralMotivatorDraw(state: Ti4State, seat: Seat): number {
  return ownsTechnology(state, seat, "nm") ? 1 : 0;
}

export const TI4_NEURAL_MOTIVATOR: Ti4Module = {
  id: "technology:neuralMotivator",
  hooks: { statusActionCardDraws: neuralMotivatorDraw },
};
