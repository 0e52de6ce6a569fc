/**
 * Each seat's clock belongs to the question it owes, not to the seat (issue #28): it starts when the seat
 * is put a question, the one it owes now, and again whenever the seat acts. Reminders and the deadline
 * both count from there, so a decision opened a moment ago is never timed out, and a player who acts
 * mid-turn is not reminded of a turn they are busy with.
 */
import { decisions, type GameState, type Seat } from "../engine/index.ts";
import type { BankMoves, GameStore, ReminderClocks } from "../store/gameStore.ts";
import { OFFERED_BESIDE } from "./safeAnswers.ts";
import { isBotUser } from "./types.ts";

/**
 * What each seat the game waits on is asked, as a key that changes exactly when the question does: the
 * procedure it is asked in (the frame on top of the stack, and how deep it lies) and the seat's own
 * decisions with their prompts and legal answers, leaving out what is only offered beside them (an
 * Action Card it may play, a trade it may propose: app/safeAnswers.ts). A window that stays open while
 * others answer keeps its key, and so do negotiations while others leave them; a new window, a new
 * proposal to answer or a new step is a new question.
 */
export type Questions = ReadonlyMap<Seat, string>;

export function questionsAsked(state: GameState): Questions {
  const asked = new Map<Seat, string>();
  if (state.phase === "finished") return asked;
  const top = state.stack.at(-1);
  // The seats waitingFor names, read from one call of decisions (once per saved command: app/play.ts).
  const owed = decisions(state).filter((d) => d.optional !== true);
  for (const seat of [...new Set(owed.map((d) => d.seat))].sort((a, b) => a - b)) {
    const mine = owed
      .filter((d) => d.seat === seat && !OFFERED_BESIDE.has(d.kind))
      .map((d) => JSON.stringify([d.kind, d.prompt, d.choices ?? []]))
      .sort();
    asked.set(seat, JSON.stringify([state.stack.length, top?.kind ?? null, mine]));
  }
  return asked;
}

/** The seats asked something new between two states: newly waited on, or asked a different question. */
export function newlyAsked(before: Questions, after: Questions): Seat[] {
  return [...after.entries()]
    .filter(([seat, key]) => before.get(seat) !== key)
    .map(([seat]) => seat)
    .sort((a, b) => a - b);
}

/** The seat whose player sent the command (not a game master correcting it), when there is one. */
export interface Acting {
  userId: string;
  seat: Seat;
}

/**
 * The clocks a change moves. Seats asked a new question, and the acting seat if it is still waited on,
 * start their clock now with a reminder one interval away; seats no longer waited on stop. A seat still
 * asked the same thing by a game that moved around it keeps its clock. Bots answer at once (app/bots.ts):
 * nobody reminds them.
 */
export function reminderClocks(
  before: Questions,
  after: GameState,
  now: Date,
  intervalHours: number,
  acting?: Acting,
  asked: Questions = questionsAsked(after),
): ReminderClocks {
  const userOf = (seat: Seat) => after.players[seat]?.userId;
  const actor =
    acting !== undefined && userOf(acting.seat) === acting.userId && asked.has(acting.seat)
      ? [acting.seat]
      : [];
  const start = [...new Set([...newlyAsked(before, asked), ...actor])]
    .map(userOf)
    .filter((id): id is string => id !== undefined && !isBotUser(id));
  const stop = [...before.keys()]
    .filter((seat) => !asked.has(seat))
    .map(userOf)
    .filter((id): id is string => id !== undefined);
  return { start, stop, due: new Date(now.getTime() + intervalHours * 3_600_000), at: now };
}

/** Moves the clocks (and time banks) at once, for changes that are not an appended command (an undo). */
export async function updateReminders(
  store: GameStore,
  gameId: string,
  before: Questions,
  after: GameState,
  now: Date,
  intervalHours: number,
  banks?: BankMoves,
): Promise<void> {
  await store.moveReminders(gameId, reminderClocks(before, after, now, intervalHours), banks);
}
