import { describe, expect, it } from "vitest";
import { getSystem } from "../../../src/content/systems.ts";
import { dealGalaxySystems, removeSystems } from "../../../src/engine/galaxy/dealing.ts";
import { labelDistance } from "../../../src/engine/galaxy/hex.ts";
import type { GalaxyLayout, GalaxySetup } from "../../../src/engine/galaxy/layouts.ts";
import { allGalaxySetups, compensationTradeGoods, galaxyLayout } from "../../../src/engine/galaxy/layouts.ts";
import { galaxyTilePool, tileClass } from "../../../src/engine/galaxy/tiles.ts";
import { seedRng } from "../../../src/engine/rng.ts";
import { isRuleError } from "../../../src/engine/ruleError.ts";

function layoutFor(players: number, se: boolean, larger = false): GalaxyLayout {
  const layout = galaxyLayout({ players, boxes: se ? ["base", "se"] : ["base"], larger });
  if (isRuleError(layout)) throw new Error(layout.message);
  return layout;
}

function name(setup: GalaxySetup): string {
  return `${setup.players} players, ${setup.boxes.join(" + ")}${setup.larger ? ", larger galaxy" : ""}`;
}

describe("the layout table", () => {
  it.each(allGalaxySetups().map((s) => [name(s), s] as const))("adds up for %s", (_, setup) => {
    const layout = galaxyLayout(setup) as GalaxyLayout;
    const pool = galaxyTilePool(setup.boxes).length;
    const r = layout.removal;
    const removed = r.empty + r.special + r.regular + r.asteroidFields + r.random;
    expect(pool - removed).toBe(layout.systemPositions.length);
    expect(pool - removed - layout.faceDown).toBe(setup.players * layout.dealtEach);
    expect(layout.homes).toHaveLength(setup.players);
    for (const home of layout.homes) expect(labelDistance("000", home)).toBe(layout.homeRing);
  });

  it("deals 8, 8, 6 and 5 systems to 3, 4, 5 and 6 players of the base game (Base p.8, p.31-32)", () => {
    expect([3, 4, 5, 6].map((p) => layoutFor(p, false).dealtEach)).toEqual([8, 8, 6, 5]);
    expect(layoutFor(3, false).removal).toMatchObject({ empty: 3, asteroidFields: 1, random: 4 });
  });

  it("uses the SE removal table with the new systems (SE p.7)", () => {
    expect(layoutFor(3, true).removal).toMatchObject({ empty: 7, special: 6, regular: 18 });
    expect(layoutFor(6, true).removal).toMatchObject({ empty: 4, special: 5, regular: 14, random: 2 });
  });

  it("puts the Home Systems 3 systems from Mecatol Rex, still in the larger galaxy (Base p.8; FAQ p.11)", () => {
    expect(layoutFor(6, false).homes).toEqual(["301", "304", "307", "310", "313", "316"]);
    expect(layoutFor(6, true, true).homeRing).toBe(3);
    expect(layoutFor(6, true, true).rings).toBe(4);
    expect(layoutFor(5, true, true).dealtEach).toBe(11);
    expect(layoutFor(5, true, true).faceDown).toBe(0);
  });

  it("seats 7 and 8 players on a fourth ring with 4 face-down systems next to Mecatol Rex (SE p.8)", () => {
    expect(layoutFor(7, true)).toMatchObject({ homeRing: 4, faceDown: 4, dealtEach: 7 });
    expect(layoutFor(8, true)).toMatchObject({ homeRing: 4, faceDown: 4, dealtEach: 6 });
  });

  it("pays the uneven seats of 5 and 7 players in Trade Goods (Base p.32; SE p.8)", () => {
    const five = layoutFor(5, false);
    expect([0, 1, 2, 3, 4].map((seat) => compensationTradeGoods(five, seat))).toEqual([4, 0, 0, 4, 6]);
    expect(layoutFor(7, true).tradeGoods).toEqual([4, 4, 6, 0, 0, 0, 0]);
    expect(layoutFor(8, true).tradeGoods.every((tg) => tg === 0)).toBe(true);
  });

  it("leaves nine ring-3 positions off the 3-player board", () => {
    expect(layoutFor(3, false).positions).toHaveLength(1 + 6 + 12 + 9);
  });

  it("refuses 7 players without Shattered Empire and a larger galaxy for 4 players", () => {
    expect(galaxyLayout({ players: 7, boxes: ["base"], larger: false })).toMatchObject({
      code: "ERR_PLAYER_COUNT",
    });
    expect(galaxyLayout({ players: 2, boxes: ["base", "se"], larger: false })).toMatchObject({
      code: "ERR_PLAYER_COUNT",
    });
    expect(galaxyLayout({ players: 4, boxes: ["base", "se"], larger: true })).toMatchObject({
      code: "ERR_LARGER_GALAXY",
    });
    expect(galaxyLayout({ players: 6, boxes: ["base"], larger: true })).toMatchObject({
      code: "ERR_LARGER_GALAXY",
    });
  });
});

describe("removing and dealing systems", () => {
  it("sets aside 3 empty systems and 1 Asteroid Field first with 3 base players (Base p.31)", () => {
    const { value } = removeSystems(layoutFor(3, false), seedRng("three"));
    expect(value.removed).toHaveLength(8);
    expect(value.removed.slice(0, 1).map((id) => getSystem(id).anomaly)).toEqual(["asteroidField"]);
    expect(value.removed.slice(1, 4).every((id) => tileClass(getSystem(id)) === "empty")).toBe(true);
  });

  it("removes 7 empty, 6 Special and 18 regular systems for 3 players with SE (SE p.7)", () => {
    const { value } = removeSystems(layoutFor(3, true), seedRng("se-three"));
    const classes = value.removed.map((id) => tileClass(getSystem(id)));
    expect(classes.filter((c) => c === "empty")).toHaveLength(7);
    expect(classes.filter((c) => c === "special")).toHaveLength(6);
    expect(classes.filter((c) => c === "regular")).toHaveLength(18);
  });

  it("deals every seat the same number of systems, and the same hands for the same seed", () => {
    const layout = layoutFor(7, true);
    const deal = dealGalaxySystems(layout, seedRng("deal")).value;
    expect(deal.faceDown).toHaveLength(4);
    expect(deal.hands.map((hand) => hand.length)).toEqual([7, 7, 7, 7, 7, 7, 7]);
    expect(dealGalaxySystems(layout, seedRng("deal")).value).toEqual(deal);
    expect(dealGalaxySystems(layout, seedRng("other")).value).not.toEqual(deal);
  });

  it("never deals the Wormhole Nexus, Mecatol Rex or a Home System (SE p.5)", () => {
    const pool = galaxyTilePool(["base", "se"]);
    expect(pool).toHaveLength(55);
    expect(pool.some((id) => ["wormholeNexus", "mecatolRex", "home"].includes(getSystem(id).kind))).toBe(
      false,
    );
  });
});
