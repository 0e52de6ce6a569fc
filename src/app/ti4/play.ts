/**
 * A TI4 game at the table: started from its lobby's seats (engine/ti4/setup/create.ts), played one
 * command at a time through the kernel, each change saved with its events, its state and what it says
 * (the outbox row: the public account, the map, the pings, the private lines), then the bot seats
 * answering what waits on them as the simulator plays them (engine/ti4/policy.ts). Each change moves the
 * seats' question clocks (clocks.ts), so the scheduler reminds a TI4 seat as it does a TI3 one, times it
 * out with its default answer (defaultAnswer.ts) and runs its time bank by TI3's rule (app/timeBank.ts);
 * undo is TI3's own (app/undo.ts, reading TI4's state through ti4/undo.ts); a seat is handed to the bot
 * by app/handOver.ts, through `applyTi4` as any command; a game master's corrections come through
 * ti4/gm.ts alone. A player typing either as a move is refused.
 */
import { ti4ActionCard, ti4Objective } from "../../content/ti4/index.ts";
import type { Command, GameState } from "../../engine/index.ts";
import { applyCommand } from "../../engine/kernel/apply.ts";
import { pendingDecisions, seatsWaitedOn } from "../../engine/kernel/flow.ts";
import type { Ti4Command } from "../../engine/ti4/commands.ts";
import type { Ti4Event } from "../../engine/ti4/events.ts";
import { ti4BotMove } from "../../engine/ti4/policy.ts";
import type { Ti4 } from "../../engine/ti4/ruleset.ts";
import { createTi4Game, type Ti4Settings } from "../../engine/ti4/setup/create.ts";
import type { Ti4PlayerSecrets, Ti4State } from "../../engine/ti4/state.ts";
import { noteLabel, noteNameIn, parseNoteKey } from "../../engine/ti4/transactions/notes.ts";
import { ti4View } from "../../engine/ti4/view.ts";
import type { Json, SeatHandOver, StoredGame } from "../../store/gameStore.ts";
import type { OutboxBody, ReplyRoute } from "../announcement.ts";
import { botLevelOf } from "../bots.ts";
import { fingerprintLine } from "../gameRecord.ts";
import { type GameMeta, readMeta } from "../lobby.ts";
import { outcomeOf, type PlayDeps } from "../play.ts";
import { bankBookkeeping } from "../timeBank.ts";
import { type Actor, duplicateOutcome, isBotUser, type Outcome, refusal } from "../types.ts";
import { ti4QuestionsAsked, ti4ReminderClocks } from "./clocks.ts";
import { changesTheMap, narrateTi4, ti4PrivateLines } from "./narrate.ts";
import { TABLE_COMMANDS } from "./typedCommand.ts";

/** How often a command is retried after another player's command landed first. */
const MAX_ATTEMPTS = 3;
/** At most this many bot answers follow one human command. */
const BOT_ANSWERS = 400;

const BEGINS = "The game begins! (Twilight Imperium, Fourth Edition)";

/** The humans newly waited on after a change (not the actor, never a bot). */
function newlyWaited(before: readonly number[], after: Ti4State, actorId: string): string[] {
  return seatsWaitedOn<Ti4>(after)
    .filter((seat) => !before.includes(seat))
    .map((seat) => after.players[seat]?.userId)
    .filter((id): id is string => id !== undefined && id !== actorId && !isBotUser(id));
}

function told(
  before: readonly number[],
  state: Ti4State,
  events: readonly Ti4Event[],
  actor: Actor,
  route?: ReplyRoute,
  opening?: string,
): OutboxBody {
  const text = [opening, narrateTi4(events, state)].filter(Boolean).join("\n");
  return {
    text,
    pings: newlyWaited(before, state, actor.userId),
    privates: ti4PrivateLines(events, state),
    map: opening !== undefined || changesTheMap(events),
    ...(route ? { reply: { userId: actor.userId, text: "", route } } : {}),
  };
}

/** Starts a TI4 game from its lobby: the seats in order, the settings chosen at `/ti game new`. */
export async function startTi4(
  deps: PlayDeps,
  game: StoredGame,
  actor: Actor,
  seats: readonly { userId: string; name: string }[],
  seed: string,
  interactionId?: string,
  route?: ReplyRoute,
): Promise<Outcome> {
  const settings = readMeta(game.meta).settings as unknown as Ti4Settings;
  const created = createTi4Game({ seed, players: seats, settings }, { now: deps.clock().toISOString() });
  if (!created.ok) return refusal(created.error.code, created.error.message);
  const body = told([], created.state, created.events, actor, route, `${BEGINS}\n${fingerprintLine(seed)}`);
  const stored = await deps.store.append(game.id, game.version, {
    announcement: body as unknown as Json,
    actor: actor.userId,
    command: { type: "start" },
    events: created.events as unknown as Json,
    state: created.state as unknown as Json,
    status: "active",
    reminders: ti4ReminderClocks(new Map(), created.state, deps.clock(), readMeta(game.meta).reminderHours),
    ...(interactionId ? { interactionId } : {}),
  });
  if (!stored.ok)
    return stored.reason === "duplicate"
      ? duplicateOutcome()
      : refusal("ERR_CONFLICT", "Another player acted first; try again.");
  await runTi4Bots(deps, game.id);
  return outcomeOf(body);
}

