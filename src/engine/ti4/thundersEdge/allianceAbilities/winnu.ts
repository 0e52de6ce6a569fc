/**
 * The Winnu's alliance card (TE "Alliance Reference Cards"; the commander Rickar Rickani's ability): its
 * holder's units get +2 on their combat rolls in the Mecatol Rex system, in the holder's own home system and
 * in any system with a legendary planet. Answers `combatRollModifier` for combat rolls only (LRR 18; LRR
 * 77.3d, 10: anti-fighter barrage, bombardment and space cannon are unit abilities), in space and ground
 * combat alike; the odds read the same hook (combat/dice.ts), so they see the +2 as the roll does.
 *
 * Our readings: "your home system" is the holder's own, not the Winnu's; a legendary planet is one printed
 * so or one with a legendary ability card (TE's Mecatol Rex), as the Winnu's breakthrough reads it.
 */
import { teLegendaryAbility, ti4Planet } from "../../../../content/ti4/index.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { Seat } from "../../../kernel/types.ts";
import { mecatolPosition, planetsAt } from "../../board/galaxy.ts";
import type { Ti4UnitRoll } from "../../hooks/combat.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

/** True when the card's +2 counts for `seat`'s rolls in `position`. */
export function winnuAllianceSystem(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  if (position === mecatolPosition(state) || position === state.players[seat]?.home) return true;
  return planetsAt(state, position).some(
    (planet) => ti4Planet(planet).legendary || teLegendaryAbility(planet) !== undefined,
  );
}

/** The hook point combatRollModifier's answer: +2 in the systems the card names. */
export function winnuAllianceModifier(state: Ti4State, roll: Ti4UnitRoll): number {
  if (roll.kind !== "combat" || !roll.place) return 0;
  if (!usesAllianceAbility(state, roll.seat, "winnu")) return 0;
  return winnuAllianceSystem(state, roll.seat, roll.place.position) ? 2 : 0;
}

export const TE_WINNU_ALLIANCE: Ti4Module = {
  id: "alliance:winnu",
  hooks: { combatRollModifier: winnuAllianceModifier },
};
