/**
 * `/ti game import` (issue #23, point 5): a game file (app/gameRecord.ts) brought into this channel.
 *
 * Two cases, because a running game's file carries no secrets (docs/game-file.md, "Import"):
 * - A finished game's file holds its whole record, seed included: it is checked die by die
 *   (verifyRecord.ts), and the game, replayed from the seed, is set down here as it ended (its map, log,
 *   history and record), on this bot or on another. Any of its players may bring it.
 * - A running game's file holds only what everyone saw. Its seed, hands and decks never left this bot's
 *   database, so only this bot can continue it: the file names the game, whose stored log must still be
 *   exactly the file's (else the file is out of date or was changed), and the game moves: the copy here
 *   continues from the stored state, replayed from the stored seed to check it, and the game in its old
 *   channel is closed in the same step. A game is never in two places at once, so no one can try a move
 *   in a copy to foresee the dice of the other. Only the game's creator may move it.
 * Seats keep their players' Discord user ids (the same on every server); a player acts in the new channel
 * once they can see it. Each player's hand is told to them alone.
 * A Fourth Edition file goes the same two ways, its record replayed with the TI4 book (ti4/importEdition.ts):
 * what differs by edition is an `ImportEdition`.
 */
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { type GameSettings, type GameState, view } from "../engine/index.ts";
import type { GameStore, Json, ReminderClocks, StoredEvent, StoredGame } from "../store/gameStore.ts";
import { tableNote } from "./announcement.ts";
import {
  diceFingerprint,
  type GameFile,
  gameFile,
  RECORD_FORMAT,
  RECORD_FORMAT_VERSION,
  type RecordEntry,
} from "./gameRecord.ts";
import { handOf, handText } from "./hand.ts";
import { readMeta } from "./lobby.ts";
import { type MapRenderer, renderFor } from "./play.ts";
import { statusText, waitedHumans } from "./queries.ts";
import { reminderClocks } from "./reminders.ts";
import { isTi4State } from "./ti4/game.ts";
import { TI4_IMPORT } from "./ti4/importEdition.ts";
import type { Ti4MapRenderer } from "./ti4/map.ts";
import { type Actor, isBotUser, type Outcome, type Place, refusal } from "./types.ts";
import { asStoredJson, replayRecord } from "./verifyRecord.ts";

export interface ImportDeps {
  store: GameStore;
  clock: () => Date;
  renderMap?: MapRenderer;
  renderTi4Map?: Ti4MapRenderer;
}

/** What an import reads and sets down differently by edition (the TI4 one: ti4/importEdition.ts). */
export interface ImportEdition {
  ruleset: "ti3" | "ti4";
  /** The record replayed from the seed (verifyRecord.ts, ti4/verifyRecord.ts). */
  replay(
    seed: string,
    settings: unknown,
    entries: readonly RecordEntry[],
  ): { ok: boolean; problem?: string; state?: unknown };
  /** The table as everyone sees it, as the file's `final` holds it. */
  publicView(state: unknown): unknown;
  statusText(state: unknown): string;
  seats(state: unknown): { userId: string; name: string; seatIndex: number }[];
  reminders(state: unknown, now: Date, hours: number): ReminderClocks;
  /** What each player is told alone once the game is here. */
  privateMessages(state: unknown): { userId: string; text: string }[];
  /** The players (never a bot) the game waits for. */
  waited(state: unknown): string[];
  image(
    deps: ImportDeps,
    game: Pick<StoredGame, "id" | "version">,
    state: unknown,
  ): Promise<Outcome["image"]>;
}

const TI3_IMPORT: ImportEdition = {
  ruleset: "ti3",
  replay: (seed, settings, entries) => replayRecord(seed, settings as GameSettings, entries),
  publicView: (state) => view(state as GameState, null),
  statusText: (state) => statusText(state as GameState),
  seats: (state) =>
    (state as GameState).players.map((p) => ({ userId: p.userId, name: p.name, seatIndex: p.seat })),
  reminders: (state, now, hours) => reminderClocks(new Map(), state as GameState, now, hours),
  privateMessages: (state) =>
    (state as GameState).players
      .filter((p) => !isBotUser(p.userId))
      .map((p) => ({
        userId: p.userId,
        text: `Your hand, here now:\n${handText(handOf(state as GameState, p.userId) ?? [])}`,
      })),
  waited: (state) => waitedHumans(state as GameState),
  image: (deps, game, state) => renderFor(deps, game, state as GameState),
};

/** A file read, largest first: Discord's attachments for bots are capped lower than this. */
export const IMPORT_LIMIT_BYTES = 25 * 1024 * 1024;

const entrySchema = z.object({
  seq: z.number().int().positive(),
  actor: z.string(),
  at: z.string(),
  command: z.unknown(),
  events: z.array(z.unknown()),
});

