/**
 * Precise positions for the TI4 tactical steps: a real game's first turn (the L1Z1X, seat 3, home 310, move
 * first) with the home emptied and the board edited, and the tactical action played from there.
 */
import { expect } from "vitest";
import type { Ti4TechnologyId } from "../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import { addUnits, forcesAt, systemOn, unitsIn } from "../../src/engine/ti4/board/forces.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../src/engine/ti4/state.ts";
import { create, finishSetup, play } from "./ti4.ts";

export const CTX = { now: "2026-12-05T00:00:00.000Z" };
const CARDS = ["imperial", "warfare", "leadership", "technology", "trade", "diplomacy"];
export const SEAT = 3;
export const HOME = "310";
export const HOME_PLANET = "0.0.0";

let first: Ti4State | undefined;
/** The first turn of the action phase of a 6-player game (seat 3 to act). */
export function actionPhase(): Ti4State {
  if (!first) {
    let { state } = finishSetup(create(6, {}, "action-6"));
    for (const card of CARDS) {
      const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
      state = play(state, { type: "pickStrategyCard", seat, card: card as never }).state;
    }
    first = state;
  }
  return structuredClone(first);
}

/** A position: the first turn's state with the active player's home emptied, then edited. */
export function position(edit: (s: Ti4State) => void): Ti4State {
  const s = actionPhase();
  expect(pendingDecisions<Ti4>(s)[0]?.seat).toBe(SEAT);
  const home = systemOn(s, HOME);
  home.space = [];
  (home.planets as Record<string, unknown>)[HOME_PLANET] = [];
  (s.players[SEAT] as Ti4State["players"][number]).technologies = [];
  edit(s);
  return s;
}

export function put(s: Ti4State, at: string, units: Ti4UnitCounts, seat = SEAT, planet?: string) {
  addUnits(forcesAt(systemOn(s, at), planet as never), seat, units);
}

export function tile(s: Ti4State, at: string, id: string) {
  (s.galaxy as Record<string, { tile: string }>)[at] = { tile: id };
}

export function learn(s: Ti4State, ...technologies: string[]) {
  learnFor(s, SEAT, ...technologies);
}

export function learnFor(s: Ti4State, seat: number, ...technologies: string[]) {
  (s.players[seat] as Ti4State["players"][number]).technologies.push(...(technologies as Ti4TechnologyId[]));
}

export const space = (s: Ti4State, at: string, seat = SEAT) => unitsIn(s.board[at], seat);
