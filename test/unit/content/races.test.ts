import { describe, expect, it } from "vitest";
import type { Box, UnitType } from "../../../src/content/common.ts";
import { homeSystemId, RACE_IDS } from "../../../src/content/common.ts";
import {
  allRaceTechnologies,
  COMMAND_COUNTERS_PER_RACE,
  getRace,
  isRaceId,
  RACES,
  racesFor,
  startingPlacement,
} from "../../../src/content/races.ts";
import { TECHNOLOGIES, technologiesFor } from "../../../src/content/technologies.ts";
import { getUnit } from "../../../src/content/units.ts";

function boxesOf(box: Box): readonly Box[] {
  return box === "se" ? ["base", "se"] : ["base"];
}

describe("races: the roster", () => {
  it("the base game has 10 races and Shattered Empire adds 4", () => {
    expect(racesFor(["base"])).toHaveLength(10);
    expect(racesFor(["base", "se"])).toHaveLength(14);
    expect(
      racesFor(["base", "se"])
        .filter((race) => race.box === "se")
        .map((race) => race.id),
    ).toEqual(["muaat", "saar", "winnu", "yin"]);
  });

  it("holds one race per race id, each with its derived home system", () => {
    expect(RACES.map((race) => race.id)).toEqual([...RACE_IDS]);
    for (const race of RACES) expect(race.homeSystem).toBe(homeSystemId(race.id));
  });

  it("finds a race by id and rejects unknown ids", () => {
    expect(getRace("xxcha").name).toBe("The Xxcha Kingdom");
    expect(isRaceId("arborec")).toBe(false);
    expect(() => getRace("arborec")).toThrow(/Unknown race/);
  });
});

describe("races: command counters", () => {
  it.each(RACES.map((race) => [race.id, race] as const))("%s has 16 command counters", (_id, race) => {
    const { strategy, fleet, command, reinforcements } = race.commandCounters;
    expect(COMMAND_COUNTERS_PER_RACE).toBe(16);
    expect(strategy + fleet + command + reinforcements).toBe(16);
  });

  it("everyone starts with 2 Strategy, 3 Fleet, 3 Command, except L1Z1X (+1 Strategy) and Mentak (+1 Fleet)", () => {
    const allocations = Object.fromEntries(
      RACES.map((race) => [
        race.id,
        [race.commandCounters.strategy, race.commandCounters.fleet, race.commandCounters.command],
      ]),
    );
    for (const id of RACE_IDS) {
      if (id === "l1z1x") expect(allocations[id]).toEqual([3, 3, 3]);
      else if (id === "mentak") expect(allocations[id]).toEqual([2, 4, 3]);
      else expect(allocations[id]).toEqual([2, 3, 3]);
    }
  });
});

describe("races: starting forces", () => {
  it("every starting technology is a technology of the tree the race plays with", () => {
    for (const race of RACES) {
      const tree = new Set(technologiesFor(boxesOf(race.box)).map((tech) => tech.id));
      for (const tech of race.startingTechnologies) expect(tree).toContain(tech);
    }
  });

  it("every race starts with exactly one Space Dock", () => {
    for (const race of RACES) expect(race.startingUnits.spaceDock).toBe(1);
  });

  it("starting units fit within the plastic of one colour", () => {
    for (const race of RACES) {
      for (const [type, count] of Object.entries(race.startingUnits)) {
        const limit = getUnit(type).limit ?? getUnit(type).plastic;
        if (limit !== null) expect(count).toBeLessThanOrEqual(limit);
      }
    }
  });

  it("the Muaat start with a War Sun and the War Sun technology; their War Suns move 1", () => {
    const muaat = getRace("muaat");
    expect(muaat.startingUnits.warSun).toBe(1);
    expect(muaat.startingTechnologies).toContain("war-sun");
    expect(muaat.unitOverrides.warSun?.move).toBe(1);
  });

  it.each([
    ["saar", "spaceDock", "space"],
    ["saar", "groundForce", "planet"],
    ["letnev", "spaceDock", "planet"],
    ["muaat", "warSun", "space"],
    ["naalu", "fighter", "space"],
    ["jolnar", "pds", "planet"],
  ] as const)("%s place their starting %s in %s", (id, unit: UnitType, where) => {
    expect(startingPlacement(getRace(id), unit)).toBe(where);
  });

  it("the Saar Space Dock moves 1 and produces 4; L1Z1X Dreadnoughts cost 4", () => {
    expect(getRace("saar").unitOverrides.spaceDock).toEqual({
      move: 1,
      placement: "space",
      productionCapacity: 4,
    });
    expect(getRace("l1z1x").unitOverrides.dreadnought).toEqual({ cost: 4 });
  });

  it("each unit change of a race sheet belongs to exactly one of its abilities, so it comes and goes with it", () => {
    for (const race of RACES) {
      const claimed = race.abilities.flatMap((ability) => ability.units ?? []);
      expect(new Set(claimed).size).toBe(claimed.length);
      expect([...claimed].sort()).toEqual(Object.keys(race.unitOverrides).sort());
    }
    expect(getRace("l1z1x").abilities.find((a) => a.units)?.key).toBe("l1z1xCheapDreadnoughts");
  });

  it("the extra starting counters of the L1Z1X and the Mentak act at setup only", () => {
    const setupOnly = RACES.flatMap((race) => race.abilities.filter((a) => a.setupOnly).map((a) => a.key));
    expect(setupOnly.sort()).toEqual(["l1z1xExtraStrategyCounter", "mentakExtraFleetCounter"]);
  });

  it("trade contracts: Hacan 3 and 3, Naalu 1 and 2, Sol 2 and 2", () => {
    expect(getRace("hacan").tradeContracts).toEqual([3, 3]);
    expect(getRace("naalu").tradeContracts).toEqual([1, 2]);
    expect(getRace("sol").tradeContracts).toEqual([2, 2]);
  });
});