/** The fields an import reads; the rest of the file (docs/game-file.md) is checked against the game. */
const fileSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  formatVersion: z.number(),
  mecatol: z.string(),
  eventSchema: z.number(),
  game: z.string(),
  status: z.string(),
  exportedAt: z.string(),
  settings: z.unknown(),
  dice: z.object({ fingerprint: z.string(), seed: z.string().optional() }),
  final: z.unknown(),
  log: z.array(z.object({ seq: z.number(), at: z.string(), events: z.array(z.unknown()) })),
  record: z.object({ seed: z.string(), settings: z.unknown(), entries: z.array(entrySchema) }).optional(),
});

type Refused = Outcome;

/** The file's text read as a game file, or the refusal saying what is wrong with it. */
export function readGameFile(text: string): GameFile | Refused {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refusal("ERR_IMPORT_NOT_JSON", "That file is not JSON: give the file `/ti game export` made.");
  }
  const format = (parsed as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== RECORD_FORMAT)
    return refusal(
      "ERR_IMPORT_FORMAT",
      `That is not a Mecatol game file (its format is not "${RECORD_FORMAT}").`,
    );
  if (format.formatVersion !== RECORD_FORMAT_VERSION)
    return refusal(
      "ERR_IMPORT_VERSION",
      `That file is format version ${String(format.formatVersion)}; this release reads version ${RECORD_FORMAT_VERSION}.`,
    );
  const read = fileSchema.safeParse(parsed);
  if (!read.success) {
    const issue = read.error.issues[0];
    return refusal(
      "ERR_IMPORT_SHAPE",
      `The file is damaged: ${issue?.path.join(".") || "its top"} ${issue?.message ?? "is not as written by /ti game export"}.`,
    );
  }
  return read.data as GameFile;
}

export async function importGame(
  deps: ImportDeps,
  place: Place,
  actor: Actor,
  text: string,
): Promise<Outcome> {
  const file = readGameFile(text);
  if ("ok" in file) return file;
  // A Fourth Edition file is told by its table's config, which names the ruleset.
  const edition = isTi4State(file.final) ? TI4_IMPORT : TI3_IMPORT;
  if (await deps.store.loadByChannel(place.guildId, place.channelId))
    return refusal("ERR_CHANNEL_BUSY", "This channel already has a game: finish or abandon it first.");
  if (file.status === "finished") return importFinished(deps, place, actor, file, edition);
  if (file.status === "active") return moveRunning(deps, place, actor, file, edition);
  return refusal(
    "ERR_IMPORT_STATUS",
    `That game is ${file.status}: only a running or a finished game can be brought here.`,
  );
}

/** A finished game, checked die by die from its own record, set down here as it ended. */
async function importFinished(
  deps: ImportDeps,
  place: Place,
  actor: Actor,
  file: GameFile,
  edition: ImportEdition,
) {
  const record = file.record;
  if (!record || file.dice.seed === undefined)
    return refusal("ERR_IMPORT_TAMPERED", "The file says the game is over but holds no record of it.");
  const players = (file.final as { players?: { userId?: unknown }[] } | null)?.players ?? [];
  if (!players.some((p) => p.userId === actor.userId))
    return refusal("ERR_IMPORT_NOT_PLAYER", "Only one of the game's players can bring its record here.");
  if (diceFingerprint(record.seed) !== file.dice.fingerprint)
    return tampered("the seed is not the one whose fingerprint was told when the game began");
  const verdict = edition.replay(record.seed, record.settings, record.entries);
  if (!verdict.ok || !verdict.state) return tampered(verdict.problem ?? "its record does not replay");
  const state = verdict.state;
  if (!sameData(edition.publicView(state), file.final))
    return tampered("the table it shows is not the one its record replays to");
  const entries = record.entries.map((e) => ({ ...e, createdAt: new Date(e.at) }));
  const created = await deps.store.importGame(
    {
      ...newGameOf(place, actor, record.seed, record.settings, state, "finished", edition),
      version: entries.at(-1)?.seq ?? 0,
    },
    edition.seats(state),
    entries,
  );
  if (!created.ok)
    return refusal("ERR_CHANNEL_BUSY", "This channel already has a game: finish or abandon it first.");
  const image = await edition.image(deps, created.game, state);
  return {
    ok: true,
    publicText: [
      `${actor.name} brought here the record of a finished ${edition.ruleset === "ti4" ? "Fourth Edition " : ""}game (every die checked against its seed).`,
      edition.statusText(state),
    ].join("\n"),
    privateMessages: [],
    pings: [],
    ...(image ? { image } : {}),
  };
}

