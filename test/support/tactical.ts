/**
 * Scenario helpers for tactical and transfer actions: a game with chosen races (race draft) brought to
 * the Action Phase with a chosen player acting first, and `given` to set the board up with ordinary engine
 * events (appended to the log, so replay still rebuilds the state exactly).
 */
import type { PlanetId, RaceId, StrategyCardId, SystemId, TechId } from "../../src/content/index.ts";
import { neighbourLabels, ringOfLabel } from "../../src/engine/galaxy/hex.ts";
import { type Command, decisions, type GameSettings } from "../../src/engine/index.ts";
import { rollD10, seedRng } from "../../src/engine/rng.ts";
import type { PositionLabel, UnitCounts } from "../../src/engine/state.ts";
import { given, newScenario, passActionWindows, play, type Scenario, seatToAnswer } from "./engine.ts";

/** Re-exported for the scenarios that import it from here; it lives in engine.ts. */
export { given } from "./engine.ts";

export interface Lab extends Scenario {
  /** The seat of each race in the game. */
  seat: Partial<Record<RaceId, number>>;
}

export interface LabOptions {
  settings?: GameSettings;
  /** Strategy Cards per race, taken in the order listed; by default the first race takes the lowest. */
  picks?: Partial<Record<RaceId, StrategyCardId[]>>;
  seed?: string;
}

/**
 * A game where the races are drafted in the order given and brought to the Action Phase; by default the
 * first race takes the lowest Strategy Card each time (so it acts first) and the others the highest.
 */
export function lab(races: RaceId[], options: LabOptions = {}): Lab {
  const settings = { raceAssignment: "draft" as const, ...options.settings };
  const game = newScenario(races.length, settings, options.seed ?? "tactical") as Lab;
  for (const race of races) play(game, { type: "pickRace", seat: seatToAnswer(game, "pickRace"), race });
  game.seat = Object.fromEntries(game.state.players.map((p) => [p.race, p.seat]));
  const first = game.seat[races[0] as RaceId] as number;
  const wishes = structuredClone(options.picks ?? {});
  while (game.state.phase === "strategy") {
    const seat = seatToAnswer(game, "pickStrategyCard");
    const pool = game.state.strategyPool.map((c) => c.card);
    const race = game.state.players[seat]?.race as RaceId;
    const wished = wishes[race]?.shift();
    const card = wished ?? (seat === first ? pool[0] : pool.at(-1));
    play(game, { type: "pickStrategyCard", seat, card: card as StrategyCardId });
  }
  return game;
}

/** Turns every system but Mecatol Rex and the Home Systems into empty space, for a clean board. */
export function clearGalaxy(game: Scenario): void {
  const layout: Record<PositionLabel, SystemId> = {};
  for (const [position, tile] of Object.entries(game.state.galaxy)) {
    if (position !== "000" && !tile.startsWith("home-")) layout[position] = "empty";
  }
  tiles(game, layout);
}

/** The neighbour one ring nearer Mecatol Rex (ring 3 -> 2 -> 1 -> 000). */
export function inward(position: PositionLabel): PositionLabel {
  const ring = ringOfLabel(position);
  return neighbourLabels(position).find((p) => ringOfLabel(p) === ring - 1) as PositionLabel;
}

export function homeOf(game: Scenario, seat: number): PositionLabel {
  return game.state.players[seat]?.home as PositionLabel;
}

/** Replaces the systems at these positions with fresh tiles (no units, no counters). */
export function tiles(game: Scenario, layout: Record<PositionLabel, SystemId>): void {
  given(game, { type: "galaxyTilesPlaced", tiles: layout });
}

export function place(
  game: Scenario,
  seat: number,
  position: PositionLabel,
  units: UnitCounts,
  planet?: PlanetId,
): void {
  given(game, {
    type: "unitsPlaced",
    seat,
    position,
    ...(planet ? { planet } : {}),
    units,
    reason: "scenario",
  });
}

export function remove(
  game: Scenario,
  seat: number,
  position: PositionLabel,
  units: UnitCounts,
  planet?: PlanetId,
): void {
  given(game, {
    type: "unitsRemoved",
    seat,
    position,
    ...(planet ? { planet } : {}),
    units,
    reason: "scenario",
  });
}

/** The player has held the planet since before this round (gained in round 0). */
export function owns(game: Scenario, seat: number, planet: PlanetId, exhausted = false): void {
  given(game, { type: "planetGained", seat, planet, from: null, exhausted, round: 0 });
}

export function learn(game: Scenario, seat: number, ...technologies: (TechId | string)[]): void {
  for (const technology of technologies)
    given(game, { type: "technologyGained", seat, technology, via: "scenario" });
}

export function space(game: Scenario, position: PositionLabel, seat: number): UnitCounts {
  return game.state.board[position]?.space.find((f) => f.seat === seat)?.units ?? {};
}

export function onPlanet(
  game: Scenario,
  position: PositionLabel,
  planet: PlanetId,
  seat: number,
): UnitCounts {
  return game.state.board[position]?.planets[planet]?.find((f) => f.seat === seat)?.units ?? {};
}

/** Activates a system and answers the movement step. */
export function activateAndMove(
  game: Scenario,
  seat: number,
  position: PositionLabel,
  moves: Extract<Command, { type: "moveUnits" }>["moves"],
  extra: Partial<Extract<Command, { type: "moveUnits" }>> = {},
): void {
  play(game, { type: "tacticalAction", seat, position });
  passActionWindows(game);
  play(game, { type: "moveUnits", seat, moves, ...extra });
}

/** The kinds of decision the game is waiting on. */
export function waitingOn(game: Scenario): string[] {
  return decisions(game.state).map((d) => d.kind);
}

/** The next dice rolled will show these results: a generator seed that rolls them is searched for. */
export function scriptDice(game: Scenario, dice: number[]): void {
  for (let i = 0; i < 2_000_000; i++) {
    const rng = seedRng(`dice-${i}`);
    if (rollD10(rng, dice.length).value.every((v, k) => v === dice[k])) {
      game.state.rng = rng;
      return;
    }
  }
  throw new Error(`no seed found for ${dice.join(",")}`);
}
