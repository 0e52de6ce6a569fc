import { describe, expect, it } from "vitest";
import type { FactionId, Ti4Box } from "../../../src/content/ti4/common.ts";
import {
  BASE_FACTION_IDS,
  FACTION_IDS,
  isFactionId,
  POK_FACTION_IDS,
  TE_PLAYED_FACTION_IDS,
  TI4_UNIT_TYPES,
} from "../../../src/content/ti4/common.ts";
import { isTi4TechnologyId, ti4Technology } from "../../../src/content/ti4/technologies.ts";
import type { Ti4Unit } from "../../../src/content/ti4/units.ts";
import {
  isTi4UnitId,
  TI4_COMMAND_TOKENS_PER_FACTION,
  TI4_CONTROL_TOKENS_LIMITED,
  TI4_CONTROL_TOKENS_PER_FACTION,
  TI4_GROUND_FORCE_TYPES,
  TI4_SHIP_TYPES,
  TI4_STARTING_COMMAND_SHEET,
  TI4_STRUCTURE_TYPES,
  TI4_UNIT_IDS,
  TI4_UNIT_LIMITS,
  TI4_UNITS,
  ti4FactionUnits,
  ti4Unit,
} from "../../../src/content/ti4/units.ts";

const ALL_BOXES: readonly Ti4Box[] = ["base", "pok", "codex1", "codex2", "codex3", "codex4", "te"];
const PLASTIC = TI4_UNITS.filter((unit) => unit.promissoryNote === null);
// The generic sheet: a breakthrough's back laid over a generic II (the Corsair) is not on it.
const GENERIC = TI4_UNITS.filter((unit) => unit.faction === null && unit.breakthrough === undefined);

