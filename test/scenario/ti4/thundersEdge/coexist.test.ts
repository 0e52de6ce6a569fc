/**
 * TE "Coexist": units of two players on one planet without combat; control stays with the planet's holder
 * (or passes to it when the coexisting player held it), the coexisting player counts it for objectives only,
 * and a coexistence left alone gives the planet to the coexisting player as the tactical action ends.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../src/engine/kernel/tx.ts";
import { controllerOf } from "../../../../src/engine/ti4/board/forces.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import {
  coexistingPlanetsOf,
  engagedDefenders,
  settleCoexistence,
} from "../../../../src/engine/ti4/thundersEdge/coexist.ts";
import { landingScene } from "../../../support/coexistScene.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
function send(state: Ti4State, command: Parameters<typeof applyCommand<Ti4>>[1]) {
  return applyCommand<Ti4>(state, command, CTX);
}

describe("TE Coexist", () => {
  it("lands beside the holder's ground forces without combat; control stays; counts for objectives; replays", () => {
    const { start, active, system, planet } = landingScene();
    const committed = send(active.state, {
      type: "commitGroundForces",
      seat: 0,
      landings: [{ planet, infantry: 2 }],
    });
    if (!committed.ok) throw new Error(committed.error.message);
    expect(pendingDecisions<Ti4>(committed.state)[0]).toMatchObject({ kind: "coexist", seat: 0 });
    const done = send(committed.state, { type: "coexist", seat: 0, planets: [planet] });
    if (!done.ok) throw new Error(done.error.message);
    expect(done.state.coexistence).toEqual([{ seat: 0, position: system, planet }]);
    expect(done.events.some((e) => e.type === "ti4CombatRoundBegan")).toBe(false);
    expect(controllerOf(done.state, planet)).toBe(1);
    expect(done.state.board[system]?.planets[planet]).toEqual([
      { seat: 1, units: { infantry: 1 } },
      { seat: 0, units: { infantry: 2 } },
    ]);
    expect(coexistingPlanetsOf(done.state, 0)).toEqual([planet]);
    expect(engagedDefenders(done.state, 2, system, planet)).toEqual([1]);
    const events: Ti4Event[] = [...active.events, ...committed.events, ...done.events];
    const replayed = replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events]);
    expect(replayed).toEqual(done.state);
  });

  it("without coexisting, the same landing is a ground combat (the rule can fail)", () => {
    const { active, planet } = landingScene();
    const committed = send(active.state, {
      type: "commitGroundForces",
      seat: 0,
      landings: [{ planet, infantry: 2 }],
    });
    if (!committed.ok) throw new Error(committed.error.message);
    const declined = send(committed.state, { type: "coexist", seat: 0, planets: [] });
    if (!declined.ok) throw new Error(declined.error.message);
    expect(declined.state.coexistence).toBeUndefined();
    expect(declined.events.some((e) => e.type === "ti4CombatRoundBegan")).toBe(true);
  });

  it("refuses coexisting on a planet not offered, the state unchanged", () => {
    const { active, planet } = landingScene();
    const committed = send(active.state, {
      type: "commitGroundForces",
      seat: 0,
      landings: [{ planet, infantry: 2 }],
    });
    if (!committed.ok) throw new Error(committed.error.message);
    const refused = send(committed.state, { type: "coexist", seat: 0, planets: ["jord" as Ti4PlanetId] });
    expect(refused.ok ? null : refused.error.code).toBe("ERR_TI4_COEXIST_PLANET");
    const early = send(active.state, { type: "coexist", seat: 0, planets: [planet] });
    expect(early.ok).toBe(false);
  });

  it("a coexisting player left alone on the planet gains it, and the coexistence ends", () => {
    const { active, system, planet } = landingScene();
    const committed = send(active.state, {
      type: "commitGroundForces",
      seat: 0,
      landings: [{ planet, infantry: 2 }],
    });
    if (!committed.ok) throw new Error(committed.error.message);
    const done = send(committed.state, { type: "coexist", seat: 0, planets: [planet] });
    if (!done.ok) throw new Error(done.error.message);
    const alone = structuredClone(done.state);
    (alone.board[system] as Ti4State["board"][string]).planets[planet] = [
      { seat: 0, units: { infantry: 2 } },
    ];
    const tx = beginTx<Ti4>(alone, CTX);
    settleCoexistence(tx);
    expect(tx.events).toContainEqual({ type: "ti4PlanetGained", seat: 0, planet, exhausted: true, from: 1 });
    expect(tx.state.coexistence).toBeUndefined();
  });
});
