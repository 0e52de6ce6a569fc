/**
 * Hyper Metabolism (generic biotic technology; its card, technologies.generic.ts: "In the status phase, gain
 * 3 command tokens instead of 2."): its owner gains one command token more in the status phase's step that
 * gains them (LRR 81.5; hook `statusCommandTokenGain`, summed with any other ability's, such as the
 * Federation of Sol's Versatile), placed in the pools of their choice as the others are.
 */
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { ownsTechnology } from "../owned.ts";

/** The token gained besides the 2 everyone gains. */
function hyperMetabolismGain(state: Ti4State, seat: Seat): number {
  return ownsTechnology(state, seat, "hm") ? 1 : 0;
}

export const TI4_HYPER_METABOLISM: Ti4Module = {
  id: "technology:hyperMetabolism",
  hooks: { statusCommandTokenGain: hyperMetabolismGain },
};
