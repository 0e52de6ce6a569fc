/**
 * How the combat events change the state. Dice change nothing but the generator (evolve applies `rng`);
 * damage turns units on their side; bombardment is noted for the rest of the activation; the standing
 * hit-assignment preference is stored on the player. No rule checks here.
 */
import type { EvolveTable } from "../../evolve.ts";
import type { GameState, Seat } from "../../state.ts";
import { addCounts, count, tidy } from "../units.ts";

type CombatEvent = "combatRolled" | "unitsDamaged" | "bombardmentDeclared" | "hitAssignmentPreferenceSet";

function playerAt(s: GameState, seat: Seat) {
  const p = s.players[seat];
  if (!p) throw new Error(`no player at seat ${seat}`);
  return p;
}

export const COMBAT_EVOLVE: EvolveTable<CombatEvent> = {
  combatRolled: () => {},
  unitsDamaged: (s, e) => {
    const force = s.board[e.position]?.space.find((f) => f.seat === e.seat);
    if (!force) throw new Error(`seat ${e.seat} has no ships at ${e.position} to damage`);
    const damaged = addCounts(force.damaged, e.units);
    for (const [type, n] of Object.entries(damaged)) {
      if (n > count(force.units, type as keyof typeof damaged))
        throw new Error(`more ${type} damaged than present`);
    }
    force.damaged = tidy(damaged);
  },
  bombardmentDeclared: (s, e) => {
    const ledger = s.bombardedThisActivation;
    const same =
      ledger && ledger.round === s.round && ledger.position === e.position && ledger.seat === e.seat;
    s.bombardedThisActivation = {
      round: s.round,
      position: e.position,
      seat: e.seat,
      units: addCounts(same ? ledger.units : {}, e.units),
    };
  },
  hitAssignmentPreferenceSet: (s, e) => {
    const p = playerAt(s, e.seat);
    p.preferences = { ...(p.preferences ?? {}), autoAssignHits: e.autoAssignHits };
  },
};
