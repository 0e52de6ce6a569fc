/**
 * The channel's narration: every event type has a public line or is listed as silent bookkeeping, the
 * tactical, combat, politics and trade events read as players would say them, and hidden events never
 * tell what was hidden.
 */
import { describe, expect, it } from "vitest";
import {
  NARRATED_EVENT_TYPES,
  narrate,
  narrateAll,
  SILENT_EVENTS,
  unitsText,
} from "../../../src/app/narrate.ts";
import type { GameEvent, GameEventType } from "../../../src/engine/events.ts";
import { viewEvent } from "../../../src/engine/view.ts";
import { newScenario } from "../../support/engine.ts";

const game = newScenario(3, {}, "narrate");
const state = game.state;
const [alice, bob] = [state.players[0]?.name as string, state.players[1]?.name as string];
const rng = state.rng;
/** A position on the map. */
const pos = Object.keys(state.galaxy).find((label) => label !== "000") as string;

/**
 * One sample per event type. Typed over the whole events union: an event added to the engine fails to
 * compile here until it gets a sample (and so a line, or a place among the silent events).
 */
const SAMPLES: { [K in GameEventType]: Extract<GameEvent, { type: K }> } = {
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
  framePushed: { type: "framePushed", frame: { kind: "byHand", seat: 0, what: "x", awaiting: [0] } as never },
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

describe("every event type is narrated or listed as silent", () => {
  it("knows the same event types as the events union", () => {
    expect([...NARRATED_EVENT_TYPES].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(Object.values(SAMPLES).map((e) => [e.type, e] as const))("%s", (type, event) => {
    const line = narrate(event, state);
    if (SILENT_EVENTS.has(type)) {
      expect(line).toBeNull();
      return;
    }
    expect(line).toEqual(expect.any(String));
    expect(line?.length).toBeGreaterThan(5);
    // A line about a player names them.
    if ("seat" in event && typeof event.seat === "number")
      expect(line).toContain(state.players[event.seat]?.name);
  });

  it("keeps engine bookkeeping silent, and only that", () => {
    expect([...SILENT_EVENTS].sort()).toEqual(
      [
        "actionWindowPassed",
        "deckShuffled",
        "faceDownSystemsSet",
        "framePopped",
        "framePushed",
        "frameReplaced",
        "gameCreated",
      ].sort(),
    );
  });
});

describe("lines players read", () => {
  it("tells an activation with the system, instead of a bare 'Done.'", () => {
    expect(narrate(SAMPLES.systemActivated, state)).toMatch(
      new RegExp(`^${alice} activates ${pos} \\(.+\\)\\.$`),
    );
    expect(narrate({ ...SAMPLES.systemActivated, from: "strategy" }, state)).toContain(
      "(counter from Strategy Allocation)",
    );
  });

  it("tells movement, landing and production with unit names", () => {
    expect(narrate(SAMPLES.unitsMoved, state)).toMatch(
      new RegExp(`^${alice} moves 2 Cruisers, 1 Carrier from 104 to ${pos} .* via 103\\.$`),
    );
    expect(narrate(SAMPLES.unitsLanded, state)).toBe(`${alice} lands 1 Ground Force on Fria.`);
    expect(narrate(SAMPLES.unitsLifted, state)).toBe(`${alice} picks up 2 Ground Forces from Abyz.`);
    expect(unitsText({ fighter: 1, warSun: 2, groundForce: 0 })).toBe("2 War Suns, 1 Fighter");
  });

  it("shows every combat die, the re-rolled ones and the hits", () => {
    expect(narrate(SAMPLES.combatRolled, state)).toMatch(
      new RegExp(`^🎲 ${alice} — space battle at ${pos} .*: 8✓ 2→3 \\(hit on 7\\+\\) → 1 hit\\.$`),
    );
    const mixed = {
      ...SAMPLES.combatRolled,
      dice: [
        { unit: "cruiser" as const, value: 8, needed: 7, hit: true },
        { unit: "fighter" as const, value: 8, needed: 9, hit: false },
      ],
    };
    expect(narrate(mixed, state)).toContain(": 8✓/7+ 8/9+ → 1 hit.");
  });

  it("tells votes and results with players' names", () => {
    expect(narrate(SAMPLES.votesCast, state)).toBe(`🗳 ${bob} casts 4 votes for ${alice}.`);
    expect(narrate({ ...SAMPLES.votesCast, choice: null, votes: 0 }, state)).toBe(`${bob} abstains.`);
    expect(narrate(SAMPLES.agendaResolved, state)).toBe(
      `Minister of War: ${alice} — passes (${alice} 4, ${bob} 3).`,
    );
  });

  it("tells trade proposals and agreements", () => {
    expect(narrate(SAMPLES.tradeProposed, state)).toBe(
      `Trade proposal #1: ${alice} offers ${bob} their 2 contract for a 3.`,
    );
    expect(narrate(SAMPLES.tradeAgreementFormed, state)).toBe(
      `🤝 Trade agreement: ${alice} collects 3, ${bob} collects 2.`,
    );
  });

  it("never tells what a hidden event hid", () => {
    const drawn = narrate(viewEvent(SAMPLES.actionCardsDrawn, null), state);
    expect(drawn).toBe(`${alice} receives something privately.`);
    expect(narrate(viewEvent(SAMPLES.deckShuffled, null), state)).toBeNull();
    // Even unredacted, the public line counts cards and never names them.
    expect(narrate(SAMPLES.actionCardsDrawn, state)).toBe(`${alice} draws 2 Action Cards.`);
    expect(narrate(SAMPLES.politicalDeckArranged, state)).not.toContain("Minister");
  });

  it("tells a GM correction with its reason, never naming an Action Card it moved", () => {
    expect(narrate(SAMPLES.gmCorrected, state)).toBe(
      `🛠 GM correction for ${bob} — Trade Goods set to 4: misclick in round 2`,
    );
    const card = {
      ...SAMPLES.gmCorrected,
      correction: { kind: "actionCard" as const, to: "discard" as const },
    };
    expect(narrate(card, state)).toContain("an Action Card moved from the hand to the discard pile");
    expect(narrate(SAMPLES.gmActionCardMoved, state)).not.toContain("Sabotage");
    expect(narrate(viewEvent(SAMPLES.gmActionCardMoved, null), state)).not.toContain("Sabotage");
    const units = {
      ...SAMPLES.gmCorrected,
      correction: { kind: "units" as const, position: pos, units: { cruiser: 2 }, remove: true },
    };
    expect(narrate(units, state)).toMatch(new RegExp(`— 2 Cruisers removed from ${pos} \\(.+\\): misclick`));
  });

  it("joins the lines of one command, leaving silent events out", () => {
    const text = narrateAll([SAMPLES.framePushed, SAMPLES.systemActivated, SAMPLES.framePopped], state);
    expect(text.split("\n")).toHaveLength(1);
  });
});
