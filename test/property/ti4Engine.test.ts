/**
 * A seeded property test of the TI4 engine (issue #26), as engine.test.ts is for TI3: games of 3 to 6
 * players driven by a mix of the bot's answers, answers meant for another seat, broken answers (malformed
 * or with a field changed) and well-formed commands of every type at random. After every step:
 * - apply returned a result, never threw;
 * - a refusal is a RuleError and left the (frozen) state exactly as it was;
 * - every so often, and when a game ends, replaying the events rebuilds the state exactly.
 * MECATOL_FUZZ_STEPS sets the steps per player count.
 */
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../src/engine/kernel/apply.ts";
import { replayLog } from "../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import { isRuleError } from "../../src/engine/ruleError.ts";
import { ti4Answers } from "../../src/engine/ti4/bot.ts";
import { TI4_COMMANDS, type Ti4Command } from "../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../src/engine/ti4/events.ts";
import { ti4BotMove } from "../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { ti4SeatState } from "../../src/engine/ti4/view.ts";
import { malform, type Rand, rand } from "../support/fuzz.ts";
import { create } from "../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const STEPS = Number(process.env.MECATOL_FUZZ_STEPS ?? 400);
const REPLAY_EVERY = 100;
const TYPES = TI4_COMMANDS.map((c) => c.shape.type.value);

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as object)) deepFreeze(child);
  }
  return value;
}

/** A command the table might send now: mostly answers, some for the wrong seat, some broken or random. */
function someCommand(state: Ti4State, r: Rand): unknown {
  const pending = pendingDecisions<Ti4>(state);
  const decision = pending.length > 0 ? r.pick(pending) : undefined;
  const answers = decision ? ti4Answers(ti4SeatState(state, decision.seat), decision) : [];
  const answer = answers.length > 0 ? r.pick(answers) : undefined;
  const roll = r.next();
  if (answer && roll < 0.4) return answer;
  if (answer && roll < 0.55) return { ...answer, seat: r.int(state.players.length + 1) };
  if (answer && roll < 0.8) return malform(answer as unknown as Record<string, unknown>, r);
  const type = r.pick(TYPES);
  const loose: Record<string, unknown> = { type, seat: r.int(state.players.length) };
  for (const key of ["card", "system", "faction", "objective", "tile", "position", "planet"])
    if (r.chance(0.3)) loose[key] = r.pick(["leadership", "000", "101", "archonren", "nope", 3, "__proto__"]);
  return loose;
}

function play(players: number) {
  const r = rand(`ti4-fuzz-${players}`);
  const made = create(players, {}, `ti4-fuzz-${players}`);
  let state = deepFreeze(made.state);
  let events: Ti4Event[] = [...made.events];
  let accepted = 0;
  for (let step = 0; step < STEPS && state.phase !== "finished"; step++) {
    const command = someCommand(state, r);
    const result = applyCommand<Ti4>(state, command as Ti4Command, CTX);
    if (!result.ok) {
      expect(isRuleError(result.error), JSON.stringify(command)).toBe(true);
      continue;
    }
    accepted += 1;
    state = deepFreeze(result.state);
    events = [...events, ...result.events];
    if (accepted % REPLAY_EVERY === 0) expect(isDeepStrictEqual(replayLog<Ti4>(events), state)).toBe(true);
    // When nothing random moves the game on, the bot does, so a run reaches later phases.
    if (step % 5 === 4) {
      const seat = pendingDecisions<Ti4>(state)[0]?.seat;
      const move = seat === undefined ? null : ti4BotMove(state, seat, CTX);
      if (move) {
        state = deepFreeze(move.result.state);
        events = [...events, ...move.result.events];
      }
    }
  }
  expect(isDeepStrictEqual(replayLog<Ti4>(events), state)).toBe(true);
  return { accepted, round: state.round, phase: state.phase };
}

describe("the TI4 engine under random and broken commands", () => {
  for (const players of [3, 4, 5, 6]) {
    it(`${players} players: never throws, refusals change nothing, replay rebuilds the state`, () => {
      const outcome = play(players);
      expect(outcome.accepted).toBeGreaterThan(10);
    });
  }
});
