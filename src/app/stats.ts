/**
 * /ti stats (issue #23): the statistics of the channel's game (statistics.ts: dice luck, time waited on
 * each seat, Action Phase turns) or of the whole server (games played and finished, wins by race), as
 * text and a small bar chart (render/statsChart.ts), for the asker alone. Only public facts are told.
 */
import { getRace, isRaceId } from "../content/index.ts";
import type { GameState } from "../engine/index.ts";
import type { Ti4State } from "../engine/ti4/state.ts";
import type { BarChartData } from "../render/statsChart.ts";
import type { GameStore, ServerGame, StoredGame } from "../store/gameStore.ts";
import { type GameStatistics, gameStatistics, median, type SeatStatistics } from "./statistics.ts";
import { isTi4State } from "./ti4/game.ts";
import { ti4GameStatistics } from "./ti4/stats.ts";
import { durationText } from "./timeBank.ts";
import { type Outcome, refusal } from "./types.ts";

/** What /ti stats asks (catalog/statsCommand.ts): the channel's game, or the whole server. */
export interface StatsRequest {
  kind: "stats";
  of: "game" | "server";
}

/** Draws the chart (render/statsChart.ts renderBarChart), given by the process that draws images. */
export type ChartRenderer = (data: BarChartData) => Promise<{ png: Buffer; description: string }>;

export interface StatsDeps {
  store: Pick<GameStore, "readEvents" | "serverGames">;
  clock: () => Date;
  renderChart?: ChartRenderer;
}

