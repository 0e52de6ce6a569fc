import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ti4Faction } from "../../../src/content/ti4/factions.ts";
import { ti4System } from "../../../src/content/ti4/systems.ts";
import { hexCenter, hexOf, labelsUpToRing } from "../../../src/engine/galaxy/hex.ts";
import { autoBuildTi4Galaxy } from "../../../src/engine/galaxy/ti4/autoBuild.ts";
import { isRuleError } from "../../../src/engine/ruleError.ts";
import { HEX, HEX_HALF_HEIGHT } from "../../../src/render/layout.ts";
import { MAP } from "../../../src/render/palette.ts";
import { renderTi4Galaxy, ti4GalaxyTexts } from "../../../src/render/ti4/index.ts";
import { ti4MapLayout } from "../../../src/render/ti4/layout.ts";
import { ti4SampleGalaxy } from "../../../src/render/ti4/samples.ts";

/** The image size the galaxy's hexes need: their centres' extent, a hex around each, an 18 px margin. */
function expectedSize(labels: readonly string[]): { width: number; height: number } {
  const centres = labels.map((label) => hexCenter(hexOf(label), HEX));
  const xs = centres.map((c) => c.x);
  const ys = centres.map((c) => c.y);
  return {
    width: Math.ceil(Math.max(...xs) - Math.min(...xs) + 2 * HEX + 36),
    height: Math.ceil(Math.max(...ys) - Math.min(...ys) + 2 * HEX_HALF_HEIGHT + 36),
  };
}

async function decode(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

describe("TI4 galaxy render: size and contents", () => {
  it("draws the 6-player galaxy, three full rings, as a PNG of its size", async () => {
    const input = ti4SampleGalaxy(6);
    const map = await renderTi4Galaxy(input);
    const meta = await sharp(map.png).metadata();
    const size = expectedSize(labelsUpToRing(3));
    expect(meta.format).toBe("png");
    expect({ width: meta.width, height: meta.height }).toEqual(size);
    expect({ width: map.width, height: map.height }).toEqual(size);
    const texts = ti4GalaxyTexts(input);
    expect(texts).toContain("Mecatol Rex");
    for (const label of labelsUpToRing(3)) expect(texts).toContain(label);
    for (const home of input.homes ?? []) {
      const faction = ti4System(input.galaxy[home]!.tile).homeOf!;
      expect(texts).toContain(ti4Faction(faction).shortName);
    }
  });

  it("draws the 3-player galaxy without its holes, which stay background", async () => {
    const built = autoBuildTi4Galaxy({ players: 3, boxes: ["base", "pok"] }, "render-holes");
    if (isRuleError(built)) throw new Error(built.message);
    const { galaxy, layout } = built;
    const map = await renderTi4Galaxy({ galaxy, homes: layout.homes });
    const size = expectedSize(layout.positions);
    expect({ width: map.width, height: map.height }).toEqual(size);
    // A full three rings would be taller: the rows lost to the holes are cut off.
    expect(size.height).toBeLessThan(expectedSize(labelsUpToRing(3)).height);
    const centres = ti4MapLayout(layout.positions).centers;
    const origin = centres.get("000")!;
    const { data, info } = await decode(map.png);
    const at = (x: number, y: number) => {
      const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return `#${[data[i]!, data[i + 1]!, data[i + 2]!].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
    };
    const holes = labelsUpToRing(3).filter((label) => !layout.positions.includes(label));
    let probed = 0;
    for (const hole of holes) {
      const offset = hexCenter(hexOf(hole), HEX);
      const [x, y] = [origin.x + offset.x, origin.y + offset.y];
      if (x < 0 || y < 0 || x >= info.width || y >= info.height) continue;
      probed++;
      expect(at(x, y).toUpperCase(), `hole ${hole}`).toBe(MAP.background);
    }
    expect(probed).toBeGreaterThan(0);
    // Every position of the board, by contrast, is drawn over.
    for (const label of layout.positions) {
      const c = centres.get(label)!;
      expect(at(c.x, c.y + 20).toUpperCase(), `position ${label}`).not.toBe(MAP.background);
    }
  });

  it("marks every wormhole type with its letter and an open Home with its seat", () => {
    const texts = ti4GalaxyTexts({
      galaxy: { "000": { tile: "18" }, "101": { tile: "82" }, "102": { tile: "17" } },
      homes: ["201", "204"],
    });
    // Mallice (82) holds alpha, beta and gamma; the Creuss Gate (17) delta.
    for (const letter of ["α", "β", "γ", "δ"]) expect(texts).toContain(letter);
    expect(texts).toContain("Home, seat 2");
    expect(texts).toContain("Mallice");
  });
});
