/**
 * What a saved change says, decided when it is saved and kept in the outbox with it (src/store/outbox.ts):
 * the public account in game words, the players newly asked something (to be pinged), each player's
 * private lines, and the answer for the player who acted. Delivery (delivery.ts) draws the map and the
 * "waiting for" message from the game as it is when the batch goes out.
 */
import { type Command, type GameEvent, type GameState, viewEvent } from "../engine/index.ts";
import { narrateAll, narrateCommand, narratePrivate, settingConfirmations } from "./narrate.ts";
import { newlyAsked, type Questions, questionsAsked } from "./reminders.ts";
import { isBotUser, type PrivateMessage } from "./types.ts";

/** Where the actor's answer goes: a Discord interaction's deferred reply (its webhook token). */
export interface ReplyRoute {
  applicationId: string;
  token: string;
}

export interface OutboxBody {
  /** The public account, with the dice; may be empty for a change that is only private. */
  text: string;
  /** Users asked a new question by this change; pinged if still waited on when it is delivered. */
  pings: string[];
  privates: PrivateMessage[];
  /** Post the map with this account. */
  map: boolean;
  /** For the actor alone; `route` says where their interaction waits for it. */
  reply?: { userId: string; text: string; route?: ReplyRoute };
  /**
   * A scheduler notice (a reminder, a stall): `text` is posted as a message of its own, mentioning
   * `userId` (the only user it may ping), with no map and no "waiting for" message.
   */
  notice?: { userId: string | null };
}

/**
 * The outbox row of a change only told to the table (a setting, a vote, an abandoned game): no question,
 * no secret, no map; the actor's waiting interaction, if any, is closed with it.
 */
export function tableNote(text: string, userId: string, route?: ReplyRoute): OutboxBody {
  return {
    text,
    pings: [],
    privates: [],
    map: false,
    ...(route ? { reply: { userId, text: "", route } } : {}),
  };
}

/** The outbox row of a scheduler notice. */
export function noticeBody(text: string, userId: string | null): OutboxBody {
  return { text, pings: [], privates: [], map: false, notice: { userId } };
}

/**
 * The questions open in a state (app/reminders.ts: what each waited-on seat is asked), taken before a
 * command is applied: the engine may reuse the loaded state as its draft, so it must not be read after.
 */
export interface OpenQuestions {
  questions: Questions;
  /** Whose turn of play it was (turnOf), or null before the game. */
  turn: string | null;
}

export function openQuestions(state: GameState | null): OpenQuestions {
  return state
    ? { questions: questionsAsked(state), turn: turnOf(state) }
    : { questions: new Map(), turn: null };
}

/**
 * Whose turn of play it is: the phase and round, and in the Strategy and Action Phases the player whose
 * pick or action it is; in other phases the procedure under way. The map is posted when this changes
 * (issue #20: one map per turn of play, not one per button); the steps inside a turn are told in text.
 */
export function turnOf(state: GameState): string {
  const phase = state.stack.find((f) => f.kind === "actionPhase" || f.kind === "strategyPhase");
  const step =
    phase?.kind === "actionPhase"
      ? `player ${phase.order[phase.current]}`
      : phase?.kind === "strategyPhase"
        ? `pick ${phase.index}`
        : (state.stack.at(-1)?.kind ?? "");
  return `${state.phase}/${state.round}/${step}`;
}

/**
 * The users asked something new by a change: a seat newly waited on, or asked a different question than
 * before (the same notion that restarts their clock). Bots and the player who acted are never pinged.
 */
export function newlyAskedUsers(
  open: OpenQuestions,
  after: GameState,
  actorId: string,
  asked: Questions = questionsAsked(after),
): string[] {
  return newlyAsked(open.questions, asked)
    .map((seat) => after.players[seat]?.userId)
    .filter((id): id is string => id !== undefined && id !== actorId && !isBotUser(id));
}

/** Private lines for each player who saw something nobody else did (never for bots). */
export function privateLines(state: GameState, events: readonly GameEvent[]): PrivateMessage[] {
  const out: PrivateMessage[] = [];
  for (const player of state.players) {
    if (isBotUser(player.userId)) continue;
    const lines = events
      .filter((e) => viewEvent(e, null).type === "hidden" && viewEvent(e, player.seat).type !== "hidden")
      .map((e) => narratePrivate(viewEvent(e, player.seat)))
      .filter((line): line is string => line !== null);
    if (lines.length > 0) out.push({ userId: player.userId, text: lines.join("\n") });
  }
  return out;
}

/**
 * What saved events say. With the `command` that caused them, a command whose events tell nothing still
 * gets its sentence, and a personal setting (autopass) is confirmed to its player alone: the channel is
 * told nothing then, and no map is drawn for it.
 */
export function announcementOf(
  before: OpenQuestions,
  after: GameState,
  events: readonly GameEvent[],
  actorId: string,
  reply?: OutboxBody["reply"],
  command?: Command,
  asked: Questions = questionsAsked(after),
): OutboxBody {
  const text = command
    ? narrateCommand(command, events, after)
    : narrateAll(
        events.map((e) => viewEvent(e, null)),
        after,
      );
  const privates = privateLines(after, events);
  const seat = command && "seat" in command ? command.seat : undefined;
  const confirmation = seat === undefined ? null : settingConfirmations(events, seat);
  if (confirmation !== null && !isBotUser(actorId)) privates.push({ userId: actorId, text: confirmation });
  return {
    text: text ?? "",
    pings: newlyAskedUsers(before, after, actorId, asked),
    privates,
    map: text !== null && before.turn !== turnOf(after),
    ...(reply ? { reply } : {}),
  };
}
