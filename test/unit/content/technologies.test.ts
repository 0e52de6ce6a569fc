import { describe, expect, it } from "vitest";
import type { Box, TechColor } from "../../../src/content/common.ts";
import { TECH_COLORS } from "../../../src/content/common.ts";
import type { Technology } from "../../../src/content/technologies.ts";
import {
  getTechnology,
  isTechnologyId,
  prerequisiteIds,
  TECHNOLOGIES,
  TECHNOLOGY_IDS,
  technologiesFor,
  technologyInPlay,
} from "../../../src/content/technologies.ts";

const BASE: readonly Box[] = ["base"];
const BASE_SE: readonly Box[] = ["base", "se"];

function perColour(tree: readonly Technology[]): Record<TechColor, number> {
  const counts = Object.fromEntries(TECH_COLORS.map((colour) => [colour, 0])) as Record<TechColor, number>;
  for (const tech of tree) counts[tech.color] += 1;
  return counts;
}

function hasCycle(tree: readonly Technology[]): boolean {
  const byId = new Map(tree.map((tech) => [tech.id, tech]));
  const state = new Map<string, "visiting" | "done">();
  const visit = (id: string): boolean => {
    if (state.get(id) === "done") return false;
    if (state.get(id) === "visiting") return true;
    state.set(id, "visiting");
    const cyclic = prerequisiteIds(byId.get(id as Technology["id"])!.prerequisites).some(visit);
    state.set(id, "done");
    return cyclic;
  };
  return tree.some((tech) => visit(tech.id));
}

describe("technologies: the decks", () => {
  it("the base deck holds 24 advances, 6 per colour", () => {
    const tree = technologiesFor(BASE);
    expect(tree).toHaveLength(24);
    expect(perColour(tree)).toEqual({ red: 6, green: 6, blue: 6, yellow: 6 });
  });

  it("with Shattered Empire the deck holds 28 advances, 7 per colour", () => {
    const tree = technologiesFor(BASE_SE);
    expect(tree).toHaveLength(28);
    expect(perColour(tree)).toEqual({ red: 7, green: 7, blue: 7, yellow: 7 });
  });

  it("SE adds Automated Defense Turrets, Maneuvering Jets, Nano Technology and Hyper Metabolism", () => {
    const added = technologiesFor(BASE_SE).filter((tech) => tech.box === "se" && !tech.replaces);
    expect(added.map((tech) => tech.name).sort()).toEqual([
      "Automated Defense Turrets",
      "Hyper Metabolism",
      "Maneuvering Jets",
      "Nano Technology",
    ]);
  });

  it("SE replaces Advanced Fighters, Assault Cannon and Micro Technology with its reprints", () => {
    const tree = technologiesFor(BASE_SE);
    const ids = tree.map((tech) => tech.id);
    for (const original of ["advanced-fighters", "assault-cannon", "micro-technology"] as const) {
      const reprint = getTechnology(original).replacedBy!;
      expect(ids).not.toContain(original);
      expect(ids).toContain(reprint);
      expect(getTechnology(reprint).replaces).toBe(original);
      expect(getTechnology(reprint).name).toBe(getTechnology(original).name);
      expect(technologyInPlay(original, BASE_SE)).toBe(reprint);
      expect(technologyInPlay(original, BASE)).toBe(original);
    }
    expect(new Set(tree.map((tech) => tech.name)).size).toBe(28);
  });

  it("the base deck uses the original printings", () => {
    const ids = technologiesFor(BASE).map((tech) => tech.id);
    expect(ids).toContain("assault-cannon");
    expect(ids).not.toContain("assault-cannon-se");
    expect(technologiesFor(BASE).every((tech) => tech.box === "base")).toBe(true);
  });

  it("Gravity Drive is not part of base + SE (Shards of the Throne)", () => {
    expect(TECHNOLOGIES.some((tech) => tech.name === "Gravity Drive")).toBe(false);
  });

  it("stores 31 printings under distinct ids", () => {
    expect(TECHNOLOGIES).toHaveLength(31);
    expect(new Set(TECHNOLOGIES.map((tech) => tech.id)).size).toBe(31);
    expect(TECHNOLOGIES.map((tech) => tech.id).sort()).toEqual([...TECHNOLOGY_IDS].sort());
  });
});

describe("technologies: the prerequisite tree", () => {
  it.each([
    ["base", BASE],
    ["base + SE", BASE_SE],
  ] as const)("every prerequisite in the %s tree is a technology of that same tree", (_name, boxes) => {
    const tree = technologiesFor(boxes);
    const ids = new Set(tree.map((tech) => tech.id));
    for (const tech of tree) {
      for (const prerequisite of prerequisiteIds(tech.prerequisites)) expect(ids).toContain(prerequisite);
    }
  });

  it("every prerequisite of every printing is a known technology", () => {
    for (const tech of TECHNOLOGIES) {
      for (const prerequisite of prerequisiteIds(tech.prerequisites))
        expect(isTechnologyId(prerequisite)).toBe(true);
    }
  });

  it.each([
    ["base", BASE],
    ["base + SE", BASE_SE],
  ] as const)("the %s tree has no cycles", (_name, boxes) => {
    expect(hasCycle(technologiesFor(boxes))).toBe(false);
  });

  it("Hylar V Assault Laser, Antimass Deflectors and Enviro Compensator are the roots", () => {
    const roots = technologiesFor(BASE_SE).filter((tech) => tech.prerequisites === null);
    expect(roots.map((tech) => tech.id).sort()).toEqual([
      "antimass-deflectors",
      "enviro-compensator",
      "hylar-v-assault-laser",
    ]);
  });

  it("Transit Diodes needs Light/Wave Deflector or Dacxive Animators (either one)", () => {
    expect(getTechnology("transit-diodes").prerequisites).toEqual({
      any: ["light-wave-deflector", "dacxive-animators"],
    });
  });

  it("X-89 Bacterial Weapon is a green technology", () => {
    expect(getTechnology("x-89-bacterial-weapon").color).toBe("green");
  });

  it("the SE Assault Cannon needs Cybernetics and Automated Defense Turrets; the base one Deep Space Cannon and Cybernetics", () => {
    expect(getTechnology("assault-cannon-se").prerequisites).toEqual({
      all: ["cybernetics", "automated-defense-turrets"],
    });
    expect(getTechnology("assault-cannon").prerequisites).toEqual({
      all: ["deep-space-cannon", "cybernetics"],
    });
  });

  it("with SE, Graviton Negator points at the SE Assault Cannon", () => {
    const negator = technologiesFor(BASE_SE).find((tech) => tech.id === "graviton-negator")!;
    expect(negator.prerequisites).toEqual({ any: ["assault-cannon-se", "dacxive-animators"] });
  });
});

describe("technologies: lookup", () => {
  it("finds a technology by id and rejects unknown ids", () => {
    expect(getTechnology("war-sun").color).toBe("red");
    expect(isTechnologyId("gravity-drive")).toBe(false);
    expect(() => getTechnology("gravity-drive")).toThrow(/Unknown technology/);
  });

  it("every card has a camelCase effect key and text of its own", () => {
    for (const tech of TECHNOLOGIES) {
      expect(tech.effect).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(tech.text.length).toBeGreaterThan(10);
    }
  });

  it("is frozen", () => {
    expect(Object.isFrozen(TECHNOLOGIES)).toBe(true);
    expect(Object.isFrozen(getTechnology("cybernetics").prerequisites)).toBe(true);
  });
});
