/**
 * Tekklar Legion, the Sardakk N'orr's promissory note (content/ti4/promissoryNotes.factions.ts): as a ground
 * combat its holder fights begins (LRR 42, hook `groundCombatStarts`; ground combat is fought only in an
 * invasion, LRR 49), the holder plays it: the holder's units get +1 on their combat rolls for that combat,
 * and if the opponent is the N'orr, the N'orr's get -1 (LRR 18). Played, it lies face up in the holder's play
 * area while that combat lasts and goes back to the N'orr when it ends (LRR 69.3).
 */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { returnNote, type Ti4NoteRules } from "../transactions/noteRules.ts";

const TEKKLAR = "tekklar";

function tekklarOf(state: Ti4State, seat: Seat) {
  return (state.players[seat]?.promissoryPlayArea ?? []).find((n) => n.note === TEKKLAR);
}

export const TEKKLAR_LEGION: Ti4NoteRules = {
  moment: "groundCombatStarted",
  playableAt: (_state, holder, _owner, window) =>
    window.planet !== undefined && (window.trigger === holder || window.opponent === holder),
  laidOutWhenPlayed: true,
};

/** The two sides of the ground combat being fought on `planet`, if one is. */
function groundCombatSides(state: Ti4State, planet: string): Seat[] {
  const frame = state.stack.findLast((f) => f.kind === "ti4GroundCombat" && f.planet === planet);
  if (frame?.kind !== "ti4GroundCombat" || frame.defender === undefined) return [];
  return [frame.seat, frame.defender];
}

export const TI4_TEKKLAR_LEGION: Ti4Module = {
  id: "sardakkTekklar",
  hooks: {
    combatRollModifier(state, roll) {
      const planet = roll.place?.planet;
      if (roll.kind !== "combat" || planet === undefined) return 0;
      const sides = groundCombatSides(state, planet);
      if (!sides.includes(roll.seat)) return 0;
      if (tekklarOf(state, roll.seat)) return 1;
      // The N'orr rolling against the holder of their own Tekklar Legion.
      const opponent = sides.find((s) => s !== roll.seat);
      const held = opponent === undefined ? undefined : tekklarOf(state, opponent);
      return held?.owner === roll.seat ? -1 : 0;
    },
    groundCombatEnded(tx, combat) {
      for (const seat of [combat.attacker, combat.defender]) {
        const ref = tekklarOf(tx.state, seat);
        if (ref) returnNote(tx, seat, TEKKLAR, ref.owner);
      }
    },
  },
};
