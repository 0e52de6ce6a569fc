import { describe, expect, it } from "vitest";
import type { Ti4Box, Ti4TechColor } from "../../../src/content/ti4/common.ts";
import {
  BASE_FACTION_IDS,
  FACTION_IDS,
  isFactionId,
  POK_FACTION_IDS,
  TI4_TECH_COLORS,
} from "../../../src/content/ti4/common.ts";
import type { Ti4Technology, Ti4TechnologyId } from "../../../src/content/ti4/technologies.ts";
import {
  isTi4TechnologyId,
  TI4_OMEGA_VARIANTS,
  TI4_TECHNOLOGIES,
  TI4_TECHNOLOGY_IDS,
  ti4FactionTechnologies,
  ti4GenericTechnologies,
  ti4PrerequisitesMet,
  ti4Technology,
} from "../../../src/content/ti4/technologies.ts";
import { TI4_UNITS } from "../../../src/content/ti4/units.ts";

const ALL_BOXES: readonly Ti4Box[] = ["base", "pok", "codex1", "codex2", "codex3", "codex4"];

const generic = (box: Ti4Box) => TI4_TECHNOLOGIES.filter((tech) => tech.faction === null && tech.box === box);
const coloured = (techs: readonly Ti4Technology[]) => techs.filter((tech) => tech.color !== null);
const upgrades = (techs: readonly Ti4Technology[]) => techs.filter((tech) => tech.upgrades !== null);

function perColour(techs: readonly Ti4Technology[]): Record<Ti4TechColor, number> {
  const counts = Object.fromEntries(TI4_TECH_COLORS.map((colour) => [colour, 0])) as Record<
    Ti4TechColor,
    number
  >;
  for (const tech of techs) if (tech.color) counts[tech.color] += 1;
  return counts;
}

/**
 * Researches, from nothing, whatever the technologies owned so far allow, until nothing more can be
 * researched; returns what was never reachable. Prerequisites are colour counts, so a technology is
 * reachable exactly when some order of research reaches it.
 */
function unreachable(techs: readonly Ti4Technology[]): readonly string[] {
  const owned: Ti4Technology[] = [];
  let left = [...techs];
  for (;;) {
    const counts = perColour(owned);
    const next = left.filter((tech) =>
      TI4_TECH_COLORS.every((colour) => counts[colour] >= (tech.prerequisites[colour] ?? 0)),
    );
    if (next.length === 0) return left.map((tech) => tech.id);
    owned.push(...next);
    left = left.filter((tech) => !next.includes(tech));
  }
}

describe("TI4 technologies: the records", () => {
  it("the id list and the records name the same technologies, in the same order, each once", () => {
    expect(TI4_TECHNOLOGIES.map((tech) => tech.id)).toEqual([...TI4_TECHNOLOGY_IDS]);
    expect(new Set(TI4_TECHNOLOGY_IDS).size).toBe(TI4_TECHNOLOGY_IDS.length);
    expect(isTi4TechnologyId("pds2")).toBe(true);
    expect(isTi4TechnologyId("pds2_unit")).toBe(false);
    expect(() => ti4Technology("nonsense" as never)).toThrow(/Unknown TI4 technology/);
  });

  it("every technology has a name and its own text, and only Thunder's Edge factions' are from that box", () => {
    for (const tech of TI4_TECHNOLOGIES) {
      expect(tech.name.length, tech.id).toBeGreaterThan(0);
      expect(tech.text.length, tech.id).toBeGreaterThan(10);
      expect([...ALL_BOXES, "te"], tech.id).toContain(tech.box);
    }
  });
});

describe("TI4 technologies: counts against the data's coverage table", () => {
  it("the base game holds 16 generic coloured technologies, 4 of each colour", () => {
    expect(coloured(generic("base"))).toHaveLength(16);
    expect(perColour(generic("base"))).toEqual({ biotic: 4, propulsion: 4, cybernetic: 4, warfare: 4 });
  });

  it("Prophecy of Kings adds 8 generic coloured technologies, 2 of each colour, and no unit upgrade", () => {
    expect(generic("pok")).toHaveLength(8);
    expect(perColour(generic("pok"))).toEqual({ biotic: 2, propulsion: 2, cybernetic: 2, warfare: 2 });
  });

  it("there are 9 generic unit upgrades, all in the base game, with no colour", () => {
    const generics = upgrades(TI4_TECHNOLOGIES.filter((tech) => tech.faction === null));
    expect(generics).toHaveLength(9);
    expect(generics.every((tech) => tech.box === "base" && tech.color === null)).toBe(true);
  });

  it("a player's deck holds 25 cards in the base game and 33 with PoK (LRR 90)", () => {
    expect(ti4GenericTechnologies(["base"])).toHaveLength(25);
    expect(ti4GenericTechnologies(["base", "pok"])).toHaveLength(33);
  });

  it("34 faction technologies in the base game, 14 in PoK, 2 in Codex III", () => {
    const faction = (box: Ti4Box) =>
      TI4_TECHNOLOGIES.filter((tech) => tech.faction !== null && tech.box === box);
    expect(faction("base")).toHaveLength(34);
    expect(faction("pok")).toHaveLength(14);
    expect(faction("codex3")).toHaveLength(2);
    expect(TI4_TECHNOLOGIES.filter((tech) => tech.box !== "te")).toHaveLength(16 + 8 + 9 + 34 + 14 + 2);
  });
});

