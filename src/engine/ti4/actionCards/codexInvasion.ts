/**
 * Codex I's Blitz (LRR 49, 15): played by the invader at the start of an invasion (windows.ts,
 * invasionStart), it gives each of their non-fighter ships in the active system that has no BOMBARDMENT the
 * ability BOMBARDMENT 6 (one die) until the invasion ends. It stays in force on the invasion's frame
 * (`ti4CardInForce`), and the unit sheet reads it through the hook point bombardmentGained (units.ts).
 */
import {
  TI4_SHIP_TYPES,
  type Ti4ActionCardId,
  type Ti4Roll,
  type Ti4UnitType,
} from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { unitsIn } from "../board/forces.ts";
import { bombardablePlanets } from "../invasion/reads.ts";
import type { Ti4State } from "../state.ts";
import { ti4UnitFor } from "../units.ts";
import { refuse, type Ti4CardEffect } from "./effect.ts";
import { cardsInForce } from "./inForce.ts";

/** Blitz: the BOMBARDMENT its ships gain. */
export const BLITZ_BOMBARDMENT: Ti4Roll = { hitsOn: 6, dice: 1 };

/** Whether a unit type is one Blitz reaches: a ship, not a fighter. */
function blitzable(type: Ti4UnitType): boolean {
  return type !== "fighter" && TI4_SHIP_TYPES.includes(type);
}

/** Blitz in force for `seat` on the invasion under way: its non-fighter ships' BOMBARDMENT, or null. */
export function blitzBombardment(state: Ti4State, seat: Seat, type: Ti4UnitType): Ti4Roll | null {
  if (!blitzable(type)) return null;
  return cardsInForce(state, "invasion", "blitz").some((c) => c.seat === seat) ? BLITZ_BOMBARDMENT : null;
}

function invasionFrame(state: Ti4State) {
  const frame = state.stack.findLast((f) => f.kind === "ti4Invasion");
  return frame?.kind === "ti4Invasion" ? frame : null;
}

export const TI4_CODEX_INVASION_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  // Blitz (LRR 15, 49.1): the invader's non-fighter ships there lacking BOMBARDMENT bombard at 6.
  blitz: {
    names: [],
    check(state, seat) {
      const frame = invasionFrame(state);
      if (frame?.step !== "start") return refuse("Blitz", "it is played at the start of an invasion.");
      if (frame.seat !== seat) return refuse("Blitz", "it is played by the player who invades.");
      if (cardsInForce(state, "invasion", "blitz").length > 0)
        return refuse("Blitz", "it is in force already for this invasion.");
      const ships = Object.entries(unitsIn(state.board[frame.system], seat)) as [Ti4UnitType, number][];
      const gaining = ships.some(
        ([type, n]) => n > 0 && blitzable(type) && ti4UnitFor(state, seat, type).bombardment === null,
      );
      if (!gaining)
        return refuse("Blitz", `you have no non-fighter ship lacking Bombardment in ${frame.system}.`);
      if (bombardablePlanets(state, seat, frame.system).length === 0)
        return refuse("Blitz", `no planet in ${frame.system} may be bombarded (LRR 15).`);
      return undefined;
    },
    resolve: (tx, seat) =>
      tx.emit({ type: "ti4CardInForce", until: "invasion", effect: { card: "blitz", seat } }),
  },
};
