/**
 * The Barony of Letnev (base game): Armada, the flagship Arc Secundus, and the faction technologies L4
 * Disruptors and Non-Euclidean Shielding, each answering the hook point of the rule moment it changes.
 * Munitions Reserves is letnevMunitions.ts (paid as a space combat round begins, used after the roll).
 */
import { unitsIn } from "../board/forces.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";

/** Armada: ships beyond the fleet pool's tokens. */
const ARMADA_EXTRA_SHIPS = 2;

export const TI4_LETNEV: Ti4Module = {
  id: "letnev",
  hooks: {
    fleetPoolExtraShips(state, seat) {
      // Armada: your non-fighter ships per system may be your fleet pool's tokens plus 2 (LRR 37).
      return hasFaction(state, seat, "letnev") ? ARMADA_EXTRA_SHIPS : 0;
    },
    planetaryShieldsCancelled(state, seat, position) {
      // Arc Secundus: other players' units in its system lose PLANETARY SHIELD (LRR 65). Only its owner can
      // bombard there: another player's ships could not share the system with it after space combat.
      if (!flagshipHasAbilityOf(state, seat, "letnev")) return false;
      return (unitsIn(state.board[position], seat).flagship ?? 0) > 0;
    },
    spaceCombatRoundStarts(tx, combat) {
      // Arc Secundus: repaired as each round of space combat begins.
      for (const seat of [combat.attacker, combat.defender]) {
        if (!flagshipHasAbilityOf(tx.state, seat, "letnev")) continue;
        const force = tx.state.board[combat.system]?.space.find((f) => f.seat === seat);
        if ((force?.damaged?.flagship ?? 0) > 0)
          tx.emit({
            type: "ti4UnitsRepaired",
            seat,
            place: { position: combat.system },
            units: { flagship: 1 },
          });
      }
    },
    spaceCannonDefenseBlocked(state, attacker) {
      // L4 Disruptors: during your invasions, other players cannot use SPACE CANNON against your units.
      // Owned, or copied by a Nekro assimilator (technology/owned.ts).
      return holdsFactionTechnology(state, attacker, "l4");
    },
    hitsCancelledBySustain(state, unit) {
      // Non-Euclidean Shielding: each of your units sustaining damage cancels 2 hits instead of 1 (LRR 87).
      return holdsFactionTechnology(state, unit.seat, "nes") ? 2 : undefined;
    },
  },
};
