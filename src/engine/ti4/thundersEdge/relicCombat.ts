/**
 * The Thunder's Edge relics that act in combat (TE rulebook "Relics"; the cards as public rulings give them):
 *  - Metali Void Armaments: in a space combat's anti-fighter barrage step its holder also rolls 3 dice, each
 *    hitting on 6 or more, as an ANTI-FIGHTER BARRAGE of its own; the hits join its side's barrage hits,
 *    assigned as those are (LRR 10: to fighters) [our reading of "against the other side's units"]. Rolled
 *    every time: the card's "may" never costs its holder anything.
 *  - Metali Void Shielding: combat/hits.ts reads `voidShieldingHolds` (one ship without SUSTAIN DAMAGE may
 *    sustain damage in each assignment of hits to its holder's ships).
 * Read from the play area (relicsHeld.ts `keepsRelic`), so the combat files need nothing of the relic module.
 */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { rollD10 } from "../../rng.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { keepsRelic } from "./relicsHeld.ts";

const ARMAMENTS = { dice: 3, hitsOn: 6 } as const;

/** Metali Void Armaments' barrage for `seat` at `place`: its dice logged; returns the hits (0 without it). */
export function armamentsBarrage(tx: Tx<Ti4>, seat: Seat, place: Ti4Place): number {
  if (!keepsRelic(tx.state, seat, "metalivoidarmaments")) return 0;
  const drawn = rollD10(tx.state.rng, ARMAMENTS.dice);
  const hits = drawn.value.filter((d) => d >= ARMAMENTS.hitsOn).length;
  tx.emit({
    type: "ti4RelicDiceRolled",
    seat,
    relic: "metalivoidarmaments",
    place,
    hitsOn: ARMAMENTS.hitsOn,
    rolls: drawn.value,
    hits,
    rng: drawn.rng,
  });
  return hits;
}

/** Metali Void Shielding: whether `seat`'s ships without SUSTAIN DAMAGE may have one of them sustain now. */
export function voidShieldingHolds(state: Ti4State, seat: Seat, place: Ti4Place): boolean {
  return place.planet === undefined && keepsRelic(state, seat, "metalivoidshielding");
}