describe("TI4 units: the records", () => {
  it("the id list and the records name the same units, in the same order, each once", () => {
    expect(TI4_UNITS.map((unit) => unit.id)).toEqual([...TI4_UNIT_IDS]);
    expect(new Set(TI4_UNIT_IDS).size).toBe(TI4_UNIT_IDS.length);
    expect(isTi4UnitId("sol_carrier2")).toBe(true);
    expect(isTi4UnitId("pds2")).toBe(false);
    expect(() => ti4Unit("nonsense" as never)).toThrow(/Unknown TI4 unit/);
  });

  it("are frozen", () => {
    expect(Object.isFrozen(ti4Unit("carrier"))).toBe(true);
    expect(Object.isFrozen(ti4Unit("carrier").combat)).toBe(true);
  });

  it("every faction unit names a faction of the game", () => {
    for (const unit of TI4_UNITS.filter((u) => u.faction !== null)) {
      expect(isFactionId(unit.faction!), unit.id).toBe(true);
    }
  });

  it("the generic units are base-game units, I and II of every type but flagships and mechs", () => {
    expect(GENERIC.every((unit) => unit.box === "base")).toBe(true);
    for (const type of TI4_UNIT_TYPES) {
      const front = GENERIC.filter((unit) => unit.type === type && unit.requires === null);
      const back = GENERIC.filter((unit) => unit.type === type && unit.requires !== null);
      if (type === "flagship" || type === "mech") {
        expect(front.length + back.length, type).toBe(0);
      } else if (type === "warSun") {
        // No War Sun I: the war sun cannot be built before its technology.
        expect(front, type).toHaveLength(0);
        expect(back.map((unit) => unit.requires)).toEqual(["ws"]);
      } else {
        expect(front, type).toHaveLength(1);
        expect(back, type).toHaveLength(1);
        expect(back[0]!.upgradeOf).toBe(front[0]!.id);
      }
    }
  });

  it("every base and PoK faction has one flagship, and one mech in the PoK box", () => {
    for (const faction of [...BASE_FACTION_IDS, ...POK_FACTION_IDS]) {
      const flagships = PLASTIC.filter(
        (unit) => unit.faction === faction && unit.type === "flagship" && unit.upgradeOf === null,
      );
      const mechs = PLASTIC.filter(
        (unit) => unit.faction === faction && unit.type === "mech" && unit.box === "pok",
      );
      expect(flagships, faction).toHaveLength(1);
      // The Naaz-Rokha mech card has two sides, each with its own values.
      expect(mechs.map((unit) => unit.id).sort(), faction).toEqual(
        faction === "naaz" ? ["naaz_mech", "naaz_mech_space"] : [`${faction}_mech`],
      );
    }
  });

  it("a unit II turns over from a I of the same type and owner, which needs no technology", () => {
    for (const unit of TI4_UNITS.filter((u) => u.upgradeOf !== null && u.breakthrough === undefined)) {
      const front = ti4Unit(unit.upgradeOf!);
      expect(front.type, unit.id).toBe(unit.type);
      expect(front.faction, unit.id).toBe(unit.faction);
      expect(front.requires, unit.id).toBeNull();
      expect(unit.requires, unit.id).not.toBeNull();
    }
  });

  it("a breakthrough's back lies over a II of the same type and needs that II's technology (the Corsair)", () => {
    for (const unit of TI4_UNITS.filter((u) => u.breakthrough !== undefined)) {
      const under = ti4Unit(unit.upgradeOf!);
      expect(under.type, unit.id).toBe(unit.type);
      expect(under.requires, unit.id).toBe(unit.requires);
    }
  });

  it("every technology a unit needs exists, upgrades that unit's type and belongs to the same owner", () => {
    for (const unit of TI4_UNITS.filter((u) => u.requires !== null)) {
      expect(isTi4TechnologyId(unit.requires!), unit.id).toBe(true);
      const tech = ti4Technology(unit.requires!);
      expect(tech.upgrades, unit.id).toBe(unit.type);
      expect(tech.faction, unit.id).toBe(unit.faction);
    }
  });

  it("ships have a move value; ground forces and structures have none, but Saar's Floating Factory", () => {
    for (const unit of TI4_UNITS) {
      const ship = TI4_SHIP_TYPES.includes(unit.type);
      const floating = unit.id === "saar_spacedock" || unit.id === "saar_spacedock2";
      expect(unit.move !== null, unit.id).toBe(ship || floating);
    }
    expect(new Set([...TI4_SHIP_TYPES, ...TI4_GROUND_FORCE_TYPES, ...TI4_STRUCTURE_TYPES]).size).toBe(
      TI4_UNIT_TYPES.length,
    );
  });

  it("fighters and infantry come 2 for 1 resource; PDS and space docks are never produced", () => {
    for (const unit of TI4_UNITS) {
      const pair = unit.type === "fighter" || unit.type === "infantry";
      expect(unit.unitsPerCost, unit.id).toBe(pair ? 2 : 1);
      if (pair) expect(unit.cost, unit.id).toBe(1);
      if (TI4_STRUCTURE_TYPES.includes(unit.type)) expect(unit.cost, unit.id).toBeNull();
    }
  });

  it("every roll hits on 1 to 10 with at least one die", () => {
    const rolls = TI4_UNITS.flatMap((unit) =>
      [unit.combat, unit.antiFighterBarrage, unit.bombardment, unit.spaceCannon].flatMap((roll) =>
        roll ? [[unit.id, roll] as const] : [],
      ),
    );
    expect(rolls.length).toBeGreaterThan(TI4_UNITS.length);
    for (const [id, roll] of rolls) {
      expect(roll.hitsOn, id).toBeGreaterThanOrEqual(1);
      expect(roll.hitsOn, id).toBeLessThanOrEqual(10);
      if (roll.dice !== "enemyNonFighterShips") expect(roll.dice, id).toBeGreaterThanOrEqual(1);
    }
    expect(ti4Unit("winnu_flagship").combat!.dice).toBe("enemyNonFighterShips");
  });

  it("PDS II fires into adjacent systems and PDS I does not (deep space cannon)", () => {
    expect(ti4Unit("pds").spaceCannon).toEqual({ hitsOn: 6, dice: 1, reachesAdjacent: false });
    expect(ti4Unit("pds2_unit").spaceCannon).toEqual({ hitsOn: 5, dice: 1, reachesAdjacent: true });
    expect(ti4Unit("spacedock").production).toEqual({ value: 2, plusPlanetResources: true });
  });

  it("every mech has an ability; the Cavalry records are promissory-note values, not plastic", () => {
    for (const unit of TI4_UNITS.filter((u) => u.type === "mech")) expect(unit.text, unit.id).toBeTruthy();
    expect(
      TI4_UNITS.filter((unit) => unit.promissoryNote !== null)
        .map((unit) => unit.id)
        .sort(),
    ).toEqual(["cavalry1", "cavalry2"]);
  });
});

