/**
 * `npm run simulate -- [--ruleset ti3|ti4] [--expansions te [--events a,b|random] [--map-preset id] [--alliance]] --players N --games G --seed S [--options a,b]`:
 * plays G complete games (TI3 with Shattered Empire by default; `--ruleset ti4`: TI4's base game, with
 * `--expansions te` Thunder's Edge as well) with the bot
 * in every seat, from setup to the end, with the options named (those a game may switch on), and prints
 * one JSON line per game:
 * { ruleset, players, rounds, events, finalVp, replayMatches, byHand (TI3), combats (TI4), custodians (TI4), winner, ms }
 * (winner: the winning seat, or null; with `--alliance`, allyOfWinner: the ally who won with them; byHand: the steps the engine left to the players; combats: the space
 * and ground combats fought; custodians: the seat that took the custodians token, or null). `--tally` adds what the bots did with War Suns:
 * { warSunsBuilt, sabotageRuns (runs flown), warSunsSabotaged }. `--levels easy,normal,...` sets the bots'
 * levels, one per seat, turned one seat further each game so that no seat favours a level; each line then
 * names the winner's level, and a last line gives the wins per level.
 *
 * Game g of a run is seeded `${seed}-${players}-${g}` (both rulesets), so runs at different player counts
 * deal different games rather than the same few deals cut to size.
 */
import { isDeepStrictEqual } from "node:util";
import { type BotLevel, isBotLevel } from "../src/engine/bot/levels.ts";
import { playOut } from "../src/engine/bot/policy.ts";
import { type Command, createGame, decisions, type GameEvent, replay } from "../src/engine/index.ts";
import { replayLog } from "../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../src/engine/kernel/flow.ts";
import { ti4PlayOut } from "../src/engine/ti4/policy.ts";
import type { Ti4 } from "../src/engine/ti4/ruleset.ts";
import { createTi4Game } from "../src/engine/ti4/setup/create.ts";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? (process.argv[i + 1] as string) : fallback;
}

