/**
 * Thunder's Edge tiles on the TI4 map: the entropic scar's art and caption (TE rulebook, "Entropic Scar
 * Anomaly"), space stations drawn as steel octagons rather than planets' discs ("Space Stations"), dual
 * traits and specialties ("Dual Planet Traits", "Dual Specialties"), TE's Mecatol Rex with its legendary
 * star, and the five-player hyperlanes 119A-124A.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Ti4SystemId } from "../../../src/content/ti4/systems.ts";
import { autoBuildTi4Galaxy } from "../../../src/engine/galaxy/ti4/autoBuild.ts";
import { isRuleError } from "../../../src/engine/ruleError.ts";
import { planetSlots } from "../../../src/render/layout.ts";
import { MAP } from "../../../src/render/palette.ts";
import { renderTi4Galaxy, ti4GalaxyTexts } from "../../../src/render/ti4/index.ts";
import { ti4MapLayout } from "../../../src/render/ti4/layout.ts";
import { TI4_MAP } from "../../../src/render/ti4/palette.ts";

const POSITIONS = ["000", "101", "102", "103", "104", "105", "106"];
const TILES: Record<string, Ti4SystemId> = {
  "000": "112",
  "101": "114",
  "102": "109",
  "103": "101",
  "104": "117",
  "105": "116",
  "106": "113",
};
const galaxy = Object.fromEntries(Object.entries(TILES).map(([label, tile]) => [label, { tile }]));

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return `#${[data[i]!, data[i + 1]!, data[i + 2]!].map((v) => v.toString(16).padStart(2, "0")).join("")}`.toUpperCase();
  };
}

describe("TI4 map: Thunder's Edge tiles", () => {
  it("captions the entropic scar and names stations, dual-trait planets and TE's Mecatol Rex", () => {
    const texts = ti4GalaxyTexts({ galaxy });
    expect(texts).toContain("ENTROPIC SCAR");
    expect(texts).toContain("ASTEROID FIELD + GRAVITY RIFT");
    expect(texts).toContain("Tsion Station");
    expect(texts).toContain("Olergodt");
    expect(texts).toContain("Mecatol Rex");
    // Olergodt's two traits and two specialties each carry their letter.
    for (const letter of ["C", "H"]) expect(texts).toContain(letter);
  });

  it("draws the scar's red tear, a station's steel octagon and TE's Mecatol Rex legendary", async () => {
    const map = await renderTi4Galaxy({ galaxy });
    const at = await pixels(map.png);
    const centres = ti4MapLayout(POSITIONS).centers;
    // The scar's tear runs from (-70, -30) to (-40, -18) from the tile's centre (render/ti4/entropicScar.ts):
    // its middle is red-hot (red well above green and blue), the same spot on a plain tile is not.
    const red = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [
        number,
        number,
        number,
      ];
      return r - Math.max(g, b) > 60;
    };
    for (const label of ["101", "105"]) {
      const scar = centres.get(label)!;
      expect(red(at(scar.x - 55, scar.y - 24)), `scar on ${label}`).toBe(true);
    }
    const rift = centres.get("106")!;
    expect(red(at(rift.x - 55, rift.y - 24))).toBe(false);
    // Tsion Station (first of two planets on 109): the octagon's steel fill, not a planet's disc.
    const [slot] = planetSlots(2);
    const station = centres.get("102")!;
    expect(at(station.x + slot!.x, station.y + slot!.y - slot!.r * 0.6)).toBe(
      TI4_MAP.stationFill.toUpperCase(),
    );
    // TE's Mecatol Rex: the legendary star at the big disc's top left (disc at (0, -30), radius 30).
    const mecatol = centres.get("000")!;
    expect(at(mecatol.x - 24, mecatol.y - 30 - 24)).toBe(TI4_MAP.legendary.toUpperCase());
  });

  it("keeps a home on an anomaly readable: caption a line up, the faction's name on a plate", async () => {
    // The Last Bastion's home (92) is a nebula; the Ral Nel's (93) is not an anomaly.
    const homes = { "000": { tile: "112" }, "101": { tile: "92" }, "102": { tile: "93" } } as const;
    const texts = ti4GalaxyTexts({ galaxy: homes });
    expect(texts).toContain("NEBULA");
    expect(texts).toContain("Bastion");
    const at = await pixels((await renderTi4Galaxy({ galaxy: homes })).png);
    const centres = ti4MapLayout(["000", "101", "102"]).centers;
    // Just left of the name, at mid-height of the plate (y + 48 to y + 67): black on the nebula home only.
    const nebula = centres.get("101")!;
    const plain = centres.get("102")!;
    const dark = (hex: string) => [1, 3, 5].every((i) => Number.parseInt(hex.slice(i, i + 2), 16) < 24);
    expect(MAP.labelFill).toBe("#000000");
    expect(dark(at(nebula.x - 30, nebula.y + 50))).toBe(true);
    expect(dark(at(plain.x - 30, plain.y + 50))).toBe(false);
  });

  it("draws TE's five-player hyperlanes in a built TE galaxy", async () => {
    const built = autoBuildTi4Galaxy({ players: 5, boxes: ["base", "te"] }, "render-te");
    if (isRuleError(built)) throw new Error(built.message);
    const map = await renderTi4Galaxy({ galaxy: built.galaxy, homes: built.layout.homes });
    const at = await pixels(map.png);
    const centres = ti4MapLayout(built.layout.positions).centers;
    for (const label of Object.keys(built.layout.hyperlanes)) {
      const c = centres.get(label)!;
      // A hyperlane tile is drawn: its dark ground or its lanes, never the background.
      expect(at(c.x, c.y).toUpperCase(), `hyperlane ${label}`).not.toBe(MAP.background);
    }
    expect(built.galaxy["000"]?.tile).toBe("112");
  });
});
