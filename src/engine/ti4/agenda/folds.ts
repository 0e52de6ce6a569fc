/** How the agenda phase's own events change the state (LRR 7, 8): decks, laws in play, hands, the speaker. */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4AgendaEvent } from "./events.ts";

type Handlers = {
  [T in Ti4AgendaEvent["type"]]: (draft: Ti4State, e: Extract<Ti4AgendaEvent, { type: T }>) => void;
};

function _handOf(draft: Ti4State, seat: number): Ti4ActionCardId[] {
  const player = draft.players[seat];
  if (!player) throw new Error(`no seat ${seat} in this game`);
  return player.secret.actionCards;
}

/** A card off its deck, its discard pile or the laws in play: wherever it was, it goes where it is told. */
function takeAgenda(draft: Ti4State, agenda: string): void {
  const deck = draft.decks.agenda;
  deck.draw = deck.draw.filter((id) => id !== agenda);
  deck.discard = deck.discard.filter((id) => id !== agenda);
  draft.laws = (draft.laws ?? []).filter((law) => law.agenda !== agenda);
}

export const AGENDA_EVENTS: Handlers = {
  ti4AgendaRevealed(draft, e) {
    takeAgenda(draft, e.agenda);
  },
  ti4AgendaDeckReshuffled(draft, e) {
    draft.decks.agenda = { draw: [...e.draw], discard: [] };
  },
  ti4VotesCast() {},
  ti4VoteAbstained() {},
  ti4OutcomeChosenBySpeaker() {},
  ti4AgendaResolved() {},
  ti4ElectedByCommittee() {},
  ti4LawEnacted(draft, e) {
    takeAgenda(draft, e.law.agenda);
    draft.laws = [...(draft.laws ?? []), { ...e.law }];
  },
  ti4LawHolderChanged(draft, e) {
    const law = (draft.laws ?? []).find((l) => l.agenda === e.agenda);
    if (law) law.owner = e.owner;
  },
  ti4LawRepealed(draft, e) {
    takeAgenda(draft, e.agenda);
    draft.decks.agenda.discard.unshift(e.agenda);
    // Classified Document Leaks gone: the secret objective it laid out is no longer a public one.
    if (e.agenda === "classified") draft.objectives = draft.objectives.filter((o) => !o.leaked);
  },
  ti4AgendaDiscarded(draft, e) {
    takeAgenda(draft, e.agenda);
    // LRR 7.5: the top of the discard pile.
    draft.decks.agenda.discard.unshift(e.agenda);
  },
  ti4LawExhausted(draft, e) {
    const law = (draft.laws ?? []).find((l) => l.agenda === e.agenda);
    if (law) law.exhausted = true;
  },
  ti4LawsReadied(draft, e) {
    for (const law of draft.laws ?? []) if (e.agendas.includes(law.agenda)) delete law.exhausted;
  },
  ti4SecretObjectiveLeaked(draft, e) {
    draft.objectives.push({ id: e.objective, scoredBy: [...e.scoredBy], leaked: true });
  },
  ti4StrategyCardsTraded(draft, e) {
    const mine = draft.players[e.seat]?.strategyCards.find((c) => c.card === e.gave);
    const theirs = draft.players[e.other]?.strategyCards.find((c) => c.card === e.took);
    if (!mine || !theirs) throw new Error("Imperial Arbiter trades two held strategy cards");
    mine.card = e.took;
    theirs.card = e.gave;
  },
  ti4ArtifactRolled() {},
  ti4SpeakerPassed(draft, e) {
    draft.speaker = e.seat;
  },
  ti4BallotHandedToSpeaker() {},
  ti4VoteTotalsTold() {},
};
