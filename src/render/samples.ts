/**
 * Game states to draw when there is no real game at hand: sample renders, golden images, tests and the
 * benchmark. Start states come from the engine's createGame; "middle of a game" and "full board" states
 * are built by hand from a start state (units moved, planets taken, cards played, objectives revealed)
 * until the engine's bot can play games for us. Deterministic: the same arguments give the same state.
 */
import type { PlanetId, StrategyCardId, TechId, UnitType } from "../content/index.ts";
import { getSystem, TECHNOLOGIES } from "../content/index.ts";
import { labelDistance, neighbourLabels } from "../engine/galaxy/hex.ts";
import { createGame } from "../engine/index.ts";
import type { Force, GameState, PositionLabel, Seat } from "../engine/state.ts";

export const SAMPLE_NOW = "2026-12-01T12:00:00.000Z";
const NAMES = ["Alice", "Bogdan", "Chiara", "Dmitri", "Esther", "Farouk", "Greta", "Hiroshi"];

export function startState(players: number, seed = `sample-${players}`): GameState {
  const created = createGame(
    {
      seed,
      players: NAMES.slice(0, players).map((name, i) => ({ userId: `sample:${i}`, name })),
      settings: { boxes: ["base", "se"] },
    },
    { now: SAMPLE_NOW },
  );
  if (!created.ok) throw new Error(`sample game refused: ${created.error.message}`);
  return created.state;
}

