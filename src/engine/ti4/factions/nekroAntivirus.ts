/**
 * Antivirus, the Nekro Virus's promissory note (content/ti4/promissoryNotes.factions.ts): as a combat begins
 * (space combat, LRR 78, before its anti-fighter barrage; ground combat, LRR 42), its holder lays it face up
 * in their play area. While it is there the Nekro may not use Technological Singularity against the holder
 * (nekroSingularity.ts asks `shieldedByAntivirus`). It goes back to the Nekro when its holder activates a
 * system holding Nekro units (LRR 69.3). It is offered in a combat its holder fights against the Nekro [our
 * reading: the card allows any combat, but only there can it matter, and a window at every combat would
 * stall the table].
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";
import { hasUnitsIn } from "../transactions/neighbours.ts";
import { returnNote, type Ti4NoteRules } from "../transactions/noteRules.ts";

const ANTIVIRUS = "antivirus";

export const ANTIVIRUS_NOTE: Ti4NoteRules = {
  moment: "spaceCombatStarted",
  alsoAt: ["groundCombatStarted"],
  playableAt: (_state, holder, owner, window) =>
    (window.trigger === holder && window.opponent === owner) ||
    (window.opponent === holder && window.trigger === owner),
  laidOutWhenPlayed: true,
  afterHolderActivates(tx, holder, owner, system: PositionLabel) {
    if (hasUnitsIn(tx.state, owner, system)) returnNote(tx, holder, ANTIVIRUS, owner);
  },
};

/** True when `seat` has `nekro`'s Antivirus face up: Technological Singularity may not take from them. */
export function shieldedByAntivirus(state: Ti4State, nekro: Seat, seat: Seat): boolean {
  return (state.players[seat]?.promissoryPlayArea ?? []).some(
    (n) => n.note === ANTIVIRUS && n.owner === nekro,
  );
}
