/** A technology card exhausted for its ability and whether it is (LRR 81.6; research.ts re-exports these). */
import type { Ti4TechnologyId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { carryingCard } from "./owned.ts";

/**
 * Whether `seat`'s `technology` is exhausted for its ability (readied in the status phase, LRR 81.6). A
 * Nekro copy is exhausted with the assimilator card that carries it (owned.ts `carryingCard`).
 */
export function technologyExhausted(state: Ti4State, seat: Seat, technology: Ti4TechnologyId): boolean {
  const card = carryingCard(state, seat, technology) ?? technology;
  return state.players[seat]?.exhaustedTechnologies?.includes(card) ?? false;
}

/** Whether `seat` holds `technology` (its card or a Nekro copy) and it is ready (not exhausted for its ability). */
export function technologyReady(state: Ti4State, seat: Seat, technology: Ti4TechnologyId): boolean {
  const card = carryingCard(state, seat, technology);
  if (!card) return false;
  return !(state.players[seat]?.exhaustedTechnologies ?? []).includes(card);
}

/** Exhausts `seat`'s `technology` for its ability: its card, or the assimilator card carrying a Nekro copy. */
export function exhaustTechnology(tx: Tx<Ti4>, seat: Seat, technology: Ti4TechnologyId): void {
  tx.emit({
    type: "ti4TechnologyExhausted",
    seat,
    technology: carryingCard(tx.state, seat, technology) ?? technology,
  });
}
