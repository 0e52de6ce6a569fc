/**
 * Stymie, the Arborec's promissory note (content/ti4/promissoryNotes.factions.ts, the printed card): played
 * as an action (LRR 22), it lies face up in its holder's play area. While it is there the Arborec may
 * produce no unit in a system other than a home system that holds the holder's units, nor in a system next
 * to one (LRR 68, adjacency LRR 6). It goes back to the Arborec when its holder activates a system holding
 * Arborec units (LRR 69.3). The Codex I Ω text is not played: a game plays the printed card.
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { ti4Neighbours } from "../board/galaxy.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { hasUnitsIn } from "../transactions/neighbours.ts";
import { returnNote, type Ti4NoteRules } from "../transactions/noteRules.ts";

const STYMIE = "stymie";

export const STYMIE_NOTE: Ti4NoteRules = {
  moment: "action",
  laidOutWhenPlayed: true,
  afterHolderActivates(tx, holder, owner, system: PositionLabel) {
    if (hasUnitsIn(tx.state, owner, system)) returnNote(tx, holder, STYMIE, owner);
  },
};

/** The seats holding `arborec`'s Stymie face up. */
function stymiedBy(state: Ti4State, arborec: Seat): Seat[] {
  return state.players
    .filter((p) => (p.promissoryPlayArea ?? []).some((n) => n.note === STYMIE && n.owner === arborec))
    .map((p) => p.seat);
}

function isHome(state: Ti4State, position: PositionLabel): boolean {
  return state.players.some((p) => p.home === position);
}

/** The non-home system at or next to `position` holding `holder`'s units, if any. */
function stymiedAt(state: Ti4State, holder: Seat, position: PositionLabel): PositionLabel | undefined {
  return [position, ...ti4Neighbours(state, position)].find(
    (at) => !isHome(state, at) && hasUnitsIn(state, holder, at),
  );
}

/** LRR 68, 69: the refusal Stymie gives the Arborec's production in `position`, or undefined. */
export function stymieRefusal(state: Ti4State, seat: Seat, position: PositionLabel): RuleError | undefined {
  for (const holder of stymiedBy(state, seat)) {
    const at = stymiedAt(state, holder, position);
    if (at === undefined) continue;
    const name = state.players[holder]?.name ?? `seat ${holder}`;
    const where = at === position ? `${position} holds` : `${position} is next to ${at}, which holds`;
    return ruleError(
      "ERR_TI4_STYMIE",
      "LRR 69",
      `${name} has your Stymie face up: you may produce no units in ${position}, as ${where} their units and is no home system.`,
      { position, holder },
    );
  }
  return undefined;
}

export const TI4_ARBOREC_STYMIE: Ti4Module = {
  id: "arborecStymie",
  hooks: { productionForbiddenIn: stymieRefusal },
};
