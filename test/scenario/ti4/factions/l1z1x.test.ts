/**
 * The L1Z1X Mindnet: Assimilate (others' PDS and space docks replaced on capture), Harrow (bombardment at
 * the end of each ground combat round) and Inheritance Systems (exhausted with 2 resources to ignore every
 * prerequisite).
 */
import { describe, expect, it } from "vitest";
import type { FactionId } from "../../../../src/content/ti4/index.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { researchable } from "../../../../src/engine/ti4/technology/research.ts";
import { answer, planetOf310, refusal, rolls, run, withFactions } from "./baseClash.ts";

describe("L1Z1X: Assimilate", () => {
  function captured(faction: FactionId) {
    const state = withFactions(faction, "sardakk");
    const planet = planetOf310(state);
    const forces = state.board["310"]?.planets[planet];
    forces?.splice(
      0,
      forces.length,
      { seat: 1, units: { pds: 1, spaceDock: 1 } },
      { seat: 0, units: { infantry: 2 } },
    );
    state.stack.push({ kind: "ti4Invasion", seat: 0, system: "310", step: "control", committed: [planet] });
    const done = run(state, () => {});
    return { units: done.state.board["310"]?.planets[planet], done };
  }

  it("replaces the PDS and space dock of a planet L1Z1X takes with its own", () => {
    const { units, done } = captured("l1z1x");
    expect(units).toEqual([{ seat: 0, units: { infantry: 2, pds: 1, spaceDock: 1 } }]);
    expect(done.events.some((e) => e.type === "ti4UnitsRemoved" && e.seat === 1)).toBe(true);
  });

  it("only destroys them for another faction", () => {
    expect(captured("nekro").units).toEqual([{ seat: 0, units: { infantry: 2 } }]);
  });
});

describe("L1Z1X: Harrow", () => {
  function fought(faction: FactionId, shield: boolean) {
    const state = withFactions(faction, "nekro");
    const planet = planetOf310(state);
    const forces = state.board["310"]?.planets[planet];
    const defender = shield ? { infantry: 6, pds: 1 } : { infantry: 6 };
    forces?.splice(0, forces.length, { seat: 1, units: defender }, { seat: 0, units: { infantry: 6 } });
    const space = state.board["310"];
    if (space) space.space = [{ seat: 0, units: { dreadnought: 2 } }];
    state.stack.push({ kind: "ti4GroundCombat", seat: 0, system: "310", planet });
    return run(state, () => {});
  }

  it("bombards the defender's ground forces after each ground combat round", () => {
    const done = fought("l1z1x", false);
    const all = rolls(done.events);
    const harrows = all.filter((e) => e.roll === "bombardment");
    const rounds = done.events.filter((e) => e.type === "ti4CombatRoundBegan").length;
    expect(harrows.length).toBeGreaterThan(0);
    expect(harrows.every((e) => e.seat === 0 && e.groups[0]?.type === "dreadnought")).toBe(true);
    // After a round's two combat rolls, never before the first.
    expect(all[0]?.roll).toBe("combat");
    expect(all[1]?.roll).toBe("combat");
    expect(harrows.length).toBeLessThanOrEqual(rounds);
  });

  it("is stopped by a planetary shield, and belongs to L1Z1X alone", () => {
    expect(rolls(fought("l1z1x", true).events).filter((e) => e.roll === "bombardment")).toEqual([]);
    expect(rolls(fought("sardakk", false).events).filter((e) => e.roll === "bombardment")).toEqual([]);
  });
});

describe("L1Z1X: Inheritance Systems", () => {
  function researching(faction: FactionId, owns: boolean): Ti4State {
    const state = withFactions(faction, "nekro");
    const player = state.players[0];
    if (player) {
      player.technologies = owns ? ["is"] : [];
      player.tradeGoods = 2;
    }
    state.stack.push({ kind: "ti4Research", seat: 0, cost: 0, optional: false, reason: "test" });
    return state;
  }

  it("is exhausted with 2 resources to ignore every prerequisite", () => {
    const state = researching("l1z1x", true);
    expect(researchable(state, 0)).toContain("fl");
    const payment = { planets: [], tradeGoods: 2 };
    const done = answer(state, { type: "research", seat: 0, technology: "fl", waiver: "is", payment });
    expect(done.state.players[0]?.technologies).toEqual(["is", "fl"]);
    expect(done.state.players[0]?.exhaustedTechnologies).toEqual(["is"]);
    expect(done.state.players[0]?.tradeGoods).toBe(0);
  });

  it("refuses an exhausted card, an unpaid one, and anyone without it", () => {
    const payment = { planets: [], tradeGoods: 2 };
    const command = { type: "research", seat: 0, technology: "fl", waiver: "is", payment } as const;
    const exhausted = researching("l1z1x", true);
    if (exhausted.players[0]) exhausted.players[0].exhaustedTechnologies = ["is"];
    expect(refusal(exhausted, command)).toEqual(["ERR_TI4_NO_WAIVER", "LRR 90.8"]);
    expect(
      refusal(researching("l1z1x", true), { ...command, payment: { planets: [], tradeGoods: 0 } }),
    ).toEqual(["ERR_TI4_UNDERPAID", "LRR 75"]);
    expect(refusal(researching("nekro", true), command)).toEqual(["ERR_TI4_NO_WAIVER", "LRR 90.8"]);
    expect(refusal(researching("l1z1x", true), { ...command, waiver: undefined })).toEqual([
      "ERR_TI4_PREREQUISITES",
      "LRR 90.8",
    ]);
  });
});
