/**
 * Checks a finished game's file (app/gameRecord.ts): the seed is the one fingerprinted at the start, and
 * the game started from that seed, fed the logged commands in order, produces exactly the logged events,
 * every die, shuffle and random draw included. Entries an undo took back, and the undo bookkeeping, are
 * left out as the game itself left them out (app/undo.ts).
 *
 * Events are compared as data (the store keeps them as JSON, whose key order it does not keep). The file
 * must be checked by the Mecatol release that wrote it (`mecatol` in the file): a later release may word
 * an event differently.
 */
import { isDeepStrictEqual } from "node:util";
import type { GameSettings } from "../engine/index.ts";
import { apply, type Command, createGame, type GameEvent, type GameState } from "../engine/index.ts";
import type { StoredEvent } from "../store/gameStore.ts";
import {
  diceFingerprint,
  type GameFile,
  RECORD_FORMAT,
  RECORD_FORMAT_VERSION,
  type RecordEntry,
} from "./gameRecord.ts";
import { effectiveEntries } from "./undo.ts";

export interface Verdict {
  ok: boolean;
  /** Log entries replayed. */
  entries: number;
  /** Events that drew from the generator (dice, shuffles, random picks). */
  randomEvents: number;
  /** Dice among them. */
  dice: number;
  /** Why the file fails, in words; absent when it passes. */
  problem?: string;
  /** The state the replay reached, when it passes (an import continues from it: app/importGame.ts). */
  state?: GameState;
}

/** The record of a game file that may be replayed, or why the file cannot be (either edition's). */
export function recordOfFile(
  file: unknown,
): { seed: string; settings: unknown; entries: RecordEntry[] } | { problem: string } {
  const f = file as Partial<GameFile> | null;
  if (f?.format !== RECORD_FORMAT)
    return { problem: `This is not a Mecatol game file (format "${RECORD_FORMAT}").` };
  if (f.formatVersion !== RECORD_FORMAT_VERSION)
    return {
      problem: `This file is format version ${f.formatVersion}; this release reads version ${RECORD_FORMAT_VERSION}.`,
    };
  const record = f.record;
  if (!record || typeof record.seed !== "string" || !Array.isArray(record.entries))
    return { problem: "The file holds no full record: the game is not over, so its seed is still secret." };
  if (diceFingerprint(record.seed) !== f.dice?.fingerprint)
    return { problem: "The seed in the file is not the one whose fingerprint was told when the game began." };
  return record;
}

export function verifyGameFile(file: unknown): Verdict {
  const record = recordOfFile(file);
  if ("problem" in record)
    return { ok: false, entries: 0, randomEvents: 0, dice: 0, problem: record.problem };
  return replayRecord(record.seed, record.settings as GameSettings, record.entries);
}

export function replayRecord(seed: string, settings: GameSettings, all: readonly RecordEntry[]): Verdict {
  const counted = { entries: 0, randomEvents: 0, dice: 0 };
  const fail = (problem: string): Verdict => ({ ok: false, ...counted, problem });
  const entries = effectiveEntries(all.map(asStored));
  const [start, ...rest] = entries;
  const created = start?.events as GameEvent[] | undefined;
  const first = created?.[0];
  if (
    !start ||
    !created ||
    (start.command as { type?: string } | null)?.type !== "start" ||
    first?.type !== "gameCreated"
  )
    return fail("The record does not begin with the game's start.");
  const players = first.state.players.map((p) => ({ userId: p.userId, name: p.name }));
  const made = createGame({ seed, players, settings }, { now: start.createdAt.toISOString() });
  if (!made.ok) return fail(`A game with these settings cannot be created: ${made.error.message}`);
  const startProblem = compare(start.seq, created, made.events, counted);
  if (startProblem) return fail(startProblem);
  counted.entries++;
  let state: GameState = made.state;
  for (const entry of rest) {
    // The game applied every command after the start to its state as the store gave it back.
    state = asStoredJson(state) as GameState;
    const result = apply(state, entry.command as Command, { now: entry.createdAt.toISOString() });
    if (!result.ok)
      return fail(`Entry ${entry.seq}: the rules refuse its command (${result.error.message}).`);
    const problem = compare(entry.seq, entry.events as GameEvent[], result.events, counted);
    if (problem) return fail(problem);
    counted.entries++;
    state = result.state;
  }
  return { ok: true, ...counted, state };
}

/**
 * A value as PostgreSQL's jsonb gives it back: object keys shorter first, then by their bytes (and, once
 * parsed, integer-like keys first, as every JavaScript object orders them). Some rules list what they find
 * in the order of a record's keys, so a replay must see the keys in the order the game saw them.
 */
export function asStoredJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asStoredJson);
  if (value === null || typeof value !== "object") return value;
  const keys = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined);
  keys.sort((a, b) => a.length - b.length || Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = asStoredJson((value as Record<string, unknown>)[key]);
  return out;
}

export function asStored(entry: RecordEntry): StoredEvent {
  return { ...entry, schemaVersion: 0, createdAt: new Date(entry.at) };
}

/**
 * The first difference between the logged events and the replayed ones, in words; null when equal (a
 * Fourth Edition record is compared by the same words: app/ti4/verifyRecord.ts).
 */
export function compare(
  seq: number,
  logged: readonly { type: string }[],
  replayed: readonly { type: string }[],
  counted: { randomEvents: number; dice: number },
): string | null {
  const plain = (e: unknown) => JSON.parse(JSON.stringify(e)) as unknown;
  for (let i = 0; i < Math.max(logged.length, replayed.length); i++) {
    const was = logged[i];
    const is = replayed[i];
    if (was === undefined || is === undefined)
      return `Entry ${seq}: the log has ${logged.length} events, the seed and commands give ${replayed.length}.`;
    if (!isDeepStrictEqual(plain(was), plain(is))) {
      const [a, b] = [diceOf(was), diceOf(is)];
      const what =
        a.length > 0 && b.length > 0
          ? `the log shows dice ${a.join(", ")}, the seed gives ${b.join(", ")}`
          : `the log shows ${short(was)}, the seed and commands give ${short(is)}`;
      return `Entry ${seq}, event ${i + 1} (${was.type}): ${what}.`;
    }
    if ("rng" in was && was.rng) counted.randomEvents++;
    counted.dice += diceOf(was).length;
  }
  return null;
}

/**
 * The die values an event shows: a `dice` list (of numbers or of rolled dice), a single `die`, or (a
 * Fourth Edition roll) each group's `rolls`.
 */
function diceOf(event: { type: string }): number[] {
  const e = event as { dice?: unknown; die?: unknown; groups?: unknown };
  if (Array.isArray(e.groups))
    return e.groups.flatMap((g) => {
      const rolls = (g as { rolls?: unknown } | null)?.rolls;
      return Array.isArray(rolls) ? rolls.filter((v): v is number => typeof v === "number") : [];
    });
  if (Array.isArray(e.dice))
    return e.dice
      .map((d) => (typeof d === "number" ? d : (d as { value?: unknown } | null)?.value))
      .filter((v): v is number => typeof v === "number");
  return typeof e.die === "number" ? [e.die] : [];
}

function short(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}
