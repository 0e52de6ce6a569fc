import { describe, expect, it } from "vitest";
import {
  hexCenter,
  hexDistance,
  hexOf,
  labelDistance,
  labelOf,
  labelsUpToRing,
  neighbourLabels,
  parseLabel,
  ringOfLabel,
} from "../../../src/engine/galaxy/hex.ts";

describe("position labels", () => {
  it("name Mecatol Rex 000 and ring n's positions n01 onwards, 6n of them", () => {
    const labels = labelsUpToRing(4);
    expect(labels[0]).toBe("000");
    expect(labels.slice(1, 7)).toEqual(["101", "102", "103", "104", "105", "106"]);
    expect(labels.filter((l) => l.startsWith("2"))).toHaveLength(12);
    expect(labels.filter((l) => l.startsWith("3")).at(-1)).toBe("318");
    expect(labels.filter((l) => l.startsWith("4")).at(-1)).toBe("424");
    expect(labels).toHaveLength(61);
  });

  it("put index 1 straight north of Mecatol Rex and count clockwise", () => {
    // Flat-topped hexes: north is (0, -1) and the screen's y grows downwards.
    expect(hexOf("101")).toEqual({ q: 0, r: -1 });
    expect(hexOf("102")).toEqual({ q: 1, r: -1 });
    expect(hexOf("104")).toEqual({ q: 0, r: 1 });
    const north = hexCenter(hexOf("301"), 1);
    const northEast = hexCenter(hexOf("304"), 1);
    expect(north.x).toBeCloseTo(0);
    expect(north.y).toBeLessThan(0);
    expect(northEast.x).toBeGreaterThan(0);
  });

  it("survive a round trip through coordinates on every ring", () => {
    for (const label of labelsUpToRing(4)) expect(labelOf(hexOf(label))).toBe(label);
  });

  it("are read from what a player types, and nothing else", () => {
    expect(parseLabel("000")).toBe("000");
    expect(parseLabel("0")).toBe("000");
    expect(parseLabel("101")).toBe("101");
    expect(parseLabel(" 318 ")).toBe("318");
    for (const bad of ["", "00", "1", "107", "100", "213", "0101", "abc", "-101", "1.1"]) {
      expect(parseLabel(bad)).toBeNull();
    }
  });
});

describe("board geometry", () => {
  it("gives Mecatol Rex the six ring-1 positions as neighbours", () => {
    expect(neighbourLabels("000").sort()).toEqual(["101", "102", "103", "104", "105", "106"]);
  });

  it("gives a ring-3 corner one neighbour inside, two on its ring and three outside", () => {
    const rings = neighbourLabels("301").map(ringOfLabel).sort();
    expect(rings).toEqual([2, 3, 3, 4, 4, 4]);
  });

  it("measures distances over shared edges", () => {
    expect(labelDistance("000", "304")).toBe(3);
    expect(labelDistance("301", "304")).toBe(3);
    expect(labelDistance("301", "310")).toBe(6);
    expect(hexDistance(hexOf("101"), hexOf("104"))).toBe(2);
  });
});
