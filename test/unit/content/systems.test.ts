import { describe, expect, it } from "vitest";
import type { Box } from "../../../src/content/common.ts";
import { homeSystemId, RACE_IDS, TECH_COLORS } from "../../../src/content/common.ts";
import { REFRESH_ABILITIES } from "../../../src/content/planets.ts";
import {
  getPlanet,
  getSystem,
  homeSystemOf,
  isDealtSystem,
  isPlanetId,
  isSystemId,
  PLANETS,
  planetsOf,
  SYSTEMS,
  type SystemKind,
  type SystemTile,
  systemsInBoxes,
  tileCount,
} from "../../../src/content/systems.ts";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function tiles(box: Box, kind?: SystemKind): readonly SystemTile[] {
  return SYSTEMS.filter((tile) => tile.box === box && (kind === undefined || tile.kind === kind));
}

function dealtPool(boxes: readonly Box[]) {
  const pool = systemsInBoxes(boxes).filter(isDealtSystem);
  return {
    total: tileCount(pool),
    regular: tileCount(pool.filter((tile) => tile.kind === "planet")),
    empty: tileCount(pool.filter((tile) => tile.kind === "empty")),
    special: tileCount(pool.filter((tile) => tile.kind === "anomaly")),
  };
}

describe("systems: the base box (overview steps 1 and 9; rules reference §3, §23)", () => {
  it("holds Mecatol Rex, 10 Home Systems and 32 other systems: 43 tiles", () => {
    expect(tileCount(tiles("base"))).toBe(43);
    expect(tileCount(tiles("base", "mecatolRex"))).toBe(1);
    expect(tileCount(tiles("base", "home"))).toBe(10);
    expect(dealtPool(["base"]).total).toBe(32);
  });

  it("the 32 are 20 regular systems, 8 empty systems and 4 Special Systems", () => {
    expect(dealtPool(["base"])).toEqual({ total: 32, regular: 20, empty: 8, special: 4 });
  });

  it("3 players: remove 3 empty systems and 1 Asteroid Field, shuffle 28, remove 4 more, deal 8 each", () => {
    const base = dealtPool(["base"]);
    const asteroids = tileCount(tiles("base", "anomaly").filter((tile) => tile.anomaly === "asteroidField"));
    expect(base.empty).toBeGreaterThanOrEqual(3);
    expect(asteroids).toBeGreaterThanOrEqual(1);
    expect(base.total - 3 - 1).toBe(28);
    expect(28 - 4).toBe(3 * 8);
  });

  it.each([
    [4, 0, 0, 8],
    [5, 1, 1, 6],
    [6, 2, 0, 5],
  ])(
    "%i players: remove %i at random, %i face down by Mecatol Rex, deal %i each",
    (players, removed, faceDown, each) => {
      expect(dealtPool(["base"]).total - removed - faceDown).toBe(players * each);
    },
  );
});

describe("systems: the Shattered Empire box (SE p.4-8)", () => {
  it("holds 28 new system tiles", () => {
    expect(tileCount(tiles("se"))).toBe(28);
  });

  it("4 Home Systems, 1 Wormhole Nexus and 2 Ion Storms are among them", () => {
    expect(tileCount(tiles("se", "home"))).toBe(4);
    expect(tileCount(tiles("se", "wormholeNexus"))).toBe(1);
    expect(tileCount(SYSTEMS.filter((tile) => tile.anomaly === "ionStorm"))).toBe(2);
    expect(getSystem("ion-storm").box).toBe("se");
  });

  it("the other 23 are dealt systems: 14 regular, 4 empty, 5 Special", () => {
    expect(dealtPool(["se"])).toEqual({ total: 23, regular: 14, empty: 4, special: 5 });
  });

  it("base + SE deal from 55 systems: 5 players x 11 (larger galaxy), 6 players remove 1 and deal 9", () => {
    expect(dealtPool(["base", "se"]).total).toBe(55);
    expect(55).toBe(5 * 11);
    expect(55 - 1).toBe(6 * 9);
  });

  it("7 and 8 players shuffle the 55, remove 2 or 3, put 4 face down and deal 7 or 6 each", () => {
    expect(dealtPool(["base", "se"]).total - 2 - 4).toBe(7 * 7);
    expect(dealtPool(["base", "se"]).total - 3 - 4).toBe(8 * 6);
  });

  it.each([
    [3, 7, 6, 18, 0, 0, 8],
    [4, 4, 5, 14, 0, 0, 8],
    [5, 4, 5, 14, 1, 1, 6],
    [6, 4, 5, 14, 2, 0, 5],
  ])(
    "%i players remove %i empty, %i Special, %i regular and %i random systems",
    (players, empty, special, regular, random, faceDown, each) => {
      const pool = dealtPool(["base", "se"]);
      expect(pool.empty).toBeGreaterThanOrEqual(empty);
      expect(pool.special).toBeGreaterThanOrEqual(special);
      expect(pool.regular).toBeGreaterThanOrEqual(regular);
      expect(pool.total - empty - special - regular - random - faceDown).toBe(players * each);
    },
  );

  it("the SE 4-player removal leaves exactly the base mix: 4 Special, 8 empty, 20 regular", () => {
    const pool = dealtPool(["base", "se"]);
    expect([pool.special - 5, pool.empty - 4, pool.regular - 14]).toEqual([4, 8, 20]);
  });

  it("the SE 3-player removal leaves the base 3-player mix: 3 Special, 5 empty, 16 regular", () => {
    const pool = dealtPool(["base", "se"]);
    expect([pool.special - 6, pool.empty - 7, pool.regular - 18]).toEqual([3, 5, 16]);
  });

  it("no base or SE tile is a Gravity Rift: only Hope's End's, outside every game's boxes", () => {
    expect(systemsInBoxes(["base", "se"]).some((tile) => tile.anomaly === "gravityRift")).toBe(false);
    expect(SYSTEMS.filter((tile) => tile.anomaly === "gravityRift").map((t) => [t.id, t.box])).toEqual([
      ["gravity-rift", "hopesEnd"],
    ]);
  });

  it("systemsInBoxes keeps SE tiles out of a base-only game", () => {
    expect(systemsInBoxes(["base"]).every((tile) => tile.box === "base")).toBe(true);
    expect(systemsInBoxes(["base", "se"])).toHaveLength(SYSTEMS.filter((t) => t.box !== "hopesEnd").length);
  });
});

