/**
 * The TI4 account's lines for what changes at the table rather than on the board (narrate.ts tells the
 * board, the dice and the cards): goods and tokens, secondaries, the speaker, laws and riders, notes,
 * transactions and a player's elimination. Each is as public as its event (engine/ti4/view.ts strips
 * what only one seat may see before these are read: an action card given is counted, never named).
 */
import {
  type Ti4ActionCardId,
  type Ti4StrategyCardId,
  ti4ActionCard,
  ti4AllianceCardName,
  ti4Breakthrough,
  ti4GalacticEvent,
  ti4Planet,
  ti4PromissoryNote,
  ti4Relic,
  ti4StrategyCard,
} from "../../content/ti4/index.ts";
import type { Ti4Event } from "../../engine/ti4/events.ts";
import { EXPEDITION_COSTS } from "../../engine/ti4/thundersEdge/expedition.ts";
import { agendaName as agenda, nameOf } from "./names.ts";

type Who = (seat: number) => string;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const card = (id: Ti4StrategyCardId) => nameOf(ti4StrategyCard, id);
const actionCard = (id: Ti4ActionCardId) => nameOf(ti4ActionCard, id);
const note = (id: string) => nameOf(ti4PromissoryNote, id);

/** "Leadership's", "Politics'". */
const possessive = (name: string) => (name.endsWith("s") ? `${name}'` : `${name}'s`);

/** "gains 2 trade goods" / "spends 3 trade goods", with why. */
function goods(who: string, amount: number, what: string, reason: string): string | null {
  if (amount === 0) return null;
  const verb = amount > 0 ? "gains" : "spends";
  return `${who} ${verb} ${plural(Math.abs(amount), what)} (${reason}).`;
}