/** A small deterministic generator, so hand-built states never depend on Math.random. */
function dice(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

function addUnits(
  forces: Force[],
  seat: Seat,
  units: Partial<Record<UnitType, number>>,
  damaged?: Partial<Record<UnitType, number>>,
): void {
  let force = forces.find((f) => f.seat === seat);
  if (!force) {
    force = { seat, units: {} };
    forces.push(force);
  }
  for (const [type, n] of Object.entries(units) as [UnitType, number][])
    force.units[type] = (force.units[type] ?? 0) + n;
  if (damaged) force.damaged = { ...force.damaged, ...damaged };
}

function takePlanet(state: GameState, seat: Seat, planet: PlanetId, exhausted: boolean): void {
  for (const p of state.players) delete p.planets[planet];
  state.players[seat]!.planets[planet] = { exhausted };
}

/** The systems next to a player's home that have planets, nearest Mecatol Rex first. */
function planetNeighbours(state: GameState, home: PositionLabel): PositionLabel[] {
  return neighbourLabels(home)
    .filter((label) => state.board[label] && getSystem(state.board[label]!.tile).planets.length > 0)
    .sort((a, b) => labelDistance(a, "000") - labelDistance(b, "000"));
}

function dealStrategyCards(state: GameState, played: (seat: Seat) => boolean): void {
  const cards = [...state.config.strategyCards];
  const perPlayer = state.players.length <= 4 ? 2 : 1;
  for (const player of state.players) {
    player.strategyCards = cards
      .splice(0, perPlayer)
      .map((card: StrategyCardId) => ({ card, played: played(player.seat) }));
  }
  state.strategyPool = cards.map((card, i) => ({ card, bonus: i === 0 ? 1 : 0 }));
}

function revealObjectives(state: GameState, count: number, scorers: (i: number) => Seat[]): void {
  const ids = state.decks.objectives.splice(0, count);
  state.objectives = ids.map((id, i) => ({ id, scoredBy: scorers(i) }));
  for (const objective of state.objectives) {
    for (const seat of objective.scoredBy) state.players[seat]!.scoredObjectives.push(objective.id);
  }
}

function learnTechnologies(state: GameState, roll: (n: number) => number, extra: number): void {
  const pool: TechId[] = TECHNOLOGIES.filter((t) => t.box === "base" && !t.replacedBy).map((t) => t.id);
  for (const player of state.players) {
    for (let i = 0; i < extra; i++) {
      const tech = pool[roll(pool.length)]!;
      if (!player.technologies.includes(tech)) player.technologies.push(tech);
    }
  }
}

/** Round 3, action phase: fleets out, planets taken, a battle at one border, objectives scored. */
export function midGameState(players: number, seed = `sample-${players}`): GameState {
  const state = structuredClone(startState(players, seed));
  const roll = dice(players * 7919);
  state.phase = "action";
  state.round = 3;
  state.speaker = (state.speaker + 1) % players;
  dealStrategyCards(state, (seat) => seat % 2 === 0);
  revealObjectives(state, 4, (i) => state.players.filter((p) => (p.seat + i) % 3 === 0).map((p) => p.seat));
  learnTechnologies(state, roll, 2);
  for (const player of state.players) {
    player.vp = player.scoredObjectives.length + (player.seat % 3);
    player.tradeGoods = roll(6);
    player.counters = { strategy: 1 + roll(3), command: roll(4), fleet: 3 + roll(2) };
    player.passed = player.seat === 1;
    player.secret.actionCards = state.decks.action.draw.splice(0, 1 + roll(4));
    moveOut(state, player.seat, roll);
  }
  stageBattle(state);
  const mecatol = state.board["000"]!;
  addUnits(mecatol.space, 0, { dreadnought: 1, cruiser: 1 });
  mecatol.planets["mecatol-rex"] ??= [];
  addUnits(mecatol.planets["mecatol-rex"], 0, { groundForce: 2 });
  takePlanet(state, 0, "mecatol-rex", false);
  return state;
}

/** A player sends part of the home fleet to the nearest planet system and lands on its planets. */
function moveOut(state: GameState, seat: Seat, roll: (n: number) => number): void {
  const player = state.players[seat]!;
  if (!player.home) return;
  const target = planetNeighbours(state, player.home)[0];
  if (!target) return;
  const system = state.board[target]!;
  addUnits(system.space, seat, { cruiser: 1, destroyer: 1, carrier: 1 });
  if (!system.commandCounters.includes(seat)) system.commandCounters.push(seat);
  for (const planet of getSystem(system.tile).planets) {
    system.planets[planet.id] ??= [];
    addUnits(system.planets[planet.id]!, seat, { groundForce: 1 + roll(2) });
    takePlanet(state, seat, planet.id, roll(2) === 0);
  }
  for (const planet of Object.keys(player.planets)) {
    if (roll(3) === 0) player.planets[planet as PlanetId]!.exhausted = true;
  }
}

/** Seats 0 and 1 meet in a system between their homes: a Dreadnought has taken a hit. */
function stageBattle(state: GameState): void {
  const [a, b] = [state.players[0]!.home, state.players[1]!.home];
  if (!a || !b) return;
  const between = Object.keys(state.board)
    .filter((label) => label !== a && label !== b && label !== "000")
    .sort(
      (x, y) => labelDistance(x, a) + labelDistance(x, b) - (labelDistance(y, a) + labelDistance(y, b)),
    )[0];
  if (!between) return;
  const system = state.board[between]!;
  addUnits(system.space, 0, { dreadnought: 2, fighter: 2, carrier: 1 }, { dreadnought: 1 });
  addUnits(system.space, 1, { cruiser: 2, destroyer: 1 });
  if (!system.commandCounters.includes(0)) system.commandCounters.push(0);
}

const SPACE_MIXES: readonly Partial<Record<UnitType, number>>[] = [
  { warSun: 1, dreadnought: 2, cruiser: 1, carrier: 2, fighter: 6, groundForce: 4 },
  { dreadnought: 1, destroyer: 2, carrier: 1, fighter: 3 },
  { cruiser: 3, destroyer: 1 },
  { carrier: 2, fighter: 10, groundForce: 2, shockTroop: 1 },
];

/** Units of every type in every system and every planet held: the benchmark's worst case. */
export function fullBoardState(players = 8, seed = `sample-full-${players}`): GameState {
  const state = structuredClone(midGameState(players, seed));
  const roll = dice(4242);
  const homes = state.players.map((p) => p.home ?? "000");
  const nearest = (label: PositionLabel): Seat =>
    homes.map((h, seat) => ({ seat, d: labelDistance(h, label) })).sort((x, y) => x.d - y.d)[0]!.seat;
  for (const [label, system] of Object.entries(state.board)) {
    const owner = nearest(label);
    const rival = (owner + 1 + roll(players - 1)) % players;
    system.space = [];
    addUnits(system.space, owner, SPACE_MIXES[roll(SPACE_MIXES.length)]!, {
      dreadnought: 1,
      warSun: roll(2),
    });
    if (roll(2) === 0) addUnits(system.space, rival, SPACE_MIXES[roll(SPACE_MIXES.length)]!);
    system.commandCounters = [...new Set([owner, rival, (rival + 3) % players])].slice(0, 1 + roll(3));
    for (const planet of getSystem(system.tile).planets) {
      system.planets[planet.id] = [];
      addUnits(system.planets[planet.id]!, owner, {
        groundForce: 1 + roll(5),
        shockTroop: roll(3),
        pds: 1 + roll(2),
        spaceDock: 1,
      });
      takePlanet(state, owner, planet.id, roll(3) === 0);
    }
  }
  revealObjectives(state, 8, (i) => [i % players, (i + 3) % players]);
  return state;
}