describe("systems: Home Systems", () => {
  it.each(RACE_IDS)("%s has exactly one Home System, with the id homeSystemId gives", (race) => {
    const homes = SYSTEMS.filter((tile) => tile.race === race);
    expect(homes).toHaveLength(1);
    expect(homes[0]?.id).toBe(homeSystemId(race));
    expect(homes[0]?.kind).toBe("home");
    expect(homeSystemOf(race).planets.length).toBeGreaterThan(0);
  });

  it("the four SE races have SE Home Systems; the ten others are base", () => {
    const seHomes = tiles("se", "home").map((tile) => tile.race);
    expect(seHomes.sort()).toEqual(["muaat", "saar", "winnu", "yin"]);
  });

  it("only Home Systems name a race", () => {
    expect(SYSTEMS.filter((tile) => tile.race !== null).every((tile) => tile.kind === "home")).toBe(true);
  });

  it("Muaat's Home System is an ordinary tile with the planet Muaat (4/1), no supernova", () => {
    const muaat = homeSystemOf("muaat");
    expect(muaat.anomaly).toBeNull();
    expect(muaat.planets.map((p) => [p.name, p.resources, p.influence])).toEqual([["Muaat", 4, 1]]);
  });
});

describe("systems: wormholes", () => {
  it("the base box has Alpha on Lodor and one empty tile, Beta on Quann and one empty tile", () => {
    const withType = (type: "alpha" | "beta") =>
      tiles("base")
        .filter((tile) => tile.wormholes.includes(type))
        .map((tile) => tile.id)
        .sort();
    expect(withType("alpha")).toEqual(["empty-alpha-wormhole", "lodor"]);
    expect(withType("beta")).toEqual(["empty-beta-wormhole", "quann"]);
  });

  it("the Wormhole Nexus (SE) holds Mallice, 0/3, and links to every Alpha and Beta system", () => {
    const nexus = getSystem("wormhole-nexus");
    expect(nexus.box).toBe("se");
    expect(nexus.wormholes).toEqual(["alpha", "beta"]);
    expect(nexus.planets.map((p) => [p.name, p.resources, p.influence])).toEqual([["Mallice", 0, 3]]);
    expect(isDealtSystem(nexus)).toBe(false);
  });
});

