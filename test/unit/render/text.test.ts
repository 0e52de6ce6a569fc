import { describe, expect, it } from "vitest";
import { fitText, measureText, textPath } from "../../../src/render/font/text.ts";
import { circle, rect, reverse } from "../../../src/render/geometry.ts";
import type { Mask } from "../../../src/render/raster/coverage.ts";
import { coverage } from "../../../src/render/raster/coverage.ts";

/** Coverage summed over the pixels inside the image (a mask may keep a spare column left of it). */
function total(mask: Mask): number {
  let sum = 0;
  mask.data.forEach((v, i) => {
    if (mask.x + (i % mask.w) >= 0) sum += v;
  });
  return sum;
}

describe("text from the shipped font", () => {
  it("measures wide letters wider than narrow ones, bold wider than regular", () => {
    expect(measureText("MMM", 14)).toBeGreaterThan(measureText("iii", 14));
    expect(measureText("Mecatol", 14, "bold")).toBeGreaterThan(measureText("Mecatol", 14));
  });

  it("draws a line of text as one outline path starting at an absolute move", () => {
    const d = textPath("304", 10, 20, { size: 15, weight: "bold" });
    expect(d).toMatch(/^M[\d.]+ [\d.]+/);
    expect(d.match(/z/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("cuts a name that does not fit, with an ellipsis", () => {
    const cut = fitText("Universities of Jol Nar", 12, "bold", 60);
    expect(cut.endsWith("…")).toBe(true);
    expect(measureText(cut, 12, "bold")).toBeLessThanOrEqual(60);
    expect(fitText("Jol", 12, "bold", 60)).toBe("Jol");
  });
});

describe("the rasteriser's coverage", () => {
  it("covers exactly the area of a rectangle on fractional pixels", () => {
    const mask = coverage([rect(3.25, 4.5, 10, 6)], 100, 100)!;
    expect(total(mask)).toBeCloseTo(60, 3);
  });

  it("covers the area of a circle, within a percent", () => {
    const mask = coverage([circle(50, 50, 20)], 100, 100)!;
    expect(Math.abs(total(mask) / (Math.PI * 400) - 1)).toBeLessThan(0.01);
  });

  it("cuts a hole where a counter-clockwise contour lies inside", () => {
    const mask = coverage([rect(0, 0, 20, 20), reverse(rect(5, 5, 10, 10))], 100, 100)!;
    expect(total(mask)).toBeCloseTo(300, 3);
  });

  it("clips what lies outside the image", () => {
    const mask = coverage([rect(-10, -10, 20, 20)], 100, 100)!;
    expect(total(mask)).toBeCloseTo(100, 3);
  });
});
