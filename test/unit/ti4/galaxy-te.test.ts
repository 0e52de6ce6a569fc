/**
 * The galaxy of a Thunder's Edge game (TE rulebook, "Expansion Integration", "Setup Variations"): TE's blue
 * and red tiles shuffled into the piles, TE's Mecatol Rex (112) at the centre, and at five players TE's own
 * hyperlane board (119A-124A, 3 blue + 2 red each) whose every lane ends on a system or another lane.
 */
import { describe, expect, it } from "vitest";
import { ti4System } from "../../../src/content/ti4/systems.ts";
import { MECATOL_LABEL } from "../../../src/engine/galaxy/hex.ts";
import {
  autoBuildTi4Galaxy,
  boardNeighbours,
  dealTi4Systems,
  looseLaneEnds,
  ti4GalaxyLayout,
  ti4RuleBreaks,
  ti4TilePool,
} from "../../../src/engine/galaxy/ti4/index.ts";
import { ti4CentreTile } from "../../../src/engine/galaxy/ti4/layouts.ts";
import { seedRng } from "../../../src/engine/rng.ts";
import { isRuleError } from "../../../src/engine/ruleError.ts";

const WITH_POK = ["base", "pok", "codex3", "te"] as const;
const TE_ONLY = ["base", "te"] as const;

describe("a Thunder's Edge galaxy", () => {
  it("shuffles TE's 15 blue and 5 red tiles into the piles, and only in a TE game", () => {
    const te = ti4TilePool(WITH_POK);
    const pok = ti4TilePool(["base", "pok", "codex3"]);
    expect(te.blue.length - pok.blue.length).toBe(15);
    expect(te.red.length - pok.red.length).toBe(5);
    expect(pok.blue.concat(pok.red).some((id) => ti4System(id).box === "te")).toBe(false);
    expect(te.blue).not.toContain("112");
    expect(ti4TilePool(TE_ONLY).blue).toHaveLength(20 + 15);
  });

  it("puts TE's Mecatol Rex at the centre", () => {
    expect(ti4CentreTile(WITH_POK)).toBe("112");
    expect(ti4CentreTile(["base", "pok"])).toBe("18");
  });

  for (const boxes of [WITH_POK, TE_ONLY]) {
    for (const players of [3, 4, 5, 6]) {
      it(`${players} players (${boxes.join(", ")}): a legal galaxy built with TE's tiles`, {
        timeout: 60_000,
      }, () => {
        let teTiles = 0;
        for (const seed of ["te-1", "te-2", "te-3"]) {
          const built = autoBuildTi4Galaxy({ players, boxes }, seed);
          if (isRuleError(built)) throw new Error(built.message);
          const { layout, galaxy } = built;
          expect(layout.id).toBe(players === 5 ? "5p-te" : { 3: "3p", 4: "4p", 6: "6p" }[players]);
          expect(galaxy[MECATOL_LABEL]?.tile).toBe("112");
          const systems = layout.systemPositions.map((label) => galaxy[label]?.tile);
          expect(systems.every((id) => id !== undefined)).toBe(true);
          expect(new Set(systems).size).toBe(systems.length);
          teTiles += systems.filter((id) => ti4System(id as never).box === "te").length;
          expect(ti4RuleBreaks(galaxy, layout.positions)).toEqual([]);
          expect(looseLaneEnds(layout.positions, layout.hyperlanes)).toEqual([]);
        }
        expect(teTiles).toBeGreaterThan(0);
      });
    }
  }

  it("five players: TE's board, 3 blue and 2 red each, hyperlanes 119A-124A whose lanes all join up", () => {
    const layout = ti4GalaxyLayout({ players: 5, boxes: TE_ONLY });
    if (isRuleError(layout)) throw new Error(layout.message);
    expect(layout.id).toBe("5p-te");
    expect([layout.blueEach, layout.redEach]).toEqual([3, 2]);
    const tiles = Object.values(layout.hyperlanes).map((p) => p.tile);
    expect(tiles.sort()).toEqual(["119A", "120A", "121A", "122A", "123A", "124A"]);
    for (const tile of tiles) expect(ti4System(tile).box).toBe("te");
    expect(looseLaneEnds(layout.positions, layout.hyperlanes)).toEqual([]);
    const neighbours = boardNeighbours(layout.positions, layout.hyperlanes);
    expect(neighbours.get("308")).toContain("312");
    expect(neighbours.get("103")).toContain("105");
    expect(neighbours.has("310")).toBe(false);
    const deal = dealTi4Systems(layout, seedRng("te-deal")).value;
    for (const hand of deal.hands) {
      expect(hand.filter((id) => ti4System(id).back === "blue")).toHaveLength(3);
      expect(hand.filter((id) => ti4System(id).back === "red")).toHaveLength(2);
    }
  });

  it("with PoK too, five players still play TE's board; PoK's stays available by name", () => {
    const layout = ti4GalaxyLayout({ players: 5, boxes: WITH_POK });
    expect(!isRuleError(layout) && layout.id).toBe("5p-te");
    const pok = ti4GalaxyLayout({ players: 5, boxes: WITH_POK, layout: "5p-hyperlanes" });
    expect(!isRuleError(pok) && pok.id).toBe("5p-hyperlanes");
  });

  it("refuses TE's five-player board in a game without Thunder's Edge", () => {
    const refused = ti4GalaxyLayout({ players: 5, boxes: ["base", "pok"], layout: "5p-te" });
    expect(isRuleError(refused) && refused.code).toBe("ERR_TI4_LAYOUT_BOX");
    expect(isRuleError(refused) && refused.message).toContain("Thunder's Edge");
  });
});