describe("TI4 units: reinforcements and command tokens", () => {
  it("one colour's pieces per type are those of LRR 96.2", () => {
    const plastic = Object.fromEntries(TI4_UNIT_TYPES.map((type) => [type, TI4_UNIT_LIMITS[type].plastic]));
    expect(plastic).toEqual({
      warSun: 2,
      dreadnought: 5,
      cruiser: 8,
      destroyer: 8,
      carrier: 4,
      fighter: 10,
      flagship: 1,
      infantry: 12,
      mech: 4,
      pds: 6,
      spaceDock: 3,
    });
  });

  it("those pieces make the 63 plastic units of one colour (LRR setup step 4)", () => {
    const total = TI4_UNIT_TYPES.reduce((sum, type) => sum + TI4_UNIT_LIMITS[type].plastic, 0);
    expect(total).toBe(63);
  });

  it("only fighters and infantry go beyond their plastic, with tokens (LRR 23.4)", () => {
    const uncapped = TI4_UNIT_TYPES.filter((type) => !TI4_UNIT_LIMITS[type].capped);
    expect(uncapped).toEqual(["fighter", "infantry"]);
  });

  it("a faction holds 16 command tokens and starts with 3 tactic, 3 fleet, 2 strategy (LRR 20.1)", () => {
    expect(TI4_COMMAND_TOKENS_PER_FACTION).toBe(16);
    const { tactic, fleet, strategy } = TI4_STARTING_COMMAND_SHEET;
    expect([tactic, fleet, strategy]).toEqual([3, 3, 2]);
    expect(tactic + fleet + strategy).toBeLessThan(TI4_COMMAND_TOKENS_PER_FACTION);
  });

  it("a faction's set holds 17 control tokens, which are not a limit (LRR setup, 23.2)", () => {
    expect(TI4_CONTROL_TOKENS_PER_FACTION).toBe(17);
    expect(TI4_CONTROL_TOKENS_LIMITED).toBe(false);
  });
});

describe("TI4 units: a faction's sheet", () => {
  const types = (units: readonly Ti4Unit[]) => [...new Set(units.map((unit) => unit.type))].sort();

  it.each(FACTION_IDS.map((faction) => [faction]))(
    "%s has every unit type once PoK is in play",
    (faction) => {
      // A Thunder's Edge faction's sheet needs its own box too.
      const boxes: readonly Ti4Box[] = (TE_PLAYED_FACTION_IDS as readonly string[]).includes(faction)
        ? [...ALL_BOXES, "te"]
        : ALL_BOXES;
      const units = ti4FactionUnits(faction as FactionId, boxes);
      expect(types(units)).toEqual([...TI4_UNIT_TYPES].sort());
      for (const type of TI4_UNIT_TYPES) {
        const owners = new Set(units.filter((unit) => unit.type === type).map((unit) => unit.faction));
        expect(owners.size, type).toBe(1);
      }
    },
  );

  it("a faction version stands in for the generic unit", () => {
    const sol = ti4FactionUnits("sol", ["base", "pok"]).map((unit) => unit.id);
    expect(sol).toContain("sol_carrier");
    expect(sol).toContain("sol_carrier2");
    expect(sol).not.toContain("carrier");
    expect(sol).toContain("cruiser");
  });

  it("without PoK there are no mechs, and no PoK faction's units", () => {
    const letnev = ti4FactionUnits("letnev", ["base"]);
    expect(letnev.some((unit) => unit.type === "mech")).toBe(false);
    expect(letnev.every((unit) => unit.box === "base")).toBe(true);
  });

  it("Codex III's Iconoclast Ω replaces the Naalu mech when Codex III is in play", () => {
    const withCodex = ti4FactionUnits("naalu", ["base", "pok", "codex3"]).map((unit) => unit.id);
    const without = ti4FactionUnits("naalu", ["base", "pok"]).map((unit) => unit.id);
    expect(withCodex).toContain("naalu_mech_omega");
    expect(withCodex).not.toContain("naalu_mech");
    expect(without).toContain("naalu_mech");
    expect(without).not.toContain("naalu_mech_omega");
  });

  it("the three Keleres flavours share one flagship and mech", () => {
    for (const faction of ["keleresm", "keleresx", "keleresa"] as const) {
      const ids = ti4FactionUnits(faction, ALL_BOXES).map((unit) => unit.id);
      expect(ids).toContain("keleres_flagship");
      expect(ids).toContain("keleres_mech");
    }
  });
});
