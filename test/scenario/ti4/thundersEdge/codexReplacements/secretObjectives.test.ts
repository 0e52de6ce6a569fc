/**
 * TE "Expansion Integration": with Thunder's Edge, the three secret objectives Codex III reworded are played
 * in their Codex wording (thundersEdge/codex.ts, objectives/moments.ts): Make an Example of Their World counts
 * destruction in the invasion's bombardment step only (Harrow's bombardment in a ground combat round no longer
 * does), Turn Their Fleets to Dust counts the active system's non-fighter ships only. A game without the box
 * keeps the printed cards. Positions are a real game's action phase with step frames put on its stack;
 * everything that follows is played by the rules and replayed.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ObjectiveId, Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { advanceFrames } from "../../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { addUnits, forcesAt, systemOn } from "../../../../../src/engine/ti4/board/forces.ts";
import { planetsAt } from "../../../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../../../../src/engine/ti4/state.ts";
import { actionPhaseAllPlayed } from "../../../../support/ti4Status.ts";

const CTX = { now: "2026-12-07T00:00:00.000Z" };

/** Seat 1's home system emptied, the game with or without Thunder's Edge. */
function battle(te: boolean, edit: (s: Ti4State, at: string) => void): Ti4State {
  const { state } = actionPhaseAllPlayed(3, (s) => {
    const first = s.players[0] as Ti4State["players"][number];
    if (first.faction === "nekro") first.faction = "xxcha";
    if (te) s.config = { ...s.config, boxes: [...s.config.boxes, "te"] };
    const at = s.players[1]?.home as string;
    const system = systemOn(s, at);
    system.space = [];
    for (const planet of Object.keys(system.planets)) system.planets[planet as Ti4PlanetId] = [];
    edit(s, at);
  });
  return state;
}

function put(s: Ti4State, seat: number, at: string, units: Ti4UnitCounts, planet?: Ti4PlanetId) {
  addUnits(forcesAt(systemOn(s, at), planet), seat, units);
}

function secrets(s: Ti4State, seat: number, ...ids: Ti4ObjectiveId[]) {
  (s.players[seat] as Ti4State["players"][number]).secret.secretObjectives = ids;
}

/** The moments met as the automatic steps run from `state`, replayed. */
function momentsMet(state: Ti4State): Ti4Event[] {
  const tx = beginTx<Ti4>(state, CTX);
  advanceFrames(tx);
  const events: Ti4Event[] = tx.events;
  expect(replayLog<Ti4>([{ type: "gameCreated", state }, ...events])).toEqual(tx.state);
  return events.filter((e) => e.type === "ti4ObjectiveMomentMet");
}

/** Seat 0's bombardment hit on seat 1's last infantry: in the invasion's step, or in a ground combat round (Harrow). */
function lastInfantryBombarded(te: boolean, during: "bombardmentStep" | "groundCombatRound"): Ti4State {
  return battle(te, (s, at) => {
    const planet = planetsAt(s, at)[0] as Ti4PlanetId;
    put(s, 0, at, { dreadnought: 1 });
    put(s, 1, at, { infantry: 1 }, planet);
    secrets(s, 0, "mew");
    s.stack.push({ kind: "ti4Invasion", seat: 0, system: at, step: "bombardment" });
    if (during === "groundCombatRound") {
      put(s, 0, at, { infantry: 2 }, planet);
      s.stack.push({
        kind: "ti4GroundCombat",
        seat: 0,
        system: at,
        planet,
        defender: 1,
        round: 1,
        rolled: true,
      });
    }
    s.stack.push({
      kind: "ti4AssignHits",
      seat: 1,
      place: { position: at, planet },
      hits: 1,
      reason: "bombardment",
    });
  });
}

/** Seat 0's space cannon offense destroys seat 1's only fighter in the active system. */
function lastFighterShot(te: boolean): Ti4State {
  return battle(te, (s, at) => {
    put(s, 1, at, { fighter: 1 });
    secrets(s, 0, "ttfd");
    s.stack.push({ kind: "ti4Tactical", seat: 1, system: at, step: 1 });
    s.stack.push({ kind: "ti4SpaceCannonOffense", order: [0], index: 1 } as never);
    s.stack.push({
      kind: "ti4AssignHits",
      seat: 1,
      place: { position: at },
      hits: 1,
      reason: "spaceCannonOffense",
    });
  });
}

describe("TE Expansion Integration: the Codex III secret objectives", () => {
  it("Make an Example of Their World Ω: the bombardment step counts, with or without the box", () => {
    for (const te of [false, true])
      expect(momentsMet(lastInfantryBombarded(te, "bombardmentStep"))).toMatchObject([
        { seat: 0, objective: "mew", to: 0 },
      ]);
  });

  it("Make an Example of Their World Ω: Harrow's bombardment in a ground combat round counts only for the printed card", () => {
    expect(momentsMet(lastInfantryBombarded(false, "groundCombatRound"))).toMatchObject([
      { seat: 0, objective: "mew" },
    ]);
    expect(momentsMet(lastInfantryBombarded(true, "groundCombatRound"))).toEqual([]);
  });

  it("Turn Their Fleets to Dust Ω: a last fighter shot down is no non-fighter ship", () => {
    expect(momentsMet(lastFighterShot(false))).toMatchObject([{ seat: 0, objective: "ttfd" }]);
    expect(momentsMet(lastFighterShot(true))).toEqual([]);
  });

  it("refuses the objective before its moment, naming the wording the game plays", () => {
    for (const te of [false, true]) {
      const state = battle(te, (s) => secrets(s, 0, "ttfd"));
      const before = structuredClone(state);
      const result = applyCommand<Ti4>(
        state,
        { type: "scoreObjective", seat: 0, objective: "ttfd" } as Ti4Command,
        CTX,
      );
      expect(state).toEqual(before);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error.code).toBe("ERR_TI4_OBJECTIVE_NOT_MET");
      expect(result.error.message.includes("Turn Their Fleets to Dust \u03a9")).toBe(te);
      expect(result.error.message.includes("non-fighter ships")).toBe(te);
    }
  });
});
