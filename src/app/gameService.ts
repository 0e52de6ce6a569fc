/**
 * GameService: the use-cases, and the surfaces' one door to the games (issue #16). Every surface calls
 * `handle(place, actor, request, interactionId)`; the service loads the channel's game, checks who may do
 * what, applies the command with the engine, persists events + snapshot atomically (retrying on a version
 * conflict while the command stays legal), renders, and returns an Outcome. An unexpected failure becomes
 * an incident id, never a stack trace. What a surface may look at besides (the channel's game, its seats
 * and live decisions) comes with it from tables.ts.
 */

import { randomBytes, randomUUID } from "node:crypto";
import type { BotLevel } from "../engine/bot/levels.ts";
import { type Command, createGame, type GameState } from "../engine/index.ts";
import type { Ti4State } from "../engine/ti4/state.ts";
import type { Logger } from "../log.ts";
import type { GameStore, Json, StoredGame } from "../store/gameStore.ts";
import {
  announcementOf,
  type OutboxBody,
  openQuestions,
  type ReplyRoute,
  tableNote,
} from "./announcement.ts";
import { castBankVote } from "./bankVotes.ts";
import { botSeat, isBotUser, runBots } from "./bots.ts";
import { helpText } from "./catalog/index.ts";
import { catchUpOutcome } from "./catchUpAnswer.ts";
import { fingerprintLine } from "./gameRecord.ts";
import { correctGame, NOT_GM_MESSAGE } from "./gm.ts";
import { handSeatToBot } from "./handOver.ts";
import { createHistory } from "./history.ts";
import { importGame } from "./importGame.ts";
import { checkSettings, DEFAULT_REMINDER_HOURS, maxPlayers, readMeta } from "./lobby.ts";
import { answerOdds, oddsOutcome } from "./odds.ts";
import { openInteractions } from "./openInteractions.ts";
import { pendingOf } from "./pending.ts";
import { applyAndPersist, type MapRenderer, playedOutcome, publicOutcome } from "./play.ts";
import { savePreferences } from "./preferences.ts";
import { gameInfo } from "./queries.ts";
import { reminderClocks } from "./reminders.ts";
import { lookUpRules } from "./rulesLookup.ts";
import { type ChartRenderer, gameStatsOutcome, serverStatsOutcome } from "./stats.ts";
import { tables } from "./tables.ts";
import { isTi4Game } from "./ti4/game.ts";
import { correctTi4Game } from "./ti4/gm.ts";
import { createTi4History } from "./ti4/history.ts";
import { checkTi4Settings } from "./ti4/lobby.ts";
import type { Ti4MapRenderer } from "./ti4/map.ts";
import { answerTi4Odds } from "./ti4/odds.ts";
import { playTi4, startTi4, ti4SecretsOutcome } from "./ti4/play.ts";
import { ti4CatchUp, ti4GameInfo } from "./ti4/queries.ts";
import { bankReset, readTimeBank } from "./timeBank.ts";
import { setTimeBank } from "./timeBankSetting.ts";
import { type Actor, type AppRequest, duplicateOutcome, type Outcome, type Place, refusal } from "./types.ts";
import { answerUndo, requestUndo } from "./undo.ts";

export interface GameServiceDeps {
  store: GameStore;
  log: Logger;
  clock: () => Date;
  renderMap?: MapRenderer;
  /** Draws a TI4 game's map for its history (render/ti4); without it the history is text alone. */
  renderTi4Map?: Ti4MapRenderer;
  /** Draws the small chart of /ti stats (render/statsChart.ts); without it the answer is text alone. */
  renderChart?: ChartRenderer;
  metrics?: { conflict(): void };
}

export type GameService = ReturnType<typeof createGameService>;

