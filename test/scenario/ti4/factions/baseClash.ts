/**
 * Games for the base factions' tests (L1Z1X, Letnev, Sardakk, Jol-Nar): a real three-seat set-up in its
 * first action phase (Mentak seat 0 home 304 and first to act, Nekro seat 1 home 310), with the seats'
 * factions changed in a copy, and units placed where a test needs them. Only what follows is replayed.
 */
import { expect } from "vitest";
import type { FactionId, Ti4ActionCardId, Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { advanceFrames, pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { beginTx, type Tx } from "../../../../src/engine/kernel/tx.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { create, finishSetup, play } from "../../../support/ti4.ts";
import { answer, refusal } from "../../../support/ti4FactionBoard.ts";

// The checked answer and refusal the faction tests share.
export { answer, refusal };

const CTX = { now: "2026-12-05T00:00:00.000Z" };

export type Units = Ti4State["board"][string]["space"][number]["units"];

/** The set-up's first action phase: each seat takes the first card left; seat 0 acts first. */
export const ACTION = (() => {
  let state = finishSetup(create(3, {}, "combat-3")).state;
  while (state.phase !== "action") {
    const decision = pendingDecisions<Ti4>(state)[0];
    const card = decision?.choices?.[0];
    if (!decision || !card) throw new Error("the strategy phase waits for nobody");
    state = play(state, { type: "pickStrategyCard", seat: decision.seat, card: card as never }).state;
  }
  return state;
})();

/** A copy of the action phase with seat 0 playing `attacker` and seat 1 playing `defender`. */
export function withFactions(attacker: FactionId, defender: FactionId): Ti4State {
  const state = structuredClone(ACTION);
  const a = state.players[0];
  const d = state.players[1];
  if (!a || !d) throw new Error("no seats");
  a.faction = attacker;
  d.faction = defender;
  return state;
}

/** Seat 0's ships `attacker` and seat 1's `defender` in system 310 (seat 1's home), 304 emptied of ships. */
export function clash(state: Ti4State, attacker: Units, defender: Units): Ti4State {
  const home = state.board["304"];
  const there = state.board["310"];
  if (!home || !there) throw new Error("no home systems");
  home.space = home.space.filter((f) => f.seat !== 0);
  there.space = there.space.filter((f) => f.seat !== 0 && f.seat !== 1);
  there.space.push({ seat: 1, units: defender }, { seat: 0, units: attacker });
  return state;
}

/** The planets of 310 (Nekro's home), where ground combat happens in these tests. */
export function planetOf310(state: Ti4State): Ti4PlanetId {
  const planet = Object.keys(state.board["310"]?.planets ?? {})[0] as Ti4PlanetId | undefined;
  if (!planet) throw new Error("no planet in 310");
  return planet;
}

/**
 * Plays `command`, then the bot's answers (moves and space cannon answered "none") while `going` holds;
 * checks that the whole stretch replays to the same state.
 */
export function playOut(state: Ti4State, command: Ti4Command, going: (s: Ti4State) => boolean) {
  let result = play(state, command);
  const events: Ti4Event[] = [...result.events];
  for (let i = 0; i < 300 && going(result.state); i++) {
    const decision = pendingDecisions<Ti4>(result.state)[0];
    if (!decision) break;
    let next: Ti4Command | undefined;
    if (decision.kind === "moveShips") next = { type: "moveShips", seat: decision.seat, moves: [] };
    else if (decision.kind === "fireSpaceCannon")
      next = { type: "fireSpaceCannon", seat: decision.seat, target: null };
    else [next] = ti4Answers(result.state, decision);
    if (!next) throw new Error(`no answer to ${decision.kind}`);
    result = play(result.state, next);
    events.push(...result.events);
  }
  expect(replayLog<Ti4>([{ type: "gameCreated", state }, ...events])).toEqual(result.state);
  return { state: result.state, events };
}

/** True until the tactical action has gone past its space combat. */
export const inSpaceCombat = (s: Ti4State) =>
  s.stack.some((f) => ["ti4Movement", "ti4SpaceCannonOffense", "ti4SpaceCombat"].includes(f.kind));

/** The dice events of a stretch of play. */
export function rolls(events: readonly Ti4Event[]) {
  return events.flatMap((e) => (e.type === "ti4DiceRolled" ? [e] : []));
}

/** Runs `step` in a transaction over `state` and the automatic steps that follow, checking the replay. */
export function run(state: Ti4State, step: (tx: Tx<Ti4>) => void) {
  const tx = beginTx<Ti4>(state, CTX);
  step(tx);
  advanceFrames(tx);
  const events: Ti4Event[] = tx.events;
  expect(replayLog<Ti4>([{ type: "gameCreated", state }, ...events])).toEqual(tx.state);
  return { state: tx.state, events };
}

/** The hits each seat was given to assign in a stretch of play, in order. */
export function hitsPushed(events: readonly Ti4Event[]) {
  return events.flatMap((e) =>
    e.type === "ti4FramePushed" && e.frame.kind === "ti4AssignHits" ? [[e.frame.seat, e.frame.hits]] : [],
  );
}

/** Seat 0 (Hacan) attacking seat 1 (Nekro) in 310, with the hands given (every other hand empty). */
export function cardClash(
  attacker: Units,
  defender: Units,
  hands: Partial<Record<number, Ti4ActionCardId[]>>,
): Ti4State {
  const state = clash(withFactions("hacan", "nekro"), attacker, defender);
  for (const p of state.players) p.secret.actionCards = [...(hands[p.seat] ?? [])];
  return state;
}

/**
 * Plays on from `state` (after `first`, if given) until `stop`: moves and space cannon answered "none", a
 * pass in every card window, the bot otherwise.
 */
export function playUntil(state: Ti4State, stop: (s: Ti4State) => boolean, first?: Ti4Command) {
  let now = state;
  const events: Ti4Event[] = [];
  const step = (command: Ti4Command) => {
    const result = play(now, command);
    now = result.state;
    events.push(...result.events);
  };
  if (first) step(first);
  for (let i = 0; i < 300 && !stop(now); i++) {
    const decision = pendingDecisions<Ti4>(now)[0];
    if (!decision) break;
    if (decision.kind === "moveShips") step({ type: "moveShips", seat: decision.seat, moves: [] });
    else if (decision.kind === "fireSpaceCannon")
      step({ type: "fireSpaceCannon", seat: decision.seat, target: null });
    else if (decision.kind === "playActionCard" || decision.kind === "passCardWindow")
      step({ type: "passCardWindow", seat: decision.seat });
    else {
      const [next] = ti4Answers(now, decision);
      if (!next) throw new Error(`no answer to ${decision.kind}`);
      step(next);
    }
  }
  return { state: now, events };
}
