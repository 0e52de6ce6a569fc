import { describe, expect, it } from "vitest";
import { getSystem } from "../../../src/content/systems.ts";
import type { AutoBuiltGalaxy } from "../../../src/engine/galaxy/autoBuild.ts";
import { autoBuildGalaxy, galaxyRuleBreaks } from "../../../src/engine/galaxy/autoBuild.ts";
import { galaxyBalance } from "../../../src/engine/galaxy/balance.ts";
import { labelDistance, neighbourLabels } from "../../../src/engine/galaxy/hex.ts";
import type { GalaxySetup } from "../../../src/engine/galaxy/layouts.ts";
import { allGalaxySetups } from "../../../src/engine/galaxy/layouts.ts";
import { galaxyTilePool } from "../../../src/engine/galaxy/tiles.ts";
import { isRuleError } from "../../../src/engine/ruleError.ts";

function build(setup: GalaxySetup, seed: string): AutoBuiltGalaxy {
  const built = autoBuildGalaxy(setup, seed);
  if (isRuleError(built)) throw new Error(built.message);
  return built;
}

function name(setup: GalaxySetup): string {
  return `${setup.players} players, ${setup.boxes.join(" + ")}${setup.larger ? ", larger galaxy" : ""}`;
}

const SETUPS = allGalaxySetups().map((setup) => [name(setup), setup] as const);

describe("the automatic galaxy", () => {
  it.each(SETUPS)("is legal for %s", (_, setup) => {
    const built = build(setup, "legal");
    const { galaxy, layout } = built;
    // Every position but the Homes is filled, Mecatol Rex at the centre.
    expect(galaxy["000"]).toBe("mecatol-rex");
    for (const label of layout.systemPositions) expect(galaxy[label]).toBeDefined();
    for (const home of built.homes) {
      expect(galaxy[home]).toBeUndefined();
      expect(labelDistance("000", home)).toBe(layout.homeRing);
    }
    // No Special System next to another (Base p.8), and nothing relaxed.
    for (const [label, id] of Object.entries(galaxy)) {
      if (getSystem(id).kind !== "anomaly") continue;
      const specialNeighbours = neighbourLabels(label).filter(
        (n) => galaxy[n] && getSystem(galaxy[n]).kind === "anomaly",
      );
      expect(specialNeighbours, `Special System at ${label}`).toEqual([]);
    }
    expect(built.relaxed).toEqual([]);
    expect(galaxyRuleBreaks(galaxy)).toEqual([]);
  });

  it.each(SETUPS)("uses each tile no more often than the box holds it, for %s", (_, setup) => {
    const built = build(setup, "copies");
    const pool = galaxyTilePool(setup.boxes);
    const placed = [
      ...Object.values(built.galaxy).filter((id) => id !== "mecatol-rex"),
      ...built.removed,
    ].sort();
    expect(placed).toEqual([...pool].sort());
  });

  it("gives the same galaxy for the same seed, and another for another seed", () => {
    const setup: GalaxySetup = { players: 6, boxes: ["base", "se"], larger: false };
    expect(build(setup, "same").galaxy).toEqual(build(setup, "same").galaxy);
    expect(build(setup, "same").galaxy).not.toEqual(build(setup, "different").galaxy);
  });

  it("balances what each Home can reach to within a tenth of a Home's worth", () => {
    for (const [, setup] of SETUPS) {
      const built = build(setup, "balance");
      expect(built.balance.homes).toHaveLength(setup.players);
      expect(built.balance.spread).toBeLessThanOrEqual(built.balance.mean * 0.1);
      expect(galaxyBalance(built.galaxy, built.homes)).toEqual(built.balance);
    }
  });

  it("builds an 8-player galaxy well within a second", () => {
    const started = performance.now();
    build({ players: 8, boxes: ["base", "se"], larger: false }, "fast");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses a setup the rules do not allow", () => {
    expect(autoBuildGalaxy({ players: 8, boxes: ["base"], larger: false }, "x")).toMatchObject({
      code: "ERR_PLAYER_COUNT",
    });
  });
});

describe("the rule report of a finished galaxy", () => {
  it("names Special Systems side by side", () => {
    const galaxy = { "000": "mecatol-rex", "101": "nebula", "102": "supernova" } as const;
    expect(galaxyRuleBreaks(galaxy)).toEqual(["RR §3.9: 1 pair(s) of Special Systems are adjacent"]);
  });
});