describe("races: Shattered Empire errata (SE p.13)", () => {
  it("the Xxcha may resolve the Diplomacy primary instead of the secondary they follow", () => {
    const ability = getRace("xxcha").abilities[0]!;
    expect(ability.key).toBe("xxchaPeaceAccords");
    expect(ability.text).toMatch(/Diplomacy secondary.*primary ability instead/);
    expect(ability.errata).toMatch(/SE p\.13/);
  });

  it("the Sardakk N'orr get +1 on every combat roll", () => {
    const ability = getRace("norr").abilities.find((candidate) => candidate.combatModifiers)!;
    expect(ability.combatModifiers).toEqual([{ amount: 1, rolls: "own", during: "everyCombatRoll" }]);
    expect(ability.errata).toMatch(/SE p\.13/);
  });

  it("the Jol-Nar get -1 on every combat roll", () => {
    const ability = getRace("jolnar").abilities.find((candidate) => candidate.combatModifiers)!;
    expect(ability.combatModifiers).toEqual([{ amount: -1, rolls: "own", during: "everyCombatRoll" }]);
    expect(ability.errata).toMatch(/SE p\.13/);
  });

  it("opponents of the Xxcha get -1 in the first round of Space Battles and Invasion Combat", () => {
    const modifiers = getRace("xxcha").abilities.flatMap((ability) => ability.combatModifiers ?? []);
    expect(modifiers).toEqual([
      { amount: -1, rolls: "opponents", during: "spaceBattle", firstRoundOnly: true },
      { amount: -1, rolls: "opponents", during: "invasionCombat", firstRoundOnly: true },
    ]);
  });
});

describe("races: leaders, race technologies and ids", () => {
  it("each race has three leaders", () => {
    for (const race of RACES) expect(race.leaders).toHaveLength(3);
  });

  it("each race has one SE race-specific technology", () => {
    for (const race of RACES) {
      expect(race.raceTechnologies).toHaveLength(1);
      expect(race.raceTechnologies[0]!.box).toBe("se");
    }
  });

  it("the Sardakk N'orr technology is Berserker Genome at 5 (SE p.9 example)", () => {
    expect(getRace("norr").raceTechnologies[0]).toMatchObject({ name: "Berserker Genome", cost: 5 });
  });

  it("no two components share an id", () => {
    const ids = [
      ...TECHNOLOGIES.map((tech) => tech.id),
      ...allRaceTechnologies().map((tech) => tech.id),
      ...RACES.map((race) => race.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(31 + 14 + 14);
  });

  it("ability keys are unique camelCase names", () => {
    const keys = RACES.flatMap((race) => race.abilities.map((ability) => ability.key));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
    for (const tech of allRaceTechnologies()) expect(tech.effect).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it("is frozen", () => {
    expect(Object.isFrozen(RACES)).toBe(true);
    expect(Object.isFrozen(getRace("sol").startingUnits)).toBe(true);
  });
});