describe("systems: tile data is consistent", () => {
  it("no two system tiles share an id, and ids are kebab-case", () => {
    const ids = SYSTEMS.map((tile) => tile.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => KEBAB.test(id))).toBe(true);
  });

  it("regular systems, Home Systems, Mecatol Rex and the Nexus have planets; empty and Special ones do not", () => {
    for (const tile of SYSTEMS) {
      const hasPlanets = tile.kind !== "empty" && tile.kind !== "anomaly";
      expect(tile.planets.length > 0, tile.id).toBe(hasPlanets);
      expect(tile.anomaly !== null, tile.id).toBe(tile.kind === "anomaly");
    }
  });

  it("only empty and Special tiles come in several copies", () => {
    const multi = SYSTEMS.filter((tile) => tile.copies > 1);
    expect(multi.every((tile) => tile.kind === "empty" || tile.kind === "anomaly")).toBe(true);
    expect(SYSTEMS.every((tile) => Number.isInteger(tile.copies) && tile.copies >= 1)).toBe(true);
  });

  it("Mecatol Rex is the base centre tile: 1 resource, 6 influence", () => {
    const mecatol = getSystem("mecatol-rex");
    expect(mecatol.kind).toBe("mecatolRex");
    expect(mecatol.planets.map((p) => [p.resources, p.influence])).toEqual([[1, 6]]);
  });

  it("getSystem throws on an unknown id; isSystemId is a guard", () => {
    expect(() => getSystem("creuss-gate")).toThrow(/Unknown system/);
    expect(isSystemId("lodor")).toBe(true);
    expect(isSystemId("gravity-rift")).toBe(true);
    expect(isSystemId("creuss-gate")).toBe(false);
  });

  it("data is frozen", () => {
    expect(Object.isFrozen(SYSTEMS)).toBe(true);
    expect(Object.isFrozen(getSystem("lodor").planets[0])).toBe(true);
  });
});

describe("planets", () => {
  it("base + SE have 79 planets: 51 base, and the 28 new Planet Cards of SE", () => {
    expect(PLANETS).toHaveLength(79);
    expect(PLANETS.filter((p) => p.box === "base")).toHaveLength(51);
    expect(PLANETS.filter((p) => p.box === "se")).toHaveLength(28);
  });

  it("the neutral planets add up: base 32 planets, 46 resources, 47 influence; SE 22, 35 and 24", () => {
    const neutral = (box: Box) =>
      PLANETS.filter((p) => p.box === box && getSystem(p.system).kind === "planet").reduce(
        (sum, p) => ({ count: sum.count + 1, res: sum.res + p.resources, inf: sum.inf + p.influence }),
        { count: 0, res: 0, inf: 0 },
      );
    expect(neutral("base")).toEqual({ count: 32, res: 46, inf: 47 });
    expect(neutral("se")).toEqual({ count: 22, res: 35, inf: 24 });
  });

  it("each planet sits on an existing tile of its own box, and the tile lists it", () => {
    for (const planet of PLANETS) {
      const tile = getSystem(planet.system);
      expect(tile.box, planet.id).toBe(planet.box);
      expect(tile.planets, planet.id).toContain(planet);
      expect(planetsOf(planet.system)).toContain(planet);
    }
  });

  it("no two planets share an id; each id is the kebab-case of its name", () => {
    const ids = PLANETS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const planet of PLANETS) {
      const kebab = planet.name
        .toLowerCase()
        .replace(/'/g, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      expect(planet.id).toBe(kebab);
    }
  });

  it("specialties are technology colours; Winnu is the only yellow one, and no planet has a double", () => {
    for (const planet of PLANETS) {
      expect(
        planet.specialties.every((c) => TECH_COLORS.includes(c)),
        planet.id,
      ).toBe(true);
      expect(new Set(planet.specialties).size, planet.id).toBe(planet.specialties.length);
    }
    expect(PLANETS.filter((p) => p.specialties.includes("yellow")).map((p) => p.id)).toEqual(["winnu"]);
  });

  it("Tsion and Sumerian are the two Trade Stations, refreshing for 2 Trade Goods", () => {
    const stations = PLANETS.filter((p) => p.tradeStation);
    expect(stations.map((p) => p.id).sort()).toEqual(["sumerian", "tsion"]);
    expect(stations.every((p) => p.refresh === REFRESH_ABILITIES.gainTradeGoods)).toBe(true);
  });

  it("refresh abilities: Hope's End 2 Shock Troops, Primor 2 Ground Forces, Mirage 2 Fighters, all SE", () => {
    expect(getPlanet("hopes-end").refresh?.effect).toBe("gainShockTroops");
    expect(getPlanet("primor").refresh?.effect).toBe("gainGroundForces");
    expect(getPlanet("mirage").refresh?.effect).toBe("gainFighters");
    const refreshing = PLANETS.filter((p) => p.refresh !== null);
    expect(refreshing).toHaveLength(5);
    expect(refreshing.every((p) => p.box === "se" && p.refresh?.amount === 2)).toBe(true);
  });

  it("getPlanet throws on an unknown id; isPlanetId is a guard", () => {
    expect(() => getPlanet("faunus")).toThrow(/Unknown planet/);
    expect(isPlanetId("mallice")).toBe(true);
    expect(isPlanetId("tiamat")).toBe(false);
  });
});
