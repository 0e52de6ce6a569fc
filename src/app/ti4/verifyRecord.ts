/**
 * Checks a Fourth Edition game's record (app/gameRecord.ts) as app/verifyRecord.ts checks a Third Edition
 * one, with the TI4 book: the game created again from the seed and the seats of its first event
 * (engine/ti4/setup/create.ts), then every logged command applied through the kernel (applyCommand with
 * the Ti4 ruleset), must give exactly the logged events, every die, shuffle and draw included. Entries an
 * undo took back, and the bookkeeping, are left out as the game left them out (app/undo.ts). Each command
 * is applied to the state as the store gave it back (asStoredJson), as the game applied it.
 */

import { applyCommand } from "../../engine/kernel/apply.ts";
import type { GameCreatedEvent } from "../../engine/kernel/types.ts";
import type { Ti4Command } from "../../engine/ti4/commands.ts";
import type { Ti4Event } from "../../engine/ti4/events.ts";
import type { Ti4 } from "../../engine/ti4/ruleset.ts";
import { createTi4Game, type Ti4Settings } from "../../engine/ti4/setup/create.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import type { RecordEntry } from "../gameRecord.ts";
import { effectiveEntries } from "../undo.ts";
import {
  asStored,
  asStoredJson,
  compare,
  recordOfFile,
  type Verdict,
  verifyGameFile,
} from "../verifyRecord.ts";
import { isTi4State } from "./game.ts";

/** A Fourth Edition verdict: the state the replay reached, when it passes. */
export type Ti4Verdict = Omit<Verdict, "state"> & { state?: Ti4State };

export function replayTi4Record(
  seed: string,
  settings: Ti4Settings,
  all: readonly RecordEntry[],
): Ti4Verdict {
  const counted = { entries: 0, randomEvents: 0, dice: 0 };
  const fail = (problem: string): Ti4Verdict => ({ ok: false, ...counted, problem });
  const [start, ...rest] = effectiveEntries(all.map(asStored));
  const created = start?.events as Ti4Event[] | undefined;
  const first = created?.[0] as GameCreatedEvent<Ti4State> | { type: string } | undefined;
  if (
    !start ||
    !created ||
    (start.command as { type?: string } | null)?.type !== "start" ||
    first?.type !== "gameCreated" ||
    !("state" in first)
  )
    return fail("The record does not begin with the game's start.");
  const players = first.state.players.map((p) => ({ userId: p.userId, name: p.name }));
  const made = createTi4Game({ seed, players, settings }, { now: start.createdAt.toISOString() });
  if (!made.ok) return fail(`A game with these settings cannot be created: ${made.error.message}`);
  const startProblem = compare(start.seq, created, made.events, counted);
  if (startProblem) return fail(startProblem);
  counted.entries++;
  let state: Ti4State = made.state;
  for (const entry of rest) {
    state = asStoredJson(state) as Ti4State;
    const result = applyCommand<Ti4>(state, entry.command as Ti4Command, {
      now: entry.createdAt.toISOString(),
    });
    if (!result.ok)
      return fail(`Entry ${entry.seq}: the rules refuse its command (${result.error.message}).`);
    const problem = compare(entry.seq, entry.events as Ti4Event[], result.events, counted);
    if (problem) return fail(problem);
    counted.entries++;
    state = result.state;
  }
  return { ok: true, ...counted, state };
}

/**
 * A game file of either edition checked (`npm run verify`): a Fourth Edition file, told by its table's
 * config naming the ruleset (as an import tells it, app/importGame.ts), replayed with the TI4 book; any
 * other with TI3's (app/verifyRecord.ts).
 */
export function verifyAnyGameFile(file: unknown): Ti4Verdict | Verdict {
  if (!isTi4State((file as { final?: unknown } | null)?.final)) return verifyGameFile(file);
  const record = recordOfFile(file);
  if ("problem" in record)
    return { ok: false, entries: 0, randomEvents: 0, dice: 0, problem: record.problem };
  return replayTi4Record(record.seed, record.settings as Ti4Settings, record.entries);
}
