/**
 * Samples for the narration's tests: one event of every type and one command of every type, each table
 * typed over the whole union so that an event or command added to the engine fails to compile until it
 * has a sample; and the checks every public sentence must pass (game words, never "Done.").
 */
import type { Command, CommandType } from "../../src/engine/commands.ts";
import type { GameEvent, GameEventType } from "../../src/engine/events.ts";
import type { GameState } from "../../src/engine/index.ts";

export type EventSamples = { [K in GameEventType]: Extract<GameEvent, { type: K }> };
export type CommandSamples = { [K in CommandType]: Extract<Command, { type: K }> };

/** One event of every type, about the players and the map of `state`; `pos` is a position on its map. */
export function eventSamples(state: GameState, pos: string): EventSamples {
  const rng = state.rng;
  return {
    gameCreated: { type: "gameCreated", state },
    deckShuffled: { type: "deckShuffled", deck: "action", cards: [], rng },
    raceAssigned: { type: "raceAssigned", seat: 0, race: "hacan", color: "yellow" },
    speakerChanged: { type: "speakerChanged", seat: 1 },
    galaxyTilesPlaced: { type: "galaxyTilesPlaced", tiles: { "104": "abyz-fria" }, seat: 0 },
    galaxyTilesDealt: { type: "galaxyTilesDealt", seat: 0, tiles: ["abyz-fria"] },
    faceDownSystemsSet: { type: "faceDownSystemsSet", systems: {} },
    galaxyHandShown: { type: "galaxyHandShown", seat: 0, tiles: ["empty"] },
    homeSystemPlaced: { type: "homeSystemPlaced", seat: 0, position: "301" },
    startingForcesPlaced: {
      type: "startingForcesPlaced",
      seat: 0,
      position: pos,
      space: { carrier: 2 },
      planets: {},
      technologies: [],
      counters: { strategy: 2, fleet: 3, command: 3 },
      tradeContracts: [1, 2],
    },
    phaseStarted: { type: "phaseStarted", phase: "action", round: 2 },
    framePushed: {
      type: "framePushed",
      frame: { kind: "byHand", seat: 0, what: "x", awaiting: [0] } as never,
    },
    frameReplaced: {
      type: "frameReplaced",
      frame: { kind: "byHand", seat: 0, what: "x", awaiting: [] } as never,
    },
    framePopped: { type: "framePopped" },
    secretObjectiveDealt: { type: "secretObjectiveDealt", seat: 0, objective: "imperium-rex" },
    actionCardsDrawn: { type: "actionCardsDrawn", seat: 0, cards: ["sabotage", "sabotage"] },
    actionCardsDiscarded: { type: "actionCardsDiscarded", seat: 0, cards: ["sabotage"] },
    actionDeckReshuffled: { type: "actionDeckReshuffled", cards: [], rng },
    politicalCardsDrawn: { type: "politicalCardsDrawn", seat: 0, cards: ["minister-of-war"] },
    tradeGoodsGained: { type: "tradeGoodsGained", seat: 0, amount: 3, reason: "Trade" },
    tradeGoodsSpent: { type: "tradeGoodsSpent", seat: 0, amount: 1, reason: "production" },
    commandCountersGained: {
      type: "commandCountersGained",
      seat: 0,
      counters: { fleet: 1 },
      reason: "Logistics",
    },
    commandCountersSpent: {
      type: "commandCountersSpent",
      seat: 0,
      counters: { strategy: 1 },
      reason: "follow",
    },
    commandCountersRedistributed: {
      type: "commandCountersRedistributed",
      seat: 0,
      counters: { strategy: 2, fleet: 3, command: 5 },
    },
    commandCountersRemovedFromBoard: { type: "commandCountersRemovedFromBoard" },
    planetsExhausted: { type: "planetsExhausted", seat: 0, planets: ["abyz"], reason: "production" },
    planetsRefreshed: { type: "planetsRefreshed", seat: 0, planets: ["fria"] },
    unitsRepaired: { type: "unitsRepaired" },
    strategyCardPicked: { type: "strategyCardPicked", seat: 0, card: "trade", bonus: 1 },
    bonusCountersPlaced: { type: "bonusCountersPlaced", cards: ["warfare"] },
    strategyCardPlayed: { type: "strategyCardPlayed", seat: 0, card: "trade" },
    secondaryAnswered: { type: "secondaryAnswered", seat: 1, card: "trade", followed: true },
    strategyCardsReturned: { type: "strategyCardsReturned" },
    playerPassed: { type: "playerPassed", seat: 0 },
    turnSkipped: { type: "turnSkipped", seat: 0 },
    resolvedByHand: { type: "resolvedByHand", seat: 0, what: "Salvage" },
    systemCounterRemoved: { type: "systemCounterRemoved", seat: 0, position: pos },
    gmCorrected: {
      type: "gmCorrected",
      seat: 1,
      correction: { kind: "tradeGoods", mode: "set", amount: 4 },
      reason: "misclick in round 2",
    },
    gmActionCardMoved: { type: "gmActionCardMoved", seat: 1, card: "sabotage", to: "discard" },
    technologyGained: {
      type: "technologyGained",
      seat: 0,
      technology: "antimass-deflectors",
      via: "Technology",
    },
    tradeProposed: { type: "tradeProposed", seat: 0, proposal: 1, partner: 1, give: 2, receive: 3 },
    tradeProposalAnswered: { type: "tradeProposalAnswered", seat: 1, proposal: 1, accepted: true },
    tradeProposalApproved: { type: "tradeProposalApproved", seat: 2, proposal: 1, approved: false },
    tradeProposalLapsed: { type: "tradeProposalLapsed", proposal: 1, reason: "contract used" },
    tradingFinished: { type: "tradingFinished", seat: 0 },
    tradeAgreementFormed: { type: "tradeAgreementFormed", seats: [0, 1], values: [3, 2] },
    tradeAgreementBroken: { type: "tradeAgreementBroken", seats: [0, 1], by: 1, reason: "Status Phase" },
    tradeGoodsGiven: { type: "tradeGoodsGiven", seat: 0, to: 1, amount: 2 },
    actionCardsGiven: { type: "actionCardsGiven", seat: 0, to: 1, cards: ["sabotage"] },
    diplomaticEnvoySent: { type: "diplomaticEnvoySent", seat: 0, target: 1 },
    diplomacyLifted: { type: "diplomacyLifted" },
    commandCounterPlaced: {
      type: "commandCounterPlaced",
      seat: 0,
      position: pos,
      from: null,
      reason: "Warfare",
    },
    highAlertPlaced: { type: "highAlertPlaced", seat: 0, position: pos },
    highAlertMoved: { type: "highAlertMoved", position: pos },
    highAlertRemoved: { type: "highAlertRemoved" },
    objectivesPeeked: { type: "objectivesPeeked", seat: 0, objectives: ["imperium-rex"] },
    ancientThroneClaimed: { type: "ancientThroneClaimed", seat: 0, round: 3 },
    systemActivated: { type: "systemActivated", seat: 0, position: pos, from: "command" },
    unitsMoved: {
      type: "unitsMoved",
      seat: 0,
      from: "104",
      to: pos,
      path: ["103"],
      units: { cruiser: 2, carrier: 1 },
    },
    unitsLifted: { type: "unitsLifted", seat: 0, position: pos, planet: "abyz", units: { groundForce: 2 } },
    unitsLanded: { type: "unitsLanded", seat: 0, position: pos, planet: "fria", units: { groundForce: 1 } },
    unitsProduced: { type: "unitsProduced", seat: 0, position: pos, units: { fighter: 2 } },
    unitsPlaced: { type: "unitsPlaced", seat: 0, position: pos, units: { destroyer: 1 }, reason: "Patrols" },
    unitsRemoved: { type: "unitsRemoved", seat: 0, position: pos, units: { fighter: 1 }, reason: "hits" },
    planetGained: { type: "planetGained", seat: 0, planet: "abyz", from: 1, exhausted: true, round: 2 },
    abilityUsed: { type: "abilityUsed", seat: 0, ability: "spatialConduitNetwork", round: 2 },
    agendaRevealed: { type: "agendaRevealed", seat: 0, card: "minister-of-war", from: "deck" },
    agendaCancelled: { type: "agendaCancelled", seat: 0, card: "minister-of-war", reason: "veto" },
    votesCast: { type: "votesCast", seat: 1, choice: "0", votes: 4 },
    votesAdded: { type: "votesAdded", seat: 1, amount: 2, reason: "Distinguished Councilor" },
    voteDiscredited: { type: "voteDiscredited", seat: 0, target: 1 },
    agendaResolved: {
      type: "agendaResolved",
      card: "minister-of-war",
      outcome: "0",
      passed: true,
      tally: { "0": 4, "1": 3 },
    },
    lawRepealed: { type: "lawRepealed", card: "minister-of-war", reason: "repealed" },
    technologyReturned: {
      type: "technologyReturned",
      seat: 0,
      technology: "antimass-deflectors",
      reason: "Technology Buy-back",
    },
    technologicalJihadRolled: {
      type: "technologicalJihadRolled",
      seat: 0,
      technology: "antimass-deflectors",
      die: 9,
      rng,
    },
    lawHolderChanged: {
      type: "lawHolderChanged",
      card: "the-crown-of-emphidia",
      elected: "1",
      reason: "won an Invasion Combat",
    },
    planetReleased: { type: "planetReleased", seat: 0, planet: "abyz", reason: "Dispute Resolution" },
    objectiveMarkersCleared: { type: "objectiveMarkersCleared", objective: "imperium-rex", seats: [0] },
    directiveLotDrawn: {
      type: "directiveLotDrawn",
      card: "colonial-redistribution",
      among: [0, 1],
      seat: 1,
      rng,
    },
    politicalCardsDiscarded: { type: "politicalCardsDiscarded", seat: 0, cards: ["minister-of-war"] },
    politicalDeckReshuffled: { type: "politicalDeckReshuffled", cards: [], rng },
    politicalCardsPeeked: { type: "politicalCardsPeeked", seat: 0, cards: ["minister-of-war"] },
    politicalDeckArranged: { type: "politicalDeckArranged", seat: 0, top: "minister-of-war", bottom: [] },
    actionCardPlayed: { type: "actionCardPlayed", seat: 0, card: "sabotage", target: null },
    actionCardResolved: { type: "actionCardResolved", seat: 0, card: "sabotage", cancelled: false },
    actionCardSabotaged: { type: "actionCardSabotaged", seat: 0, card: "sabotage" },
    actionWindowPassed: { type: "actionWindowPassed", seat: 0, timing: "afterActionCardPlayed" },
    actionCardLostAtRandom: { type: "actionCardLostAtRandom", seat: 0, card: "sabotage", rng },
    byHandConfirmed: { type: "byHandConfirmed", seat: 0, what: "Salvage" },
    windowPassPreferenceSet: { type: "windowPassPreferenceSet", seat: 0, autoPassWindows: true },
    cardEffectStarted: {
      type: "cardEffectStarted",
      effect: {
        effect: "armistice",
        seat: 0,
        target: 1,
        planets: ["bereg"],
        system: null,
        choice: null,
        round: 2,
        lastRound: 2,
      },
    },
    cardEffectEnded: { type: "cardEffectEnded", effect: "armistice", seat: 0, round: 2 },
    planetLost: { type: "planetLost", seat: 0, planet: "abyz", reason: "Local Unrest" },
    actionCardReturnedToHand: { type: "actionCardReturnedToHand", seat: 0, card: "strategic-bombardment" },
    actionCardsInspected: { type: "actionCardsInspected", seat: 0, target: 1, cards: ["sabotage"] },
    actionCardsPeeked: { type: "actionCardsPeeked", seat: 0, target: 1, cards: ["sabotage"] },
    actionDeckSearched: { type: "actionDeckSearched", seat: 0, cards: ["sabotage"] },
    actionCardTakenFromDeck: { type: "actionCardTakenFromDeck", seat: 0, card: "sabotage" },
    actionDrawPileShuffled: { type: "actionDrawPileShuffled", cards: [], rng },
    strategyCardSwapped: { type: "strategyCardSwapped", seat: 0, gave: "trade", took: "warfare" },
    strategyCardKept: { type: "strategyCardKept", seat: 0, card: "trade" },
    actionCardParked: { type: "actionCardParked", seat: 0, card: "usurper", planet: "mecatol-rex" },
    parkedActionCardDiscarded: { type: "parkedActionCardDiscarded", card: "usurper", reason: "lost" },
    politicalDeckSearched: { type: "politicalDeckSearched", seat: 0, cards: ["minister-of-war"] },
    politicalCardPutOnTop: { type: "politicalCardPutOnTop", seat: 0, card: "minister-of-war", from: "deck" },
    politicalDrawPileShuffled: { type: "politicalDrawPileShuffled", cards: [], rng },
    secondaryOpened: { type: "secondaryOpened", seat: 0, card: "technology", reason: "Tech Bubble" },
    cardChoiceAnswered: {
      type: "cardChoiceAnswered",
      seat: 1,
      effect: "localUnrest",
      answer: { planets: ["bereg"], units: { groundForce: 1 } },
    },
    combatRolled: {
      type: "combatRolled",
      seat: 0,
      position: pos,
      planet: null,
      roll: "spaceBattle",
      dice: [
        { unit: "cruiser", value: 8, needed: 7, hit: true },
        { unit: "cruiser", value: 3, needed: 7, hit: false, first: 2 },
      ],
      hits: 1,
      rng,
    },
    unitsDamaged: { type: "unitsDamaged", seat: 1, position: pos, units: { dreadnought: 1 } },
    combatDiceChanged: {
      type: "combatDiceChanged",
      seat: 0,
      position: pos,
      volleys: [{ shooter: 1, target: 0, roll: "spaceBattle", dice: [], hits: 1 }],
      reason: "Shields Holding",
    },
    shipsRepaired: {
      type: "shipsRepaired",
      seat: 1,
      position: pos,
      units: { dreadnought: 1 },
      reason: "Emergency Repairs",
    },
    bombardmentDeclared: {
      type: "bombardmentDeclared",
      seat: 0,
      position: pos,
      planet: "abyz",
      units: { dreadnought: 2 },
    },
    hitAssignmentPreferenceSet: { type: "hitAssignmentPreferenceSet", seat: 0, autoAssignHits: true },
    objectiveRevealed: { type: "objectiveRevealed", objective: "imperium-rex" },
    objectiveScored: { type: "objectiveScored", seat: 0, objective: "imperium-rex", vp: 3 },
    victoryPointsGained: { type: "victoryPointsGained", seat: 0, amount: 1, reason: "Imperial" },
    gameEnded: { type: "gameEnded", winners: [0], reason: "10 VP" },
    playerEliminated: { type: "playerEliminated", seat: 1 },
  };
}

