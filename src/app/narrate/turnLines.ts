/**
 * The public lines of the round's own events: setup, the phases, hands (counted, never named), the
 * economy, the Strategy Cards and their abilities, GM corrections, technology and trade.
 */
import type { LineTable } from "./context.ts";
import { correctionLine } from "./gm.ts";
import {
  actionName,
  COUNTER_AREA_KEYS,
  COUNTER_AREAS,
  cardName,
  clause,
  countersText,
  planetNames,
  plural,
  raceName,
  reasonText,
  systemName,
  technologyName,
} from "./names.ts";

export const TURN_LINES = {
  // ---- setup
  gameCreated: null,
  deckShuffled: null,
  raceAssigned: (e, c) => `${c.who(e.seat)} plays ${raceName(e.race)} (${e.color}).`,
  speakerChanged: (e, c) => `${c.who(e.seat)} is now the Speaker.`,
  galaxyTilesPlaced: (e, c) =>
    e.seat === undefined
      ? "nexus" in e.tiles
        ? "The Wormhole Nexus joins the galaxy off the board (position nexus), next to every Alpha and Beta system."
        : null
      : `${c.who(e.seat)} places ${Object.entries(e.tiles)
          .map(([pos, tile]) => `${systemName(tile)} at ${pos}`)
          .join(", ")}.`,
  galaxyTilesDealt: (e, c) => `${c.who(e.seat)} is dealt ${plural(e.tiles.length, "system")} to place.`,
  faceDownSystemsSet: null,
  galaxyHandShown: (e, c) =>
    `${c.who(e.seat)} shows their systems (no planet system left): ${e.tiles.map(systemName).join(", ")}.`,
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
  tradeGoodsGained: (e, c) =>
    `${c.who(e.seat)} gains ${plural(e.amount, "Trade Good")} (${reasonText(e.reason)}).`,
  tradeGoodsSpent: (e, c) =>
    `${c.who(e.seat)} spends ${plural(e.amount, "Trade Good")} (${reasonText(e.reason)}).`,
  commandCountersGained: (e, c) =>
    `${c.who(e.seat)} gains command counters: ${countersText(e.counters)} (${reasonText(e.reason)}).`,
  commandCountersSpent: (e, c) =>
    `${c.who(e.seat)} spends command counters from ${COUNTER_AREA_KEYS.filter((a) => (e.counters[a] ?? 0) > 0)
      .map((a) => COUNTER_AREAS[a])
      .join(", ")} (${reasonText(e.reason)}).`,
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
  secondaryAnswered: (e, c) =>
    e.followed
      ? `${c.who(e.seat)} follows ${cardName(e.card)}.`
      : `${c.who(e.seat)} declines the secondary ability of ${cardName(e.card)}.`,
  strategyCardsReturned: () => "The Strategy Cards return to the common area.",
  playerPassed: (e, c) => `${c.who(e.seat)} passes.`,
  turnSkipped: (e, c) => `${c.who(e.seat)} skips this turn.`,
  resolvedByHand: (e, c) =>
    `✋ ${c.who(e.seat)}: ${clause(e.what)} — not automated yet, carried out by hand.`,
  systemCounterRemoved: (e, c) => `${c.who(e.seat)}'s command counter leaves ${c.at(e.position)}.`,
  // ---- GM corrections (the card itself is told only to its holder, by narratePrivate)
  gmCorrected: (e, c) =>
    `🛠 GM correction for ${c.who(e.seat)} — ${correctionLine(e.correction, c)}: ${e.reason}`,
  // Told after the event: the seat already carries the new player's name.
  seatHandedOver: (e, c) => `🤝 ${c.who(e.seat)} takes over ${e.previous}'s seat: ${e.reason}`,
  gmActionCardMoved: (e, c) =>
    `${c.who(e.seat)}'s Action Card goes ${e.to === "hand" ? "back into the hand" : "to the discard pile"} (GM correction).`,
  // ---- technology
  technologyGained: (e, c) =>
    `${c.who(e.seat)} gains ${technologyName(e.technology)} (${reasonText(e.via)}).`,
  // ---- trade
  tradeProposed: (e, c) =>
    `Trade proposal #${e.proposal}: ${c.who(e.seat)} offers ${c.who(e.partner)} their ${e.give} contract for a ${e.receive}.`,
  tradeProposalAnswered: (e, c) =>
    `${c.who(e.seat)} ${e.accepted ? "accepts" : "refuses"} trade proposal #${e.proposal}.`,
  tradeProposalApproved: (e, c) =>
    `${c.who(e.seat)} ${e.approved ? "approves" : "vetoes"} trade proposal #${e.proposal}.`,
  tradeProposalLapsed: (e) => `Trade proposal #${e.proposal} lapses (${reasonText(e.reason)}).`,
  tradingFinished: (e, c) => `${c.who(e.seat)} is done trading.`,
  tradeAgreementFormed: (e, c) =>
    `🤝 Trade agreement: ${c.who(e.seats[0])} collects ${e.values[0]}, ${c.who(e.seats[1])} collects ${e.values[1]}.`,
  tradeAgreementBroken: (e, c) =>
    `The trade agreement between ${c.who(e.seats[0])} and ${c.who(e.seats[1])} is broken${e.by === null ? "" : ` by ${c.who(e.by)}`} (${reasonText(e.reason)}).`,
  tradeGoodsGiven: (e, c) => `${c.who(e.seat)} gives ${c.who(e.to)} ${plural(e.amount, "Trade Good")}.`,
  actionCardsGiven: (e, c) =>
    `${c.who(e.seat)} gives ${c.who(e.to)} ${plural(e.cards.length, "Action Card")}.`,
  // ---- strategy card abilities
  diplomaticEnvoySent: (e, c) => `${c.who(e.seat)} makes peace with ${c.who(e.target)} (Diplomacy).`,
  diplomacyLifted: () => "The Diplomacy protection ends.",
  commandCounterPlaced: (e, c) =>
    `${c.who(e.seat)}'s command counter goes on ${c.at(e.position)} (${reasonText(e.reason)}).`,
  highAlertPlaced: (e, c) => `${c.who(e.seat)} puts the High Alert token on ${c.at(e.position)}.`,
  highAlertMoved: (e, c) => `The High Alert token moves to ${c.at(e.position)}.`,
  highAlertRemoved: () => "The High Alert token is removed.",
  objectivesPeeked: (e, c) =>
    `${c.who(e.seat)} looks at ${plural(e.objectives.length, "unrevealed objective")}.`,
  ancientThroneClaimed: (e, c) => `${c.who(e.seat)} claims the Ancient Throne.`,
} satisfies Partial<LineTable>;
