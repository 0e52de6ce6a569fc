/**
 * The fuzz run shared by the quick and the long fuzz tests: random commands (test/support/fuzz.ts) thrown
 * at `apply` across many games, mixed with the bot's commands so the games move on. Every answer must be
 * a state or a RuleError (never an exception); a refusal must leave the state untouched (states are
 * frozen, so any write to one throws); every accepted state keeps the invariants (src/engine/invariants.ts);
 * and replaying a game's events gives its state.
 */
import { isDeepStrictEqual } from "node:util";
import { botCommand } from "../../src/engine/bot/policy.ts";
import {
  apply,
  type Command,
  createGame,
  decisions,
  type GameEvent,
  type GameSettings,
  isRuleError,
  replay,
} from "../../src/engine/index.ts";
import { brokenInvariants } from "../../src/engine/invariants.ts";
import { deepFreeze, FUZZ_SETTINGS, rand, randomCommand } from "../support/fuzz.ts";
import { CTX } from "./helpers.ts";

export interface FuzzReport {
  random: number;
  accepted: number;
  refused: number;
  botMoves: number;
  games: number;
  /** How often each refusal code came back. */
  codes: Record<string, number>;
  /** Every failure found, each with the seed and step that reproduce it. */
  failures: string[];
}

function describe(command: unknown): string {
  try {
    return JSON.stringify(command) ?? String(command);
  } catch {
    return String(command);
  }
}

export function fuzz(options: { commands: number; seed: string; perGame: number }): FuzzReport {
  const r = rand(options.seed);
  const report: FuzzReport = {
    random: 0,
    accepted: 0,
    refused: 0,
    botMoves: 0,
    games: 0,
    codes: {},
    failures: [],
  };
  const fail = (where: string, what: string) => {
    if (report.failures.length < 20) report.failures.push(`${options.seed} ${where}: ${what}`);
  };

  while (report.random < options.commands && report.failures.length < 20) {
    const gameSeed = `${options.seed}-game-${report.games}`;
    report.games += 1;
    const playersCount = 3 + r.int(4);
    const created = createGame(
      {
        seed: gameSeed,
        players: Array.from({ length: playersCount }, (_, i) => ({
          userId: `fuzz-${i}`,
          name: `Fuzz ${i + 1}`,
        })),
        settings: r.pick(FUZZ_SETTINGS) as GameSettings,
      },
      CTX,
    );
    if (!created.ok) {
      fail(gameSeed, `createGame refused: ${created.error.message}`);
      continue;
    }
    let state = deepFreeze(created.state);
    const events: GameEvent[] = [...created.events];
    const checkReplay = (where: string) => {
      if (!isDeepStrictEqual(replay(events), state))
        fail(where, "replay of the events differs from the state");
    };
    let sinceProgress = 0;
    for (let step = 0; step < options.perGame && report.random < options.commands; step++) {
      const where = `${gameSeed} step ${step}`;
      // One command in three is the bot's, so the game reaches later phases; the rest are random.
      let command: unknown;
      let fromBot = false;
      if (r.chance(0.33)) {
        const seats = [...new Set(decisions(state).map((d) => d.seat))];
        for (const seat of seats) {
          const c = botCommand(state, seat, CTX);
          if (c) {
            command = c;
            fromBot = true;
            break;
          }
        }
      }
      if (!fromBot) {
        command = randomCommand(state, r);
        report.random += 1;
      }
      let result: ReturnType<typeof apply>;
      try {
        result = apply(state, command as Command, CTX);
      } catch (error) {
        fail(where, `apply threw ${(error as Error).message} on ${describe(command)}`);
        continue;
      }
      if (!result.ok) {
        if (fromBot) fail(where, `the bot's command was refused: ${describe(command)}`);
        const e = result.error;
        if (!isRuleError(e) || !/^ERR_[A-Z0-9_]+$/.test(e.code) || !e.rule || e.message.length < 10) {
          fail(where, `refusal is not a clear RuleError: ${describe(e)} for ${describe(command)}`);
        } else report.codes[e.code] = (report.codes[e.code] ?? 0) + 1;
        report.refused += 1;
        sinceProgress += 1;
        // The bot has nothing and random commands get nowhere: this game is done.
        if (sinceProgress > 400) break;
        continue;
      }
      if (fromBot) report.botMoves += 1;
      else report.accepted += 1;
      sinceProgress = 0;
      const broken = brokenInvariants(result.state, result.events);
      if (broken.length > 0)
        fail(where, `invariants broken after ${describe(command)}: ${broken.join("; ")}`);
      try {
        JSON.stringify(result.state);
      } catch {
        fail(where, `state after ${describe(command)} does not serialise`);
      }
      events.push(...result.events);
      state = deepFreeze(result.state);
      if (state.phase === "finished") break;
      if ((report.accepted + report.botMoves) % 500 === 0) checkReplay(where);
    }
    checkReplay(`${gameSeed} end`);
  }
  return report;
}
