/**
 * A short public line per event, for the channel: what happened, with any dice shown. Private events
 * never reach this function's public caller unredacted (the caller passes `viewEvent(e, null)`); a hidden
 * event is told only as "who received something privately", never what it was.
 *
 * Every event type has an entry in LINES, typed over the whole events union: an event added to the engine
 * fails to compile here until it gets a line or is listed as silent (null: engine bookkeeping nobody reads).
 */
import {
  ACTION_CARDS,
  getActionCard,
  getObjective,
  getPlanet,
  getPoliticalCard,
  getRace,
  getStrategyCard,
  getSystem,
  getTechnology,
  getUnit,
  POLITICAL_CARDS,
  UNIT_TYPES,
} from "../content/index.ts";
import type { GameEvent, GameEventType } from "../engine/events.ts";
import type { GameState } from "../engine/index.ts";
import type { CombatDie, RollKind } from "../engine/rules/combat/frames.ts";
import type { PublicCorrection } from "../engine/rules/gm/corrections.ts";
import type { UnitCounts } from "../engine/state.ts";
import type { EventView } from "../engine/view.ts";

type Lookup = (id: string) => { name: string };
const safe = (lookup: Lookup, id: string) => {
  try {
    return lookup(id).name;
  } catch {
    return id;
  }
};
const cardName = (id: string) => safe(getStrategyCard as Lookup, id);
const planetName = (id: string) => safe(getPlanet as Lookup, id);
const planetNames = (ids: readonly string[]) => ids.map(planetName).join(", ");
const objectiveName = (id: string) => safe(getObjective as Lookup, id);
const politicalName = (id: string) => safe(getPoliticalCard as Lookup, id);
const actionName = (id: string) => safe(getActionCard as Lookup, id);
/** A lasting card effect's card, by its effect key (an Action Card's or a Political Card's). */
const effectName = (effect: string) =>
  (ACTION_CARDS.find((c) => c.effect === effect) ?? POLITICAL_CARDS.find((c) => c.effect === effect))?.name ??
  words(effect);
/** An ability's or effect's key in words: "yinPlanetReversal" reads "Yin Planet Reversal". */
export const words = (key: string) =>
  key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/^./, (first) => first.toUpperCase());
