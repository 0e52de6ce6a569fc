/**
 * The Obsidian's alliance card (TE "Alliance Reference Cards"; the commander Aroz Hollow's ability): its
 * holder's units get +1 on their combat rolls in The Fracture (TE "The Fracture"). Answers
 * `combatRollModifier` for combat rolls only (LRR 18; LRR 77.3d, 10), in space and ground combat; the odds
 * read the same hook (combat/dice.ts). The Firmament's sheet flips to the Obsidian's, and so does the card an
 * ally holds (allianceCards.ts); a Firmament card does not give this bonus.
 */
import type { Ti4UnitRoll } from "../../hooks/combat.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { usesAllianceAbility } from "../allianceCards.ts";
import { inFracture } from "../fracture.ts";

/** The hook point combatRollModifier's answer: +1 in The Fracture's systems. */
export function obsidianAllianceModifier(state: Ti4State, roll: Ti4UnitRoll): number {
  if (roll.kind !== "combat" || !roll.place || !inFracture(state, roll.place.position)) return 0;
  return usesAllianceAbility(state, roll.seat, "obsidian") ? 1 : 0;
}

export const TE_OBSIDIAN_ALLIANCE: Ti4Module = {
  id: "alliance:obsidian",
  hooks: { combatRollModifier: obsidianAllianceModifier },
};
