/**
 * Agenda phase positions for scenario tests: a real game's state at the end of its status phase, edited by
 * hand (the custodians token gone, the agenda phase's frame pushed, the agenda deck stacked), advanced by
 * the kernel; then votes played through apply. Replays start from the edited state.
 */

import { expect } from "vitest";
import type { Ti4ActionCardId, Ti4AgendaId, Ti4PlanetId } from "../../src/content/ti4/index.ts";
import { applyCommand } from "../../src/engine/kernel/apply.ts";
import { replayLog } from "../../src/engine/kernel/evolve.ts";
import { advanceFrames, pendingDecisions } from "../../src/engine/kernel/flow.ts";
import { beginTx } from "../../src/engine/kernel/tx.ts";
import type { Ti4Command } from "../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { create, finishSetup } from "./ti4.ts";

export const CTX = { now: "2026-12-05T00:00:00.000Z" };

let made: Ti4State | null = null;
function setUp(): Ti4State {
  made ??= finishSetup(create(4, {}, "agenda-4")).state;
  return structuredClone(made);
}

export interface Played {
  state: Ti4State;
  events: Ti4Event[];
}

/** The agenda phase begun with `draw` on top of the agenda deck; `edit` shapes the table first. */
export function agendaPhase(draw: Ti4AgendaId[], edit?: (state: Ti4State) => void): Played {
  const start = setUp();
  start.custodiansOnMecatol = false;
  start.phase = "status";
  start.stack = [{ kind: "ti4AgendaPhase" }];
  const rest = start.decks.agenda.draw.filter((id) => !draw.includes(id));
  start.decks.agenda.draw = [...draw, ...rest];
  edit?.(start);
  const tx = beginTx<Ti4>(start, CTX);
  advanceFrames(tx);
  return { state: tx.state, events: [{ type: "gameCreated", state: start }, ...tx.events] };
}

export function apply(played: Played, command: Ti4Command): Played {
  const result = applyCommand<Ti4>(played.state, command, CTX);
  if (!result.ok) throw new Error(`${command.type}: ${result.error.message}`);
  return { state: result.state, events: [...played.events, ...result.events] };
}

export function refusal(played: Played, command: Ti4Command): [string, string] | null {
  const result = applyCommand<Ti4>(played.state, command, CTX);
  return result.ok ? null : [result.error.code, result.error.rule];
}

/** Every action card window open on top passed by everyone it waits on (the agenda's cards not played). */
export function passCardWindows(played: Played): Played {
  let now = played;
  for (let top = now.state.stack.at(-1); top?.kind === "ti4CardWindow"; top = now.state.stack.at(-1))
    for (const seat of top.awaiting) now = apply(now, { type: "passCardWindow", seat });
  return now;
}

/** Who the game waits on now, and for what. */
export function waiting(state: Ti4State): { seat: number; kind: string }[] {
  return pendingDecisions<Ti4>(state).map((d) => ({ seat: d.seat, kind: d.kind }));
}

export function readyPlanets(state: Ti4State, seat: number): Ti4PlanetId[] {
  const planets = state.players[seat]?.planets ?? {};
  return (Object.keys(planets) as Ti4PlanetId[]).filter((p) => !planets[p]?.exhausted);
}

/**
 * Every voter in turn on the agenda under vote: a seat named in `ballots` votes that outcome with all its
 * ready planets (none under Representative Government), the others abstain.
 */
export function vote(played: Played, ballots: Record<number, string>, oneEach = false): Played {
  let now = played;
  let index = -1;
  for (let i = 0; i < 64; i++) {
    now = passCardWindows(now);
    const top = now.state.stack.at(-1);
    if (top?.kind !== "ti4AgendaVote" || top.tied || top.index <= index) return now;
    index = top.index;
    const seat = top.order[top.index] as number;
    const outcome = ballots[seat];
    now =
      outcome === undefined
        ? apply(now, { type: "abstain", seat })
        : apply(now, {
            type: "castVotes",
            seat,
            outcome,
            planets: oneEach ? [] : readyPlanets(now.state, seat),
          });
  }
  return now;
}

/** The agenda under vote decided with every voter abstaining: `outcome` is the speaker's pick on a tie. */
export function decide(played: Played, outcome: string): Played {
  const abstained = vote(played, {});
  const top = abstained.state.stack.at(-1);
  if (top?.kind !== "ti4AgendaVote" || !top.tied) return passCardWindows(abstained);
  return passCardWindows(apply(abstained, { type: "chooseOutcome", seat: abstained.state.speaker, outcome }));
}

/** Asserts that the log folds back to the state played. */
export function replays(played: Played): void {
  expect(replayLog<Ti4>(played.events)).toEqual(played.state);
}

/** An edit giving each seat named in `given` that hand of action cards and `goods` trade goods; the others none. */
export function hands(given: Record<number, Ti4ActionCardId[]>, goods = 3) {
  return (s: Ti4State) => {
    for (const p of s.players) p.secret.actionCards = [...(given[p.seat] ?? [])];
    for (const p of s.players) if (given[p.seat]) p.tradeGoods = goods;
  };
}

/** The action card window on top, if one is: its timing and whom it waits on. */
export function windowOf(played: Played) {
  const top = played.state.stack.at(-1);
  return top?.kind === "ti4CardWindow" ? { timing: top.timing, awaiting: top.awaiting } : null;
}

/** `seat` passes the action card window on top. */
export function pass(played: Played, seat: number): Played {
  return apply(played, { type: "passCardWindow", seat });
}

/** The agenda phase with `given` hands, every window passed up to the one of `timing` ("": all of them). */
export function upTo(
  draw: Ti4AgendaId[],
  given: Record<number, Ti4ActionCardId[]>,
  timing: string,
  goods = 3,
) {
  let played = agendaPhase(draw, hands(given, goods));
  for (let i = 0; i < 8 && windowOf(played)?.timing !== timing; i++) {
    const open = windowOf(played);
    if (!open) break;
    for (const seat of open.awaiting) played = pass(played, seat);
  }
  return played;
}

/**
 * From the window after the agenda's reveal, `seat` (the first voter) alone votes: it passes that window,
 * casts `outcome` with `planets`, passes the window its vote opens, and the other voters abstain in turn.
 */
export function votedAlone(played: Played, seat: number, outcome: string, planets: Ti4PlanetId[]): Played {
  let now = pass(played, seat);
  now = apply(now, { type: "castVotes", seat, outcome, planets });
  now = pass(now, seat);
  for (const other of [1, 2, 3].map((k) => (seat + k) % 4))
    now = apply(now, { type: "abstain", seat: other });
  return now;
}