/** The account's line for a table event, `undefined` when the event is not one of these. */
export function tableLine(
  event: Ti4Event,
  who: Who,
  outcome: (outcome: string) => string,
): string | null | undefined {
  switch (event.type) {
    case "ti4TradeGoodsChanged":
      return goods(who(event.seat), event.amount, "trade good", event.reason);
    case "ti4CommoditiesChanged":
      return event.amount > 0
        ? `${who(event.seat)} gains ${plural(event.amount, "commodity", "commodities")} (${event.reason}).`
        : `${who(event.seat)} gives up ${plural(-event.amount, "commodity", "commodities")} (${event.reason}).`;
    case "ti4CommandTokensChanged": {
      const parts = Object.entries(event.pools)
        .filter(([, n]) => (n ?? 0) !== 0)
        .map(([pool, n]) => `${(n ?? 0) > 0 ? "+" : ""}${n} ${pool}`);
      return parts.length > 0
        ? `${who(event.seat)}'s command tokens: ${parts.join(", ")} (${event.reason}).`
        : null;
    }
    case "ti4DuressPlaced":
      return `${who(event.on)} is under Extreme Duress from ${who(event.by)}: anything but a strategic action costs them their action cards, trade goods and secrets.`;
    case "ti4DuressEnded":
      return event.applied
        ? `${who(event.on)} gives in to Extreme Duress: their action cards are discarded, their trade goods go to ${who(event.by)}, who sees their secret objectives.`
        : `${who(event.on)} takes a strategic action: Extreme Duress comes to nothing.`;
    case "ti4SecondaryAnswered":
      return event.follows
        ? `${who(event.seat)} follows ${card(event.card)}.`
        : `${who(event.seat)} declines ${possessive(card(event.card))} secondary.`;
    case "ti4SpeakerChanged":
    case "ti4SpeakerPassed":
      return `${who(event.seat)} is now the speaker.`;
    case "ti4StrategyCardsTraded":
      return `${who(event.seat)} gives ${card(event.gave)} to ${who(event.other)} for ${card(event.took)}.`;
    case "ti4LawEnacted": {
      const elected = event.law.elected === null ? "" : `, electing ${outcome(event.law.elected)}`;
      return `${agenda(event.law.agenda)} becomes law${elected}.`;
    }
    case "ti4LawRepealed":
      return `${agenda(event.agenda)} is no longer law.`;
    case "ti4AgendaVetoed":
      return `${who(event.seat)} vetoes ${agenda(event.agenda)}: it is discarded unvoted.`;
    case "ti4VoteAbstained":
      return `${who(event.seat)} abstains.`;
    case "ti4VoteBarred":
      // A rider's player forgoes their own vote (LRR 8.22); Assassinate Representative bars another's.
      if (event.by === event.seat) return `${who(event.seat)} casts no votes on this agenda (their rider).`;
      return `${who(event.seat)} may not vote on this agenda (${who(event.by)}'s card).`;
    case "ti4VotingReversed":
      return `${who(event.seat)} hacks the election: this agenda's votes go counter-clockwise, from the speaker's right.`;
    case "ti4VotesAdded":
      return `${who(event.seat)} adds ${plural(event.votes, "vote")} for ${outcome(event.outcome)} (${actionCard(event.card)}).`;
    case "ti4RiderPlayed":
      return `${who(event.seat)} plays ${actionCard(event.card)} on ${outcome(event.outcome)}.`;
    case "ti4RiderSettled":
      return `${who(event.seat)}'s ${actionCard(event.card)} ${event.won ? "comes true" : "comes to nothing"}.`;
    case "ti4PromissoryNotePlayed":
      return `${who(event.seat)} plays ${who(event.owner)}'s ${note(event.note)}.`;
    case "ti4PromissoryNoteGiven":
      return `${who(event.giver)} gives ${who(event.owner)}'s ${note(event.note)} to ${who(event.receiver)}.`;
    case "ti4PromissoryNoteReturned":
      return `${note(event.note)} goes back to ${who(event.owner)}.`;
    case "ti4PromissoryNotePurged":
      return `${who(event.seat)} purges ${who(event.owner)}'s ${note(event.note)}: it leaves the game (${event.reason}).`;
    case "ti4ActionCardsGiven":
      return `${who(event.giver)} gives ${who(event.receiver)} ${plural(event.cards.length, "action card")}.`;
    case "ti4TransactionMade":
      return `${who(event.seats[0])} and ${who(event.seats[1])} make a transaction.`;
    case "ti4PlayerEliminated":
      return `${who(event.seat)} is eliminated.`;
    case "ti4ThundersEdgeSetOut":
      return "The Thunder's Edge token waits beside the board, expedition side up.";
    case "ti4ExpeditionSliceClaimed":
      return `${who(event.seat)} commits to the Thunder's Edge expedition: ${EXPEDITION_COSTS[event.slice]}.`;
    case "ti4BreakthroughGained":
      return `${who(event.seat)} gains the breakthrough ${ti4Breakthrough(event.breakthrough).name} (${event.reason}).`;
    case "ti4ThundersEdgePlaced":
      return `The expedition is complete: ${who(event.seat)} places Thunder's Edge in the system at ${event.position}.`;
    case "ti4GalacticEventsInPlay":
      return `Galactic event${event.events.length === 1 ? "" : "s"} in play: ${event.events.map((id) => ti4GalacticEvent(id).name).join(", ")}.`;
    case "ti4StellarAtomicsTokensPlaced":
      return `${event.seats.map(who).join(", ")} put a control token on Stellar Atomics.`;
    case "ti4StellarAtomicsTokenRemoved":
      return `${who(event.seat)} takes their control token off Stellar Atomics and strikes a planet.`;
    case "ti4PlanetPurged":
      return `${who(event.seat)} purges ${nameOf(ti4Planet, event.planet)}: the planet leaves the game.`;
    case "ti4RelicDiceRolled":
      return `${who(event.seat)} rolls for ${nameOf(ti4Relic, event.relic)}: [${event.rolls.join(" ")}]${event.hits === undefined ? "" : `: ${event.hits} hit${event.hits === 1 ? "" : "s"}`}.`;
    case "ti4SystemPurged":
      return `The Silver Flame purges ${who(event.seat)}'s home system at ${event.position}: it leaves the board, with everything in it.`;
    case "ti4PublicScoringLost":
      return `${who(event.seat)} may no longer score public objectives (The Silver Flame).`;
    case "ti4DieShiftedByHeartOfIxth":
      return `${who(event.seat)} exhausts Heart of Ixth: ${event.seat === event.roller ? "their" : `${who(event.roller)}'s`} die ${event.die} goes from ${event.before} to ${event.after}.`;
    case "ti4AllianceCardGained":
      return `${who(event.seat)} places ${ti4AllianceCardName(event.card)} in their play area (${event.reason}).`;
    case "ti4AllianceCardLost":
      return `${who(event.seat)} gives up ${ti4AllianceCardName(event.card)} (${event.reason}).`;
    case "ti4AllianceCardDrawn":
      return event.card === null
        ? `${who(event.seat)} finds no unused alliance card left to draw (${event.reason}).`
        : undefined;
    case "ti4MercenaryDeckFormed":
      return `The mercenary deck is formed face up: ${plural(event.cards.length, "alliance card")}, ${event.cards[0] === undefined ? "none" : ti4AllianceCardName(event.cards[0])} on top.`;
    case "ti4MercenaryHired":
      return `${who(event.seat)} hires ${ti4AllianceCardName(event.card)} from the top of the mercenary deck.`;
    case "ti4ZealousOrthodoxyFulfilled":
      return `${who(event.seat)} is the first to have scored 2 secret objectives (Zealous Orthodoxy).`;
    default:
      return undefined;
  }
}
