/**
 * TI4 secret objectives scored at a moment of the action phase (LRR 61.5): the combat and hit steps record
 * the moment for the holder alone, who is asked at once to score it or let it go; one objective per combat
 * (61.7); a moment that has not come is refused. Positions are a real game's action phase with combat frames
 * put on its stack; everything that follows is played by the rules and replayed.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ObjectiveId, Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { advanceFrames, pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../src/engine/kernel/tx.ts";
import { addUnits, forcesAt, systemOn } from "../../../src/engine/ti4/board/forces.ts";
import { planetsAt } from "../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../../src/engine/ti4/state.ts";
import { ti4EventSeen, ti4SeatState } from "../../../src/engine/ti4/view.ts";
import { actionPhaseAllPlayed } from "../../support/ti4Status.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

/** The battleground: seat 1's home system, emptied. */
function battle(edit: (s: Ti4State, at: string) => void): { state: Ti4State; at: string } {
  let at = "";
  const { state } = actionPhaseAllPlayed(3, (s) => {
    // The seed deals seat 0 the Nekro, whose Technological Singularity would ask before these moments:
    // seat 0 plays a faction with no ability in combat (the same generic units).
    const first = s.players[0] as Ti4State["players"][number];
    if (first.faction === "nekro") first.faction = "xxcha";
    at = s.players[1]?.home as string;
    const system = systemOn(s, at);
    system.space = [];
    for (const planet of Object.keys(system.planets)) system.planets[planet as Ti4PlanetId] = [];
    edit(s, at);
  });
  return { state, at };
}

function put(s: Ti4State, seat: number, at: string, units: Ti4UnitCounts, planet?: Ti4PlanetId) {
  addUnits(forcesAt(systemOn(s, at), planet), seat, units);
}

function secrets(s: Ti4State, seat: number, ...ids: Ti4ObjectiveId[]) {
  (s.players[seat] as Ti4State["players"][number]).secret.secretObjectives = ids;
}

/** The automatic steps from `state` on, replayed. */
function settle(state: Ti4State) {
  const tx = beginTx<Ti4>(state, CTX);
  advanceFrames(tx);
  const events: Ti4Event[] = tx.events;
  expect(replayLog<Ti4>([{ type: "gameCreated", state }, ...events])).toEqual(tx.state);
  return { state: tx.state, events };
}

function answer(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  if (!result.ok) throw new Error(result.error.message);
  expect(replayLog<Ti4>([{ type: "gameCreated", state }, ...result.events])).toEqual(result.state);
  return result;
}

function refusal(state: Ti4State, command: Ti4Command) {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  expect(state).toEqual(before);
  return result.ok ? null : [result.error.code, result.error.rule];
}

/** Seat 0 attacks with its flagship and 2 dreadnoughts; seat 1's war sun takes 3 hits, its last ship. */
function warSunFalls() {
  const { state, at } = battle((s, at) => {
    put(s, 0, at, { flagship: 1, dreadnought: 2 });
    put(s, 1, at, { warSun: 1 });
    secrets(s, 0, "dtgs", "uf", "sar");
    const opening = { attacker: { flagship: 1, dreadnought: 2 }, defender: { warSun: 1 } };
    s.stack.push({
      kind: "ti4SpaceCombat",
      seat: 0,
      system: at,
      defender: 1,
      round: 1,
      step: "roll",
      opening,
    });
    s.stack.push({ kind: "ti4AssignHits", seat: 1, place: { position: at }, hits: 3, reason: "spaceCombat" });
  });
  return { ...settle(state), at };
}