/** One command of every type, by seat 0 unless it names another; `pos` is a position on the map. */
export function commandSamples(pos: string): CommandSamples {
  return {
    pickRace: { type: "pickRace", seat: 0, race: "hacan" },
    placeGalaxyTile: { type: "placeGalaxyTile", seat: 0, tile: "abyz-fria", position: pos },
    pickStrategyCard: { type: "pickStrategyCard", seat: 0, card: "trade" },
    strategicAction: { type: "strategicAction", seat: 0, card: "trade" },
    tacticalAction: { type: "tacticalAction", seat: 0, position: pos },
    transferAction: { type: "transferAction", seat: 0, from: pos, to: "104" },
    pass: { type: "pass", seat: 0 },
    skipTurn: { type: "skipTurn", seat: 0 },
    scoreObjectives: { type: "scoreObjectives", seat: 0, publicObjective: null, secretObjective: null },
    redistributeCounters: {
      type: "redistributeCounters",
      seat: 0,
      counters: { strategy: 2, fleet: 3, command: 3 },
    },
    resolvePrimary: { type: "resolvePrimary", seat: 0, card: "trade", choice: {} },
    answerSecondary: { type: "answerSecondary", seat: 1, card: "trade", follow: false },
    placeCounterFromSheet: { type: "placeCounterFromSheet", seat: 0, area: "fleet" },
    moveUnits: { type: "moveUnits", seat: 0, moves: [] },
    landUnits: { type: "landUnits", seat: 0, landings: [] },
    produceUnits: { type: "produceUnits", seat: 0, orders: [] },
    answerActivation: { type: "answerActivation", seat: 1, cancel: false },
    finishTurn: { type: "finishTurn", seat: 0 },
    useActionAbility: { type: "useActionAbility", seat: 0, ability: "transitDiodes" },
    firePds: { type: "firePds", seat: 1, fire: false },
    assignHits: { type: "assignHits", seat: 1, destroy: { fighter: 1 } },
    announceRetreat: { type: "announceRetreat", seat: 1, to: null },
    bombard: { type: "bombard", seat: 0, dreadnoughts: 0, warSuns: 0 },
    useCombatAbility: { type: "useCombatAbility", seat: 0, ability: "jolnarReroll", use: false },
    setAutoAssignHits: { type: "setAutoAssignHits", seat: 0, on: true },
    castVotes: { type: "castVotes", seat: 1, choice: "for", votes: 5 },
    breakTie: { type: "breakTie", seat: 0, choice: "against" },
    vetoAgenda: { type: "vetoAgenda", seat: 0, veto: false },
    playPoliticalCard: { type: "playPoliticalCard", seat: 0, card: "minister-of-war" },
    arrangePoliticalDeck: { type: "arrangePoliticalDeck", seat: 0, top: "minister-of-war" },
    chooseSenateOption: { type: "chooseSenateOption", seat: 0, option: "a", target: 1 },
    playActionCard: { type: "playActionCard", seat: 0, card: "sabotage" },
    passActionWindow: { type: "passActionWindow", seat: 1 },
    discardDownToLimit: { type: "discardDownToLimit", seat: 0, actionCards: ["sabotage"] },
    confirmByHand: { type: "confirmByHand", seat: 0 },
    answerCardChoice: { type: "answerCardChoice", seat: 0, choice: "sabotage" },
    setAutoPassWindows: { type: "setAutoPassWindows", seat: 0, on: true },
    proposeTradeAgreement: { type: "proposeTradeAgreement", seat: 0, partner: 1, give: 2, receive: 3 },
    answerTradeProposal: { type: "answerTradeProposal", seat: 1, proposal: 1, accept: false },
    approveTradeAgreement: { type: "approveTradeAgreement", seat: 2, proposal: 1, approve: true },
    finishTrading: { type: "finishTrading", seat: 0 },
    breakTradeAgreement: { type: "breakTradeAgreement", seat: 0, partner: 1 },
    giveTradeGoods: { type: "giveTradeGoods", seat: 0, to: 1, amount: 2 },
    giveActionCards: { type: "giveActionCards", seat: 0, to: 1, cards: ["sabotage"] },
    gmCorrection: {
      type: "gmCorrection",
      seat: 1,
      correction: { kind: "tradeGoods", mode: "set", amount: 4 },
      reason: "misclick in round 2",
    },
  };
}

/**
 * What a public sentence must never hold, each with the reason: the words testers found ("Done.",
 * "answerSecondary", "casts 5 votes for for", "discard..") and raw ids. Returns the problems found.
 */
export function wordingProblems(text: string): string[] {
  const problems: string[] = [];
  const check = (found: RegExpMatchArray | null, what: string) => {
    if (found) problems.push(`${what}: "${found[0]}" in "${text}"`);
  };
  check(text.match(/\bDone\./), 'a bare "Done."');
  check(text.match(/\b[a-z]+[A-Z][A-Za-z]*\b/), "an internal name in camelCase");
  check(text.match(/\b\w+_\w+\b/), "an id with underscores");
  // A content id such as "deep-space-cannon" (words joined by hyphens, none capitalised, three or more).
  check(text.match(/\b[a-z]+-[a-z]+-[a-z]+\b/), "a content id");
  check(text.match(/\b([A-Za-z]+) \1\b/i), "a doubled word");
  check(text.match(/(^|[^.])\.\.(?!\.)/), "a double full stop");
  check(text.match(/\b(undefined|null|NaN)\b|\[object/), "a missing value");
  return problems;
}