/**
 * Applies one command of a seat and saves it, retrying on a version conflict while it stays legal. A
 * refused command saves nothing and comes back as the rule's own sentence.
 */
export async function applyTi4(
  deps: PlayDeps,
  game: StoredGame,
  actor: Actor,
  command: Ti4Command,
  how: Ti4Persisting = {},
): Promise<{ ok: true; state: Ti4State; body: OutboxBody } | { ok: false; outcome: Outcome }> {
  const { interactionId, route, because } = how;
  const onBehalf = because !== undefined;
  let current = game;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const state = current.state as unknown as Ti4State;
    const before = seatsWaitedOn<Ti4>(state);
    const result = applyCommand<Ti4>(state, command, { now: deps.clock().toISOString() });
    if (!result.ok) {
      if (interactionId !== undefined && (await deps.store.isInteractionProcessed(interactionId)))
        return { ok: false, outcome: duplicateOutcome() };
      return { ok: false, outcome: refusal(result.error.code, result.error.message) };
    }
    const said = told(
      before,
      result.state,
      result.events,
      onBehalf ? { ...actor, userId: "" } : actor,
      route,
    );
    const finished = result.state.phase === "finished";
    const asked = ti4QuestionsAsked(state);
    const askedAfter = ti4QuestionsAsked(result.state);
    // The time banks it tops up and the votes it ends (app/timeBank.ts), by TI3's own rule.
    const meta = how.meta ? how.meta(readMeta(current.meta)) : readMeta(current.meta);
    const bank = bankBookkeeping(
      meta,
      asked,
      askedAfter,
      result.state as unknown as GameState,
      command as unknown as Command,
      actor.userId,
      onBehalf,
    );
    const newMeta = bank.meta ?? (how.meta ? meta : undefined);
    const text = [because, said.text, bank.line].filter(Boolean).join("\n");
    const body: OutboxBody = { ...said, text };
    // The question clocks move with the command (a seat asked something new starts its reminder's
    // clock; a seat no longer asked stops), as in a TI3 game (app/reminders.ts).
    const reminders = ti4ReminderClocks(
      asked,
      result.state,
      deps.clock(),
      readMeta(current.meta).reminderHours,
      { userId: actor.userId, seat: command.seat },
    );
    const stored = await deps.store.append(current.id, current.version, {
      announcement: body as unknown as Json,
      actor: actor.userId,
      command: command as unknown as Json,
      events: result.events as unknown as Json,
      state: result.state as unknown as Json,
      reminders,
      ...(bank.banks ? { banks: bank.banks } : {}),
      ...(newMeta ? { meta: newMeta as unknown as Json } : {}),
      ...(how.handOver ? { handOver: how.handOver } : {}),
      ...(finished ? { status: "finished" as const } : {}),
      ...(interactionId ? { interactionId } : {}),
    });
    if (stored.ok) return { ok: true, state: result.state, body };
    if (stored.reason === "duplicate") return { ok: false, outcome: duplicateOutcome() };
    deps.metrics?.conflict();
    const reloaded = await deps.store.loadGame(current.id);
    if (!reloaded) return { ok: false, outcome: refusal("ERR_NO_GAME", "The game no longer exists.") };
    current = reloaded;
  }
  return { ok: false, outcome: refusal("ERR_BUSY", "Several players acted at once; please try again.") };
}

/** How a TI4 command is saved besides its state (see app/play.ts `Persisting`). */
export interface Ti4Persisting {
  interactionId?: string;
  route?: ReplyRoute;
  /** Played for the seat, not by its player (a timeout, the table's skip): said first, and why. */
  because?: string;
  /** The game's bookkeeping changed with the command (a vote on a seat decided: app/bankVotes.ts). */
  meta?: (meta: GameMeta) => GameMeta;
  /** The seat's row changes hands with the command (app/handOver.ts). */
  handOver?: SeatHandOver;
}

