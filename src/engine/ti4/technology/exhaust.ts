/**
 * Technologies that are exhausted to be used (an ACTION technology, LRR 90 [recalled: an exhausted card is
 * readied in the status phase, LRR 81.6]): which of a player's are exhausted, exhausting and readying them.
 */
import type { Ti4TechnologyId } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export type Ti4TechnologyExhaustEvent =
  | { type: "ti4TechnologyExhausted"; seat: Seat; technology: Ti4TechnologyId }
  /** LRR 81.6: every exhausted technology of the seat readied. */
  | { type: "ti4TechnologiesReadied"; seat: Seat; technologies: Ti4TechnologyId[] };

export function technologyExhausted(state: Ti4State, seat: Seat, technology: Ti4TechnologyId): boolean {
  return state.players[seat]?.exhaustedTechnologies?.includes(technology) ?? false;
}

export const TI4_TECHNOLOGY_EXHAUST: KernelModule<Ti4> = {
  id: "technologyExhaust",
  events: {
    ti4TechnologyExhausted(draft: Ti4State, e: { seat: Seat; technology: Ti4TechnologyId }) {
      const player = draft.players[e.seat];
      if (!player) throw new Error(`no seat ${e.seat} in this game`);
      player.exhaustedTechnologies = [...(player.exhaustedTechnologies ?? []), e.technology];
    },
    ti4TechnologiesReadied(draft: Ti4State, e: { seat: Seat; technologies: Ti4TechnologyId[] }) {
      const player = draft.players[e.seat];
      if (!player) return;
      const left = (player.exhaustedTechnologies ?? []).filter((t) => !e.technologies.includes(t));
      if (left.length > 0) player.exhaustedTechnologies = left;
      else delete player.exhaustedTechnologies;
    },
  },
};
