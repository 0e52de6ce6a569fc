/**
 * Laws in play (RR §20): a passed law stays face up until an agenda repeals it. Other rule areas read
 * them here by the card's effect key, so a law's lasting effect lives with the rule it changes.
 */
import { getPoliticalCard } from "../../../content/index.ts";
import type { GameState, LawInPlay, Seat } from "../../state.ts";

export function lawsInPlay(state: GameState): readonly LawInPlay[] {
  return state.laws ?? [];
}

/** The law in play with this effect key, if any. */
export function lawInPlay(state: GameState, effect: string): LawInPlay | undefined {
  return lawsInPlay(state).find((law) => getPoliticalCard(law.card).effect === effect);
}

/** The seats an Elect law names ("3", or "1,4" for two players); empty for other laws. */
export function electedSeats(law: LawInPlay): Seat[] {
  const elect = getPoliticalCard(law.card).elect;
  if (law.elected === null || (elect !== "player" && elect !== "twoPlayers")) return [];
  return law.elected.split(",").map(Number);
}
