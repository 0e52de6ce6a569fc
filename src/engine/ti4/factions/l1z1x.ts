/**
 * The L1Z1X Mindnet (base game): Assimilate, Harrow, the flagship [0.0.1], the faction technology
 * Inheritance Systems (Super Dreadnought II is the unit sheet's: units.ts turns the dreadnought over), each
 * answering the hook point of the rule moment it changes. Both technologies also work as a Nekro's copy under
 * an assimilator token (technology/owned.ts), though Propagation replaces every research of the Nekro, so a
 * copied Inheritance Systems finds no research to waive in play. Their note, Cybernetic Enhancements (the printed
 * card), is played at the start of its holder's turn: 1 token from the L1Z1X's strategy pool back to their
 * reinforcements if they have one, and 1 token from the holder's reinforcements into the holder's strategy
 * pool; then it goes back to the L1Z1X (LRR 69.3).
 */
import { countUnits, unitsIn } from "../board/forces.ts";
import { bombardmentUsed, pushHitAssignment, unitBombardmentHits } from "../combat/hits.ts";
import { rollForUnitAbility } from "../combat/unitAbilityRolls.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import { bombardmentUnits, shielded } from "../invasion/reads.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { technologyReady } from "../technology/research.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";

/** Cybernetic Enhancements: at the start of the holder's own turn. */
export const CYBERNETIC_ENHANCEMENTS: Ti4NoteRules = {
  moment: "turnStarted",
  playableAt: (_state, holder, _owner, window) => window.trigger === holder,
  play(tx, holder, owner) {
    const reason = "Cybernetic Enhancements";
    if ((tx.state.players[owner]?.tokens.strategy ?? 0) > 0)
      tx.emit({ type: "ti4CommandTokensChanged", seat: owner, pools: { strategy: -1 }, reason });
    tx.emit({ type: "ti4CommandTokensChanged", seat: holder, pools: { strategy: 1 }, reason });
  },
};

/** Inheritance Systems: what ignoring every prerequisite costs. */
const INHERITANCE_RESOURCES = 2;

export const TI4_L1Z1X: Ti4Module = {
  id: "l1z1x",
  hooks: {
    structuresReplacedOnCapture(state, seat) {
      // Assimilate: taking control of a planet, each PDS and space dock there is replaced by yours.
      return hasFaction(state, seat, "l1z1x");
    },
    groundCombatRoundEnded(tx, combat) {
      // Harrow: at the end of each ground combat round, your ships in the active system may use their
      // BOMBARDMENT against the opponent's ground forces on that planet. Only the active player has ships
      // there; a planetary shield stops it as it stops any bombardment (LRR 15, 65). Firing costs nothing and
      // can only hurt the opponent, so it always fires.
      const seat = combat.attacker;
      const planet = combat.place.planet;
      if (planet === undefined || !hasFaction(tx.state, seat, "l1z1x")) return;
      const position = combat.place.position;
      if (shielded(tx.state, seat, position, planet)) return;
      const units = bombardmentUnits(tx.state, seat, position);
      // Logged as any bombardment roll, with the dice abilities add to it (Plasma Scoring); the moment
      // after the roll (combat/unitAbilityRolls.ts) does not hold Harrow yet.
      const rolled = rollForUnitAbility(tx, {
        seat,
        place: { position },
        units,
        kind: "bombardment",
        reason: "bombardment",
      });
      const hits = unitBombardmentHits(tx.state, seat, rolled.hits);
      if (countUnits(units) > 0) bombardmentUsed(tx, seat, combat.place);
      pushHitAssignment(tx, { seat: combat.defender, place: combat.place, hits, reason: "bombardment" });
    },
    hitsOnNonFightersFirst(state, roll) {
      // [0.0.1]: in its system's space combat, the hits it and your dreadnoughts score go to the
      // opponent's non-fighter ships first, while there are any.
      if (roll.kind !== "combat" || (roll.type !== "flagship" && roll.type !== "dreadnought")) return false;
      if (!flagshipHasAbilityOf(state, roll.seat, "l1z1x") || !roll.place || roll.place.planet !== undefined)
        return false;
      return (unitsIn(state.board[roll.place.position], roll.seat).flagship ?? 0) > 0;
    },
    prerequisiteWaivers(state, seat) {
      // Inheritance Systems: exhaust it and spend 2 resources to ignore every prerequisite of a research.
      // Owned, or copied by a Nekro assimilator (technology/owned.ts; the assimilator card is exhausted).
      if (!holdsFactionTechnology(state, seat, "is") || !technologyReady(state, seat, "is")) return [];
      return [{ technology: "is", resources: INHERITANCE_RESOURCES }];
    },
  },
};
