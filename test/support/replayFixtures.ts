/**
 * Replay fixtures (test/fixtures/replay/): logs of seeded bot games kept as the store keeps them, one entry
 * per command with its events and their schema version, and what they replayed to when they were made.
 * They stand for logs already in players' databases, so they are written once and never remade
 * (scripts/make-replay-fixtures.ts); test/integration/replayFixtures.test.ts checks that the engine of
 * today still reads each one to the same state.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { decisions, type GameSettings, type GameState } from "../../src/engine/index.ts";

export const FIXTURE_DIR = new URL("../fixtures/replay/", import.meta.url);

/** One log entry with the columns the replay needs (prisma/schema.prisma: Event). */
export interface LogEntry {
  seq: number;
  actor: string;
  command: unknown;
  events: unknown[];
  schemaVersion: number;
}

/** What a replay of the log must give: a digest of the whole state, and a few facts a reader can check. */
export interface ReplayFacts {
  round: number;
  phase: string;
  vp: number[];
  winners: number[];
  entries: number;
  events: number;
  /** The decisions pending at the end ("kind@seat"), in the engine's order. */
  pending: string[];
}

export interface ReplayFixture {
  name: string;
  note: string;
  /** The commit whose code played the game and wrote the log. */
  madeBy: string;
  game: { players: number; seed: string; settings: GameSettings; stop: string };
  digest: string;
  facts: ReplayFacts;
}

/** JSON with every object's keys sorted, so equal states give equal text whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function stateDigest(state: GameState): string {
  return createHash("sha256").update(canonicalJson(state)).digest("hex");
}

export function factsOf(state: GameState, log: readonly LogEntry[]): ReplayFacts {
  return {
    round: state.round,
    phase: state.phase,
    vp: state.players.map((p) => p.vp),
    winners: [...state.winners],
    entries: log.length,
    events: log.reduce((n, entry) => n + entry.events.length, 0),
    pending: decisions(state).map((d) => `${d.kind}@${d.seat}`),
  };
}

function logFile(name: string): URL {
  return new URL(`${name}.log.json.gz`, FIXTURE_DIR);
}

function factsFile(name: string): URL {
  return new URL(`${name}.json`, FIXTURE_DIR);
}

export function fixtureExists(name: string): boolean {
  return existsSync(factsFile(name)) || existsSync(logFile(name));
}

export function readFixtures(): ReplayFixture[] {
  return readdirSync(FIXTURE_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(new URL(file, FIXTURE_DIR), "utf8")) as ReplayFixture);
}

export function readLog(name: string): LogEntry[] {
  return JSON.parse(gunzipSync(readFileSync(logFile(name))).toString("utf8")) as LogEntry[];
}

export function writeFixture(fixture: ReplayFixture, log: readonly LogEntry[]): void {
  writeFileSync(logFile(fixture.name), gzipSync(JSON.stringify(log), { level: 9 }));
  writeFileSync(factsFile(fixture.name), `${JSON.stringify(fixture, null, 2)}\n`);
}
