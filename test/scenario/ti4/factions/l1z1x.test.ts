/**
 * The L1Z1X Mindnet: Assimilate (others' PDS and space docks replaced on capture), Harrow (bombardment at
 * the end of each ground combat round) and Inheritance Systems (exhausted with 2 resources to ignore every
 * prerequisite).
 */
import { describe, expect, it } from "vitest";
import type { FactionId } from "../../../../src/content/ti4/index.ts";
import { ti4RollDice } from "../../../../src/engine/ti4/combat/dice.ts";
import { botHitAssignment } from "../../../../src/engine/ti4/combat/hitsBot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { researchable } from "../../../../src/engine/ti4/technology/research.ts";
import {
  answer,
  clash,
  hitsPushed,
  inSpaceCombat,
  planetOf310,
  playOut,
  refusal,
  rolls,
  run,
  withFactions,
} from "./baseClash.ts";

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
    // The defender has no ability of its own in combat (the Nekro's Technological Singularity would ask).
    const state = withFactions(faction, "xxcha");
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

describe("L1Z1X: [0.0.1]", () => {
  it("marks the hits of the flagship and dreadnoughts in its system for non-fighter ships first", () => {
    const state = withFactions("l1z1x", "nekro");
    state.board["310"]?.space.push({ seat: 0, units: { flagship: 1, dreadnought: 1, cruiser: 1 } });
    const place = { position: "310" };
    const rolled = ti4RollDice(state, 0, { flagship: 1, dreadnought: 1, cruiser: 1 }, "combat", state.rng, {
      place,
    });
    expect(rolled.groups.map((g) => [g.type, g.nonFightersFirst])).toEqual([
      ["flagship", true],
      ["dreadnought", true],
      ["cruiser", undefined],
    ]);
    // Without the flagship there, or for another faction, no group is marked.
    const away = ti4RollDice(state, 0, { dreadnought: 1 }, "combat", state.rng, {
      place: { position: "304" },
    });
    expect(away.groups[0]?.nonFightersFirst).toBeUndefined();
    const other = withFactions("nekro", "l1z1x");
    other.board["310"]?.space.push({ seat: 0, units: { flagship: 1, dreadnought: 1 } });
    const theirs = ti4RollDice(other, 0, { flagship: 1, dreadnought: 1 }, "combat", other.rng, { place });
    expect(theirs.groups.some((g) => g.nonFightersFirst)).toBe(false);
  });

  it("pushes those hits to be assigned to non-fighters first, and a full combat replays", () => {
    const state = clash(
      withFactions("l1z1x", "nekro"),
      { flagship: 1, dreadnought: 2 },
      { cruiser: 2, fighter: 4 },
    );
    const done = playOut(state, { type: "tacticalAction", seat: 0, system: "310" }, inSpaceCombat);
    const marked = done.events.filter(
      (e) => e.type === "ti4FramePushed" && e.frame.kind === "ti4AssignHits" && e.frame.nonFightersFirst,
    );
    const first = rolls(done.events).find((e) => e.seat === 0 && e.roll === "combat" && e.hits > 0);
    if (first) expect(marked.length).toBeGreaterThan(0);
    expect(hitsPushed(done.events).length).toBeGreaterThan(0);
  });

  function owedHits(): Ti4State {
    const state = withFactions("nekro", "l1z1x");
    const home = state.board["304"];
    if (home) home.space = [{ seat: 0, units: { cruiser: 2, fighter: 3 } }];
    state.stack.push({
      kind: "ti4AssignHits",
      seat: 0,
      place: { position: "304" },
      hits: 2,
      reason: "spaceCombat",
      nonFightersFirst: 1,
    });
    return state;
  }

  it("refuses fighters taking the hits owed to other ships; the bot pays them with a cruiser", () => {
    const state = owedHits();
    const assign = (destroy: object) => ({ type: "assignHits", seat: 0, sustain: {}, destroy }) as Ti4Command;
    expect(refusal(state, assign({ fighter: 2 }))).toEqual(["ERR_TI4_HITS_NON_FIGHTERS_FIRST", "LRR 78.6"]);
    expect(botHitAssignment(state, state.stack.at(-1) as never)).toEqual({
      sustain: {},
      destroy: { cruiser: 1, fighter: 1 },
    });
    const done = answer(state, assign({ cruiser: 1, fighter: 1 }));
    expect(done.state.board["304"]?.space[0]?.units).toEqual({ cruiser: 1, fighter: 2 });
  });
});