/** A length of time, to the second under a minute ("45 s", "12 min", "2 d 5 h"). */
export function spanText(ms: number): string {
  return ms < 60_000 ? `${Math.round(Math.max(0, ms) / 1000)} s` : durationText(ms);
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const signed = (n: number) => `${n >= 0 ? "+" : "−"}${Math.abs(n).toFixed(1)}`;

function luckNote(p: SeatStatistics): string {
  const { rolled, hits, expected } = p.dice;
  if (rolled === 0) return "no dice rolled";
  const ratio = expected > 0 ? ` (${Math.round((100 * hits) / expected)}% of expected)` : "";
  return `${signed(hits - expected)}: ${count(hits, "hit", "hits")} of ${count(rolled, "die", "dice")}, ${expected.toFixed(1)} expected${ratio}`;
}

function who(p: SeatStatistics): string {
  const race = p.race && isRaceId(p.race) ? ` (${getRace(p.race).name})` : "";
  return `${p.name}${race}`;
}

function turnsNote(p: SeatStatistics): string {
  const middle = median(p.turnsMs);
  if (middle === null) return `${p.name}: no turn finished`;
  const n = p.turnsMs.length;
  return `${p.name}: ${n} turn${n === 1 ? "" : "s"}, median ${spanText(middle)}, longest ${spanText(Math.max(...p.turnsMs))}`;
}

/** The game's statistics in words. */
export function gameStatsText(stats: GameStatistics, state: GameState): string {
  const stage = state.phase === "finished" ? "game over" : `round ${state.round}, ${state.phase} phase`;
  return [
    `Statistics of this game (${stage}; ${spanText(stats.until.getTime() - stats.from.getTime())} since it began):`,
    "Dice luck: hits scored against the hits expected, over every combat die thrown:",
    ...stats.players.map((p) => `- ${who(p)}: ${luckNote(p)}`),
    "Time the game waited on each player (a wait on several players at once counts for each):",
    stats.players.map((p) => `${p.name} ${spanText(p.waitedMs)}`).join("; "),
    "Action Phase turns:",
    stats.players.map(turnsNote).join("; "),
  ].join("\n");
}

/** A Fourth Edition game's statistics in words (app/ti4/stats.ts counts them; no turn lengths yet). */
export function ti4GameStatsText(stats: GameStatistics, state: Ti4State): string {
  const { phase, round } = state;
  const stage =
    phase === "finished" ? "game over" : phase === "setup" ? "set-up" : `round ${round}, ${phase} phase`;
  return [
    `Statistics of this game (Fourth Edition, ${stage}; ${spanText(stats.until.getTime() - stats.from.getTime())} since it began):`,
    "Dice luck: hits scored against the hits expected, over every die thrown:",
    ...stats.players.map((p) => `- ${p.name}: ${luckNote(p)}`),
    "Time the game waited on each player (a wait on several players at once counts for each):",
    stats.players.map((p) => `${p.name} ${spanText(p.waitedMs)}`).join("; "),
  ].join("\n");
}

export function luckChart(stats: GameStatistics): BarChartData {
  return {
    title: "Dice luck: hits scored less hits expected",
    signed: true,
    rows: stats.players.map((p) => ({
      label: p.name,
      value: p.dice.hits - p.dice.expected,
      color: p.color,
      note:
        p.dice.rolled === 0
          ? "no dice"
          : `${signed(p.dice.hits - p.dice.expected)} (${p.dice.hits} of ${p.dice.expected.toFixed(1)})`,
    })),
  };
}

// ---- the server

export interface ServerRecord {
  /** Games begun (running, finished or abandoned). */
  played: number;
  finished: number;
  abandoned: number;
  running: number;
  /** By race name, most wins first: finished games played with it and games it won. */
  races: { race: string; played: number; won: number }[];
}

const raceName = (id: string | null) => (id && isRaceId(id) ? getRace(id).name : "No race");

export function serverRecord(games: readonly ServerGame[]): ServerRecord {
  const begun = games.filter((g) => g.status !== "lobby");
  const finished = begun.filter((g) => g.status === "finished");
  const races = new Map<string, { race: string; played: number; won: number }>();
  const row = (race: string) => {
    const found = races.get(race) ?? { race, played: 0, won: 0 };
    races.set(race, found);
    return found;
  };
  for (const g of finished) {
    for (const race of g.races) row(raceName(race)).played += 1;
    for (const seat of new Set(g.winners)) row(raceName(g.races[seat] ?? null)).won += 1;
  }
  return {
    played: begun.length,
    finished: finished.length,
    abandoned: begun.filter((g) => g.status === "abandoned").length,
    running: begun.filter((g) => g.status === "active").length,
    races: [...races.values()].sort(
      (a, b) => b.won - a.won || b.played - a.played || a.race.localeCompare(b.race),
    ),
  };
}

export function serverStatsText(record: ServerRecord): string {
  const results =
    record.races.length > 0
      ? record.races.map((r) => `- ${r.race}: won ${r.won} of ${r.played}`)
      : ["No game has finished yet."];
  return [
    `Statistics of this server: ${record.played} game${record.played === 1 ? "" : "s"} played: ${record.finished} finished, ${record.running} running, ${record.abandoned} abandoned.`,
    "Results by race (finished games):",
    ...results,
  ].join("\n");
}

export function winsChart(record: ServerRecord): BarChartData {
  return {
    title: "Wins by race",
    signed: false,
    rows: record.races.slice(0, 12).map((r) => ({
      label: r.race,
      value: r.won,
      color: null,
      note: `${r.won} of ${r.played}`,
    })),
  };
}

// ---- the answer

async function answer(deps: StatsDeps, text: string, chart: BarChartData, name: string): Promise<Outcome> {
  const drawn = deps.renderChart && chart.rows.length > 0 ? await deps.renderChart(chart) : undefined;
  return {
    ok: true,
    reply: text,
    privateMessages: [],
    pings: [],
    ...(drawn ? { image: { png: drawn.png, name, description: drawn.description } } : {}),
  };
}

/** /ti stats server: every game of the place's server (the playground is one server). */
export async function serverStatsOutcome(deps: StatsDeps, guildId: string): Promise<Outcome> {
  const record = serverRecord(await deps.store.serverGames(guildId));
  return answer(deps, serverStatsText(record), winsChart(record), "server-stats.png");
}

/** /ti stats game: the channel's game (or the one that last ended here). */
export async function gameStatsOutcome(deps: StatsDeps, game: StoredGame): Promise<Outcome> {
  if (game.status === "lobby") return refusal("ERR_NOT_STARTED", "The game has not started yet.");
  if (isTi4State(game.state)) {
    const until = game.status === "active" ? deps.clock() : game.updatedAt;
    const stats = ti4GameStatistics(await deps.store.readEvents(game.id), until);
    if (!stats) return refusal("ERR_NOT_STARTED", "The game has not started yet.");
    return answer(deps, ti4GameStatsText(stats, game.state), luckChart(stats), "game-stats.png");
  }
  const state = game.state as GameState;
  const until = game.status === "active" ? deps.clock() : game.updatedAt;
  const stats = gameStatistics(await deps.store.readEvents(game.id), until);
  if (!stats) return refusal("ERR_NOT_STARTED", "The game has not started yet.");
  return answer(deps, gameStatsText(stats, state), luckChart(stats), "game-stats.png");
}
