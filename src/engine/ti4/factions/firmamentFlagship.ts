/**
 * The Firmament's flagship, Heaven's Eye (TE faction sheet; the card's text as the community bot's data gives
 * it, AsyncTI4/TI4_map_generator_bot@050ad426aab3602c36685481a6ef70d9b691d2c7:
 * src/main/resources/data/units/te_units.json): while the active system holds units of
 * a player whose control token lies on one of the Firmament's plot cards, the flagship has +1 move (LRR
 * 58.4c; hook moveBonus) and is repaired at the end of every combat round (LRR 87; hooks
 * spaceCombatRoundEnded, groundCombatRoundEnded) [recalled: a ground combat round counts too, the flagship
 * repaired where it lies in the active system's space].
 *
 * "The active system" is that of the tactical action under way, whoever's it is [our reading]; the plots are
 * read face down (whose tokens lie on them is public). The Obsidian's flagship is another card (its side).
 */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { hasUnitsIn } from "../transactions/neighbours.ts";
import { plotsOf } from "./firmamentPlots.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";

/** The active system of the tactical action under way, if any. */
function activeSystem(state: Ti4State): PositionLabel | undefined {
  const frame = state.stack.findLast((f) => f.kind === "ti4Tactical");
  return frame?.kind === "ti4Tactical" ? frame.system : undefined;
}

/** Whether Heaven's Eye's condition holds for the Firmament `seat` now. */
export function heavensEyeAwake(state: Ti4State, seat: Seat): boolean {
  if (!playsThundersEdge(state) || !flagshipHasAbilityOf(state, seat, "firmament")) return false;
  const system = activeSystem(state);
  if (system === undefined) return false;
  const plotted = new Set(plotsOf(state, seat).flatMap((plot) => plot.on));
  return [...plotted].some((other) => other !== seat && hasUnitsIn(state, other, system));
}

function moveBonus(state: Ti4State, seat: Seat, type: Ti4UnitType): number {
  return type === "flagship" && heavensEyeAwake(state, seat) ? 1 : 0;
}

function repair(tx: Tx<Ti4>, seats: readonly Seat[]): void {
  const system = activeSystem(tx.state);
  if (system === undefined) return;
  for (const seat of seats) {
    if (!heavensEyeAwake(tx.state, seat)) continue;
    const force = tx.state.board[system]?.space.find((f) => f.seat === seat);
    if ((force?.damaged?.flagship ?? 0) > 0)
      tx.emit({ type: "ti4UnitsRepaired", seat, place: { position: system }, units: { flagship: 1 } });
  }
}

export const TI4_FIRMAMENT_FLAGSHIP: Ti4Module = {
  id: "firmamentFlagship",
  hooks: {
    moveBonus: (state, seat, type) => moveBonus(state, seat, type),
    spaceCombatRoundEnded: (tx, combat) => repair(tx, [combat.attacker, combat.defender]),
    groundCombatRoundEnded: (tx, combat) => repair(tx, [combat.attacker, combat.defender]),
  },
};
