/**
 * The shape every ruleset's bot shares (issue #29): for a seat the game waits on, its decisions in the
 * ruleset's order of preference; for each, candidate commands generated from what the seat may see; a level
 * reorders them (levels never add a candidate, so every level is as legal and fair as the others); the first
 * candidate the rules accept is played. The ruleset brings the seat's view, the candidates, the order of its
 * decisions and its levels' orderings; the search itself is here, once.
 */
import { type Applied, applyCommand } from "./apply.ts";
import type { Decision } from "./decision.ts";
import { pendingDecisions } from "./flow.ts";
import { whileSteady } from "./steady.ts";
import type { EngineContext, Ruleset, Seat } from "./types.ts";

export type BotLevel = "easy" | "normal" | "hard";
export const BOT_LEVELS: readonly BotLevel[] = ["easy", "normal", "hard"];

export function isBotLevel(text: string): text is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(text);
}

/** What a ruleset gives the search. */
export interface BotPolicy<R extends Ruleset> {
  /** The game as the seat may see it: everything hidden from it replaced, so it cannot sway a choice. */
  seen(state: R["state"], seat: Seat): R["state"];
  /** The order in which the seat's decisions are weighed (an answer owed first, passing last). */
  rank(decision: Decision<R>): number;
  /** Candidate answers, most wanted first, from the seat's view. */
  candidates(seen: R["state"], decision: Decision<R>): R["command"][];
  /** The candidates in the order a level tries them (the same list, reordered or cut). */
  leveled(
    seen: R["state"],
    decision: Decision<R>,
    candidates: R["command"][],
    level: BotLevel,
  ): R["command"][];
}

export type BotMove<R extends Ruleset> = {
  command: R["command"];
  result: Extract<Applied<R>, { ok: true }>;
};

/** The bot's command for `seat` with what applying it gave, or null when nothing it may send is accepted. */
export function botMoveWith<R extends Ruleset>(
  policy: BotPolicy<R>,
  state: R["state"],
  seat: Seat,
  ctx: EngineContext,
  level: BotLevel,
  apply: (state: R["state"], command: R["command"], ctx: EngineContext) => Applied<R> = applyCommand,
): BotMove<R> | null {
  // The decisions asked of this seat are what it is shown, so they may be read off the real state.
  const mine = pendingDecisions<R>(state).filter((d) => d.seat === seat);
  if (mine.length === 0) return null;
  const seen = policy.seen(state, seat);
  const ordered = [...mine].sort((a, b) => policy.rank(a) - policy.rank(b));
  for (const decision of ordered) {
    // Candidates are weighed on the seen state alone, which holds still meanwhile (kernel/steady.ts).
    const candidates = whileSteady(() =>
      policy.leveled(seen, decision, policy.candidates(seen, decision), level),
    );
    for (const command of candidates) {
      // Legality is asked of the real state: a refusal tells the bot no more than it would tell a player
      // who sent the same command, and the command it settles on is one the rules accept.
      const result = apply(state, command, ctx);
      if (result.ok) return { command, result };
    }
  }
  return null;
}

/**
 * Plays bot commands until the game ends or `maxCommands` is reached; returns every command played and
 * whether the game got stuck (a seat waited on with no accepted answer: a gap in the bot or the rules).
 */
export function playOutWith<R extends Ruleset>(
  move: (state: R["state"], seat: Seat, level: BotLevel) => BotMove<R> | null,
  state: R["state"],
  maxCommands: number,
  levelOf: (seat: Seat) => BotLevel = () => "normal",
): { state: R["state"]; commands: R["command"][]; events: R["event"][]; stuck: boolean } {
  let current = state;
  const commands: R["command"][] = [];
  const events: R["event"][] = [];
  while (current.phase !== "finished" && commands.length < maxCommands) {
    const waiting = [...new Set(pendingDecisions<R>(current).map((d) => d.seat))];
    let found: BotMove<R> | null = null;
    for (const seat of waiting) {
      found = move(current, seat, levelOf(seat));
      if (found) break;
    }
    if (!found) return { state: current, commands, events, stuck: true };
    current = found.result.state;
    events.push(...found.result.events);
    commands.push(found.command);
  }
  return { state: current, commands, events, stuck: false };
}
