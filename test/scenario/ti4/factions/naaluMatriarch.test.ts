/**
 * The Naalu's flagship, the Matriarch (its card; LRR 49.2, 42): during an invasion in its system, Naalu
 * fighters may be committed to planets as if they were ground forces. They roll in ground combat and take
 * its hits; once the ground combats are over they go back to the space area, so they never take a planet by
 * themselves [our reading]. Without the Matriarch there, fighters are not ground forces and are refused.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { controllerOf, unitsIn } from "../../../../src/engine/ti4/board/forces.ts";
import { planetsAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4Force, Ti4State } from "../../../../src/engine/ti4/state.ts";
import { activateQuietly, create, finishSetup, openSystem, play } from "../../../support/ti4.ts";
import { giveFaction } from "../../../support/ti4GiveFaction.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const CARDS = ["imperial", "warfare", "leadership", "technology", "trade", "diplomacy"];

let first: { state: Ti4State; seat: number } | undefined;
function actionPhase() {
  if (!first) {
    let { state } = finishSetup(create(6, {}, "action-6"));
    for (const card of CARDS) {
      const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
      state = play(state, { type: "pickStrategyCard", seat, card: card as never }).state;
    }
    first = { state, seat: pendingDecisions<Ti4>(state)[0]?.seat as number };
  }
  return structuredClone(first);
}

/** The active seat (as `faction`) with `space` in a system; another seat holding its planet with `held`. */
function invading(faction: "naalu" | "sol", space: Ti4Force["units"], held?: Ti4Force["units"]) {
  const { state: base, seat } = actionPhase();
  giveFaction(base, seat, faction);
  const system = openSystem(base);
  const planet = planetsAt(base, system)[0] as Ti4PlanetId;
  const other = (seat + 1) % base.players.length;
  base.board[system] = {
    space: [{ seat, units: space }],
    planets: held ? { [planet]: [{ seat: other, units: held }] } : {},
    commandTokens: [],
  };
  if (held) (base.players[other] as Ti4State["players"][number]).planets[planet] = { exhausted: false };
  const active = activateQuietly(base, seat, system, "ti4Invasion");
  return { start: base, active, seat, other, system, planet };
}

function send(state: Ti4State, command: Ti4Command) {
  return applyCommand<Ti4>(state, command, CTX);
}

/** Every decision answered by the bot until the invasion is over; the events of it all. */
function playOut(state: Ti4State): { state: Ti4State; events: Ti4Event[] } {
  const events: Ti4Event[] = [];
  for (let i = 0; i < 60 && state.stack.some((f) => f.kind === "ti4Invasion"); i++) {
    const [decision] = pendingDecisions<Ti4>(state);
    if (!decision) break;
    const answer = ti4Answers(state, decision).find((c) => applyCommand<Ti4>(state, c, CTX).ok);
    if (!answer) throw new Error(`no answer to ${decision.kind}`);
    const out = send(state, answer);
    if (!out.ok) throw new Error(out.error.message);
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

describe("Naalu: the Matriarch's fighters in ground combat (LRR 49.2, 42)", () => {
  it("commits fighters with the ground forces; they roll in ground combat and come back to space after", () => {
    const { start, active, seat, system, planet } = invading(
      "naalu",
      { flagship: 1, fighter: 3, infantry: 1 },
      { infantry: 1 },
    );
    expect(pendingDecisions<Ti4>(active.state)).toMatchObject([{ kind: "commitGroundForces", seat }]);
    const landed = send(active.state, {
      type: "commitGroundForces",
      seat,
      landings: [{ planet, infantry: 1, fighter: 3 }],
    });
    if (!landed.ok) throw new Error(landed.error.message);
    expect(landed.events).toContainEqual({
      type: "ti4UnitsMoved",
      seat,
      from: { position: system },
      to: { position: system, planet },
      units: { infantry: 1, fighter: 3 },
    });
    const done = playOut(landed.state);
    const all = [...landed.events, ...done.events];
    // The fighters rolled with the infantry in the first round of ground combat.
    const roll = all.find(
      (e) => e.type === "ti4DiceRolled" && e.seat === seat && e.reason === "groundCombat",
    );
    expect(roll).toBeDefined();
    expect(JSON.stringify(roll)).toContain("fighter");
    // None stays on the planet: the survivors are back in the space area.
    expect(unitsIn(done.state.board[system], seat, planet).fighter).toBeUndefined();
    const back = all.find(
      (e) => e.type === "ti4UnitsMoved" && e.from.planet === planet && e.to.planet === undefined,
    );
    if (back?.type === "ti4UnitsMoved")
      expect(unitsIn(done.state.board[system], seat).fighter).toBe(back.units.fighter);
    expect(
      replayLog<Ti4>([{ type: "gameCreated", state: start }, ...active.events, ...all] as never),
    ).toEqual(done.state);
  });

  it("fighters alone win no planet: they go back to space and the planet stays unclaimed", () => {
    const { active, seat, system, planet } = invading("naalu", { flagship: 1, fighter: 2 });
    const landed = send(active.state, {
      type: "commitGroundForces",
      seat,
      landings: [{ planet, fighter: 2 }],
    });
    if (!landed.ok) throw new Error(landed.error.message);
    expect(controllerOf(landed.state, planet)).toBeNull();
    expect(unitsIn(landed.state.board[system], seat)).toEqual({ flagship: 1, fighter: 2 });
    expect(landed.state.stack.some((f) => f.kind === "ti4Invasion")).toBe(false);
  });

  it("refuses fighters without the Matriarch in the system, or for another faction, and changes nothing", () => {
    for (const [faction, space] of [
      ["naalu", { carrier: 1, fighter: 2, infantry: 1 }],
      ["sol", { flagship: 1, fighter: 2, infantry: 1 }],
    ] as const) {
      const { active, seat, planet } = invading(faction, space);
      const before = structuredClone(active.state);
      const out = send(active.state, {
        type: "commitGroundForces",
        seat,
        landings: [{ planet, infantry: 1, fighter: 1 }],
      });
      expect(out.ok ? null : [out.error.code, out.error.rule]).toEqual([
        "ERR_TI4_FIGHTERS_NOT_GROUND_FORCES",
        "LRR 49.2",
      ]);
      expect(out.ok ? "" : out.error.message).toMatch(/Matriarch/);
      expect(active.state).toEqual(before);
    }
  });

  it("the bot sends its fighters with the ground forces to a defended planet", () => {
    const { active, planet } = invading("naalu", { flagship: 1, fighter: 2, infantry: 3 }, { infantry: 1 });
    const [decision] = pendingDecisions<Ti4>(active.state);
    const [answer] = ti4Answers(active.state, decision as never);
    expect(answer).toMatchObject({ type: "commitGroundForces", landings: [{ planet, fighter: 2 }] });
    expect(send(active.state, answer as Ti4Command).ok).toBe(true);
  });
});
