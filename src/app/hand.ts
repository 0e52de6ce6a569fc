/**
 * A player's own hand, card by card with each card's text: /ti hand answers with it, and the playground's
 * private panel draws it. Only the asking player's own secrets are read.
 */
import {
  ACTION_TIMINGS,
  type ActionCardId,
  getActionCard,
  getObjective,
  getPoliticalCard,
  type ObjectiveId,
  type PoliticalCardId,
} from "../content/index.ts";
import type { GameState } from "../engine/index.ts";

export interface HandCard {
  name: string;
  /** When an Action Card may be played, an objective's worth, a Political Card's kind. */
  note: string;
  text: string;
}

export interface HandGroup {
  title: "Action Cards" | "Secret Objectives" | "Political Cards";
  cards: HandCard[];
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function actionCard(id: ActionCardId): HandCard {
  const card = getActionCard(id);
  return { name: card.name, note: `Play: ${lowerFirst(ACTION_TIMINGS[card.timing])}`, text: card.text };
}

function secretObjective(id: ObjectiveId): HandCard {
  const objective = getObjective(id);
  return { name: objective.name, note: `${objective.vp} VP`, text: objective.text };
}

function politicalCard(id: PoliticalCardId): HandCard {
  const card = getPoliticalCard(id);
  return { name: card.name, note: card.kind === "law" ? "Law" : "Directive", text: card.text };
}

/** A user's hand in the order the game holds it; null when the user has no seat. */
export function handOf(state: GameState, userId: string): HandGroup[] | null {
  const me = state.players.find((p) => p.userId === userId);
  if (!me) return null;
  return [
    { title: "Action Cards", cards: me.secret.actionCards.map(actionCard) },
    { title: "Secret Objectives", cards: me.secret.secretObjectives.map(secretObjective) },
    { title: "Political Cards", cards: me.secret.politicalCards.map(politicalCard) },
  ];
}

/** One line of names per kind of card, then each card's text under it. */
export function handText(hand: readonly HandGroup[]): string {
  const names = hand.map(
    (g) => `${g.title}: ${g.cards.length ? g.cards.map((c) => c.name).join(", ") : "none"}`,
  );
  const texts = hand.flatMap((g) => g.cards.map((c) => `• ${c.name} (${c.note}): ${c.text}`));
  return texts.length ? `${names.join("\n")}\n\n${texts.join("\n")}` : names.join("\n");
}
