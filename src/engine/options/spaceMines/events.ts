/**
 * How the Space Mine events change the state (SE option 7): a token laid, ships noted as they end their
 * movement in a mined system, their dice rolled, a token cleared. No rule checks here.
 */
import type { EvolveTable } from "../../evolve.ts";
import type { GameState } from "../../state.ts";
import type { SpaceMinesState } from "./board.ts";

type SpaceMineEvent = "spaceMineLaid" | "spaceMinesEntered" | "spaceMinesRolled" | "spaceMineRemoved";

function minesOf(s: GameState): SpaceMinesState {
  s.spaceMines ??= { mines: [], entered: null, lastLaid: null };
  return s.spaceMines;
}

export const SPACE_MINE_EVOLVE: EvolveTable<SpaceMineEvent> = {
  spaceMineLaid: (s, e) => {
    const mines = minesOf(s);
    mines.mines.push({ position: e.position, owner: e.owner });
    if (e.produced && e.owner !== null)
      mines.lastLaid = { round: s.round, seat: e.owner, position: e.position };
  },
  spaceMinesEntered: (s, e) => {
    minesOf(s).entered = { seat: e.seat, round: e.round, ships: e.ships };
  },
  spaceMinesRolled: (s, e) => {
    const mines = minesOf(s);
    if (!mines.entered || mines.entered.seat !== e.seat) return;
    const ships = mines.entered.ships.filter((x) => x.position !== e.position);
    mines.entered = ships.length > 0 ? { ...mines.entered, ships } : null;
  },
  spaceMineRemoved: (s, e) => {
    const mines = minesOf(s);
    const at = mines.mines.findIndex((m) => m.position === e.position && m.owner === e.owner);
    if (at < 0) throw new Error(`no Space Mine of ${e.owner} at ${e.position}`);
    mines.mines.splice(at, 1);
  },
};