/** What a player named in answer to a card's choice, in words. */
function answerText(
  answer: Extract<GameEvent, { type: "cardChoiceAnswered" }>["answer"],
  c: Pick<Ctx, "who" | "at">,
): string {
  const parts = [
    answer.planets?.length ? planetNames(answer.planets) : null,
    answer.system ? c.at(answer.system) : null,
    answer.target !== undefined ? c.who(answer.target) : null,
    answer.choice ?? null,
    answer.amount !== undefined ? String(answer.amount) : null,
    answer.units ? unitsText(answer.units) : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(", ") : "nothing";
}
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "2 Cruisers, 1 Carrier" (unit names from the content, in the usual order). */
export function unitsText(units: UnitCounts | undefined): string {
  const parts = UNIT_TYPES.filter((t) => (units?.[t] ?? 0) > 0).map((t) => {
    const n = units?.[t] ?? 0;
    const name = safe(getUnit as Lookup, t);
    return `${n} ${n === 1 || name.endsWith("s") ? name : `${name}s`}`;
  });
  return parts.length > 0 ? parts.join(", ") : "no units";
}

/** One die as shown: the result, ✓ when it hit, and the first result when rolled again. */
function dieText(die: CombatDie): string {
  return `${die.first !== undefined ? `${die.first}→` : ""}${die.value}${die.hit ? "✓" : ""}`;
}

const ROLLS: Record<RollKind, string> = {
  pds: "PDS fire",
  antiFighterBarrage: "Anti-Fighter Barrage",
  assaultCannon: "Assault Cannon",
  mentakAmbush: "Mentak ambush",
  spaceBattle: "space battle",
  bombardment: "bombardment",
  planetaryDefense: "planetary defense",
  invasion: "invasion combat",
  yinIndoctrination: "Yin Indoctrination",
  genSynthesis: "Gen Synthesis",
  dacxiveAnimators: "Dacxive Animators",
  berserkerGenome: "Berserker Genome",
  reroll: "re-roll",
  actionCardShot: "Action Card shot",
  plague: "Plague",
  strategicBombardment: "Strategic Bombardment",
};

const COUNTER_AREAS = { strategy: "Strategy Allocation", fleet: "Fleet Supply", command: "Command Pool" };
function countersText(split: Partial<Record<keyof typeof COUNTER_AREAS, number>>): string {
  const parts = (Object.keys(COUNTER_AREAS) as (keyof typeof COUNTER_AREAS)[])
    .filter((area) => (split[area] ?? 0) > 0)
    .map((area) => `${split[area]} to ${COUNTER_AREAS[area]}`);
  return parts.length > 0 ? parts.join(", ") : "none";
}

/** What a GM correction changed, in a few words ("Trade Goods set to 4"); never an Action Card's name. */
function correctionLine(correction: PublicCorrection, c: Pick<Ctx, "at">): string {
  const amount = (mode: "set" | "add", n: number, word: string) =>
    mode === "set"
      ? `${word} set to ${n}`
      : `${n > 0 ? "+" : "−"}${plural(Math.abs(n), word.replace(/s$/, ""))}`;
  switch (correction.kind) {
    case "tradeGoods":
      return amount(correction.mode, correction.amount, "Trade Goods");
    case "victoryPoints":
      return amount(correction.mode, correction.amount, "victory points");
    case "counters":
      return `command counters set: ${(Object.keys(COUNTER_AREAS) as (keyof typeof COUNTER_AREAS)[])
        .filter((area) => correction.counters[area] !== undefined)
        .map((area) => `${correction.counters[area]} in ${COUNTER_AREAS[area]}`)
        .join(", ")}`;
    case "planet":
      return correction.control
        ? `now controls ${planetName(correction.planet)}${correction.exhausted ? " (exhausted)" : ""}`
        : `no longer controls ${planetName(correction.planet)}`;
    case "planetStatus":
      return `${planetName(correction.planet)} ${correction.exhausted ? "exhausted" : "readied"}`;
    case "units": {
      const where = correction.planet ? planetName(correction.planet) : c.at(correction.position);
      return correction.remove
        ? `${unitsText(correction.units)} removed from ${where}`
        : `${unitsText(correction.units)} placed ${correction.planet ? "on" : "at"} ${where}`;
    }
    case "technology":
      return `${correction.remove ? "loses" : "gains"} ${safe(getTechnology as Lookup, correction.technology)}`;
    case "actionCard":
      return correction.to === "hand"
        ? "an Action Card taken back from the discard pile into the hand"
        : "an Action Card moved from the hand to the discard pile";
    case "strategyCard":
      return `${cardName(correction.card)} marked ${correction.played ? "played" : "not played"}`;
  }
}

/** The announcement of a GM correction, naming the GM: "🛠 GM Ann corrected Bob — …: reason". */
export function gmHeadline(
  gm: string,
  event: Extract<GameEvent, { type: "gmCorrected" }>,
  state: GameState,
): string {
  const c = contextOf(state);
  return `🛠 GM ${gm} corrected ${c.who(event.seat)} — ${correctionLine(event.correction, c)}: ${event.reason}`;
}

/** What a line may read: players' names and the systems on the map. */
interface Ctx {
  state: GameState;
  who(seat: unknown): string;
  /** A position with its system: "203 (Abyz / Fria)". */
  at(position: string): string;
  /** A vote option as players read it: a player's name, a planet, a law or objective by name. */
  option(choice: string | null): string;
}

type Line<K extends GameEventType> = (event: Extract<GameEvent, { type: K }>, c: Ctx) => string | null;

/** The public line of every event type; null marks engine bookkeeping that is never narrated. */
const LINES: { [K in GameEventType]: Line<K> | null } = {
  // ---- setup
  gameCreated: null,
  deckShuffled: null,
  raceAssigned: (e, c) => `${c.who(e.seat)} plays ${safe(getRace as Lookup, e.race)} (${e.color}).`,
  speakerChanged: (e, c) => `${c.who(e.seat)} is now the Speaker.`,
  galaxyTilesPlaced: (e, c) =>
    e.seat === undefined
      ? null
      : `${c.who(e.seat)} places ${Object.entries(e.tiles)
          .map(([pos, tile]) => `${safe(getSystem as Lookup, tile)} at ${pos}`)
          .join(", ")}.`,
  galaxyTilesDealt: (e, c) => `${c.who(e.seat)} is dealt ${plural(e.tiles.length, "system")} to place.`,
  faceDownSystemsSet: null,
  galaxyHandShown: (e, c) =>
    `${c.who(e.seat)} shows their systems (no planet system left): ${e.tiles
      .map((t) => safe(getSystem as Lookup, t))
      .join(", ")}.`,
  homeSystemPlaced: (e, c) => `${c.who(e.seat)}'s home system is at ${e.position}.`,
  startingForcesPlaced: (e, c) => `${c.who(e.seat)} sets up starting forces at ${c.at(e.position)}.`,
  // ---- flow
  phaseStarted: (e) => `— Round ${e.round}: ${e.phase} phase —`,
  framePushed: null,
  frameReplaced: null,
  framePopped: null,
  // ---- cards and hands (card identities stay private: the public sees only counts)
  secretObjectiveDealt: (e, c) => `${c.who(e.seat)} is dealt a Secret Objective.`,
  actionCardsDrawn: (e, c) => `${c.who(e.seat)} draws ${plural(e.cards.length, "Action Card")}.`,
  actionCardsDiscarded: (e, c) =>
    `${c.who(e.seat)} discards ${e.cards.map(actionName).join(", ") || "no Action Card"}.`,
  actionDeckReshuffled: () => "The Action Card discard pile is shuffled into a new deck.",
  politicalCardsDrawn: (e, c) => `${c.who(e.seat)} draws ${plural(e.cards.length, "Political Card")}.`,
  // ---- economy
  tradeGoodsGained: (e, c) => `${c.who(e.seat)} gains ${plural(e.amount, "Trade Good")} (${e.reason}).`,
  tradeGoodsSpent: (e, c) => `${c.who(e.seat)} spends ${plural(e.amount, "Trade Good")} (${e.reason}).`,
  commandCountersGained: (e, c) =>
    `${c.who(e.seat)} gains command counters: ${countersText(e.counters)} (${e.reason}).`,
  commandCountersSpent: (e, c) =>
    `${c.who(e.seat)} spends command counters from ${Object.keys(e.counters)
      .filter((a) => (e.counters[a as keyof typeof e.counters] ?? 0) > 0)
      .map((a) => COUNTER_AREAS[a as keyof typeof COUNTER_AREAS])
      .join(", ")} (${e.reason}).`,
  commandCountersRedistributed: (e, c) =>
    `${c.who(e.seat)} arranges command counters: ${e.counters.strategy} Strategy, ${e.counters.fleet} Fleet, ${e.counters.command} Command.`,
  commandCountersRemovedFromBoard: () => "Command counters come off the board.",
  planetsExhausted: (e, c) => `${c.who(e.seat)} exhausts ${planetNames(e.planets)}.`,
  planetsRefreshed: (e, c) => `${c.who(e.seat)} readies ${planetNames(e.planets)}.`,
  unitsRepaired: () => "Damaged units are repaired.",
  // ---- strategy cards
  strategyCardPicked: (e, c) =>
    `${c.who(e.seat)} takes ${cardName(e.card)}${e.bonus > 0 ? ` (+${e.bonus} bonus)` : ""}.`,
  bonusCountersPlaced: (e) =>
    e.cards.length > 0 ? `A bonus counter goes on ${e.cards.map(cardName).join(", ")}.` : null,
  strategyCardPlayed: (e, c) => `${c.who(e.seat)} completes ${cardName(e.card)}.`,
  secondaryAnswered: (e, c) => (e.followed ? `${c.who(e.seat)} follows ${cardName(e.card)}.` : null),
  strategyCardsReturned: () => "The Strategy Cards return to the common area.",
  playerPassed: (e, c) => `${c.who(e.seat)} passes.`,
  turnSkipped: (e, c) => `${c.who(e.seat)} skips this turn.`,
  resolvedByHand: (e, c) => `✋ ${c.who(e.seat)}: ${e.what} — not automated yet, carried out by hand.`,
  systemCounterRemoved: (e, c) => `${c.who(e.seat)}'s command counter leaves ${c.at(e.position)}.`,
  // ---- GM corrections (the card itself is told only to its holder, by narratePrivate)
  gmCorrected: (e, c) =>
    `🛠 GM correction for ${c.who(e.seat)} — ${correctionLine(e.correction, c)}: ${e.reason}`,
  gmActionCardMoved: (e, c) =>
    `${c.who(e.seat)}'s Action Card goes ${e.to === "hand" ? "back into the hand" : "to the discard pile"} (GM correction).`,
  // ---- technology
  technologyGained: (e, c) =>
    `${c.who(e.seat)} gains ${safe(getTechnology as Lookup, e.technology)} (${e.via}).`,
  // ---- trade
  tradeProposed: (e, c) =>
    `Trade proposal #${e.proposal}: ${c.who(e.seat)} offers ${c.who(e.partner)} their ${e.give} contract for a ${e.receive}.`,
  tradeProposalAnswered: (e, c) =>
    `${c.who(e.seat)} ${e.accepted ? "accepts" : "refuses"} trade proposal #${e.proposal}.`,
  tradeProposalApproved: (e, c) =>
    `${c.who(e.seat)} ${e.approved ? "approves" : "vetoes"} trade proposal #${e.proposal}.`,
  tradeProposalLapsed: (e) => `Trade proposal #${e.proposal} lapses (${e.reason}).`,
  tradingFinished: (e, c) => `${c.who(e.seat)} is done trading.`,
  tradeAgreementFormed: (e, c) =>
    `🤝 Trade agreement: ${c.who(e.seats[0])} collects ${e.values[0]}, ${c.who(e.seats[1])} collects ${e.values[1]}.`,
  tradeAgreementBroken: (e, c) =>
    `The trade agreement between ${c.who(e.seats[0])} and ${c.who(e.seats[1])} is broken${e.by === null ? "" : ` by ${c.who(e.by)}`} (${e.reason}).`,
  tradeGoodsGiven: (e, c) => `${c.who(e.seat)} gives ${c.who(e.to)} ${plural(e.amount, "Trade Good")}.`,
  actionCardsGiven: (e, c) =>
    `${c.who(e.seat)} gives ${c.who(e.to)} ${plural(e.cards.length, "Action Card")}.`,
  // ---- strategy card abilities
  diplomaticEnvoySent: (e, c) => `${c.who(e.seat)} makes peace with ${c.who(e.target)} (Diplomacy).`,
  diplomacyLifted: () => "The Diplomacy protection ends.",
  commandCounterPlaced: (e, c) =>
    `${c.who(e.seat)}'s command counter goes on ${c.at(e.position)} (${e.reason}).`,
  highAlertPlaced: (e, c) => `${c.who(e.seat)} puts the High Alert token on ${c.at(e.position)}.`,
  highAlertMoved: (e, c) => `The High Alert token moves to ${c.at(e.position)}.`,
  highAlertRemoved: () => "The High Alert token is removed.",
  objectivesPeeked: (e, c) =>
    `${c.who(e.seat)} looks at ${plural(e.objectives.length, "unrevealed objective")}.`,
  ancientThroneClaimed: (e, c) => `${c.who(e.seat)} claims the Ancient Throne.`,
  // ---- tactical and transfer actions
  systemActivated: (e, c) =>
    `${c.who(e.seat)} activates ${c.at(e.position)}${e.from === "command" ? "" : ` (counter from ${e.from === "reinforcements" ? "reinforcements" : COUNTER_AREAS[e.from]})`}.`,
  unitsMoved: (e, c) =>
    `${c.who(e.seat)} moves ${unitsText(e.units)} from ${e.from} to ${c.at(e.to)}${e.path.length > 0 ? ` via ${e.path.join(", ")}` : ""}.`,
  unitsLifted: (e, c) => `${c.who(e.seat)} picks up ${unitsText(e.units)} from ${planetName(e.planet)}.`,
  unitsLanded: (e, c) => `${c.who(e.seat)} lands ${unitsText(e.units)} on ${planetName(e.planet)}.`,
  unitsProduced: (e, c) =>
    `${c.who(e.seat)} produces ${unitsText(e.units)} at ${e.planet ? planetName(e.planet) : c.at(e.position)}.`,
  unitsPlaced: (e, c) =>
    `${c.who(e.seat)} places ${unitsText(e.units)} ${e.planet ? `on ${planetName(e.planet)}` : `at ${c.at(e.position)}`} (${e.reason}).`,
  unitsRemoved: (e, c) =>
    `${c.who(e.seat)} loses ${unitsText(e.units)} ${e.planet ? `on ${planetName(e.planet)}` : `at ${c.at(e.position)}`} (${e.reason}).`,
  planetGained: (e, c) =>
    `${c.who(e.seat)} takes control of ${planetName(e.planet)}${e.from === null ? "" : ` from ${c.who(e.from)}`}.`,
  abilityUsed: (e, c) => `${c.who(e.seat)} uses ${words(e.ability)}.`,
  // ---- politics
  agendaRevealed: (e, c) =>
    e.from === "hand"
      ? `📜 ${c.who(e.seat)} plays ${politicalName(e.card)} as the agenda.`
      : `📜 ${c.who(e.seat)} reads the agenda: ${politicalName(e.card)}.`,
  agendaCancelled: (e, c) => `${politicalName(e.card)} is cancelled by ${c.who(e.seat)} (${e.reason}).`,
  votesCast: (e, c) =>
    e.choice === null
      ? `${c.who(e.seat)} abstains.`
      : `🗳 ${c.who(e.seat)} casts ${plural(e.votes, "vote")} for ${c.option(e.choice)}.`,
  votesAdded: (e, c) => `${c.who(e.seat)} adds ${plural(e.amount, "vote")} (${e.reason}).`,
  voteDiscredited: (e, c) => `${c.who(e.seat)} discredits ${c.who(e.target)}'s vote.`,
  agendaResolved: (e, c) => {
    const tally = Object.entries(e.tally)
      .map(([option, votes]) => `${c.option(option)} ${votes}`)
      .join(", ");
    const outcome = e.outcome === null ? "no outcome" : c.option(e.outcome);
    return `${politicalName(e.card)}: ${outcome}${e.passed ? " — passes" : " — fails"}${tally ? ` (${tally})` : ""}.`;
  },
  lawRepealed: (e) => `The law ${politicalName(e.card)} is repealed (${e.reason}).`,
  technologyReturned: (e, c) =>
    `${c.who(e.seat)} hands back ${safe(getTechnology as Lookup, e.technology)} (${e.reason}).`,
  technologicalJihadRolled: (e, c) =>
    `Technological Jihad: ${c.who(e.seat)} rolls ${e.die} for ${safe(getTechnology as Lookup, e.technology)}${e.die >= 9 ? " and must destroy a Destroyer or Cruiser" : ""}.`,
  lawHolderChanged: (e, c) =>
    `${c.who(Number(e.elected))} now holds the law ${politicalName(e.card)} (${e.reason}).`,
  planetReleased: (e, c) =>
    `${planetName(e.planet)} becomes neutral: ${c.who(e.seat)} loses it (${e.reason}).`,
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
  // ---- action cards
  actionCardPlayed: (e, c) =>
    `🃏 ${c.who(e.seat)} plays ${actionName(e.card)}${e.target === null ? "" : ` on ${c.who(e.target)}`}.`,
  actionCardResolved: (e, c) =>
    `${c.who(e.seat)}'s ${actionName(e.card)} ${e.cancelled ? "is cancelled" : "takes effect"}.`,
  actionCardSabotaged: (e, c) => `${c.who(e.seat)}'s ${actionName(e.card)} is sabotaged.`,
  actionWindowPassed: null,
  actionCardLostAtRandom: (e, c) => `${c.who(e.seat)} loses ${actionName(e.card)} at random.`,
  byHandConfirmed: (e, c) => `${c.who(e.seat)} has carried out: ${e.what}.`,
  windowPassPreferenceSet: (e, c) =>
    `${c.who(e.seat)} ${e.autoPassWindows ? "passes every Action Card window at once" : "is asked at each Action Card window again"}.`,
  cardEffectStarted: ({ effect: e }, c) =>
    `${e.seat === null ? "" : `${c.who(e.seat)}'s `}${effectName(e.effect)} lasts ${e.lastRound === null ? "until it is used or ended" : e.lastRound === e.round ? "until the end of this round" : `through round ${e.lastRound}`}.`,
  actionCardsInspected: (e, c) => `${c.who(e.seat)} looks at ${c.who(e.target)}'s Action Cards (Disclosure).`,
  actionCardsPeeked: (e, c) => `${c.who(e.seat)} looks at ${c.who(e.target)}'s Action Cards (Yssaril).`,
  actionDeckSearched: (e, c) => `${c.who(e.seat)} searches the Action deck (Synchronicity).`,
  actionCardTakenFromDeck: (e, c) => `${c.who(e.seat)} takes an Action Card from the deck (Synchronicity).`,
  actionDrawPileShuffled: () => "The Action deck is shuffled.",
  strategyCardSwapped: (e, c) =>
    `${c.who(e.seat)} swaps ${cardName(e.gave)} for ${cardName(e.took)} (Strategic Flexibility).`,
  strategyCardKept: (e, c) =>
    `${c.who(e.seat)} keeps ${cardName(e.card)} into the next round (Political Stability).`,
  actionCardParked: (e, c) =>
    `${c.who(e.seat)} parks ${actionName(e.card)} on ${planetName(e.planet)}: its influence counts double for votes.`,
  parkedActionCardDiscarded: (e) => `${actionName(e.card)} is discarded (${e.reason}).`,
  politicalDeckSearched: (e, c) => `${c.who(e.seat)} searches the Political deck (Determine Policy).`,
  politicalCardPutOnTop: (e, c) =>
    `${c.who(e.seat)} puts ${politicalName(e.card)} on top of the Political deck, from its ${e.from === "deck" ? "deck" : "discard pile"} (Determine Policy).`,
  politicalDrawPileShuffled: () => "The Political deck is shuffled.",
  secondaryOpened: (e, c) => `${c.who(e.seat)} may follow their own card's secondary too (${e.reason}).`,
  cardChoiceAnswered: (e, c) =>
    `${c.who(e.seat)} answers ${effectName(e.effect)}: ${answerText(e.answer, c)}.`,
  actionCardReturnedToHand: (e, c) => `${actionName(e.card)} goes back to ${c.who(e.seat)}'s hand.`,
  planetLost: (e, c) => `${planetName(e.planet)} turns neutral: ${c.who(e.seat)} loses it (${e.reason}).`,
  cardEffectEnded: (e, c) =>
    `${e.seat === null ? "" : `${c.who(e.seat)}'s `}${effectName(e.effect)} no longer applies.`,
  // ---- combat
  combatRolled: (e, c) => {
    const where = e.planet ? planetName(e.planet) : c.at(e.position);
    const needed = [...new Set(e.dice.map((d) => d.needed))];
    const dice =
      needed.length === 1 && needed[0] !== null
        ? `${e.dice.map(dieText).join(" ")} (hit on ${needed[0]}+)`
        : e.dice.map((d) => `${dieText(d)}${d.needed === null ? "" : `/${d.needed}+`}`).join(" ");
    return `🎲 ${c.who(e.seat)} — ${ROLLS[e.roll] ?? e.roll} at ${where}: ${dice || "no dice"} → ${plural(e.hits, "hit")}.`;
  },
  unitsDamaged: (e, c) => `${c.who(e.seat)} takes damage at ${c.at(e.position)}: ${unitsText(e.units)}.`,
  combatDiceChanged: (e, c) =>
    `${e.reason} (${c.who(e.seat)}) at ${c.at(e.position)}: ${e.volleys.map((v) => `${c.who(v.shooter)} now scores ${plural(v.hits, "hit")}`).join("; ")}.`,
  shipsRepaired: (e, c) =>
    `🔧 ${c.who(e.seat)} repairs ${unitsText(e.units)} at ${c.at(e.position)} (${e.reason}).`,
  bombardmentDeclared: (e, c) =>
    `${c.who(e.seat)} bombards ${planetName(e.planet)} with ${unitsText(e.units)}.`,
  hitAssignmentPreferenceSet: (e, c) =>
    `${c.who(e.seat)} ${e.autoAssignHits ? "has hits assigned automatically" : "assigns hits by hand"}.`,
  // ---- objectives and the end
  objectiveRevealed: (e) => `Objective revealed: ${objectiveName(e.objective)}.`,
  objectiveScored: (e, c) => `${c.who(e.seat)} scores ${objectiveName(e.objective)} (+${e.vp} VP).`,
  victoryPointsGained: (e, c) => `${c.who(e.seat)} gains ${e.amount} VP (${e.reason}).`,
  gameEnded: (e, c) => `🏆 Game over: ${e.winners.map(c.who).join(" and ")} — ${e.reason}.`,
  playerEliminated: (e, c) => `☠️ ${c.who(e.seat)} has no planet and no unit left and is eliminated.`,
};

/** Event types never narrated: engine bookkeeping. */
export const SILENT_EVENTS: ReadonlySet<GameEventType> = new Set(
  (Object.keys(LINES) as GameEventType[]).filter((type) => LINES[type] === null),
);

/** Every event type the table knows (all of GameEventType, as the table's type demands). */
export const NARRATED_EVENT_TYPES: readonly GameEventType[] = Object.keys(LINES) as GameEventType[];

function contextOf(state: GameState): Ctx {
  const who = (seat: unknown) =>
    typeof seat === "number" ? (state.players[seat]?.name ?? `seat ${seat}`) : "";
  const at = (position: string) => {
    const tile = state.galaxy?.[position];
    return tile ? `${position} (${safe(getSystem as Lookup, tile)})` : position;
  };
  const option = (choice: string | null): string =>
    choice === null
      ? "nobody"
      : choice
          .split(",")
          .map((part) => {
            if (/^\d+$/.test(part)) return who(Number(part));
            for (const lookup of [getPlanet, getPoliticalCard, getObjective] as Lookup[]) {
              const name = safe(lookup, part);
              if (name !== part) return name;
            }
            return part;
          })
          .join(" and ");
  return { state, who, at, option };
}

export function narrate(event: EventView, state: GameState): string | null {
  const c = contextOf(state);
  if (event.type === "hidden") {
    if (event.seat === undefined) return null;
    return `${c.who(event.seat)} receives something privately.`;
  }
  const line = LINES[event.type] as Line<GameEventType> | null | undefined;
  if (line === undefined) return `(${event.type})`;
  return line ? line(event as never, c) : null;
}

export function narrateAll(events: readonly EventView[], state: GameState): string {
  return events
    .map((e) => narrate(e, state))
    .filter((line): line is string => line !== null)
    .join("\n");
}

/** The line a player reads privately about an event only they may see. */
export function narratePrivate(event: EventView): string | null {
  const e = event as Record<string, unknown> & { type: string };
  const names = (ids: unknown, lookup: Lookup) => (ids as string[]).map((id) => safe(lookup, id)).join(", ");
  switch (e.type) {
    case "actionCardsDrawn":
      return `You drew Action Card(s): ${names(e.cards, getActionCard as Lookup)}.`;
    case "politicalCardsDrawn":
      return `You drew Political Card(s): ${names(e.cards, getPoliticalCard as Lookup)}.`;
    case "secretObjectiveDealt":
      return `Your Secret Objective: ${safe(getObjective as Lookup, String(e.objective))}.`;
    case "galaxyTilesDealt":
      return `Your systems to place: ${names(e.tiles, getSystem as Lookup)}.`;
    case "politicalCardsPeeked":
      return `You look at the top Political Cards: ${names(e.cards, getPoliticalCard as Lookup)}.`;
    case "objectivesPeeked":
      return `You look at the unrevealed objectives: ${names(e.objectives, getObjective as Lookup)}.`;
    case "actionCardsGiven":
      return `Action Card(s) changing hands: ${names(e.cards, getActionCard as Lookup)}.`;
    case "actionCardsInspected":
      return `The Action Cards looked at (Disclosure): ${names(e.cards, getActionCard as Lookup) || "none"}.`;
    case "actionCardsPeeked":
      return `The Action Cards looked at (Yssaril): ${names(e.cards, getActionCard as Lookup) || "none"}.`;
    case "actionDeckSearched":
      return `The Action deck holds (Synchronicity): ${names(e.cards, getActionCard as Lookup) || "nothing"}.`;
    case "politicalDeckSearched":
      return `The Political deck holds (Determine Policy): ${names(e.cards, getPoliticalCard as Lookup) || "nothing"}.`;
    case "actionCardTakenFromDeck":
      return `You take ${safe(getActionCard as Lookup, String(e.card))} from the Action deck (Synchronicity).`;
    case "politicalDeckArranged":
      return `On top of the Political deck: ${safe(getPoliticalCard as Lookup, String(e.top))}.`;
    case "gmActionCardMoved":
      return e.to === "hand"
        ? `GM correction: ${safe(getActionCard as Lookup, String(e.card))} is back in your hand from the discard pile.`
        : `GM correction: ${safe(getActionCard as Lookup, String(e.card))} went from your hand to the discard pile.`;
    default:
      return null;
  }
}
