/**
 * The game's own events: set-up, decks, seats, Trade Goods, counters, planets and Strategy Cards, the
 * facts every rule area builds on. Evolve handlers only apply what the event says: no rule checks, no
 * randomness.
 */
import {
  type ActionCardId,
  getStrategyCard,
  type ObjectiveId,
  type PoliticalCardId,
  planetsOf,
  type SystemId,
} from "../../content/index.ts";
import type { CounterArea, CounterSplit } from "../events.ts";
import type { EvolveHandlers, RuleModule } from "../module.ts";
import type { GameState, PlanetCard, PlayerState, Seat, SystemState } from "../state.ts";
import { player } from "./players.ts";

const HANDLERS = {
  gameCreated: () => {},
  deckShuffled: (s, e) => {
    // Copies: the event stays in the log unchanged while the state's decks are drawn from.
    const cards = [...e.cards];
    if (e.deck === "action") s.decks.action = { draw: cards as ActionCardId[], discard: [] };
    else if (e.deck === "political") s.decks.political = { draw: cards as PoliticalCardId[], discard: [] };
    else if (e.deck === "objectives") s.decks.objectives = cards as ObjectiveId[];
    else s.decks.secretObjectives = cards as ObjectiveId[];
  },
  raceAssigned: (s, e) => {
    const p = player(s, e.seat);
    p.race = e.race;
    p.color = e.color;
  },
  speakerChanged: (s, e) => {
    s.speaker = e.seat;
  },
  galaxyTilesPlaced: (s, e) => {
    for (const [position, tile] of Object.entries(e.tiles)) {
      s.galaxy[position] = tile;
      s.board[position] = emptySystem(tile);
      delete s.decks.faceDownSystems[position];
    }
    if (e.seat !== undefined) takeFrom(player(s, e.seat).secret.galaxyTiles, Object.values(e.tiles));
  },
  faceDownSystemsSet: (s, e) => {
    s.decks.faceDownSystems = { ...e.systems };
  },
  galaxyHandShown: () => {},
  galaxyTilesDealt: (s, e) => {
    player(s, e.seat).secret.galaxyTiles.push(...e.tiles);
  },
  homeSystemPlaced: (s, e) => {
    player(s, e.seat).home = e.position;
  },
  startingForcesPlaced: (s, e) => {
    const p = player(s, e.seat);
    const system = boardAt(s, e.position);
    if (Object.keys(e.space).length > 0) system.space.push({ seat: e.seat, units: { ...e.space } });
    for (const [planet, units] of Object.entries(e.planets)) {
      forcesOn(system, planet).push({ seat: e.seat, units: { ...units } });
    }
    for (const planet of Object.keys(system.planets)) planets(p)[planet] = { exhausted: false };
    p.technologies = [...e.technologies];
    p.counters = { ...e.counters };
    p.tradeContracts = [...e.tradeContracts];
  },
  phaseStarted: (s, e) => {
    s.phase = e.phase;
    s.round = e.round;
  },
  framePushed: (s, e) => {
    s.stack.push(structuredClone(e.frame));
  },
  frameReplaced: (s, e) => {
    s.stack[s.stack.length - 1] = structuredClone(e.frame);
  },
  framePopped: (s) => {
    s.stack.pop();
  },
  secretObjectiveDealt: (s, e) => {
    takeFrom(s.decks.secretObjectives, [e.objective]);
    player(s, e.seat).secret.secretObjectives.push(e.objective);
  },
  actionCardsDrawn: (s, e) => {
    takeFrom(s.decks.action.draw, e.cards);
    player(s, e.seat).secret.actionCards.push(...e.cards);
  },
  actionCardsDiscarded: (s, e) => {
    takeFrom(player(s, e.seat).secret.actionCards, e.cards);
    s.decks.action.discard.push(...e.cards);
  },
  actionDeckReshuffled: (s, e) => {
    s.decks.action = { draw: [...e.cards], discard: [] };
  },
  politicalCardsDrawn: (s, e) => {
    takeFrom(s.decks.political.draw, e.cards);
    player(s, e.seat).secret.politicalCards.push(...e.cards);
  },
  tradeGoodsGained: (s, e) => {
    player(s, e.seat).tradeGoods += e.amount;
    s.tradeGoodSupply -= e.amount;
  },
  tradeGoodsSpent: (s, e) => {
    player(s, e.seat).tradeGoods -= e.amount;
    s.tradeGoodSupply += e.amount;
  },
  commandCountersGained: (s, e) => addCounters(player(s, e.seat), e.counters, 1),
  commandCountersSpent: (s, e) => addCounters(player(s, e.seat), e.counters, -1),
  commandCountersRedistributed: (s, e) => {
    player(s, e.seat).counters = { ...e.counters };
  },
  commandCountersRemovedFromBoard: (s) => {
    for (const system of Object.values(s.board)) system.commandCounters = [];
  },
  planetsExhausted: (s, e) => {
    for (const id of e.planets) planetCard(s, e.seat, id).exhausted = true;
  },
  planetsRefreshed: (s, e) => {
    for (const id of e.planets) planetCard(s, e.seat, id).exhausted = false;
  },
  unitsRepaired: (s, e) => {
    for (const system of Object.values(s.board)) {
      for (const force of system.space) delete force.damaged;
    }
    for (const kept of e.kept ?? []) {
      const force = s.board[kept.position]?.space.find((f) => f.seat === kept.seat);
      if (force) force.damaged = { ...kept.damaged };
    }
  },
  strategyCardPicked: (s, e) => {
    s.strategyPool = s.strategyPool.filter((c) => c.card !== e.card);
    player(s, e.seat).strategyCards.push({ card: e.card, played: false });
  },
  bonusCountersPlaced: (s, e) => {
    for (const entry of s.strategyPool) if (e.cards.includes(entry.card)) entry.bonus += 1;
  },
  strategyCardPlayed: (s, e) => {
    for (const held of player(s, e.seat).strategyCards) if (held.card === e.card) held.played = true;
  },
  secondaryAnswered: (s, e) => {
    // The answer is taken off the strategic action even when a card (Policy Paralysis) gives it from above.
    const action = s.stack.findLast((f) => f.kind === "strategicAction");
    if (action?.kind === "strategicAction") action.awaiting = action.awaiting.filter((x) => x !== e.seat);
  },
  strategyCardsReturned: (s) => {
    const initiative = s.players.find((p) =>
      p.strategyCards.some((h) => getStrategyCard(h.card).onChosen?.effect === "initiative"),
    );
    s.initiativeLastRound = initiative ? initiative.seat : null;
    for (const p of s.players) {
      for (const held of p.strategyCards) s.strategyPool.push({ card: held.card, bonus: 0 });
      p.strategyCards = [];
      p.passed = false;
    }
    const order = s.config.strategyCards;
    s.strategyPool.sort((a, b) => order.indexOf(a.card) - order.indexOf(b.card));
  },
  playerPassed: (s, e) => {
    player(s, e.seat).passed = true;
  },
  turnSkipped: () => {},
  resolvedByHand: () => {},
  systemCounterRemoved: (s, e) => {
    const counters = boardAt(s, e.position).commandCounters;
    counters.splice(counters.indexOf(e.seat), 1);
  },
  objectiveRevealed: (s, e) => {
    takeFrom(s.decks.objectives, [e.objective]);
    s.objectives.push({ id: e.objective, scoredBy: [] });
  },
  objectiveScored: (s, e) => {
    const p = player(s, e.seat);
    p.scoredObjectives.push(e.objective);
    p.vp += e.vp;
    const revealed = s.objectives.find((o) => o.id === e.objective);
    if (revealed) revealed.scoredBy.push(e.seat);
  },
  victoryPointsGained: (s, e) => {
    const p = player(s, e.seat);
    p.vp = Math.max(0, p.vp + e.amount);
  },
  victoryPointsWithheld: (s, e) => {
    const law = s.laws?.find((l) => l.card === e.law);
    if (law) law.vpWithheld = true;
  },
  playerEliminated: (s, e) => {
    player(s, e.seat).eliminated = true;
  },
  gameEnded: (s, e) => {
    s.phase = "finished";
    s.winners = [...e.winners];
  },
} satisfies Partial<EvolveHandlers>;