/** A running game of this bot, moved here from its old channel; the file must be its latest. */
async function moveRunning(
  deps: ImportDeps,
  place: Place,
  actor: Actor,
  file: GameFile,
  edition: ImportEdition,
) {
  const old = await deps.store.loadGame(file.game).catch(() => null);
  if (old?.status !== "active")
    return refusal(
      "ERR_IMPORT_UNKNOWN",
      "That running game is not one this bot holds: a running game's seed and hands never leave its bot, so only the bot that holds it can continue it (a finished game's file can go anywhere).",
    );
  if ((old.ruleset === "ti4") !== (edition.ruleset === "ti4"))
    return tampered("its edition is not the game's");
  if (old.createdBy !== actor.userId)
    return refusal("ERR_IMPORT_NOT_OWNER", "Only the game's creator can move it to another channel.");
  if (diceFingerprint(old.seed) !== file.dice.fingerprint)
    return tampered("its dice fingerprint is not the game's");
  const entries = await deps.store.readEvents(old.id);
  const now = gameFile(old, old.state as GameState, entries, deps.clock());
  if (file.log.length < now.log.length && sameData(file.log, now.log.slice(0, file.log.length)))
    return refusal(
      "ERR_IMPORT_STALE",
      `The game has moved on since that file was made (entry ${file.log.at(-1)?.seq ?? 0}; it is at entry ${old.version}): export it again.`,
    );
  if (
    !sameData(file.log, now.log) ||
    !sameData(file.final, now.final) ||
    !sameData(file.settings, now.settings)
  )
    return tampered("its log is not the game's");
  const replayed = edition.replay(old.seed, readMeta(old.meta).settings, entries.map(recordEntry));
  if (!replayed.ok || !replayed.state || !sameData(replayed.state, old.state))
    return tampered(`the game's own log does not replay to it (${replayed.problem ?? "another state"})`);
  return moveGame(deps, place, actor, old, entries, edition);
}

async function moveGame(
  deps: ImportDeps,
  place: Place,
  actor: Actor,
  old: StoredGame,
  entries: readonly StoredEvent[],
  edition: ImportEdition,
): Promise<Outcome> {
  const state = old.state;
  const meta = readMeta(old.meta);
  const created = await deps.store.importGame(
    {
      ...newGameOf(place, actor, old.seed, meta.settings, state, "active", edition),
      meta: {
        settings: meta.settings,
        reminderHours: meta.reminderHours,
        deadlineHours: meta.deadlineHours,
        ...(meta.timeBank ? { timeBank: meta.timeBank } : {}),
      } as unknown as Json,
      version: old.version,
    },
    edition.seats(state),
    entries,
  );
  if (!created.ok)
    return refusal("ERR_CHANNEL_BUSY", "This channel already has a game: finish or abandon it first.");
  const moved = `${actor.name} moved the game to another channel with /ti game import; it continues there.`;
  const closed = await deps.store.append(old.id, old.version, {
    actor: actor.userId,
    command: { type: "abandon" },
    events: [],
    state: old.state as Json,
    status: "abandoned",
    announcement: tableNote(moved, actor.userId) as unknown as Json,
  });
  if (!closed.ok) {
    // Someone acted in the old channel meanwhile: that one stays the game, the copy here is closed.
    await deps.store.append(created.game.id, created.game.version, {
      actor: actor.userId,
      command: { type: "abandon" },
      events: [],
      state: old.state as Json,
      status: "abandoned",
    });
    return refusal("ERR_IMPORT_STALE", "The game moved on while it was being brought here: export it again.");
  }
  const now = deps.clock();
  await deps.store.moveReminders(created.game.id, edition.reminders(state, now, meta.reminderHours));
  const image = await edition.image(deps, created.game, state);
  return {
    ok: true,
    publicText: [
      `${actor.name} brought the game here; it continues in this channel.`,
      edition.statusText(state),
    ].join("\n"),
    privateMessages: edition.privateMessages(state),
    pings: edition.waited(state),
    ...(image ? { image } : {}),
  };
}

function newGameOf(
  place: Place,
  actor: Actor,
  seed: string,
  settings: unknown,
  state: unknown,
  status: "active" | "finished",
  edition: ImportEdition,
) {
  return {
    guildId: place.guildId,
    channelId: place.channelId,
    ruleset: edition.ruleset,
    options: settings as Json,
    seed,
    createdBy: actor.userId,
    state: state as unknown as Json,
    meta: { settings, reminderHours: readMeta({}).reminderHours, deadlineHours: 0 } as unknown as Json,
    status,
  };
}

function recordEntry(entry: StoredEvent) {
  return {
    seq: entry.seq,
    actor: entry.actor,
    at: entry.createdAt.toISOString(),
    command: entry.command,
    events: entry.events as unknown[],
  };
}

function tampered(why: string): Outcome {
  return refusal(
    "ERR_IMPORT_TAMPERED",
    `The file does not match its game: ${why}. Nothing was brought here.`,
  );
}

/** Equal as stored JSON (key order and absent fields aside). */
function sameData(a: unknown, b: unknown): boolean {
  const plain = (v: unknown) => asStoredJson(JSON.parse(JSON.stringify(v ?? null)));
  return isDeepStrictEqual(plain(a), plain(b));
}
