/** The action cards played in the window right after a system is activated (LRR 89.1; windows.ts). */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";
import { ti4Reinforcements } from "../units.ts";
import { named, placeUnits, refuse, shipsOf, type Ti4CardEffect, type Ti4Tx } from "./effect.ts";

/** The system the tactical action under way activated, and its player (for the cards played after it). */
export function activated(state: Ti4State): { seat: Seat; system: PositionLabel } | null {
  const tactical = state.stack.findLast((f) => f.kind === "ti4Tactical");
  return tactical?.kind === "ti4Tactical" ? { seat: tactical.seat, system: tactical.system } : null;
}

/** Why `card` may not be played now: it is played right after its holder activates a system. */
export function notActive(state: Ti4State, seat: Seat, card: string) {
  const active = activated(state);
  if (!active || active.seat !== seat) return refuse(card, "it is played right after you activate a system.");
  return undefined;
}

/** The card stays in force until the tactical action ends (inForce.ts reads it). */
export function inForce(tx: Ti4Tx, seat: Seat, card: Ti4ActionCardId, system?: PositionLabel): void {
  const effect = system === undefined ? { card, seat } : { card, seat, system };
  tx.emit({ type: "ti4CardInForce", until: "tacticalAction", effect });
}

/**
 * The cards played in the window right after a system is activated (timing afterActivation, windows.ts).
 * Flank Speed, In the Silence of Space and Lost Star Chart change the movement that follows (LRR 58, 6):
 * each stays in force until the tactical action ends, and the movement's hook points read it (inForce.ts).
 */
export const TI4_AFTER_ACTIVATION_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  // Flank Speed (LRR 58.4c): each of the player's ships has +1 move this tactical action.
  fs: {
    names: [],
    check: (state, seat) => notActive(state, seat, "Flank Speed"),
    resolve: (tx, seat) => inForce(tx, seat, "fs"),
  },
  // In the Silence of Space (LRR 58.4a): ships moving out of the named system pass others' ships.
  silence_space: {
    names: ["system"],
    check(state, seat, play) {
      const refused = notActive(state, seat, "In the Silence of Space");
      if (refused) return refused;
      const system = named(play, "system", "In the Silence of Space", "the system your ships move out of");
      if ("error" in system) return system.error;
      if (system.value === activated(state)?.system)
        return refuse("In the Silence of Space", "name a system your ships move out of, not the active one.");
      if (shipsOf(state, system.value, seat) === 0)
        return refuse("In the Silence of Space", `you have no ship in ${system.value}.`);
      return undefined;
    },
    resolve: (tx, seat, play) => inForce(tx, seat, "silence_space", play.system),
  },
  // Lost Star Chart (LRR 6, 101): alpha and beta wormhole systems are adjacent this tactical action.
  lost_star: {
    names: [],
    check: (state, seat) => notActive(state, seat, "Lost Star Chart"),
    resolve: (tx, seat) => inForce(tx, seat, "lost_star"),
  },
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
