/**
 * Laws in play (RR §20): a passed law stays face up until an agenda repeals it. Other rule areas read
 * them here by the card's effect key, so a law's lasting effect lives with the rule it changes.
 */
import { getPoliticalCard, type PoliticalCardId } from "../../../content/index.ts";
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

/**
 * The laws an "Elect a law" agenda may elect: any law in play (Repeal); for Revote, "a law that has just
 * passed": those passed in the latest round any law still in play passed in [recalled: the printed card
 * was not read; TIO says "the elected, just-passed law"].
 */
export function electableLaws(state: GameState, agenda: PoliticalCardId): PoliticalCardId[] {
  const laws = lawsInPlay(state);
  if (getPoliticalCard(agenda).effect !== "revote") return laws.map((law) => law.card);
  const latest = Math.max(...laws.map((law) => law.round));
  return laws.filter((law) => law.round === latest).map((law) => law.card);
}
