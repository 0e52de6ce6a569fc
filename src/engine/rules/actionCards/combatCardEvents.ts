/**
 * How the events of the Action Cards played in combat change the state (combatCards.ts).
 * No rule checks here.
 */
import type { EvolveTable } from "../../evolve.ts";
import { subtractCounts, tidy } from "../units.ts";

export const COMBAT_CARD_EVOLVE: EvolveTable<"shipsRepaired" | "combatDiceChanged"> = {
  combatDiceChanged: (s, e) => {
    const frame = s.stack.findLast((f) => f.kind === "casualties");
    if (frame?.kind !== "casualties") throw new Error("no dice waiting for casualties");
    frame.volleys = structuredClone(e.volleys);
  },
  shipsRepaired: (s, e) => {
    const force = s.board[e.position]?.space.find((f) => f.seat === e.seat);
    if (!force) throw new Error(`seat ${e.seat} has no ships at ${e.position} to repair`);
    const damaged = tidy(subtractCounts(force.damaged ?? {}, e.units));
    if (Object.keys(damaged).length > 0) force.damaged = damaged;
    else delete force.damaged;
  },
};