function planets(p: PlayerState): Record<string, PlanetCard> {
  return p.planets as Record<string, PlanetCard>;
}

function planetCard(state: GameState, seat: Seat, id: string): PlanetCard {
  const card = planets(player(state, seat))[id];
  if (!card) throw new Error(`seat ${seat} holds no planet ${id}`);
  return card;
}

function boardAt(state: GameState, position: string): SystemState {
  const system = state.board[position];
  if (!system) throw new Error(`no system at ${position}`);
  return system;
}

function forcesOn(system: SystemState, planet: string) {
  const forces = (system.planets as Record<string, SystemState["space"]>)[planet];
  if (!forces) throw new Error(`planet ${planet} is not in system ${system.tile}`);
  return forces;
}

function emptySystem(tile: SystemId): SystemState {
  return {
    tile,
    space: [],
    planets: Object.fromEntries(planetsOf(tile).map((p) => [p.id, []])),
    commandCounters: [],
  };
}

function addCounters(p: PlayerState, split: CounterSplit, sign: 1 | -1): void {
  for (const area of ["strategy", "fleet", "command"] as CounterArea[])
    p.counters[area] += sign * (split[area] ?? 0);
}

/** Removes each listed card once from a list (a deck, a hand); a missing card is a bug in the caller. */
function takeFrom<T>(list: T[], cards: readonly T[]): void {
  for (const card of cards) {
    const at = list.indexOf(card);
    if (at < 0) throw new Error(`${String(card)} is not where the event says`);
    list.splice(at, 1);
  }
}

export const GAME_EVENTS = { id: "gameEvents", events: HANDLERS } satisfies RuleModule;