describe("TI4 secret objectives scored at their moment (LRR 61.5)", () => {
  it("Destroy Their Greatest Ship: the war sun destroyed by seat 0's hits asks seat 0 alone to score it", () => {
    const { state, events } = warSunFalls();
    const met = events.filter((e) => e.type === "ti4ObjectiveMomentMet");
    expect(met).toEqual([
      { type: "ti4ObjectiveMomentMet", seat: 0, objective: "dtgs", combat: expect.any(String), to: 0 },
    ]);
    expect(state.stack.at(-1)).toEqual({ kind: "ti4ObjectiveMoment", seat: 0 });
    const [score, pass] = pendingDecisions<Ti4>(state);
    expect(score).toMatchObject({ kind: "scoreObjective", seat: 0, choices: ["dtgs"] });
    expect(pass).toMatchObject({ kind: "endScoring", seat: 0 });
    // The moment is seat 0's secret: nobody else reads it, in the state or in the log.
    expect(ti4SeatState(state, 1).players[0]?.secret.objectiveMoments).toBeUndefined();
    expect(met.map((e) => ti4EventSeen(e, 1))).toEqual([null]);

    const scored = answer(state, { type: "scoreObjective", seat: 0, objective: "dtgs" });
    const p0 = scored.state.players[0];
    expect(p0?.vp).toBe(1);
    expect(p0?.scoredObjectives).toContain("dtgs");
    expect(p0?.secret.objectiveMoments).toBeUndefined();
    // LRR 61.7: the combat then ends with the flagship alive, but one objective per combat was scored.
    expect(scored.events.some((e) => e.type === "ti4CombatEnded")).toBe(true);
    expect(scored.events.some((e) => e.type === "ti4ObjectiveMomentMet")).toBe(false);
    expect(scored.state.stack.some((f) => f.kind === "ti4ObjectiveMoment")).toBe(false);
  });

  it("a moment let go leaves the combat's one objective to its end: Unveil Flagship, Spark a Rebellion", () => {
    const { state } = warSunFalls();
    const passed = answer(state, { type: "endScoring", seat: 0 });
    expect(passed.state.players[0]?.vp).toBe(0);
    // Nobody has a point: seat 1 is among the players with the most (LRR 98), so beating it sparks a rebellion.
    expect(passed.events.filter((e) => e.type === "ti4ObjectiveMomentMet")).toMatchObject([
      { seat: 0, objective: "sar" },
      { seat: 0, objective: "uf" },
    ]);
    const [score] = pendingDecisions<Ti4>(passed.state);
    expect(score).toMatchObject({ kind: "scoreObjective", seat: 0, choices: ["sar", "uf"] });
    // The bot scores a moment it is asked about; LRR 61.7: the other goes with it.
    const [bot] = ti4Answers(passed.state, score as never);
    expect(bot).toEqual({ type: "scoreObjective", seat: 0, objective: "sar" });
    const scored = answer(passed.state, bot as Ti4Command);
    expect(scored.state.players[0]?.scoredObjectives).toEqual(["sar"]);
    expect(scored.state.players[0]?.secret.secretObjectives).toEqual(["dtgs", "uf"]);
    expect(scored.state.stack.some((f) => f.kind === "ti4ObjectiveMoment")).toBe(false);
    expect(refusal(scored.state, { type: "scoreObjective", seat: 0, objective: "uf" })?.[0]).toBe(
      "ERR_TI4_OBJECTIVE_NOT_MET",
    );
  });

  it("Spark a Rebellion: beating the player with the most points in a ground combat", () => {
    const { state } = battle((s, at) => {
      const planet = planetsAt(s, at)[0] as Ti4PlanetId;
      put(s, 0, at, { infantry: 2 }, planet);
      put(s, 1, at, { infantry: 1 }, planet);
      (s.players[1] as Ti4State["players"][number]).vp = 3;
      secrets(s, 0, "sar");
      s.stack.push({
        kind: "ti4GroundCombat",
        seat: 0,
        system: at,
        planet,
        defender: 1,
        round: 1,
        rolled: true,
      });
      s.stack.push({
        kind: "ti4AssignHits",
        seat: 1,
        place: { position: at, planet },
        hits: 1,
        reason: "groundCombat",
      });
    });
    const settled = settle(state);
    expect(settled.events.filter((e) => e.type === "ti4ObjectiveMomentMet")).toMatchObject([
      { seat: 0, objective: "sar" },
    ]);
    const scored = answer(settled.state, { type: "scoreObjective", seat: 0, objective: "sar" });
    expect(scored.state.players[0]?.vp).toBe(1);
  });

  it("refuses a moment objective whose moment has not come, and a let-go with no moment waiting", () => {
    const { state } = battle((s) => secrets(s, 0, "dtgs", "uf"));
    expect(refusal(state, { type: "scoreObjective", seat: 0, objective: "dtgs" })).toEqual([
      "ERR_TI4_OBJECTIVE_NOT_MET",
      "LRR 61.5",
    ]);
    // No moment waits: nothing to let go.
    expect(refusal(state, { type: "endScoring", seat: 0 })).not.toBeNull();
  });

  it("no moment for a player who does not hold the objective, nor for the loser", () => {
    const { state } = battle((s, at) => {
      put(s, 0, at, { dreadnought: 1 });
      put(s, 1, at, { warSun: 1 });
      secrets(s, 0, "mew");
      secrets(s, 1, "dtgs");
      const opening = { attacker: { dreadnought: 1 }, defender: { warSun: 1 } };
      s.stack.push({
        kind: "ti4SpaceCombat",
        seat: 0,
        system: at,
        defender: 1,
        round: 1,
        step: "roll",
        opening,
      });
      s.stack.push({
        kind: "ti4AssignHits",
        seat: 1,
        place: { position: at },
        hits: 3,
        reason: "spaceCombat",
      });
    });
    const settled = settle(state);
    expect(settled.events.some((e) => e.type === "ti4ObjectiveMomentMet")).toBe(false);
    expect(settled.state.stack.some((f) => f.kind === "ti4ObjectiveMoment")).toBe(false);
  });
});
