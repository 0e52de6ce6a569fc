/**
 * The TI4 fuzz run shared by the property test (test/property/ti4Engine.test.ts) and the long fault suite
 * (test/faults/long/ti4Fuzz.faults.ts): games of 3 to 6 players driven by a mix of the bot's answers,
 * answers meant for another seat, broken answers (malformed or with a field changed) and well-formed
 * commands of every type at random, the bot moving the game on every fifth step. After every step:
 * - apply returned a result, never threw;
 * - a refusal is a RuleError and left the (frozen) state exactly as it was (any write to it throws);
 * - an accepted state keeps the invariants (src/engine/ti4/invariants.ts);
 * - every so often, and when a game ends, replaying the events rebuilds the state exactly.
 * A failure is reported with the seed and step that reproduce it, never thrown, so one run finds them all.
 */
import { isDeepStrictEqual } from "node:util";
import { applyCommand } from "../../src/engine/kernel/apply.ts";
import { replayLog } from "../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import { isRuleError } from "../../src/engine/ruleError.ts";
import { ti4Answers } from "../../src/engine/ti4/bot.ts";
import { TI4_COMMANDS, type Ti4Command } from "../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../src/engine/ti4/events.ts";
import { brokenTi4Invariants } from "../../src/engine/ti4/invariants.ts";
import { ti4BotMove } from "../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4Settings } from "../../src/engine/ti4/setup/create.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { ti4SeatState } from "../../src/engine/ti4/view.ts";
import { deepFreeze, malform, type Rand, rand } from "./fuzz.ts";
import { create } from "./ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const REPLAY_EVERY = 100;
const TYPES = TI4_COMMANDS.map((c) => c.shape.type.value);

export interface Ti4FuzzReport {
  steps: number;
  accepted: number;
  refused: number;
  botMoves: number;
  round: number;
  phase: Ti4State["phase"];
  /** How often each refusal code came back. */
  codes: Record<string, number>;
  failures: string[];
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

/**
 * One game of `players` thrown `steps` commands from `seed`, with `settings` (a base game unless told, e.g.
 * Thunder's Edge with a galactic event); it stops early when the game is won.
 */
export function ti4FuzzGame(
  players: number,
  steps: number,
  seed: string,
  settings: Ti4Settings = {},
): Ti4FuzzReport {
  const r = rand(seed);
  const made = create(players, settings, seed);
  let state = deepFreeze(made.state);
  let events: Ti4Event[] = [...made.events];
  const report: Ti4FuzzReport = {
    steps: 0,
    accepted: 0,
    refused: 0,
    botMoves: 0,
    round: 0,
    phase: state.phase,
    codes: {},
    failures: [],
  };
  const fail = (step: number, what: string) => {
    if (report.failures.length < 20) report.failures.push(`${seed} step ${step}: ${what}`);
  };
  const accept = (step: number, next: Ti4State, added: readonly Ti4Event[]) => {
    state = deepFreeze(next);
    events = [...events, ...added];
    for (const problem of brokenTi4Invariants(state)) fail(step, `invariant: ${problem}`);
  };
  for (let step = 0; step < steps && state.phase !== "finished"; step++) {
    report.steps += 1;
    const command = someCommand(state, r);
    try {
      const result = applyCommand<Ti4>(state, command as Ti4Command, CTX);
      if (!result.ok) {
        report.refused += 1;
        if (!isRuleError(result.error)) fail(step, `refused without a RuleError: ${JSON.stringify(command)}`);
        else report.codes[result.error.code] = (report.codes[result.error.code] ?? 0) + 1;
      } else {
        report.accepted += 1;
        accept(step, result.state, result.events);
        // The same log is replayed again and again: a fold that changed it would show here.
        if (report.accepted % REPLAY_EVERY === 0 && !isDeepStrictEqual(replayLog<Ti4>(events), state))
          fail(step, "the replayed events differ from the state");
      }
      // When nothing random moves the game on, the bot does, so a run reaches later phases.
      if (step % 5 === 4) {
        const seat = pendingDecisions<Ti4>(state)[0]?.seat;
        const move = seat === undefined ? null : ti4BotMove(state, seat, CTX);
        if (move) {
          report.botMoves += 1;
          accept(step, move.result.state, move.result.events);
        }
      }
    } catch (error) {
      fail(step, `${(error as Error).message} after ${JSON.stringify(command)}`);
      break;
    }
  }
  try {
    if (!isDeepStrictEqual(replayLog<Ti4>(events), state))
      fail(report.steps, "the replayed game differs from its state");
  } catch (error) {
    fail(report.steps, `replaying the game threw: ${(error as Error).message}`);
  }
  return { ...report, round: state.round, phase: state.phase };
}
