/** The action cards played in the window right after a system is activated (LRR 89.1; windows.ts). */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";
import { ti4Reinforcements } from "../units.ts";
import { placeUnits, refuse, type Ti4CardEffect } from "./effect.ts";

/** The system the tactical action under way activated, and its player (for the cards played after it). */
function activated(state: Ti4State): { seat: Seat; system: PositionLabel } | null {
  const tactical = state.stack.findLast((f) => f.kind === "ti4Tactical");
  return tactical?.kind === "ti4Tactical" ? { seat: tactical.seat, system: tactical.system } : null;
}

/**
 * The cards played in the window right after a system is activated (timing afterActivation, windows.ts).
 * Flank Speed, In the Silence of Space and Lost Star Chart change the movement that follows: they wait for
 * the movement step's hook points and are refused by name until then.
 */
export const TI4_AFTER_ACTIVATION_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  // Upgrade: in the system the player activated, one of their cruisers becomes a dreadnought.
  upgrade: {
    names: [],
    check(state, seat) {
      const active = activated(state);
      if (!active || active.seat !== seat)
        return refuse("Upgrade", "it is played right after you activate a system.");
      if ((state.board[active.system]?.space.find((f) => f.seat === seat)?.units.cruiser ?? 0) === 0)
        return refuse("Upgrade", `you have no cruiser in ${active.system}.`);
      if (ti4Reinforcements(state, seat, "dreadnought") < 1)
        return refuse("Upgrade", "no dreadnought is left in your reinforcements.");
      return undefined;
    },
    resolve(tx, seat) {
      const system = activated(tx.state)?.system as PositionLabel;
      const force = tx.state.board[system]?.space.find((f) => f.seat === seat);
      // An undamaged cruiser is replaced when there is one (the new dreadnought comes undamaged).
      const undamaged = (force?.units.cruiser ?? 0) - (force?.damaged?.cruiser ?? 0);
      tx.emit({
        type: "ti4UnitsRemoved",
        seat,
        place: { position: system },
        units: { cruiser: 1 },
        ...(undamaged > 0 ? {} : { damaged: { cruiser: 1 } }),
        reason: "returned",
      });
      placeUnits(tx, seat, { position: system }, { dreadnought: 1 }, "Upgrade");
    },
  },
};
