/**
 * Codex I's Reflective Shielding (LRR 87, 78.6): when one of its holder's ships uses Sustain Damage in a
 * space combat, played in the window of that moment (windows.ts, sustainDamageUsed, which asks the side
 * whose ship sustained as well as the other), it produces 2 hits against the opponent's ships in the active
 * system, assigned by the opponent as combat hits are (combat/hits.ts).
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { pushHitAssignment } from "../combat/hits.ts";
import type { Ti4State } from "../state.ts";
import { combatSides, sustainedNow } from "./combatCards.ts";
import { refuse, shipsOf, type Ti4CardEffect } from "./effect.ts";

/** Reflective Shielding: the hits it produces. */
export const REFLECTIVE_HITS = 2;

/** The opponent Reflective Shielding strikes and where, or the refusal of a play at another moment. */
function reflected(state: Ti4State, seat: Seat) {
  const frame = sustainedNow(state);
  const opponent = combatSides(state).find((s) => s !== seat);
  // Ships only: a mech sustaining damage in ground combat (Wild, Wild Galaxy's Direct Hit) does not count.
  if (frame?.reason !== "spaceCombat" || frame.seat !== seat || opponent === undefined)
    return {
      error: refuse(
        "Reflective Shielding",
        "it is played when one of your ships sustains damage in space combat.",
      ),
    };
  const position = frame.place.position as PositionLabel;
  return { opponent, position };
}

export const TI4_CODEX_COMBAT_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  // Reflective Shielding (LRR 87, 78.6): 2 hits against the opponent's ships in the active system.
  reflective: {
    names: [],
    check(state, seat) {
      const at = reflected(state, seat);
      if ("error" in at) return at.error;
      if (shipsOf(state, at.position, at.opponent) === 0)
        return refuse("Reflective Shielding", `your opponent has no ships left in ${at.position}.`);
      return undefined;
    },
    resolve(tx, seat) {
      const at = reflected(tx.state, seat);
      if ("error" in at) throw new Error("Reflective Shielding is played when its check passes");
      const place = { position: at.position };
      pushHitAssignment(tx, { seat: at.opponent, place, hits: REFLECTIVE_HITS, reason: "spaceCombat" });
    },
  },
};
