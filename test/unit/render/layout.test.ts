import { describe, expect, it } from "vitest";
import { hexCenter, hexOf } from "../../../src/engine/galaxy/hex.ts";
import { mapSvg } from "../../../src/render/index.ts";
import { HEX, mapLayout, PANEL_WIDTH } from "../../../src/render/layout.ts";
import { tableView } from "./fixtures.ts";

describe("map layout", () => {
  const view = tableView();
  const layout = mapLayout(view);

  it("places every hex where engine/galaxy/hex.ts puts it, Mecatol Rex as the origin", () => {
    const origin = layout.centers.get("000")!;
    for (const label of Object.keys(view.galaxy)) {
      const expected = hexCenter(hexOf(label), HEX);
      const actual = layout.centers.get(label)!;
      expect(actual.x - origin.x).toBeCloseTo(expected.x, 6);
      expect(actual.y - origin.y).toBeCloseTo(expected.y, 6);
    }
  });

  it("keeps the galaxy inside the image and the panel to its right", () => {
    for (const c of layout.centers.values()) {
      expect(c.x - HEX).toBeGreaterThanOrEqual(0);
      expect(c.x + HEX).toBeLessThanOrEqual(layout.galaxyWidth);
      expect(c.y - HEX * 0.87).toBeGreaterThanOrEqual(0);
      expect(c.y + HEX * 0.87).toBeLessThanOrEqual(layout.height);
    }
    expect(layout.width).toBe(layout.galaxyWidth + PANEL_WIDTH);
  });

  it("writes on every hex the label commands accept", () => {
    const { texts } = mapSvg(view, { waiting: [] });
    for (const label of Object.keys(view.galaxy)) expect(texts).toContain(label);
  });
});
