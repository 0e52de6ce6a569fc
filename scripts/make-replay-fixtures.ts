/**
 * `npx tsx scripts/make-replay-fixtures.ts`: plays seeded bot games and writes each one's log to
 * test/fixtures/replay/ the way the app stores it (one entry per command: actor, command, events, schema
 * version), with a digest of the state the log replays to and a few readable facts
 * (test/support/replayFixtures.ts).
 *
 * The logs stand for games already in players' databases, which every later engine must still read to the
 * same state, so a fixture is never remade: the script writes only the games that have no fixture yet, and
 * only from a source tree without uncommitted changes, recording the commit that made them. The first
 * fixtures were made by the code of commit 4d7f9bf.
 */
import { execFileSync } from "node:child_process";
import { playOut } from "../src/engine/bot/policy.ts";
import {
  createGame,
  decisions,
  EVENT_SCHEMA_VERSION,
  type GameSettings,
  type GameState,
  replay,
} from "../src/engine/index.ts";
import {
  canonicalJson,
  factsOf,
  fixtureExists,
  type LogEntry,
  type ReplayFixture,
  stateDigest,
  writeFixture,
} from "../test/support/replayFixtures.ts";

const CTX = { now: "2026-12-01T00:00:00.000Z" };
const MAX_COMMANDS = 20_000;

/**
 * Where a game is stopped: at its end, or (from round 2) at the first moment a space battle waits on a
 * player's hits or retreat, or an agenda on players' votes.
 */
type Stop = "finished" | "battle" | "agenda";

interface FixtureGame {
  name: string;
  players: number;
  seed: string;
  settings: GameSettings;
  stop: Stop;
}

const GAMES: FixtureGame[] = [
  { name: "3p-finished", players: 3, seed: "replay-3", settings: {}, stop: "finished" },
  {
    name: "5p-finished",
    players: 5,
    seed: "replay-5",
    settings: {
      options: ["variantCards", "raceSpecificTechnologies", "shockTroops"],
      raceAssignment: "draft",
      galaxyMode: "playerBuilt",
    },
    stop: "finished",
  },
  { name: "8p-finished", players: 8, seed: "replay-8", settings: {}, stop: "finished" },
  { name: "6p-battle", players: 6, seed: "replay-6", settings: {}, stop: "battle" },
  { name: "4p-agenda", players: 4, seed: "replay-4", settings: {}, stop: "agenda" },
];

const WAITS_ON: Record<Exclude<Stop, "finished">, { frame: string; decisions: string[] }> = {
  battle: { frame: "spaceBattle", decisions: ["assignHits", "announceRetreat"] },
  agenda: { frame: "agenda", decisions: ["castVotes"] },
};

function stopsHere(state: GameState, stop: Stop): boolean {
  if (stop === "finished" || state.round < 2) return false;
  const { frame, decisions: kinds } = WAITS_ON[stop];
  return state.stack.some((f) => f.kind === frame) && decisions(state).some((d) => kinds.includes(d.kind));
}

/** Plays one game to its stop, one log entry per command as the app appends them. */
function playGame(game: FixtureGame): { state: GameState; log: LogEntry[] } {
  const seats = Array.from({ length: game.players }, (_, i) => ({
    userId: `bot:${i + 1}`,
    name: `Bot ${i + 1}`,
  }));
  const created = createGame(
    { seed: game.seed, players: seats, settings: { boxes: ["base", "se"], ...game.settings } },
    CTX,
  );
  if (!created.ok) throw new Error(`${game.name}: ${created.error.message}`);
  const entries = [{ actor: "bot:1", command: { type: "start" } as unknown, events: created.events }];
  let state = created.state;
  while (state.phase !== "finished" && !stopsHere(state, game.stop)) {
    if (entries.length > MAX_COMMANDS) throw new Error(`${game.name}: no end after ${MAX_COMMANDS} commands`);
    const step = playOut(state, CTX, 1);
    const command = step.commands[0];
    if (step.stuck || !command) throw new Error(`${game.name}: the bot is stuck in round ${state.round}`);
    const actor = "seat" in command ? seats[command.seat]?.userId : undefined;
    entries.push({ actor: actor ?? "bot:1", command, events: step.events });
    state = step.state;
  }
  if (game.stop !== "finished" && state.phase === "finished")
    throw new Error(`${game.name}: the game ended before a ${game.stop} was pending`);
  // What the store writes is JSON: the fixture holds exactly that.
  const log = entries.map(
    (entry, i): LogEntry =>
      JSON.parse(JSON.stringify({ seq: i + 1, ...entry, schemaVersion: EVENT_SCHEMA_VERSION })),
  );
  return { state, log };
}

function git(...args: string[]): string {
  return execFileSync("git", args, { encoding: "utf8" }).trim();
}

if (git("status", "--porcelain", "--", "src") !== "") {
  console.error("src/ has uncommitted changes: fixtures must be made by committed code.");
  process.exit(1);
}
const madeBy = git("rev-parse", "--short", "HEAD");

for (const game of GAMES) {
  if (fixtureExists(game.name)) {
    console.log(`${game.name}: kept`);
    continue;
  }
  const { state, log } = playGame(game);
  const replayed = replay(log.flatMap((entry) => entry.events as Parameters<typeof replay>[0]));
  // The log read back must give the state the game reached, or the fixture would pin a wrong digest.
  if (canonicalJson(replayed) !== canonicalJson(state))
    throw new Error(`${game.name}: the log does not replay to the state played`);
  const fixture: ReplayFixture = {
    name: game.name,
    note: `Made by scripts/make-replay-fixtures.ts with the code of commit ${madeBy}. Never remade: it stands for a log already stored.`,
    madeBy,
    game: { players: game.players, seed: game.seed, settings: game.settings, stop: game.stop },
    digest: stateDigest(state),
    facts: factsOf(state, log),
  };
  writeFixture(fixture, log);
  console.log(`${game.name}: ${JSON.stringify(fixture.facts)}`);
}
