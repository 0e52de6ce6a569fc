/**
 * Agenda phase positions for scenario tests: a real game's state at the end of its status phase, edited by
 * hand (the custodians token gone, the agenda phase's frame pushed, the agenda deck stacked), advanced by
 * the kernel; then votes played through apply. Replays start from the edited state.
 */

import type { Ti4AgendaId, Ti4PlanetId } from "../../src/content/ti4/index.ts";
import { applyCommand } from "../../src/engine/kernel/apply.ts";
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
