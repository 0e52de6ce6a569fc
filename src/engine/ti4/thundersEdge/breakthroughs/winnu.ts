/**
 * The Winnu's breakthrough, Imperator (TE "Breakthroughs and Synergy"; the card's text as the community
 * bot's breakthrough data gives it): each of its holder's combat rolls gains 1 for each Support for the
 * Throne in its opponent's play area (LRR 18, 69). Answers `combatRollModifier` for combat rolls only (LRR
 * 77.3d, 10: anti-fighter barrage, bombardment and space cannon are unit abilities), in space and ground
 * combat; the opponent is the other side of the combat frame on the stack at the roll's place. Every
 * Support for the Throne there counts, whoever's colour it is [recalled: the card says "your opponent
 * holds"]. Its second part: when its holder activates a legendary system (one holding a legendary planet),
 * one of their ships moving in that tactical action has +1 move (hook `oneShipMoveBonuses`, counted with
 * Gravity Drive's: each gives a different ship its +1).
 */
import { teLegendaryAbility, ti4Planet } from "../../../../content/ti4/index.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { Seat } from "../../../kernel/types.ts";
import { planetsAt } from "../../board/galaxy.ts";
import type { Ti4UnitRoll } from "../../hooks/combat.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { holdsBreakthrough } from "../breakthroughs.ts";

const SUPPORT_FOR_THE_THRONE = "support_for_the_throne";

/** The player `seat` fights at `roll.place`, read from the combat frame there (null: none, or neutral). */
export function combatOpponent(state: Ti4State, roll: Ti4UnitRoll): Seat | null {
  const place = roll.place;
  if (!place) return null;
  const frame = state.stack.findLast(
    (f) =>
      (f.kind === "ti4SpaceCombat" && place.planet === undefined && f.system === place.position) ||
      (f.kind === "ti4GroundCombat" && f.system === place.position && f.planet === place.planet),
  );
  if (frame?.kind !== "ti4SpaceCombat" && frame?.kind !== "ti4GroundCombat") return null;
  if (frame.defender === undefined) return null;
  if (frame.seat === roll.seat) return frame.defender;
  return frame.defender === roll.seat ? frame.seat : null;
}

/** The Supports for the Throne face up in `seat`'s play area. */
export function supportsHeld(state: Ti4State, seat: Seat): number {
  return (state.players[seat]?.promissoryPlayArea ?? []).filter((n) => n.note === SUPPORT_FOR_THE_THRONE)
    .length;
}

/** The hook point combatRollModifier's answer: +1 per Support for the Throne the opponent holds. */
export function imperatorModifier(state: Ti4State, roll: Ti4UnitRoll): number {
  if (roll.kind !== "combat" || !holdsBreakthrough(state, roll.seat, "winnubt")) return 0;
  const opponent = combatOpponent(state, roll);
  return opponent === null ? 0 : supportsHeld(state, opponent);
}

/** The hook point oneShipMoveBonuses's answer: one ship's +1 when the holder activated a legendary system. */
export function imperatorMove(state: Ti4State, seat: Seat, active: PositionLabel): number {
  if (!holdsBreakthrough(state, seat, "winnubt")) return 0;
  // A legendary planet: printed so, or one with a legendary ability card (TE's Mecatol Rex, LRR 53).
  const legendary = planetsAt(state, active).some(
    (planet) => ti4Planet(planet).legendary || teLegendaryAbility(planet) !== undefined,
  );
  return legendary ? 1 : 0;
}

export const TE_WINNU_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:winnu",
  hooks: { combatRollModifier: imperatorModifier, oneShipMoveBonuses: imperatorMove },
};
