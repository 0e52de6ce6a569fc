/**
 * A game as a file (issue #23, points 4 and 5): `/ti game export` writes it, `npm run verify` checks it.
 *
 * Provable dice. A game's random generator starts from a secret seed (the `seed` column, never shown while
 * the game runs). When the game begins the table is told the seed's SHA-256 fingerprint; when it ends the
 * seed itself is told, and the export of a finished game carries the whole record: the seed, the settings
 * and every log entry (who acted, the command, the events it produced, every die among them). Anyone can
 * then check that the fingerprint is the seed's, and that starting a game from that seed and replaying each
 * command gives exactly the logged events: a die changed in the log, or dice drawn from another seed, no
 * longer match (app/verifyRecord.ts). While the game runs the file holds only what everyone may see.
 *
 * The format is versioned (`formatVersion`); docs/game-file.md describes each field.
 */
import { createHash } from "node:crypto";
import { EVENT_SCHEMA_VERSION, type GameEvent, type GameState, view, viewEvent } from "../engine/index.ts";
import type { Ti4Event } from "../engine/ti4/events.ts";
import type { Ti4State } from "../engine/ti4/state.ts";
import { ti4EventSeen, ti4View } from "../engine/ti4/view.ts";
import type { StoredEvent, StoredGame } from "../store/gameStore.ts";
import { VERSION } from "../version.ts";
import { readMeta } from "./lobby.ts";
import { isTi4State } from "./ti4/game.ts";

export const RECORD_FORMAT = "mecatol-game";
export const RECORD_FORMAT_VERSION = 1;

/** The fingerprint told at the start: SHA-256 of the seed's UTF-8 bytes, in hex. */
export function diceFingerprint(seed: string): string {
  return createHash("sha256").update(seed, "utf8").digest("hex");
}

/** One log entry in full, as the game stored it. */
export interface RecordEntry {
  seq: number;
  actor: string;
  at: string;
  command: unknown;
  events: unknown[];
}

export interface GameFile {
  format: typeof RECORD_FORMAT;
  formatVersion: number;
  /** The Mecatol release and event schema that wrote the file (a record is checked by the same rules). */
  mecatol: string;
  eventSchema: number;
  game: string;
  status: string;
  exportedAt: string;
  settings: unknown;
  dice: { fingerprint: string; seed?: string };
  /** The table as everyone sees it now. */
  final: unknown;
  /** Each entry's events as everyone saw them. */
  log: { seq: number; at: string; events: unknown[] }[];
  /** The whole record, once the game is over: what `npm run verify` replays. */
  record?: { seed: string; settings: unknown; entries: RecordEntry[] };
}

/** What the public sees of a game's state and of one entry's events, by the game's edition. */
function publicParts(state: GameState | Ti4State) {
  if (isTi4State(state))
    return {
      final: ti4View(state, null),
      seen: (events: unknown[]) =>
        (events as Ti4Event[]).map((e) => ti4EventSeen(e, null)).filter((e) => e !== null),
    };
  return {
    final: view(state, null),
    seen: (events: unknown[]) => (events as GameEvent[]).map((e) => viewEvent(e, null)),
  };
}

export function gameFile(
  game: StoredGame,
  state: GameState | Ti4State,
  entries: readonly StoredEvent[],
  now: Date,
): GameFile {
  const over = game.status === "finished";
  const { final, seen } = publicParts(state);
  const settings = readMeta(game.meta).settings;
  return {
    format: RECORD_FORMAT,
    formatVersion: RECORD_FORMAT_VERSION,
    mecatol: VERSION,
    eventSchema: EVENT_SCHEMA_VERSION,
    game: game.id,
    status: game.status,
    exportedAt: now.toISOString(),
    settings,
    dice: { fingerprint: diceFingerprint(game.seed), ...(over ? { seed: game.seed } : {}) },
    final,
    log: entries.map((entry) => ({
      seq: entry.seq,
      at: entry.createdAt.toISOString(),
      events: seen(entry.events as unknown[]),
    })),
    ...(over
      ? {
          record: {
            seed: game.seed,
            settings,
            entries: entries.map((entry) => ({
              seq: entry.seq,
              actor: entry.actor,
              at: entry.createdAt.toISOString(),
              command: entry.command,
              events: entry.events as unknown[],
            })),
          },
        }
      : {}),
  };
}

/** The lines told when the game begins and when it ends. */
export function fingerprintLine(seed: string): string {
  return `The dice come from a secret seed; its SHA-256 fingerprint is ${diceFingerprint(seed)}. The seed is told when the game ends.`;
}

export function seedRevealLine(seed: string): string {
  return `The dice's secret seed was "${seed}" (fingerprint ${diceFingerprint(seed).slice(0, 16)}…). \`/ti game export\` gives the whole record, and \`npm run verify -- <file>\` checks every die.`;
}
