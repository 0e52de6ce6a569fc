/**
 * How the Mine Field events change the state (Borderlands, "Mines"): a field laid, an activation's
 * arrivals noted, a field gone off. No rule checks here.
 */
import type { EvolveTable } from "../../evolve.ts";
import type { GameState } from "../../state.ts";
import type { MineFieldsState } from "./board.ts";

type MineFieldEvent = "mineFieldLaid" | "mineFieldFleetMoved" | "mineFieldDetonated";

function fieldsOf(s: GameState): MineFieldsState {
  s.mineFields ??= { fields: [], laid: [], moved: null };
  return s.mineFields;
}

export const MINE_FIELD_EVOLVE: EvolveTable<MineFieldEvent> = {
  mineFieldLaid: (s, e) => {
    const fields = fieldsOf(s);
    fields.fields.push({ position: e.position, layer: e.seat });
    fields.laid = [
      ...fields.laid.filter((l) => l.round === s.round),
      { round: s.round, seat: e.seat, position: e.position },
    ];
  },
  mineFieldFleetMoved: (s, e) => {
    fieldsOf(s).moved = { seat: e.seat, round: e.round, arrived: e.arrived };
  },
  mineFieldDetonated: (s, e) => {
    const fields = fieldsOf(s);
    const at = fields.fields.findIndex((f) => f.position === e.position);
    if (at < 0) throw new Error(`no Mine Field at ${e.position}`);
    fields.fields.splice(at, 1);
  },
};