/** A player's command (its seat filled in by the app: nobody acts for another). */
export async function playTi4(
  deps: PlayDeps,
  game: StoredGame,
  actor: Actor,
  seatless: Record<string, unknown>,
  interactionId?: string,
  route?: ReplyRoute,
  because?: string,
): Promise<Outcome> {
  if (game.status !== "active") return refusal("ERR_NOT_STARTED", "The game has not started yet.");
  const state = game.state as unknown as Ti4State;
  const seat = state.players.findIndex((p) => p.userId === actor.userId);
  if (seat < 0) return refusal("ERR_NO_SEAT", "You have no seat in this game: only seated players act.");
  const command = { ...seatless, seat } as Ti4Command;
  // A correction or a hand-over comes only as a game master's request, which checks who may send it.
  const tables = TABLE_COMMANDS.get(command.type);
  if (tables !== undefined) return refusal("ERR_NOT_GM", tables);
  const applied = await applyTi4(deps, game, actor, command, {
    ...(interactionId ? { interactionId } : {}),
    ...(route ? { route } : {}),
    ...(because !== undefined ? { because } : {}),
  });
  if (!applied.ok) return applied.outcome;
  await runTi4Bots(deps, game.id);
  return outcomeOf(applied.body);
}

/**
 * Plays the bot seats the game waits on, one saved answer at a time, until a human is waited on (or a
 * bot has no legal answer: the game then waits on it, and the log says so).
 */
export async function runTi4Bots(deps: PlayDeps, gameId: string): Promise<void> {
  for (let answers = 0; answers < BOT_ANSWERS; answers++) {
    const game = await deps.store.loadGame(gameId);
    if (game?.status !== "active") return;
    const state = game.state as unknown as Ti4State;
    const ctx = { now: deps.clock().toISOString() };
    // The bot seats waited on, each played as the simulator plays it (engine/ti4/policy.ts): its
    // decisions weighed in order, so a seat with no tactical action left still plays its strategy card.
    const botSeats = [
      ...new Set(
        pendingDecisions<Ti4>(state)
          .filter((d) => d.optional !== true && isBotUser(state.players[d.seat]?.userId ?? ""))
          .map((d) => d.seat),
      ),
    ];
    if (botSeats.length === 0) return;
    let answer: Ti4Command | null = null;
    let seat = botSeats[0] as number;
    for (const waited of botSeats) {
      const move = ti4BotMove(state, waited, ctx, botLevelOf(state.players[waited]?.userId ?? ""));
      if (move) {
        answer = move.command;
        seat = waited;
        break;
      }
    }
    const player = state.players[seat];
    const actor: Actor = { userId: player?.userId ?? "", name: player?.name ?? "Bot" };
    if (!answer) {
      deps.log.warn({ gameId, seats: botSeats }, "a TI4 bot has no answer");
      return;
    }
    const applied = await applyTi4(deps, game, actor, answer);
    if (!applied.ok) return;
  }
}

/** A note in `seat`'s hand: its name, and whose colour it is when it is another player's. */
function noteText(state: Ti4State, seat: number, key: string): string {
  const ref = parseNoteKey(key, seat);
  return ref.owner === seat ? noteNameIn(state, ref) : noteLabel(state, ref);
}

/** The player's own secrets, for them alone: what their seat sees (engine/ti4/view.ts `ti4View`). */
export function ti4SecretsOutcome(game: StoredGame, actor: Actor): Outcome {
  if (game.status === "lobby") return refusal("ERR_NOT_STARTED", "The game has not started yet.");
  const state = game.state as unknown as Ti4State;
  const seat = state.players.findIndex((p) => p.userId === actor.userId);
  if (seat < 0) return refusal("ERR_NO_SEAT", "You have no seat in this game.");
  // The seat's own view holds its secrets in full (the others' are counts).
  const seen = ti4View(state, seat).players[seat]?.secret;
  if (!seen || !Array.isArray(seen.actionCards))
    return refusal("ERR_NO_SEAT", "You have no seat in this game.");
  const mine = seen as Ti4PlayerSecrets;
  // Each by its name, with the id a command types in brackets: "Mine Rare Metals (mrm)".
  const list = <T extends string>(ids: readonly T[], name: (id: T) => string) =>
    ids.length > 0 ? ids.map((id) => `${name(id)} (${id})`).join(", ") : "none";
  const objective = (id: Ti4PlayerSecrets["secretObjectives"][number]) => ti4Objective(id).name;
  const lines = [
    `Secret objectives: ${list(mine.secretObjectives, objective)}`,
    ...(mine.secretObjectivesDrawn && mine.secretObjectivesDrawn.length > 0
      ? [`Drawn, to keep one: ${list(mine.secretObjectivesDrawn, objective)}`]
      : []),
    `Action cards: ${list(mine.actionCards, (id) => ti4ActionCard(id).name)}`,
    `Promissory notes: ${list(mine.promissoryNotes, (key) => noteText(state, seat, key))}`,
  ];
  return { ok: true, reply: lines.join("\n"), privateMessages: [], pings: [] };
}
