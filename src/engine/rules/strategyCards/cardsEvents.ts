/** How the strategy card ability events change the state (rules/strategyCards). */
import type { EvolveTable } from "../../evolve.ts";
import type { GameState, PlayerState, Seat } from "../../state.ts";

// Local lookups: importing evolve.ts's own would make evolve.ts and this table wait on each other.
function player(state: GameState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`no player at seat ${seat}`);
  return p;
}

export const CARDS_ABILITIES_EVOLVE: EvolveTable<
  | "diplomaticEnvoySent"
  | "diplomacyLifted"
  | "commandCounterPlaced"
  | "highAlertPlaced"
  | "highAlertMoved"
  | "highAlertRemoved"
  | "objectivesPeeked"
  | "ancientThroneClaimed"
> = {
  diplomaticEnvoySent: (s, e) => {
    s.diplomacyPairs = [...(s.diplomacyPairs ?? []), [e.seat, e.target]];
  },
  diplomacyLifted: (s) => {
    s.diplomacyPairs = [];
  },
  commandCounterPlaced: (s, e) => {
    const system = s.board[e.position];
    if (!system) throw new Error(`no system at ${e.position}`);
    system.commandCounters.push(e.seat);
    if (e.from !== null) player(s, e.seat).counters[e.from] -= 1;
  },
  highAlertPlaced: (s, e) => {
    s.highAlert = { seat: e.seat, position: e.position };
  },
  highAlertMoved: (s, e) => {
    if (s.highAlert) s.highAlert = { ...s.highAlert, position: e.position };
  },
  highAlertRemoved: (s) => {
    s.highAlert = null;
  },
  objectivesPeeked: () => {},
  ancientThroneClaimed: (s, e) => {
    s.ancientThrone = { seat: e.seat, round: e.round };
  },
};
