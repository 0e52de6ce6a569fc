/**
 * Faction scenarios: a real set-up (3 players) with the factions set by hand, units put where a test needs
 * them, and the kernel run from there with every event replayed.
 */
import { expect } from "vitest";
import type { FactionId } from "../../src/content/ti4/index.ts";
import { applyCommand } from "../../src/engine/kernel/apply.ts";
import { replayLog } from "../../src/engine/kernel/evolve.ts";
import { advanceFrames } from "../../src/engine/kernel/flow.ts";
import { beginTx } from "../../src/engine/kernel/tx.ts";
import { addUnits, forcesAt, systemOn } from "../../src/engine/ti4/board/forces.ts";
import { systemPositions } from "../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Command } from "../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../src/engine/ti4/state.ts";
import { create, finishSetup } from "./ti4.ts";

export const CTX = { now: "2026-12-05T00:00:00.000Z" };

const SETUP = finishSetup(create(3, {}, "combat-3")).state;

/** The set-up with these factions by seat (the home fleets stay as dealt). */
export function withFactions(...factions: FactionId[]): Ti4State {
  const state = structuredClone(SETUP);
  factions.forEach((faction, seat) => {
    const player = state.players[seat];
    if (player) player.faction = faction;
  });
  return state;
}

/** Systems without units, planets or tokens of anyone, in the galaxy's order. */
export function emptySystems(state: Ti4State): string[] {
  return systemPositions(state).filter((p) => {
    const system = state.board[p];
    if (!system) return true;
    return (
      system.space.length === 0 &&
      system.commandTokens.length === 0 &&
      Object.values(system.planets).every((f) => (f ?? []).length === 0)
    );
  });
}

export function put(state: Ti4State, position: string, seat: number, units: Ti4UnitCounts, planet?: string) {
  addUnits(forcesAt(systemOn(state, position), planet as never), seat, units);
}

export function learn(state: Ti4State, seat: number, ...technologies: string[]) {
  (state.players[seat] as Ti4State["players"][number]).technologies.push(...(technologies as never[]));
}

/** Runs `step` in a transaction and the automatic steps after it; checks the events replay to the state. */
export function run(state: Ti4State, step: (tx: ReturnType<typeof beginTx<Ti4>>) => void) {
  const tx = beginTx<Ti4>(state, CTX);
  step(tx);
  advanceFrames(tx);
  const events: Ti4Event[] = tx.events;
  expect(replayLog<Ti4>([{ type: "gameCreated", state }, ...events])).toEqual(tx.state);
  return { state: tx.state, events };
}

/** Applies a command that must be accepted; checks its events replay to the state. */
export function answer(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  if (!result.ok) throw new Error(result.error.message);
  expect(replayLog<Ti4>([{ type: "gameCreated", state }, ...result.events])).toEqual(result.state);
  return result;
}

/** Applies a command that must be refused: the state is untouched; returns [code, rule]. */
export function refusal(state: Ti4State, command: Ti4Command) {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  expect(state).toEqual(before);
  return result.ok ? null : [result.error.code, result.error.rule];
}

/** Starts a space combat in `system` with `attacker` active, as the tactical action pushes it. */
export function fight(state: Ti4State, attacker: number, system: string) {
  return run(state, (tx) =>
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4SpaceCombat", seat: attacker, system } }),
  );
}

/**
 * A space combat seat `winner` has just won in the first empty system: its cruiser there, the defender's last
 * ship (a destroyer) gone as the round's hits were assigned; the kernel then runs the combat's end. Nobody
 * holds a secret objective: one met by winning would ask its moment above what the combat's end offers, and
 * which secrets a seat is dealt follows the decks' contents.
 */
export function spaceCombatWon(state: Ti4State, winner: number) {
  for (const player of state.players) player.secret.secretObjectives = [];
  const at = emptySystems(state)[0] as string;
  put(state, at, winner, { cruiser: 1 });
  state.stack.push({
    kind: "ti4SpaceCombat",
    seat: 0,
    system: at,
    defender: 1,
    round: 1,
    step: "assigned",
    opening: { attacker: { cruiser: 1 }, defender: { destroyer: 1 } },
  });
  return run(state, () => {});
}
