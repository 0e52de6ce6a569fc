/**
 * Movements for the galactic event tests (TE "Galactic Events"): the tactical positions of ti4Tactical.ts
 * with events put in play, a system activated and a movement answered, the log checked by replay.
 */
import { expect } from "vitest";
import type { Ti4GalacticEventId } from "../../src/content/ti4/index.ts";
import { applyCommand } from "../../src/engine/kernel/apply.ts";
import { replayLog } from "../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import type { Ti4Event } from "../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import type { Ti4Move } from "../../src/engine/ti4/tactical/moveGroup.ts";
import { play } from "./ti4.ts";
import { CTX, position, SEAT } from "./ti4Tactical.ts";

/** The first turn's position (seat 3 to act) with `events` in play, then edited. */
export function eventPosition(events: readonly Ti4GalacticEventId[], edit: (s: Ti4State) => void): Ti4State {
  return position((s) => {
    s.galacticEvents = [...events];
    edit(s);
  });
}

/** Activates `system` and answers the movement; the log from the edited state replays to the result. */
export function moveInto(s: Ti4State, system: string, moves: Ti4Move[]) {
  const activated = play(s, { type: "tacticalAction", seat: SEAT, system });
  const moved = applyCommand<Ti4>(activated.state, { type: "moveShips", seat: SEAT, moves }, CTX);
  if (!moved.ok) return { ok: false as const, error: moved.error, before: activated.state };
  const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
  expect(replayLog<Ti4>(log)).toEqual(moved.state);
  return { ok: true as const, state: moved.state, events: moved.events, activated: activated.events };
}

/** A refused movement: the game still waits for the same movement; its code, rule and sentence. */
export function moveRefused(s: Ti4State, system: string, moves: Ti4Move[]) {
  const result = moveInto(s, system, moves);
  if (result.ok) throw new Error("the movement was accepted");
  expect(pendingDecisions<Ti4>(result.before).map((d) => d.kind)).toEqual(["moveShips"]);
  return [result.error.code, result.error.rule, result.error.message];
}

export function moveAccepted(s: Ti4State, system: string, moves: Ti4Move[]) {
  const result = moveInto(s, system, moves);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result;
}
