/** TI4 games for scenario tests: created, played through the kernel, the set-up answered by the bot. */
import { applyCommand } from "../../src/engine/kernel/apply.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import "../../src/engine/index.ts";
import { controllerOf } from "../../src/engine/ti4/board/forces.ts";
import { planetsAt, systemPositions } from "../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import { createTi4Game, type Ti4Settings } from "../../src/engine/ti4/setup/create.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

export function create(players: number, settings: Ti4Settings, seed = "setup-1") {
  const made = createTi4Game(
    {
      seed,
      players: Array.from({ length: players }, (_, i) => ({ userId: `u${i}`, name: `P${i}` })),
      settings,
    },
    CTX,
  );
  if (!made.ok) throw new Error(made.error.message);
  return made;
}

export function play(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  if (!result.ok) throw new Error(`${command.type}: ${result.error.message}`);
  return result;
}

/**
 * Factions with generic units but their flagship, given in the Naalu's place by `finishSetup`: the first
 * one not at the table.
 */
const IN_NAALU_PLACE = ["hacan", "sol", "letnev", "mentak"] as const;

/**
 * Answers every decision with the bot's first answer until the set-up is over. The Naalu's "0" token
 * (Telepathic, LRR 48) puts them first in initiative order whatever card they take; the positions written
 * before it count on the lowest card going first, so a Naalu dealt at set-up becomes another faction (the
 * log's `gameCreated` is the state returned) unless `keepNaalu` is set.
 */
export function finishSetup(start: { state: Ti4State; events: Ti4Event[] }, keepNaalu = false) {
  let state = start.state;
  const events = [...start.events];
  for (let i = 0; i < 500 && state.phase === "setup"; i++) {
    const decision = pendingDecisions<Ti4>(state)[0];
    if (!decision) throw new Error("the set-up waits for nobody");
    const [command] = ti4Answers(state, decision);
    if (!command) throw new Error(`no answer to ${decision.kind}`);
    const result = play(state, command);
    state = result.state;
    events.push(...result.events);
  }
  const naalu = state.players.find((p) => p.faction === "naalu");
  if (keepNaalu || !naalu) return { state, events };
  const edited = structuredClone(state);
  const taken = new Set(edited.players.map((p) => p.faction));
  const other = IN_NAALU_PLACE.find((f) => !taken.has(f)) as (typeof IN_NAALU_PLACE)[number];
  (edited.players[naalu.seat] as Ti4State["players"][number]).faction = other;
  return { state: edited, events: [{ type: "gameCreated" as const, state: edited }] };
}

/** The tactical steps that only wait for an answer meaning "nothing": what a quiet activation answers. */
const QUIET: Partial<Record<Ti4Command["type"], (seat: number) => Ti4Command>> = {
  moveShips: (seat) => ({ type: "moveShips", seat, moves: [] }),
  fireSpaceCannon: (seat) => ({ type: "fireSpaceCannon", seat, target: null }),
  bombard: (seat) => ({ type: "bombard", seat, targets: [] }),
  commitGroundForces: (seat) => ({ type: "commitGroundForces", seat, landings: [] }),
};

/**
 * Activates `system` for `seat` and answers "nothing" (no move, no fire, no bombardment, no landing) until
 * the game waits at the step `until` names (a frame kind) or for another kind of answer: a test of a later
 * tactical step starts there without the earlier steps' tests' concerns.
 */
export function activateQuietly(state: Ti4State, seat: number, system: string, until = "ti4Production") {
  let result = play(state, { type: "tacticalAction", seat, system });
  const events = [...result.events];
  for (let i = 0; i < 20 && result.state.stack.at(-1)?.kind !== until; i++) {
    const decision = pendingDecisions<Ti4>(result.state)[0];
    const quiet = decision ? QUIET[decision.kind] : undefined;
    if (!decision || !quiet) break;
    result = play(result.state, quiet(decision.seat));
    events.push(...result.events);
  }
  return { state: result.state, events };
}

/** A one-planet system nobody holds, away from homes and Mecatol Rex. */
export function openSystem(state: Ti4State): string {
  const homes = state.players.map((p) => p.home);
  const found = systemPositions(state).find(
    (p) =>
      p !== "000" &&
      !homes.includes(p) &&
      planetsAt(state, p).length === 1 &&
      planetsAt(state, p).every((planet) => controllerOf(state, planet) === null),
  );
  if (!found) throw new Error("no open system");
  return found;
}
