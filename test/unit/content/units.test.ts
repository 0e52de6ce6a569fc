import { describe, expect, it } from "vitest";
import { UNIT_TYPES } from "../../../src/content/common.ts";
import { getTechnology } from "../../../src/content/technologies.ts";
import { getUnit, isUnitType, UNITS, unitStats, unitsFor } from "../../../src/content/units.ts";

describe("units: plastic limits per colour (rules reference §1, SE component list)", () => {
  it.each([
    ["dreadnought", 5],
    ["carrier", 4],
    ["cruiser", 8],
    ["destroyer", 8],
    ["warSun", 2],
    ["pds", 6],
    ["spaceDock", 3],
  ] as const)("a colour holds %s plastic %s, a hard cap", (type, count) => {
    expect(getUnit(type).plastic).toBe(count);
    expect(getUnit(type).limit).toBe(count);
  });

  it("fighters (10 plastic) and ground forces (12 plastic) have no cap: supplement tokens extend them", () => {
    expect(getUnit("fighter").plastic).toBe(10);
    expect(getUnit("groundForce").plastic).toBe(12);
    expect(getUnit("fighter").limit).toBeNull();
    expect(getUnit("groundForce").limit).toBeNull();
  });

  it("shock troops are tokens from one pool of 12 shared by all players", () => {
    const shock = getUnit("shockTroop");
    expect(shock.plastic).toBeNull();
    expect(shock.limit).toBeNull();
    expect(shock.sharedLimit).toBe(12);
  });

  it("a planet holds at most 2 PDS and 1 Space Dock", () => {
    expect(getUnit("pds").perPlanetLimit).toBe(2);
    expect(getUnit("spaceDock").perPlanetLimit).toBe(1);
  });
});

describe("units: statistics (rules reference §2.1)", () => {
  it.each([
    // type, cost, units per cost, combat, dice, move, capacity
    ["warSun", 12, 1, 3, 3, 2, 6],
    ["dreadnought", 5, 1, 5, 1, 1, 0],
    ["cruiser", 2, 1, 7, 1, 2, 0],
    ["destroyer", 1, 1, 9, 1, 2, 0],
    ["carrier", 3, 1, 9, 1, 1, 6],
    ["fighter", 1, 2, 9, 1, 0, 0],
    ["groundForce", 1, 2, 8, 1, 0, 0],
    ["pds", 2, 1, 6, 1, 0, 0],
    ["spaceDock", 4, 1, null, 0, 0, 0],
  ] as const)(
    "%s: cost %s for %s, hits on %s with %s dice, move %s, capacity %s",
    (type, cost, per, combat, dice, move, capacity) => {
      const unit = getUnit(type);
      expect([unit.cost, unit.unitsPerCost, unit.combat, unit.dice, unit.move, unit.capacity]).toEqual([
        cost,
        per,
        combat,
        dice,
        move,
        capacity,
      ]);
    },
  );

  it("only Dreadnoughts and War Suns sustain damage", () => {
    expect(UNITS.filter((unit) => unit.sustainDamage).map((unit) => unit.type)).toEqual([
      "warSun",
      "dreadnought",
    ]);
  });

  it("a Destroyer's Anti-Fighter Barrage is 2 dice hitting on 9, and no other unit has one", () => {
    expect(getUnit("destroyer").antiFighterBarrage).toEqual({ dice: 2, combat: 9 });
    expect(UNITS.filter((unit) => unit.antiFighterBarrage !== null)).toHaveLength(1);
  });

  it("a War Sun bombards with 3 dice through planetary shields; a Dreadnought with 1 die, stopped by a PDS", () => {
    expect(getUnit("warSun").bombardment).toEqual({ dice: 3, combat: 3, ignoresPlanetaryShield: true });
    expect(getUnit("dreadnought").bombardment).toEqual({ dice: 1, combat: 5, ignoresPlanetaryShield: false });
    expect(getUnit("pds").planetaryShield).toBe(true);
  });

  it("Carriers and War Suns carry 6 of Fighters, Ground Forces, Shock Troops and PDS; a Space Dock supports 3 Fighters", () => {
    for (const type of ["carrier", "warSun"] as const) {
      expect(getUnit(type).carries).toEqual(["fighter", "groundForce", "shockTroop", "pds"]);
      expect(getUnit(type).fighterSupport).toBe(6);
    }
    expect(getUnit("spaceDock").fighterSupport).toBe(3);
    expect(getUnit("spaceDock").capacity).toBe(0);
  });

  it("a Space Dock produces up to its planet's resources + 2", () => {
    expect(getUnit("spaceDock").productionBonus).toBe(2);
  });

  it("ships other than Fighters count against Fleet Supply", () => {
    const counted = UNITS.filter((unit) => unit.countsAgainstFleetSupply).map((unit) => unit.type);
    expect(counted).toEqual(["warSun", "dreadnought", "cruiser", "destroyer", "carrier"]);
  });

  it("sorts units into ships, ground units and structures", () => {
    const kinds = Object.fromEntries(UNITS.map((unit) => [unit.type, unit.kind]));
    expect(kinds).toEqual({
      warSun: "ship",
      dreadnought: "ship",
      cruiser: "ship",
      destroyer: "ship",
      carrier: "ship",
      fighter: "ship",
      groundForce: "groundUnit",
      shockTroop: "groundUnit",
      pds: "structure",
      spaceDock: "structure",
    });
  });

  it("building a War Sun needs the War Sun technology", () => {
    expect(getTechnology(getUnit("warSun").requires!).name).toBe("War Sun");
    expect(UNITS.filter((unit) => unit.requires !== null)).toHaveLength(1);
  });
});

describe("units: Shattered Empire", () => {
  it("a PDS costs 2 in every game (SE errata: only the old race sheets said otherwise)", () => {
    expect(unitStats("pds", ["base"]).cost).toBe(2);
    expect(unitStats("pds", ["base", "se"]).cost).toBe(2);
    expect(getUnit("pds").errata).toMatch(/SE p\.13/);
  });

  it("Shock Troops fight at 5, cannot be bought and exist only with SE", () => {
    const shock = unitStats("shockTroop", ["base", "se"]);
    expect(shock.combat).toBe(5);
    expect(shock.cost).toBeNull();
    expect(() => unitStats("shockTroop", ["base"])).toThrow();
    expect(unitsFor(["base"]).map((unit) => unit.type)).not.toContain("shockTroop");
    expect(unitsFor(["base", "se"])).toHaveLength(10);
  });
});

describe("units: lookup", () => {
  it("has one record per unit type, frozen", () => {
    expect(UNITS.map((unit) => unit.type)).toEqual([...UNIT_TYPES]);
    expect(Object.isFrozen(UNITS)).toBe(true);
    expect(Object.isFrozen(getUnit("carrier"))).toBe(true);
  });

  it("rejects unknown unit types", () => {
    expect(isUnitType("mechanizedUnit")).toBe(false);
    expect(() => getUnit("flagship")).toThrow(/Unknown unit type/);
  });
});
