import { describe, expect, it } from "vitest";
import type { Ti4SystemId } from "../../../src/content/ti4/systems.ts";
import { ti4System } from "../../../src/content/ti4/systems.ts";
import { labelsUpToRing, ringOfLabel } from "../../../src/engine/galaxy/hex.ts";
import {
  boardNeighbours,
  dealTi4Systems,
  looseLaneEnds,
  ti4GalaxyLayout,
  ti4LayoutIds,
  ti4PlayerCounts,
} from "../../../src/engine/galaxy/ti4/index.ts";
import type { Ti4Layout, Ti4LayoutId, Ti4PlacedTile } from "../../../src/engine/galaxy/ti4/layouts.ts";
import { seedRng } from "../../../src/engine/rng.ts";
import { isRuleError } from "../../../src/engine/ruleError.ts";

const boxes = ["base", "pok", "codex3"] as const;

function layoutFor(players: number, id?: Ti4LayoutId): Ti4Layout {
  const layout = ti4GalaxyLayout({ players, boxes, ...(id ? { layout: id } : {}) });
  if (isRuleError(layout)) throw new Error(layout.message);
  return layout;
}

describe("TI4 layouts", () => {
  it("knows 3 to 6 players", () => {
    expect(ti4PlayerCounts()).toEqual([3, 4, 5, 6]);
  });

  const ALL: [number, Ti4LayoutId][] = [
    [3, "3p"],
    [4, "4p"],
    [5, "5p-hyperlanes"],
    [5, "5p-base"],
    [6, "6p"],
  ];
  for (const [players, id] of ALL) {
    it(`${id}: the deal fills the board exactly, Homes on the outer ring`, () => {
      const layout = layoutFor(players, id);
      expect(layout.id).toBe(id);
      expect(layout.homes).toHaveLength(players);
      expect(new Set(layout.homes).size).toBe(players);
      for (const home of layout.homes) {
        expect(layout.positions).toContain(home);
        expect(ringOfLabel(home)).toBe(3);
      }
      expect(layout.systemPositions).toHaveLength(players * (layout.blueEach + layout.redEach));
      const deal = dealTi4Systems(layout, seedRng(`deal-${players}`)).value;
      expect(deal.hands).toHaveLength(players);
      for (const hand of deal.hands) {
        expect(hand.filter((id) => ti4System(id).back === "blue")).toHaveLength(layout.blueEach);
        expect(hand.filter((id) => ti4System(id).back === "red")).toHaveLength(layout.redEach);
      }
      const extras = Object.entries(deal.extraRed);
      expect(extras.map(([label]) => label)).toEqual([...layout.extraRed]);
      for (const [, tile] of extras) expect(ti4System(tile).back).toBe("red");
      const all = [...deal.hands.flat(), ...extras.map(([, tile]) => tile)];
      expect(new Set(all).size).toBe(all.length);
      // Every position of the board is Mecatol Rex, a Home, a hyperlane, an extra red tile or a dealt system.
      const fixed = 1 + players + Object.keys(layout.hyperlanes).length + layout.extraRed.length;
      expect(layout.positions).toHaveLength(fixed + layout.systemPositions.length);
    });
  }

  it("5 players has two layouts: hyperlanes by default with Prophecy of Kings, the base one without it", () => {
    expect(ti4LayoutIds(5)).toEqual(["5p-hyperlanes", "5p-base", "5p-te"]);
    expect(layoutFor(5).id).toBe("5p-hyperlanes");
    const baseOnly = ti4GalaxyLayout({ players: 5, boxes: ["base"] });
    expect(!isRuleError(baseOnly) && baseOnly.id).toBe("5p-base");
    const named = ti4GalaxyLayout({ players: 5, boxes: ["base"], layout: "5p-hyperlanes" });
    expect(isRuleError(named) && named.code).toBe("ERR_TI4_LAYOUT_BOX");
    const unknown = ti4GalaxyLayout({ players: 5, boxes, layout: "6p" });
    expect(isRuleError(unknown) && unknown.code).toBe("ERR_TI4_LAYOUT_UNKNOWN");
    expect(isRuleError(unknown) && unknown.message).toContain("5p-base");
  });

  it("5p-base: the full three rings, Homes spaced round ring 3, one red tile at 101 before the build", () => {
    const layout = layoutFor(5, "5p-base");
    expect(layout.positions).toEqual(labelsUpToRing(3));
    expect(layout.homes).toEqual(["303", "307", "310", "313", "317"]);
    expect(layout.hyperlanes).toEqual({});
    expect(layout.extraRed).toEqual(["101"]);
    expect([layout.blueEach, layout.redEach]).toEqual([4, 2]);
    // Ring 1 keeps one position per player for the first lap of the snake.
    expect(layout.systemPositions.filter((label) => ringOfLabel(label) === 1)).toHaveLength(5);
    // Gaps between neighbouring Homes round ring 3 (18 positions): 4, 3, 3, 4, 4, mirrored about 310.
    const steps = layout.homes.map((home) => Number(home) - 300);
    const gaps = steps.map((step, i) => ((steps[(i + 1) % 5] as number) - step + 18) % 18);
    expect(gaps).toEqual([4, 3, 3, 4, 4]);
  });

  it("deals the counts of LRR setup step 6", () => {
    const counts = ALL.map(([p, id]) => [layoutFor(p, id).blueEach, layoutFor(p, id).redEach]);
    expect(counts).toEqual([
      [6, 2],
      [5, 3],
      [3, 2],
      [4, 2],
      [3, 2],
    ]);
  });

  it("5 players: six hyperlanes 83A-88A whose lanes all join up", () => {
    const layout = layoutFor(5);
    const tiles = Object.values(layout.hyperlanes).map((p) => p.tile);
    expect(tiles.sort()).toEqual(["83A", "84A", "85A", "86A", "87A", "88A"]);
    expect(looseLaneEnds(layout.positions, layout.hyperlanes)).toEqual([]);
  });

  it("5 players: the hyperlanes join the systems on both sides of the missing south wedge", () => {
    const layout = layoutFor(5);
    const neighbours = boardNeighbours(layout.positions, layout.hyperlanes);
    // The chain 309-310-311 joins 308 to 312; 104 joins 103 to 105.
    expect(neighbours.get("308")).toContain("312");
    expect(neighbours.get("312")).toContain("308");
    expect(neighbours.get("103")).toContain("105");
    // 206 and 208 fan out from 207, the one system left in the wedge.
    expect([...(neighbours.get("207") ?? [])].sort()).toEqual(["103", "105", "205", "209", "308", "312"]);
    expect(neighbours.has("310")).toBe(false);
  });

  it("a turned hyperlane moves its lanes clockwise", () => {
    // 83A has one lane, sides 1-4 (NE to SW); put at 101, unturned then turned once (60 degrees clockwise).
    const positions = ["000", "101", "102", "103", "104", "105", "106", "201", "202", "212"];
    const straight = boardNeighbours(positions, { "101": { tile: "83A", rotation: 0 } });
    const turned = boardNeighbours(positions, { "101": { tile: "83A", rotation: 1 } });
    // Unturned: sides 1 (NE = 202) and 4 (SW = 106) are joined.
    expect(straight.get("202")).toContain("106");
    // Turned once: sides 2 (SE = 102) and 5 (NW = 212) are joined.
    expect(turned.get("102")).toContain("212");
    expect(turned.get("202")).not.toContain("106");
  });

  it("the turn convention also joins up the community's 3- and 4-player hyperlane layouts, and its mirror does not", () => {
    // Hyperlanes only (-1 = no hyperlane), ring by ring from 101; tiles repeat, these layouts print copies.
    const strings = [
      "85A3 -1 85A5 -1 85A1 -1 -1 87A3 -1 88A5 -1 87A5 -1 87A3 -1 88A5 -1 88A3 86A3 84A3 -1 -1 -1 83A2 86A5 84A5 -1 -1 -1 84A3 86A1 83A2 -1 -1 -1 83A0",
      "85A3 -1 -1 85A0 -1 -1 -1 88A1 -1 -1 -1 88A0 -1 87A0 -1 -1 -1 87A5 86A3 83A1 -1 -1 -1 -1 -1 -1 83A0 86A0 84A3 -1 -1 -1 -1 -1 -1 84A5",
    ];
    const positions = labelsUpToRing(3);
    for (const text of strings) {
      const lanes = (mirror: boolean) => {
        const out: Record<string, Ti4PlacedTile> = {};
        text.split(" ").forEach((token, i) => {
          if (token === "-1") return;
          const turn = Number(token.slice(-1));
          out[positions[i + 1] as string] = {
            tile: token.slice(0, -1) as Ti4SystemId,
            rotation: mirror ? (6 - turn) % 6 : turn,
          };
        });
        return out;
      };
      expect(looseLaneEnds(positions, lanes(false))).toEqual([]);
      expect(looseLaneEnds(positions, lanes(true)).length).toBeGreaterThan(0);
    }
  });

  it("refuses 7 players, and the hyperlane layout without Prophecy of Kings", () => {
    const seven = ti4GalaxyLayout({ players: 7, boxes });
    expect(isRuleError(seven) && seven.code).toBe("ERR_TI4_PLAYER_COUNT");
    const fiveBase = ti4GalaxyLayout({ players: 5, boxes: ["base"], layout: "5p-hyperlanes" });
    expect(isRuleError(fiveBase) && fiveBase.code).toBe("ERR_TI4_LAYOUT_BOX");
    expect(isRuleError(ti4GalaxyLayout({ players: 6, boxes: ["base"] }))).toBe(false);
  });
});
