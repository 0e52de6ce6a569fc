/** The public lines of the agenda: votes, results, laws and directives, and the Political deck. */
import type { Ctx, LineTable } from "./context.ts";
import {
  actionName,
  cardName,
  objectiveName,
  planetName,
  plural,
  politicalName,
  reasonText,
  technologyName,
} from "./names.ts";

/** "casts 4 votes For", "casts 4 votes for Bob": a side is voted, a candidate is voted for. */
export function votedFor(choice: string, c: Ctx): string {
  const side = choice === "for" || choice === "against";
  return side ? c.option(choice) : `for ${c.option(choice)}`;
}

export const POLITICS_LINES = {
  agendaRevealed: (e, c) =>
    e.from === "hand"
      ? `📜 ${c.who(e.seat)} plays ${politicalName(e.card)} as the agenda.`
      : `📜 ${c.who(e.seat)} reads the agenda: ${politicalName(e.card)}.`,
  agendaCancelled: (e, c) =>
    `${politicalName(e.card)} is cancelled by ${c.who(e.seat)} (${reasonText(e.reason)}).`,
  votesCast: (e, c) =>
    e.choice === null
      ? `${c.who(e.seat)} abstains.`
      : `🗳 ${c.who(e.seat)} casts ${plural(e.votes, "vote")} ${votedFor(e.choice, c)}.`,
  votesAdded: (e, c) => `${c.who(e.seat)} adds ${plural(e.amount, "vote")} (${reasonText(e.reason)}).`,
  voteDiscredited: (e, c) => `${c.who(e.seat)} discredits ${c.who(e.target)}'s vote.`,
  agendaResolved: (e, c) => {
    const tally = Object.entries(e.tally)
      .map(([option, votes]) => `${c.option(option)} ${votes}`)
      .join(", ");
    const outcome = e.outcome === null ? "no outcome" : c.option(e.outcome);
    return `${politicalName(e.card)}: ${outcome}${e.passed ? " — passes" : " — fails"}${tally ? ` (${tally})` : ""}.`;
  },
  lawRepealed: (e) => `The law ${politicalName(e.card)} is repealed (${reasonText(e.reason)}).`,
  technologyReturned: (e, c) =>
    `${c.who(e.seat)} hands back ${technologyName(e.technology)} (${reasonText(e.reason)}).`,
  technologicalJihadRolled: (e, c) =>
    `Technological Jihad: ${c.who(e.seat)} rolls ${e.die} for ${technologyName(e.technology)}${e.die >= 9 ? " and must destroy a Destroyer or Cruiser" : ""}.`,
  lawHolderChanged: (e, c) =>
    `${c.who(Number(e.elected))} now holds the law ${politicalName(e.card)} (${reasonText(e.reason)}).`,
  planetReleased: (e, c) =>
    `${planetName(e.planet)} becomes neutral: ${c.who(e.seat)} loses it (${reasonText(e.reason)}).`,
  directiveLotDrawn: (e, c) =>
    `🎲 ${politicalName(e.card)}: ${c.who(e.seat)} is drawn by lot among ${e.among.map((s) => c.who(s)).join(", ")}.`,
  objectiveMarkersCleared: (e) =>
    `The markers on ${objectiveName(e.objective)} are cleared: those who scored it may score it again.`,
  politicalCardsDiscarded: (e, c) =>
    `${c.who(e.seat)} discards ${e.cards.map(politicalName).join(", ") || "no Political Card"}.`,
  politicalDeckReshuffled: () => "The Political Card discard pile is shuffled into a new deck.",
  politicalCardsPeeked: (e, c) =>
    `${c.who(e.seat)} looks at the top ${plural(e.cards.length, "Political Card")}.`,
  politicalDeckArranged: (e, c) => `${c.who(e.seat)} puts the Political Cards back.`,
  // Laws and directives acting at their own moments (rules/politics/laws/).
  strategyCardGiven: (e, c) =>
    `${c.who(e.seat)} hands ${cardName(e.card)} to ${c.who(e.to)} (${reasonText(e.reason)}).`,
  actionCardsDealtFaceUp: (e) =>
    `Core Stability: ${e.cards.map(actionName).join(", ") || "no Action Card"} dealt face up${e.discarded.length > 0 ? ` (${e.discarded.map(actionName).join(", ")} discarded: not usable in this game)` : ""}.`,
  actionCardTakenFaceUp: (e, c) => `${c.who(e.seat)} takes ${actionName(e.card)} (Core Stability).`,
  directiveDieRolled: (e) => `🎲 ${politicalName(e.card)}: the die shows ${e.value}.`,
  tradeGoodsPassedOn: (e, c) =>
    `${c.who(e.seat)} hands ${plural(e.amount, "Trade Good")} on to ${c.who(e.to)} (${reasonText(e.reason)}).`,
  lawRevoted: (e) => `The law ${politicalName(e.card)} leaves play to be voted on again (Revote).`,
} satisfies Partial<LineTable>;
