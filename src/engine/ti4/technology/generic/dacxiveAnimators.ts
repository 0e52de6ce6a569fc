/**
 * Dacxive Animators (generic biotic technology, content/ti4/technologies.generic.ts "dxa"; Thunder's Edge
 * ships no revision of it, so every game plays this text): "After you win a ground combat, you may put one
 * infantry from your reinforcements on that planet."
 *
 * Winning is having ground forces left on the planet when the combat ends while the opponent has none (LRR
 * 42; the combat's `winner`, hook groundCombatEnded), against another player or against neutral ground
 * forces (TE "Neutral Units": hook neutralGroundCombatEnded). A combat that ends with neither side left is
 * won by nobody.
 *
 * "You may": an infantry more on a planet one has just won never costs its owner anything, so it is always
 * placed, without asking [our choice: no decision is offered for an answer nobody would decline], as long
 * as the reinforcements hold one (LRR 68.3; infantry are not capped, so they always do today).
 */

import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Place } from "../../board/forces.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import { ti4Reinforcements } from "../../units.ts";
import { ownsTechnology } from "../owned.ts";

const DACXIVE = "dxa";

/** The winner's infantry, from its reinforcements, on the planet it has just won. */
function animate(tx: Tx<Ti4>, winner: Seat | null, place: Ti4Place): void {
  if (winner === null || place.planet === undefined) return;
  if (!ownsTechnology(tx.state, winner, DACXIVE)) return;
  if (ti4Reinforcements(tx.state, winner, "infantry") < 1) return;
  tx.emit({
    type: "ti4UnitsPlaced",
    seat: winner,
    place,
    units: { infantry: 1 },
    reason: "Dacxive Animators",
  });
}

export const TI4_DACXIVE_ANIMATORS: Ti4Module = {
  id: "dacxiveAnimators",
  hooks: {
    groundCombatEnded: (tx, combat) => animate(tx, combat.winner, combat.place),
    neutralGroundCombatEnded: (tx, combat) => animate(tx, combat.winner, combat.place),
  },
};