export function createGameService(deps: GameServiceDeps) {
  const { store, log } = deps;
  const history = createHistory(deps);
  const ti4History = createTi4History(deps);
  /** The history of the channel's game, by its edition. */
  const historyOf = (game: StoredGame) => (isTi4Game(game) ? ti4History : history);

  async function handle(
    place: Place,
    actor: Actor,
    request: AppRequest,
    interactionId?: string,
    replyTo?: ReplyRoute,
  ): Promise<Outcome> {
    try {
      const outcome = await route(place, actor, request, interactionId, replyTo);
      // A repeated delivery that raced the first one sees the newer game, where its request may no
      // longer fit: if the first delivery has landed meanwhile, answer as a duplicate, not a refusal.
      if (!outcome.ok && interactionId !== undefined && (await store.isInteractionProcessed(interactionId)))
        return duplicateOutcome();
      return outcome;
    } catch (error) {
      const incident = randomUUID().slice(0, 8);
      log.error({ err: error, incident, request: request.kind, place }, "request failed");
      return {
        ok: false,
        error: {
          code: "ERR_INTERNAL",
          message: `Something went wrong on our side (incident ${incident}).`,
          incident,
        },
        privateMessages: [],
        pings: [],
      };
    }
  }

  async function route(
    place: Place,
    actor: Actor,
    request: AppRequest,
    interactionId?: string,
    replyTo?: ReplyRoute,
  ): Promise<Outcome> {
    // A repeated delivery is recognised before anything is re-evaluated against the newer state; the
    // append transaction guards the race between two deliveries arriving together.
    if (interactionId !== undefined && (await store.isInteractionProcessed(interactionId)))
      return duplicateOutcome();
    if (request.kind === "newGame") return newGame(place, actor, request);
    if (request.kind === "help")
      return { ok: true, reply: helpText(request.about), privateMessages: [], pings: [] };
    if (request.kind === "rules")
      return { ok: true, reply: lookUpRules(request.topic), privateMessages: [], pings: [] };
    // Two typed fleets need no game; a system of the map is read from the channel's game (queries.ts).
    if (request.kind === "odds" && request.system === undefined)
      return oddsOutcome(answerOdds(request, null));
    // The server's statistics count every game of the place's server, whatever the channel.
    if (request.kind === "stats" && request.of === "server") return serverStatsOutcome(deps, place.guildId);
    if (request.kind === "import") {
      const outcome = await importGame(deps, place, actor, request.file);
      const game = outcome.ok ? await store.loadByChannel(place.guildId, place.channelId) : null;
      return game ? withPending(game, outcome) : outcome;
    }
    if (request.kind === "preferences") return savePreferences(store, actor.userId, request, deps.clock());
    const game = AFTER_THE_END.has(request.kind)
      ? await channelGame(place)
      : await store.loadByChannel(place.guildId, place.channelId);
    if (!game)
      return refusal("ERR_NO_GAME", "There is no game in this channel: start one with /ti game new.");
    return withPending(game, await onGame(game, actor, request, interactionId, replyTo));
  }

  async function onGame(
    game: StoredGame,
    actor: Actor,
    request: AppRequest,
    interactionId?: string,
    replyTo?: ReplyRoute,
  ): Promise<Outcome> {
    const edition = editionRefusal(game, request);
    if (edition) return edition;
    switch (request.kind) {
      case "ti4Play":
        return playTi4(deps, game, actor, request.command, interactionId, replyTo, request.because);
      case "ti4Secrets":
        return ti4SecretsOutcome(game, actor);
      case "hand":
        // A TI4 seat's hand is its secrets (the playground's private panel asks for the hand).
        return isTi4Game(game) ? ti4SecretsOutcome(game, actor) : gameInfo(deps, game, actor, request);
      case "join":
        return join(game, actor);
      case "addBot":
        return addBot(game, actor, request.level);
      case "leave":
        return leave(game, actor);
      case "start":
        return start(game, actor, request.seed, interactionId, replyTo);
      case "abandon":
        return abandon(game, actor, interactionId, replyTo);
      case "play":
        return play(game, actor, request, interactionId, replyTo);
      case "gm":
        if (!mayManage(game, actor)) return refusal("ERR_NOT_GM", NOT_GM_MESSAGE);
        return isTi4Game(game)
          ? correctTi4Game(deps, game, actor, request, interactionId, replyTo)
          : correctGame(deps, game, actor, request, interactionId, replyTo);
      case "handOver":
        return mayManage(game, actor)
          ? handSeatToBot(deps, game, request.target, {
              actor,
              reason: request.reason,
              ...(interactionId ? { interactionId } : {}),
              ...(replyTo ? { route: replyTo } : {}),
            })
          : refusal("ERR_NOT_GM", NOT_GM_MESSAGE);
      case "timeBank":
        return mayManage(game, actor)
          ? setTimeBank(store, game, actor, request, deps.clock(), interactionId, replyTo)
          : refusal("ERR_NOT_CREATOR", "Only the game's creator or a server manager can set the time bank.");
      case "history":
        return historyOf(game).show(game, actor, request.at);
      case "catchup":
        return isTi4Game(game) ? ti4CatchUp(deps, game, actor) : catchUpOutcome(deps, game, actor);
      case "stats":
        return gameStatsOutcome(deps, game);
      case "bankVote":
        return castBankVote(deps, game, actor, request, interactionId, replyTo);
      case "undo":
        return game.status === "active"
          ? requestUndo(deps, game, actor, interactionId)
          : refusal("ERR_NOT_STARTED", "Nothing to undo: the game is not running.");
      case "undoAnswer":
        return game.status === "active"
          ? answerUndo(deps, game, actor, request.consent, interactionId)
          : refusal("ERR_NOT_STARTED", "Nothing to undo: the game is not running.");
      case "odds":
        // A system of the map: the asker attacks whoever is there (ti4/odds.ts for a TI4 game).
        if (!isTi4Game(game)) return gameInfo(deps, game, actor, request);
        return game.status === "lobby"
          ? refusal("ERR_NOT_STARTED", "The game has not started yet.")
          : oddsOutcome(answerTi4Odds(game.state as unknown as Ti4State, actor.userId, request));
      case "status":
      case "map":
      case "log":
      case "export":
        return isTi4Game(game)
          ? ti4GameInfo(deps, game, request, actor)
          : gameInfo(deps, game, actor, request);
      default:
        return gameInfo(deps, game, actor, request);
    }
  }

  async function newGame(
    place: Place,
    actor: Actor,
    request: Extract<AppRequest, { kind: "newGame" }>,
  ): Promise<Outcome> {
    const problem = request.ti4 ? checkTi4Settings(request.ti4) : checkSettings(request.settings);
    if (problem) return refusal(problem.code, problem.message);
    const settings = request.ti4 ?? request.settings;
    const created = await store.createGame({
      guildId: place.guildId,
      channelId: place.channelId,
      ruleset: request.ti4 ? "ti4" : "ti3",
      options: settings as Json,
      seed: randomBytes(12).toString("hex"),
      createdBy: actor.userId,
      state: {},
      meta: {
        settings,
        reminderHours: request.reminderHours ?? DEFAULT_REMINDER_HOURS,
        deadlineHours: request.deadlineHours ?? 0,
      } as unknown as Json,
      status: "lobby",
    });
    if (!created.ok)
      return refusal("ERR_CHANNEL_BUSY", "This channel already has a game: finish or abandon it first.");
    await store.addSeat(created.game.id, { userId: actor.userId, name: actor.name, seatIndex: 0 });
    return {
      ok: true,
      publicText: `${actor.name} opened a Twilight Imperium${request.ti4 ? " (Fourth Edition)" : ""} game here. Join with /ti game join; the creator starts it with /ti game start.`,
      privateMessages: [],
      pings: [],
    };
  }

  async function join(game: StoredGame, actor: Actor): Promise<Outcome> {
    if (game.status !== "lobby") return refusal("ERR_STARTED", "This game has already started.");
    const seats = await store.listSeats(game.id);
    if (seats.some((s) => s.userId === actor.userId))
      return refusal("ERR_ALREADY_SEATED", "You already have a seat here.");
    const limit = maxPlayers(readMeta(game.meta).settings);
    if (seats.length >= limit)
      return refusal("ERR_TABLE_FULL", `The table is full: this game seats at most ${limit}.`);
    const seatIndex = Math.max(-1, ...seats.map((s) => s.seatIndex)) + 1;
    const added = await store.addSeat(game.id, { userId: actor.userId, name: actor.name, seatIndex });
    if (!added.ok) return refusal("ERR_SEAT_TAKEN", "Someone took that seat at the same moment; try again.");
    return {
      ok: true,
      publicText: `${actor.name} joins (${seats.length + 1} seated).`,
      privateMessages: [],
      pings: [],
    };
  }

  async function addBot(game: StoredGame, actor: Actor, level?: BotLevel): Promise<Outcome> {
    if (game.status !== "lobby") return refusal("ERR_STARTED", "This game has already started.");
    if (!mayManage(game, actor))
      return refusal("ERR_NOT_CREATOR", "Only the game's creator or a server manager can seat a bot.");
    const seats = await store.listSeats(game.id);
    const limit = maxPlayers(readMeta(game.meta).settings);
    if (seats.length >= limit)
      return refusal("ERR_TABLE_FULL", `The table is full: this game seats at most ${limit}.`);
    const bot = botSeat(seats.filter((s) => isBotUser(s.userId)).length + 1, level);
    const seatIndex = Math.max(-1, ...seats.map((s) => s.seatIndex)) + 1;
    const added = await store.addSeat(game.id, { ...bot, seatIndex });
    if (!added.ok) return refusal("ERR_SEAT_TAKEN", "Someone took that seat at the same moment; try again.");
    return {
      ok: true,
      publicText: `${bot.name} (Mecatol's bot, which sees only what its seat may see) joins (${seats.length + 1} seated).`,
      privateMessages: [],
      pings: [],
    };
  }

  async function leave(game: StoredGame, actor: Actor): Promise<Outcome> {
    if (game.status !== "lobby") return refusal("ERR_STARTED", "The game has started: seats are fixed now.");
    if (!(await store.removeSeat(game.id, actor.userId)))
      return refusal("ERR_NO_SEAT", "You have no seat in this game.");
    return { ok: true, publicText: `${actor.name} leaves the table.`, privateMessages: [], pings: [] };
  }

  function mayManage(game: StoredGame, actor: Actor): boolean {
    return actor.isAdmin === true || actor.userId === game.createdBy;
  }

  async function start(
    game: StoredGame,
    actor: Actor,
    seed?: string,
    interactionId?: string,
    replyTo?: ReplyRoute,
  ): Promise<Outcome> {
    if (game.status !== "lobby") return refusal("ERR_STARTED", "This game has already started.");
    if (!mayManage(game, actor))
      return refusal("ERR_NOT_CREATOR", "Only the game's creator or a server manager can start it.");
    const seats = await store.listSeats(game.id);
    const meta = readMeta(game.meta);
    // A seed given at the start replaces the drawn one, so the game's record names the seed really used.
    if (seed !== undefined && seed !== game.seed) await store.setSeed(game.id, seed);
    if (isTi4Game(game)) {
      const players = seats.map((s) => ({ userId: s.userId, name: s.name || s.userId }));
      return startTi4(deps, game, actor, players, seed ?? game.seed, interactionId, replyTo);
    }
    const created = createGame(
      {
        seed: seed ?? game.seed,
        players: seats.map((s) => ({ userId: s.userId, name: s.name || s.userId })),
        settings: meta.settings,
      },
      { now: deps.clock().toISOString() },
    );
    if (!created.ok) return refusal(created.error.code, created.error.message);
    const told = announcementOf(
      openQuestions(null),
      created.state,
      created.events,
      actor.userId,
      replyOf(actor, replyTo),
    );
    const stored = await store.append(game.id, game.version, {
      announcement: {
        ...told,
        text: [BEGINS, fingerprintLine(seed ?? game.seed), told.text].filter(Boolean).join("\n"),
      } as unknown as Json,
      actor: actor.userId,
      command: { type: "start" },
      events: created.events as unknown as Json,
      state: created.state as unknown as Json,
      status: "active",
      reminders: reminderClocks(new Map(), created.state, deps.clock(), meta.reminderHours),
      // A time bank set in the lobby: every human seat starts with a full one.
      ...(readTimeBank(meta) ? { banks: bankReset(created.state, readTimeBank(meta), deps.clock()) } : {}),
      ...(interactionId ? { interactionId } : {}),
    });
    if (!stored.ok)
      return stored.reason === "duplicate"
        ? duplicateOutcome()
        : refusal("ERR_CONFLICT", "Another player acted first; try again.");
    const bots = await runBots(deps, game.id, created.state);
    const outcome = publicOutcome(
      openQuestions(null),
      bots.state,
      [...created.events, ...bots.events],
      actor,
    );
    const opening = `${BEGINS}\n${fingerprintLine(seed ?? game.seed)}`;
    return { ...outcome, publicText: `${opening}\n${outcome.publicText ?? ""}`.trim() };
  }

  async function abandon(
    game: StoredGame,
    actor: Actor,
    interactionId?: string,
    replyTo?: ReplyRoute,
  ): Promise<Outcome> {
    if (!mayManage(game, actor))
      return refusal("ERR_NOT_CREATOR", "Only the game's creator or a server manager can abandon it.");
    const stored = await store.append(game.id, game.version, {
      actor: actor.userId,
      command: { type: "abandon" },
      events: [],
      state: game.state as Json,
      status: "abandoned",
      announcement: tableNote(abandoned(actor), actor.userId, replyTo) as unknown as Json,
      ...(interactionId ? { interactionId } : {}),
    });
    if (!stored.ok)
      return stored.reason === "duplicate"
        ? duplicateOutcome()
        : refusal("ERR_CONFLICT", "The game changed meanwhile; try again.");
    return { ok: true, queued: true, publicText: abandoned(actor), privateMessages: [], pings: [] };
  }

  async function play(
    game: StoredGame,
    actor: Actor,
    request: Extract<AppRequest, { kind: "play" }>,
    interactionId?: string,
    replyTo?: ReplyRoute,
  ): Promise<Outcome> {
    const { command: seatless, because } = request;
    if (game.status !== "active") return refusal("ERR_NOT_STARTED", "The game has not started yet.");
    const state = game.state as GameState;
    const seat = state.players.findIndex((p) => p.userId === actor.userId);
    if (seat < 0) return refusal("ERR_NO_SEAT", "You have no seat in this game: only seated players act.");
    const command = { ...(seatless as object), seat } as Command;
    // A correction comes only as a GM request, which checks who may send it.
    if (command.type === "gmCorrection" || command.type === "handOverSeat")
      return refusal("ERR_NOT_GM", NOT_GM_MESSAGE);
    const asked = openQuestions(state);
    const reword = because
      ? (told: OutboxBody): OutboxBody => ({ ...told, text: [because, told.text].filter(Boolean).join("\n") })
      : undefined;
    const result = await applyAndPersist(deps, game, actor, command, {
      ...(interactionId ? { interactionId } : {}),
      ...(replyTo ? { route: replyTo } : {}),
      ...(reword ? { reword, onBehalf: true } : {}),
    });
    if (!result.ok) return result.outcome;
    const bots = await runBots(deps, game.id, result.state);
    const outcome = playedOutcome(asked, result, bots, actor, command, because !== undefined);
    return because ? { ...outcome, publicText: `${because}\n${outcome.publicText ?? ""}`.trim() } : outcome;
  }

  /** The channel's open game, or else its last ended one, for the looks back; null when it has none. */
  const channelGame = async (place: Place) =>
    (await store.loadByChannel(place.guildId, place.channelId)) ??
    (await store.lastEnded(place.guildId, place.channelId));

  return {
    handle,
    interactions: openInteractions(store),
    ...tables(store, deps.clock),
    /** The step-through's event numbers and round starts for the channel's game (app/history.ts). */
    async timeline(place: Place) {
      const game = await channelGame(place);
      return game && game.status !== "lobby" ? historyOf(game).timeline(game) : null;
    },
    /** The public map after one event of the channel's game, drawn once per (game, event). */
    async mapAt(place: Place, event: number) {
      const game = await channelGame(place);
      return game ? historyOf(game).mapAt(game, event) : null;
    },
  };
}

