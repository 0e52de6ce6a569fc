/**
 * A TI4 game's question clocks (app/reminders.ts, issue #28): what each seat is asked, keyed so that the
 * key changes exactly when the question does (the procedure on top of the stack, its depth, the seat's
 * own owed decisions with their prompts and choices). The reminder clocks start, stop and are kept by
 * TI3's own rule (`reminderClocks`), which reads only the seats' user ids besides these keys; the
 * scheduler reminds a TI4 seat of the prompts it owes (`ti4Owed`).
 */
import type { GameState } from "../../engine/index.ts";
import { pendingDecisions } from "../../engine/kernel/flow.ts";
import type { Ti4 } from "../../engine/ti4/ruleset.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import type { ReminderClocks } from "../../store/gameStore.ts";
import { type Acting, type Questions, reminderClocks } from "../reminders.ts";

export function ti4QuestionsAsked(state: Ti4State): Questions {
  const asked = new Map<number, string>();
  if (state.phase === "finished") return asked;
  const top = state.stack.at(-1);
  const owed = pendingDecisions<Ti4>(state).filter((d) => d.optional !== true);
  for (const seat of [...new Set(owed.map((d) => d.seat))].sort((a, b) => a - b)) {
    const mine = owed
      .filter((d) => d.seat === seat)
      .map((d) => JSON.stringify([d.kind, d.prompt, d.choices ?? []]))
      .sort();
    asked.set(seat, JSON.stringify([state.stack.length, top?.kind ?? null, mine]));
  }
  return asked;
}

/** The prompts a TI4 seat owes an answer to (the optional ones left out), for its reminder. */
export function ti4Owed(state: Ti4State, userId: string): string[] {
  if (state.phase === "finished") return [];
  return pendingDecisions<Ti4>(state)
    .filter((d) => d.optional !== true && state.players[d.seat]?.userId === userId)
    .map((d) => d.prompt);
}

/** The clocks a TI4 change moves, by the same rule as a TI3 game's. */
export function ti4ReminderClocks(
  before: Questions,
  after: Ti4State,
  now: Date,
  intervalHours: number,
  acting?: Acting,
): ReminderClocks {
  // reminderClocks reads `players[seat].userId` of the state only; the questions are TI4's own.
  return reminderClocks(
    before,
    after as unknown as GameState,
    now,
    intervalHours,
    acting,
    ti4QuestionsAsked(after),
  );
}
