import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { ti4System } from "../../../src/content/ti4/systems.ts";
import type { Ti4Galaxy } from "../../../src/engine/galaxy/ti4/layouts.ts";
import { renderTi4Galaxy } from "../../../src/render/ti4/index.ts";
import { sidePoint, ti4MapLayout } from "../../../src/render/ti4/layout.ts";
import { TI4_MAP } from "../../../src/render/ti4/palette.ts";

/**
 * A hand-laid galaxy: Mecatol Rex, the base game's supernova (43) and two hyperlanes turned so that none of
 * their board lanes reaches the north side (where the position label sits) and the printed sides differ
 * from the board's: 83A (printed 1-4) turned once runs 2-5; 87A (printed 0-2, 2-4, 2-5) turned three times
 * runs 3-5, 5-1, 5-2.
 */
const GALAXY: Ti4Galaxy = {
  "000": { tile: "18" },
  "101": { tile: "43" },
  "102": { tile: "83A", rotation: 1 },
  "104": { tile: "87A", rotation: 3 },
};
const LANES: Record<string, number[]> = { "102": [2, 5], "104": [1, 2, 3, 5] };

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function near(a: Rgb, b: Rgb, tolerance = 12): boolean {
  return a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
}

let pixel: (x: number, y: number) => Rgb;
const centres = ti4MapLayout(Object.keys(GALAXY)).centers;

beforeAll(async () => {
  const map = await renderTi4Galaxy({ galaxy: GALAXY });
  const { data, info } = await sharp(map.png).raw().toBuffer({ resolveWithObject: true });
  pixel = (x, y) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
});

describe("TI4 galaxy render: pixel probes", () => {
  it("the supernova is drawn in its colours: a pale core and orange spikes", () => {
    expect(ti4System("43").anomalies).toEqual(["supernova"]);
    const c = centres.get("101")!;
    expect(near(pixel(c.x, c.y - 6), rgb("#FFF1B0"))).toBe(true);
    expect(near(pixel(c.x + 52, c.y - 6), rgb("#D55E00"))).toBe(true);
    // Not merely any bright tile: Mecatol Rex's centre has neither colour.
    const m = centres.get("000")!;
    expect(near(pixel(m.x, m.y - 6), rgb("#FFF1B0"))).toBe(false);
    expect(near(pixel(m.x + 52, m.y - 6), rgb("#D55E00"))).toBe(false);
  });

  for (const [label, used] of Object.entries(LANES)) {
    it(`hyperlane at ${label} shows lanes at the sides its turned lanes join, and none at the others`, () => {
      const c = centres.get(label)!;
      const lane = rgb(TI4_MAP.lane);
      for (let side = 0; side < 6; side++) {
        const p = sidePoint(c, side, 0.75);
        const found = near(pixel(p.x, p.y), lane);
        expect(found, `side ${side}`).toBe(used.includes(side));
      }
    });
  }

  it("draws no lane on a tile that has none", () => {
    const c = centres.get("101")!;
    const lane = rgb(TI4_MAP.lane);
    for (let side = 0; side < 6; side++) {
      const p = sidePoint(c, side, 0.75);
      expect(near(pixel(p.x, p.y), lane)).toBe(false);
    }
  });
});