/**
 * An answer that saved nothing in a running game carries whom the game waits for, so a surface draws
 * its buttons without reading the game again. The loaded state is unchanged then: only a saved command
 * hands it to the engine as a draft, and a saved change is said, buttons included, by the outbox.
 */
function withPending(game: StoredGame, outcome: Outcome): Outcome {
  if (!outcome.ok || outcome.queued || outcome.duplicate || game.status !== "active") return outcome;
  return { ...outcome, pending: pendingOf(game.id, game.state as GameState, game.meta) };
}

const BEGINS = "The game begins!";

/** What a TI4 game here answers so far; every other request on it is refused with a sentence. */
const TI4_SERVED: ReadonlySet<AppRequest["kind"]> = new Set([
  "join",
  "addBot",
  "leave",
  "start",
  "abandon",
  "ti4Play",
  "ti4Secrets",
  "hand",
  "history",
  "timeBank",
  "bankVote",
  "undo",
  "undoAnswer",
  "gm",
  "handOver",
  "status",
  "map",
  "log",
  "catchup",
  "export",
  "stats",
  "odds",
]);

/** A request of the other edition than the channel's game: refused, saying what to use instead. */
function editionRefusal(game: StoredGame, request: AppRequest): Outcome | null {
  if (isTi4Game(game) && !TI4_SERVED.has(request.kind))
    return refusal(
      "ERR_TI4_NOT_SERVED",
      "This channel's game is Twilight Imperium Fourth Edition: Mecatol plays it with /ti4 (act, secrets), /ti game join, bot, leave, start, status, map, log, hand, history, catchup, export, import, stats, undo and abandon, /ti odds, and /ti-gm for the game master; this command is for Third Edition games only.",
    );
  if (!isTi4Game(game) && (request.kind === "ti4Play" || request.kind === "ti4Secrets"))
    return refusal(
      "ERR_TI3_GAME",
      "This channel's game is Twilight Imperium Third Edition: /ti4 commands are for Fourth Edition games.",
    );
  return null;
}

/** What may still be asked of a channel's last game once it is over: its record, log, map and history. */
const AFTER_THE_END: ReadonlySet<AppRequest["kind"]> = new Set([
  "export",
  "log",
  "map",
  "status",
  "history",
  "catchup",
  "stats",
]);

function abandoned(actor: Actor): string {
  return `${actor.name} abandoned the game. The channel is free for a new one.`;
}

/** The actor's answer slot in the outbox: where their interaction waits (nothing to add to the account). */
function replyOf(actor: Actor, route: ReplyRoute | undefined): OutboxBody["reply"] {
  return route ? { userId: actor.userId, text: "", route } : undefined;
}