const ruleset = arg("ruleset", "ti3");
if (ruleset !== "ti3" && ruleset !== "ti4") {
  console.error(`--ruleset is ti3 or ti4, not ${ruleset}`);
  process.exit(1);
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
const ti4Expansions = arg("expansions", "")
  .split(",")
  .filter((box) => box !== "");
if (ti4Expansions.some((box) => box !== "te") || (ti4Expansions.length > 0 && ruleset !== "ti4")) {
  console.error("--expansions takes te (Thunder's Edge), with --ruleset ti4 only");
  process.exit(1);
}
const galacticEvents = arg("events", "")
  .split(",")
  .map((e) => e.trim())
  .filter(Boolean);
if (galacticEvents.length > 0 && !ti4Expansions.includes("te")) {
  console.error("--events takes galactic event ids (or random), with --expansions te only");
  process.exit(1);
}
const alliance = process.argv.includes("--alliance");
if (alliance && !ti4Expansions.includes("te")) {
  console.error("--alliance plays Thunder's Edge's Alliance variant, with --expansions te only");
  process.exit(1);
}
const mapPreset = arg("map-preset", "");
if (mapPreset !== "" && !ti4Expansions.includes("te")) {
  console.error("--map-preset takes one of Thunder's Edge's premade maps, with --expansions te only");
  process.exit(1);
}
const levelList = arg("levels", "")
  .split(",")
  .map((l) => l.trim())
  .filter(Boolean);
if (levelList.length > 0 && (levelList.length !== players || !levelList.every(isBotLevel))) {
  console.error(`--levels needs ${players} levels (easy, normal or hard), one per seat`);
  process.exit(1);
}
const levels = levelList as BotLevel[];
/** Game `g`'s seed: the player count is part of it, so each player count deals its own games. */
const seedOf = (g: number): string => `${seed}-${players}-${g}`;
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

/** One game's line, whatever the ruleset; `stuck` lists what the game waited on when no bot could answer. */
interface Played {
  rounds: number;
  events: number;
  winner: number | null;
  finalVp: number[];
  replayMatches: boolean;
  byHand?: number;
  combats?: number;
  /** TI4: the seat that took the custodians token from Mecatol Rex (LRR 27), or null. */
  custodians?: number | null;
  tally?: ReturnType<typeof tallied>;
  stuck?: string[];
}

function seatsOf(): { userId: string; name: string }[] {
  return Array.from({ length: players }, (_, i) => ({ userId: `bot:${i}`, name: `Bot ${i + 1}` }));
}

function fail(g: number, message: string): never {
  console.error(`game ${g}: ${message}`);
  process.exit(1);
}

function playTi3(g: number): Played {
  const created = createGame(
    { seed: seedOf(g), players: seatsOf(), settings: { boxes: ["base", "se"], options } },
    ctx,
  );
  if (!created.ok) fail(g, created.error.message);
  const result = playOut(created.state, ctx, maxCommands, (seat) => levelAt(g, seat));
  const events = [...created.events, ...result.events];
  return {
    rounds: result.state.round,
    events: events.length,
    winner: result.state.winners.length === 1 ? (result.state.winners[0] as number) : null,
    finalVp: result.state.players.map((p) => p.vp),
    replayMatches: isDeepStrictEqual(replay(events), result.state),
    byHand: events.filter((e) => e.type === "resolvedByHand").length,
    ...(tally ? { tally: tallied(events, result.commands) } : {}),
    ...(result.stuck
      ? { stuck: decisions(result.state).map((d) => `${d.kind}@${d.seat}: ${d.prompt}`) }
      : {}),
  };
}

/** A TI4 game of the base box with bots in every seat (issue #26). */
function playTi4(g: number): Played {
  if (options.length > 0)
    fail(g, "no TI4 option is played yet, so --options cannot be used with --ruleset ti4");
  const created = createTi4Game(
    {
      seed: seedOf(g),
      players: seatsOf(),
      settings: {
        boxes: ["base", ...(ti4Expansions as "te"[])],
        ...(galacticEvents.length === 0
          ? {}
          : { galacticEvents: galacticEvents[0] === "random" ? ("random" as const) : galacticEvents }),
        ...(mapPreset === "" ? {} : { mapPreset }),
        ...(alliance ? { alliance: true as const } : {}),
      },
    },
    ctx,
  );
  if (!created.ok) fail(g, created.error.message);
  const result = ti4PlayOut(created.state, ctx, maxCommands, (seat) => levelAt(g, seat));
  const events = [...created.events, ...result.events];
  // TE "Alliance Winning the Game": a pair wins together; the winner named is the one who reached the target.
  const won = result.state.winners;
  const together = alliance && won.length === 2;
  return {
    rounds: result.state.round,
    events: events.length,
    winner: won.length === 1 || together ? (won[0] as number) : null,
    ...(together ? { allyOfWinner: won[1] as number } : {}),
    finalVp: result.state.players.map((p) => p.vp),
    replayMatches: isDeepStrictEqual(replayLog<Ti4>(events), result.state),
    combats: events.filter((e) => e.type === "ti4CombatEnded").length,
    custodians: events.find((e) => e.type === "ti4CustodiansRemoved")?.seat ?? null,
    ...(result.stuck
      ? { stuck: pendingDecisions<Ti4>(result.state).map((d) => `${d.kind}@${d.seat}: ${d.prompt}`) }
      : {}),
  };
}

let failures = 0;
for (let g = 0; g < games; g++) {
  const started = performance.now();
  const played = ruleset === "ti4" ? playTi4(g) : playTi3(g);
  const { winner, stuck, ...rest } = played;
  if (stuck || winner === null || !played.replayMatches) failures += 1;
  const winnerLevel = levels.length > 0 && winner !== null ? levelAt(g, winner) : undefined;
  if (winnerLevel) wins[winnerLevel] = (wins[winnerLevel] ?? 0) + 1;
  const line = {
    ruleset,
    players,
    ...(options.length > 0 ? { options } : {}),
    ...rest,
    winner,
    ...(winnerLevel ? { winnerLevel } : {}),
    ms: Math.round(performance.now() - started),
    ...(stuck ? { stuck } : {}),
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
if (levels.length > 0) process.stdout.write(`${JSON.stringify({ games, winsByLevel: wins })}\n`);
process.exit(failures > 0 ? 1 : 0);
