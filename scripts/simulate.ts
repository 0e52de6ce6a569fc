/**
 * `npm run simulate -- --players N --games G --seed S [--options a,b]`: plays G complete games with the bot
 * in every seat, from setup to the end, with the options named (those a game may switch on), and prints
 * one JSON line per game:
 * { players, rounds, events, winner, finalVp, replayMatches, byHand, ms } (winner: the winning seat, or null;
 * byHand: the steps the engine left to the players). `--tally` adds what the bots did with War Suns:
 * { warSunsBuilt, sabotageRuns (runs flown), warSunsSabotaged }. `--levels easy,normal,...` sets the bots'
 * levels, one per seat, turned one seat further each game so that no seat favours a level; each line then
 * names the winner's level, and a last line gives the wins per level.
 */
import { isDeepStrictEqual } from "node:util";
import { type BotLevel, isBotLevel } from "../src/engine/bot/levels.ts";
import { playOut } from "../src/engine/bot/policy.ts";
import { type Command, createGame, decisions, type GameEvent, replay } from "../src/engine/index.ts";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? (process.argv[i + 1] as string) : fallback;
}

const players = Number(arg("players", "6"));
const games = Number(arg("games", "1"));
const seed = arg("seed", "1");
const maxCommands = Number(arg("max-commands", "20000"));
const options = arg("options", "")
  .split(",")
  .map((o) => o.trim())
  .filter(Boolean);
const tally = process.argv.includes("--tally");
const levelList = arg("levels", "")
  .split(",")
  .map((l) => l.trim())
  .filter(Boolean);
if (levelList.length > 0 && (levelList.length !== players || !levelList.every(isBotLevel))) {
  console.error(`--levels needs ${players} levels (easy, normal or hard), one per seat`);
  process.exit(1);
}
const levels = levelList as BotLevel[];
/** The level at `seat` in game `g`: the list turned by one seat per game. */
const levelAt = (g: number, seat: number): BotLevel => levels[(seat + g) % players] ?? "normal";
const wins: Partial<Record<BotLevel, number>> = {};
const ctx = { now: "2026-12-01T00:00:00.000Z" };

/** War Suns built, sabotage runs flown (RR §24.5) and War Suns they destroyed, over a game. */
function tallied(events: GameEvent[], commands: Command[]) {
  let warSunsBuilt = 0;
  let warSunsSabotaged = 0;
  for (const e of events) {
    if (e.type === "unitsProduced") warSunsBuilt += e.units.warSun ?? 0;
    if (e.type === "unitsRemoved" && e.reason === "sabotage run") warSunsSabotaged += e.units.warSun ?? 0;
  }
  const sabotageRuns = commands.reduce((n, c) => n + (c.type === "sabotageRuns" ? c.runs.length : 0), 0);
  return { warSunsBuilt, sabotageRuns, warSunsSabotaged };
}

let failures = 0;
for (let g = 0; g < games; g++) {
  const started = performance.now();
  const seats = Array.from({ length: players }, (_, i) => ({ userId: `bot:${i}`, name: `Bot ${i + 1}` }));
  const created = createGame(
    { seed: `${seed}-${g}`, players: seats, settings: { boxes: ["base", "se"], options } },
    ctx,
  );
  if (!created.ok) {
    console.error(`game ${g}: ${created.error.message}`);
    process.exit(1);
  }
  const result = playOut(created.state, ctx, maxCommands, (seat) => levelAt(g, seat));
  const events = [...created.events, ...result.events];
  const replayMatches = isDeepStrictEqual(replay(events), result.state);
  const winner = result.state.winners.length === 1 ? (result.state.winners[0] as number) : null;
  if (result.stuck || winner === null || !replayMatches) failures += 1;
  const byHand = events.filter((e) => e.type === "resolvedByHand").length;
  const winnerLevel = levels.length > 0 && winner !== null ? levelAt(g, winner) : undefined;
  if (winnerLevel) wins[winnerLevel] = (wins[winnerLevel] ?? 0) + 1;
  const line = {
    players,
    ...(options.length > 0 ? { options } : {}),
    rounds: result.state.round,
    events: events.length,
    winner,
    ...(winnerLevel ? { winnerLevel } : {}),
    finalVp: result.state.players.map((p) => p.vp),
    replayMatches,
    byHand,
    ...(tally ? { tally: tallied(events, result.commands) } : {}),
    ms: Math.round(performance.now() - started),
    ...(result.stuck
      ? { stuck: decisions(result.state).map((d) => `${d.kind}@${d.seat}: ${d.prompt}`) }
      : {}),
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
if (levels.length > 0) process.stdout.write(`${JSON.stringify({ games, winsByLevel: wins })}\n`);
process.exit(failures > 0 ? 1 : 0);
