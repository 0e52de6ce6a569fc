/**
 * TI4 positions for the status phase's tests: a real set-up and strategy phase, then an action phase in
 * which every card is already played (edited on a copy, so the log starts from it), each seat passing in
 * turn until the status phase asks for scores.
 */
import { expect } from "vitest";
import { applyCommand } from "../../src/engine/kernel/apply.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { create, finishSetup, play } from "./ti4.ts";

export const CTX = { now: "2026-12-05T00:00:00.000Z" };

export interface Played {
  state: Ti4State;
  events: Ti4Event[];
}

/** The bot's first answer to the first decision, until `until` holds (or nobody is waited on). */
export function botUntil(start: Played, until: (s: Ti4State) => boolean, max = 200): Played {
  let { state } = start;
  const events = [...start.events];
  for (let i = 0; i < max && !until(state); i++) {
    const decision = pendingDecisions<Ti4>(state)[0];
    if (!decision) break;
    const answers = ti4Answers(state, decision);
    const done = answers.map((c) => applyCommand<Ti4>(state, c, CTX)).find((r) => r.ok) as
      | { ok: true; state: Ti4State; events: Ti4Event[] }
      | undefined;
    if (!done) throw new Error(`no legal answer to ${decision.kind}`);
    state = done.state;
    events.push(...done.events);
  }
  return { state, events };
}

/** A game of `players` in its action phase with every strategy card played; `edit` shapes the position. */
export function actionPhaseAllPlayed(
  players: number,
  edit?: (s: Ti4State) => void,
  seed = "status-1",
): Played {
  const ready = finishSetup(create(players, {}, seed));
  const picked = botUntil(ready, (s) => s.phase === "action");
  const state = structuredClone(picked.state);
  for (const player of state.players) for (const card of player.strategyCards) card.played = true;
  // The base phase alone: the Yssaril's Scheming asks for a discard at every draw and Crafty lifts their
  // hand limit (factions/yssaril.ts, tested there), so a Yssaril seat plays a faction without them.
  const free = (["hacan", "sol", "l1z1x", "jolnar"] as const).filter(
    (f) => !state.players.some((p) => p.faction === f),
  );
  for (const player of state.players) if (player.faction === "yssaril") player.faction = free[0] ?? "hacan";
  edit?.(state);
  return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
}

/**
 * A refused command's code and rule, or null when it was applied; the state given is checked unchanged
 * (a refusal changes nothing).
 */
export function refusalOf(state: Ti4State, command: Ti4Command): [string, string] | null {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  expect(state).toEqual(before);
  return result.ok ? null : [result.error.code, result.error.rule];
}

export function send(at: Played, command: Ti4Command): Played {
  const result = play(at.state, command);
  return { state: result.state, events: [...at.events, ...result.events] };
}

/**
 * Everyone passes, in turn (any other decision on the way, such as a limit, answered by the bot): the
 * status phase begins and waits for the first score.
 */
export function toStatusPhase(players: number, edit?: (s: Ti4State) => void, seed?: string): Played {
  let at = actionPhaseAllPlayed(players, edit, seed);
  for (let i = 0; i < 50 && at.state.phase === "action"; i++) {
    const pass = (s: Ti4State) => pendingDecisions<Ti4>(s).find((d) => d.kind === "pass");
    const decision = pass(at.state);
    if (decision) at = send(at, { type: "pass", seat: decision.seat });
    else at = botUntil(at, (s) => s.phase !== "action" || pass(s) !== undefined);
  }
  return at;
}

/** Whose turn it is to score (LRR 81.1). */
export function scorer(state: Ti4State): number {
  const decision = pendingDecisions<Ti4>(state).find((d) => d.kind === "endScoring");
  if (!decision) throw new Error("nobody is scoring");
  return decision.seat;
}

/** Every seat ends its scoring, in turn. */
export function endAllScoring(at: Played): Played {
  let now = at;
  while (pendingDecisions<Ti4>(now.state).some((d) => d.kind === "endScoring"))
    now = send(now, { type: "endScoring", seat: scorer(now.state) });
  return now;
}
