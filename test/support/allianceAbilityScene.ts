/**
 * Scenes for the alliance cards' abilities (TE "Alliance Reference Cards"): a Thunder's Edge game of three
 * (Hacan, Sol, Xxcha; no variant), seat 0 to act, `card` placed in `holder`'s play area, and a space combat
 * started in a system of the test's choice with every event replayed (ti4FactionBoard.ts run).
 */
import { expect } from "vitest";
import type { Ti4AllianceCardId } from "../../src/content/ti4/index.ts";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import { replayLog } from "../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import { systemPositions } from "../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../src/engine/ti4/state.ts";
import type { Ti4Move } from "../../src/engine/ti4/tactical/moveGroup.ts";
import { stepThroughWormhole } from "../../src/engine/ti4/thundersEdge/allianceAbilities/ghost.ts";
import { activateQuietly, play } from "./ti4.ts";
import { eventGame } from "./ti4Events.ts";
import { answer, emptySystems, fight, put } from "./ti4FactionBoard.ts";
import { position, SEAT, put as tacticalPut } from "./ti4Tactical.ts";

export const CARD_FACTIONS = ["hacan", "sol", "xxcha"] as const;

/** The game in its action phase, seat 0 to act, `card` held by `holder` (none: nobody), then `edit`. */
export function cardGame(card: Ti4AllianceCardId, holder: number | null, edit?: (s: Ti4State) => void) {
  return eventGame(CARD_FACTIONS, [], 0, (s) => {
    const player = holder === null ? undefined : s.players[holder];
    if (player) player.allianceCards = [card];
    edit?.(s);
  }).state;
}

/** Seat 0's `mine` against seat 1's `theirs` in `at`'s space area; the first round's combat dice modifiers. */
export function firstRoundModifiers(
  state: Ti4State,
  at: string,
  mine: Ti4UnitCounts = { cruiser: 2 },
  theirs: Ti4UnitCounts = { dreadnought: 2 },
): [number, number] {
  const s = structuredClone(state);
  const system = s.board[at];
  if (system) system.space = [];
  put(s, at, 0, mine);
  put(s, at, 1, theirs);
  const rolled = fight(s, 0, at).events.filter((e) => e.type === "ti4DiceRolled" && e.roll === "combat");
  expect(rolled.length).toBeGreaterThan(0);
  const by = (seat: number) =>
    rolled.flatMap((e) => (e.type === "ti4DiceRolled" && e.seat === seat ? e.groups : []))[0]?.modifier ?? 0;
  return [by(0), by(1)];
}

/** `seat`'s `units` in the first empty system, about to assign `hits` from a space combat (LRR 87). */
export function hitsToAssign(state: Ti4State, seat: number, units: Ti4UnitCounts, hits: number): Ti4State {
  const s = structuredClone(state);
  const at = emptySystems(s)[0] as string;
  put(s, at, seat, units);
  s.stack.push({ kind: "ti4AssignHits", seat, place: { position: at }, hits, reason: "spaceCombat" });
  return s;
}

/**
 * The tactical scene's seat 3 lands 2 infantry on Wellon (311), held by seat 0 with one infantry, `card` held
 * by `holder` (ti4Tactical.ts; as the Yin's Indoctrination tests set it): the events from the scene's start.
 */
export function landedOnWellon(card: Ti4AllianceCardId, holder: number | null, edit?: (s: Ti4State) => void) {
  const start = position((s) => {
    s.board["311"] = { space: [], planets: { wellon: [] }, commandTokens: [] };
    (s.players[0] as Ti4State["players"][number]).planets.wellon = { exhausted: false };
    tacticalPut(s, "311", { infantry: 1 }, 0, "wellon");
    tacticalPut(s, "311", { carrier: 1, infantry: 2 });
    const player = holder === null ? undefined : s.players[holder];
    if (player) player.allianceCards = [card];
    edit?.(s);
  });
  const at = activateQuietly(start, SEAT, "311", "ti4Invasion");
  const done = play(at.state, {
    type: "commitGroundForces",
    seat: SEAT,
    landings: [{ planet: "wellon", infantry: 2 }],
  });
  const events = [...at.events, ...done.events];
  expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events])).toEqual(done.state);
  return { start, state: done.state, events };
}

/** Two systems of the galaxy that share a wormhole and no edge, both emptied of units and tokens. */
export function wormholePair(state: Ti4State): [string, string] {
  const positions = systemPositions(state);
  for (const a of positions)
    for (const b of positions)
      if (a !== b && !neighbourLabels(a).includes(b) && stepThroughWormhole(state, a, b)) {
        for (const p of [a, b]) state.board[p] = { space: [], planets: {}, commandTokens: [] };
        return [a, b];
      }
  throw new Error("no two systems share a wormhole");
}

/** Seat 0 activates `system` and makes `moves`: the events from `state`, replayed. */
export function moveAs0(state: Ti4State, system: string, moves: Ti4Move[]) {
  const activated = play(state, { type: "tacticalAction", seat: 0, system });
  const moved = play(activated.state, { type: "moveShips", seat: 0, moves });
  const events = [...activated.events, ...moved.events];
  expect(replayLog<Ti4>([{ type: "gameCreated", state }, ...events])).toEqual(moved.state);
  return { state: moved.state, events };
}

/**
 * Seat 0's `mine` attack seat 1's two dreadnoughts in an empty system, next to one holding a destroyer of
 * seat 0's (where a retreat may go); the combat runs until seat 0 may announce a retreat.
 */
export function beforeRetreat(state: Ti4State, mine: Ti4UnitCounts) {
  const s = structuredClone(state);
  const empty = emptySystems(s);
  const at = empty.find((p) => neighbourLabels(p).some((q) => empty.includes(q))) as string;
  const to = neighbourLabels(at).find((q) => empty.includes(q)) as string;
  put(s, at, 0, mine);
  put(s, at, 1, { dreadnought: 2 });
  put(s, to, 0, { destroyer: 1 });
  let state2 = fight(s, 0, at).state;
  for (let i = 0; i < 5; i++) {
    const d = pendingDecisions<Ti4>(state2)[0];
    if (!d || (d.kind === "announceRetreat" && d.seat === 0)) break;
    state2 = answer(
      state2,
      (ti4Answers(state2, d)[0] ?? { type: "declineRetreat", seat: d.seat }) as Ti4Command,
    ).state;
  }
  return { state: state2, at, to };
}
