/**
 * A game's deadline: when a seat's question has stayed open for the game's whole `deadlineHours` (its
 * clock: app/reminders.ts), the scheduler answers for it with the default action of app/safeAnswers.ts,
 * which every kind of decision has. Pure: `defaultAction` reads the state and returns a command that
 * `apply` accepts, or null (a situation no listed answer fits, left to the reminders).
 */
import type { EngineContext } from "../engine/apply.ts";
import type { GameState, Seat } from "../engine/index.ts";
import { apply, type Command, type CommandType, decisions } from "../engine/index.ts";
import { GM_COMMAND_NAME } from "./catalog/slash.ts";
import { isSafeAnswer, SAFE_ANSWERS, type SafeAnswer } from "./safeAnswers.ts";
import { TI4_DEFAULT_RULE } from "./ti4/defaultAnswer.ts";

export interface DefaultAction {
  command: Command;
  /** What the seat did, for "<name> timed out: <said>". */
  said: string;
}

/** The kinds with a safe answer, in the order they are tried (the table's order). */
const TRIED: [CommandType, SafeAnswer][] = [];
for (const [kind, entry] of Object.entries(SAFE_ANSWERS))
  if (isSafeAnswer(entry)) TRIED.push([kind as CommandType, entry]);

/** Every decision kind with a default answer of its own. */
export const DEFAULT_KINDS: readonly CommandType[] = TRIED.map(([kind]) => kind);

/** `now` only stamps events; it never decides what is legal, so trying candidates needs no clock. */
const TRYING: EngineContext = { now: "1970-01-01T00:00:00.000Z" };

/**
 * The default action for a seat the game waits on, or null when the game is not waiting on it (or, in a
 * situation no listed answer fits, when the rules refuse every candidate).
 */
export function defaultAction(
  state: GameState,
  seat: Seat,
  ctx: EngineContext = TRYING,
): DefaultAction | null {
  const mine = decisions(state).filter((d) => d.seat === seat && d.optional !== true);
  for (const [kind, safe] of TRIED) {
    for (const decision of mine.filter((d) => d.kind === kind)) {
      for (const command of safe.commands(state, decision, ctx)) {
        if (command.type !== kind || !apply(state, command, ctx).ok) continue;
        const said = typeof safe.said === "string" ? safe.said : safe.said(state, command);
        return { command, said };
      }
    }
  }
  return null;
}

/** The seats the game waits on that have a default answer, in seat order. */
export function seatsWithDefault(state: GameState): Seat[] {
  const seats = [...new Set(decisions(state).map((d) => d.seat))].sort((a, b) => a - b);
  return seats.filter((seat) => defaultAction(state, seat) !== null);
}

const HOUR = 3_600_000;

/** True once `since` lies `deadlineHours` or more before `now`; a deadline of 0 (or less) is off. */
export function isOverdue(now: Date, since: Date, deadlineHours: number): boolean {
  return deadlineHours > 0 && now.getTime() - since.getTime() >= deadlineHours * HOUR;
}

/**
 * Who can move a stalled game on, naming only commands that exist: the creator's and server managers'
 * corrections (the turn stays where it is) and abandoning the game.
 */
export function stallHelp(): string {
  return `The game's creator or a server manager can step in: /${GM_COMMAND_NAME} corrects the game (the turn stays where it is), /ti game abandon ends it.`;
}

export function timeoutText(name: string, said: string): string {
  return `${name} timed out: ${said}.`;
}

/** `/ti rules deadline`: how the deadline works, and the default of every decision. */
export function deadlineRules(): string {
  const defaults = TRIED.map(([, safe]) => `• ${safe.rule[0]?.toUpperCase()}${safe.rule.slice(1)}.`);
  return [
    "Deadline (set when the game is created, deadline-hours): a decision left open for the whole deadline is answered for its player with a safe default, announced in the channel. The clock is the decision's own: it starts when the question is put to the player and again whenever they act, so nobody times out on a question just asked. A player on vacation (/ti-me vacation) is not timed out: their deadline counts from the end of the vacation.",
    ...defaults,
    TI4_DEFAULT_RULE,
  ].join("\n");
}
