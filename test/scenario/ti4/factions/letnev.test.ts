/**
 * The Barony of Letnev: Armada (fleet pool + 2), Arc Secundus (others' planetary shields down in its
 * system; repaired as each space combat round begins), L4 Disruptors (no space cannon defense against its
 * invasions) and Non-Euclidean Shielding (a sustain cancels 2 hits).
 */
import { describe, expect, it } from "vitest";
import { botHitAssignment } from "../../../../src/engine/ti4/combat/hitsBot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import { shielded } from "../../../../src/engine/ti4/invasion/reads.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { spaceExcess } from "../../../../src/engine/ti4/tactical/room.ts";
import { ti4FleetLimit } from "../../../../src/engine/ti4/units.ts";
import {
  answer,
  clash,
  inSpaceCombat,
  planetOf310,
  playOut,
  refusal,
  rolls,
  run,
  withFactions,
} from "./baseClash.ts";

describe("Letnev: Armada", () => {
  it("allows 2 non-fighter ships per system beyond the fleet pool's tokens, to Letnev only", () => {
    const state = withFactions("letnev", "nekro");
    const tokens = state.players[0]?.tokens.fleet ?? 0;
    expect(ti4FleetLimit(state, 0)).toBe(tokens + 2);
    expect(ti4FleetLimit(state, 1)).toBe(state.players[1]?.tokens.fleet);
    const fleet = { cruiser: tokens + 2 };
    expect(spaceExcess(state, 0, "310", fleet).fleet).toBe(0);
    expect(spaceExcess(state, 0, "310", { cruiser: tokens + 3 }).fleet).toBe(1);
    const other = withFactions("nekro", "letnev");
    expect(spaceExcess(other, 0, "310", fleet).fleet).toBe(2);
  });
});

describe("Letnev: Arc Secundus", () => {
  function shieldedPlanet(faction: "letnev" | "nekro", flagship: boolean): boolean {
    const state = withFactions(faction, "sardakk");
    const planet = planetOf310(state);
    state.board["310"]?.planets[planet]?.push({ seat: 1, units: { pds: 1 } });
    state.board["310"]?.space.push({ seat: 0, units: flagship ? { flagship: 1 } : { cruiser: 1 } });
    return shielded(state, 0, "310", planet);
  }

  it("takes down the other players' planetary shields in its system", () => {
    expect(shieldedPlanet("letnev", true)).toBe(false);
    expect(shieldedPlanet("letnev", false)).toBe(true);
    // Another faction's flagship does nothing of the kind.
    expect(shieldedPlanet("nekro", true)).toBe(true);
  });

  it("is repaired as each round of space combat begins; another faction's flagship is not", () => {
    const repaired = (faction: "letnev" | "nekro") => {
      const state = clash(withFactions(faction, "sardakk"), { flagship: 1, cruiser: 2 }, { cruiser: 3 });
      const force = state.board["310"]?.space.find((f) => f.seat === 0);
      if (force) force.damaged = { flagship: 1 };
      const done = playOut(state, { type: "tacticalAction", seat: 0, system: "310" }, inSpaceCombat);
      return done.events.filter((e) => e.type === "ti4UnitsRepaired" && e.seat === 0);
    };
    const letnev = repaired("letnev");
    expect(letnev.length).toBeGreaterThan(0);
    expect(letnev[0]).toMatchObject({ units: { flagship: 1 }, place: { position: "310" } });
    expect(repaired("nekro")).toEqual([]);
  });
});

describe("Letnev: L4 Disruptors", () => {
  /** Seat 0 has landed infantry on 310's planet, where seat 1 has a PDS; space cannon defense is next. */
  function landed(faction: "letnev" | "nekro", l4: boolean): Ti4State {
    const state = withFactions(faction, "sardakk");
    if (l4) state.players[0]?.technologies.push("l4");
    const planet = planetOf310(state);
    const forces = state.board["310"]?.planets[planet];
    forces?.splice(
      0,
      forces.length,
      { seat: 1, units: { infantry: 1, pds: 2 } },
      { seat: 0, units: { infantry: 3 } },
    );
    state.stack.push({
      kind: "ti4Invasion",
      seat: 0,
      system: "310",
      step: "spaceCannonDefense",
      committed: [planet],
    });
    return state;
  }

  it("keeps other players' space cannons silent during Letnev's invasions", () => {
    const done = run(landed("letnev", true), () => {});
    expect(rolls(done.events).filter((e) => e.roll === "spaceCannon")).toEqual([]);
    expect(rolls(done.events).some((e) => e.roll === "combat")).toBe(true);
  });

  it("needs the technology, and serves Letnev only", () => {
    for (const state of [landed("letnev", false), landed("nekro", true)]) {
      const done = run(state, () => {});
      expect(
        rolls(done.events)
          .filter((e) => e.roll === "spaceCannon")
          .map((e) => e.seat),
      ).toEqual([1]);
    }
  });
});

describe("Letnev: Non-Euclidean Shielding", () => {
  function hitBy(faction: "letnev" | "nekro", nes: boolean, hits: number): Ti4State {
    const state = withFactions(faction, "sardakk");
    if (nes) state.players[0]?.technologies.push("nes");
    const home = state.board["304"];
    if (home) home.space = [{ seat: 0, units: { dreadnought: 1, fighter: 2, cruiser: 1 } }];
    state.stack.push({
      kind: "ti4AssignHits",
      seat: 0,
      place: { position: "304" },
      hits,
      reason: "spaceCombat",
    });
    return state;
  }

  it("cancels 2 hits with one sustain", () => {
    const state = hitBy("letnev", true, 2);
    const done = answer(state, { type: "assignHits", seat: 0, sustain: { dreadnought: 1 }, destroy: {} });
    expect(done.state.board["304"]?.space[0]).toMatchObject({
      units: { dreadnought: 1, fighter: 2, cruiser: 1 },
      damaged: { dreadnought: 1 },
    });
    // 3 hits: the sustain covers 2, a fighter the third; the bot answers the same.
    const three = hitBy("letnev", true, 3);
    expect(botHitAssignment(three, three.stack.at(-1) as never)).toEqual({
      sustain: { dreadnought: 1 },
      destroy: { fighter: 1 },
    });
    answer(three, { type: "assignHits", seat: 0, sustain: { dreadnought: 1 }, destroy: { fighter: 1 } });
  });

  it("refuses a unit more than the hits need, and gives others one hit a sustain", () => {
    const assign = (state: Ti4State, sustain: object, destroy: object) =>
      refusal(state, { type: "assignHits", seat: 0, sustain, destroy } as Ti4Command);
    expect(assign(hitBy("letnev", true, 2), { dreadnought: 1 }, { fighter: 1 })).toEqual([
      "ERR_TI4_HITS_OVERASSIGNED",
      "LRR 78.6",
    ]);
    expect(assign(hitBy("letnev", false, 2), { dreadnought: 1 }, {})).toEqual([
      "ERR_TI4_HITS_UNASSIGNED",
      "LRR 78.6",
    ]);
    expect(assign(hitBy("nekro", true, 2), { dreadnought: 1 }, {})).toEqual([
      "ERR_TI4_HITS_UNASSIGNED",
      "LRR 78.6",
    ]);
  });
});