describe("TI4 technologies: prerequisites", () => {
  it("every technology has a colour of the game or none, and prerequisites in colours of the game", () => {
    for (const tech of TI4_TECHNOLOGIES) {
      if (tech.color !== null) expect(TI4_TECH_COLORS, tech.id).toContain(tech.color);
      for (const [colour, count] of Object.entries(tech.prerequisites)) {
        expect(TI4_TECH_COLORS, tech.id).toContain(colour);
        expect(Number.isInteger(count) && count >= 1 && count <= 4, tech.id).toBe(true);
      }
    }
  });

  it("a coloured technology never needs more of its colour than the deck holds beside it", () => {
    for (const tech of coloured(TI4_TECHNOLOGIES)) {
      const others = coloured(TI4_TECHNOLOGIES).filter(
        (other) => other.color === tech.color && other.faction === null && other.id !== tech.id,
      );
      expect(tech.prerequisites[tech.color!] ?? 0, tech.id).toBeLessThanOrEqual(others.length);
    }
  });

  it.each(FACTION_IDS.map((faction) => [faction]))(
    "%s can research every technology in some order",
    (faction) => {
      const techs = [...ti4GenericTechnologies(ALL_BOXES), ...ti4FactionTechnologies(faction, ALL_BOXES)];
      expect(unreachable(techs)).toEqual([]);
    },
  );

  it("the base game alone also reaches everything in it", () => {
    const techs = TI4_TECHNOLOGIES.filter((tech) => tech.box === "base");
    expect(unreachable(techs)).toEqual([]);
  });

  it("the reachability check does find a technology no order of research reaches", () => {
    const impossible: Ti4Technology = { ...ti4Technology("fl"), prerequisites: { propulsion: 9 } };
    const others = ti4GenericTechnologies(ALL_BOXES).filter((tech) => tech.id !== "fl");
    expect(unreachable([...others, impossible])).toEqual(["fl"]);
  });

  it("unit upgrades count toward no colour (LRR 90)", () => {
    const owned: Ti4TechnologyId[] = ["amd", "ws", "cv2"];
    expect(ti4PrerequisitesMet(owned, "gd")).toBe(true);
    expect(ti4PrerequisitesMet(owned, "fl")).toBe(false);
    expect(ti4PrerequisitesMet([...owned, "gd"], "fl")).toBe(true);
    expect(ti4PrerequisitesMet([], "ws")).toBe(false);
    expect(ti4PrerequisitesMet(["ps", "md", "da", "st"], "ws")).toBe(true);
  });
});

describe("TI4 technologies: unit upgrades and factions", () => {
  it("every unit upgrade names a unit type whose II side exists for the same owner", () => {
    for (const tech of upgrades(TI4_TECHNOLOGIES)) {
      // A breakthrough's back laid over a II (the Corsair) is not the upgrade's own card.
      const units = TI4_UNITS.filter(
        (unit) =>
          unit.requires === tech.id && unit.promissoryNote === null && unit.breakthrough === undefined,
      );
      expect(units, tech.id).toHaveLength(1);
      expect(units[0]!.type, tech.id).toBe(tech.upgrades);
      expect(units[0]!.faction, tech.id).toBe(tech.faction);
      expect(tech.color, tech.id).toBeNull();
    }
  });

  it("every faction technology names a faction of the game", () => {
    for (const tech of TI4_TECHNOLOGIES.filter((t) => t.faction !== null)) {
      expect(isFactionId(tech.faction!), tech.id).toBe(true);
    }
  });

  it("every base and PoK faction has two faction technologies of its own box", () => {
    for (const faction of [...BASE_FACTION_IDS, ...POK_FACTION_IDS]) {
      const own = ti4FactionTechnologies(faction, ALL_BOXES);
      expect(own, faction).toHaveLength(2);
      const box = (BASE_FACTION_IDS as readonly string[]).includes(faction) ? "base" : "pok";
      expect(
        own.every((tech) => tech.box === box),
        faction,
      ).toBe(true);
    }
  });

  it("the three Keleres flavours share Codex III's two technologies", () => {
    for (const faction of ["keleresm", "keleresx", "keleresa"] as const) {
      expect(ti4FactionTechnologies(faction, ALL_BOXES).map((tech) => tech.id)).toEqual(["iihq", "asn"]);
      expect(ti4FactionTechnologies(faction, ["base", "pok"])).toEqual([]);
    }
  });

  it("the Nekro assimilators have no colour and no prerequisite", () => {
    for (const id of ["vax", "vay"] as const) {
      expect(ti4Technology(id).color).toBeNull();
      expect(ti4Technology(id).prerequisites).toEqual({});
      expect(ti4Technology(id).faction).toBe("nekro");
    }
  });

  it("the Ω reprints each reword a technology that exists, in a Codex box; Thunder's Edge ships five", () => {
    expect(TI4_OMEGA_VARIANTS.length).toBeGreaterThan(0);
    // TE "Expansion Integration": Magen Defense Grid ΩΩ, X-89 ΩΩ and Codex I's three faction technologies.
    expect(TI4_OMEGA_VARIANTS.filter((v) => v.inThundersEdge).map((v) => v.name)).toEqual([
      "Magen Defense Grid ΩΩ",
      "X-89 Bacterial Weapon ΩΩ",
      "Yin Spinner Ω",
      "Wormhole Generator Ω",
      "Magmus Reactor Ω",
    ]);
    for (const variant of TI4_OMEGA_VARIANTS) {
      expect(variant.text.length, variant.name).toBeGreaterThan(0);
      expect(isTi4TechnologyId(variant.of), variant.name).toBe(true);
      expect(variant.name.startsWith(ti4Technology(variant.of).name), variant.name).toBe(true);
      expect(variant.box.startsWith("codex"), variant.name).toBe(true);
    }
  });
});
