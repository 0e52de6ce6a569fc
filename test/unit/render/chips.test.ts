/**
 * A force's chip (render/chips.ts): one entry per unit type, damaged units apart, and units carrying a
 * Thunder's Edge galvanize token apart again, marked with a dot (shown on undamaged units first).
 */
import { describe, expect, it } from "vitest";
import { TI4_UNIT_TYPES } from "../../../src/content/ti4/index.ts";
import { layoutChip } from "../../../src/render/chips.ts";

const entries = (force: Parameters<typeof layoutChip>[0]) =>
  (layoutChip(force, 1000, TI4_UNIT_TYPES)?.rows.flat() ?? []).map((e) => [
    e.type,
    e.count,
    e.damaged,
    e.galvanized,
  ]);

describe("a force's chip", () => {
  it("keeps galvanized units apart, on undamaged units first", () => {
    expect(entries({ seat: 0, units: { cruiser: 3 }, galvanized: { cruiser: 1 } })).toEqual([
      ["cruiser", 2, false, false],
      ["cruiser", 1, false, true],
    ]);
    expect(
      entries({
        seat: 0,
        units: { dreadnought: 2 },
        damaged: { dreadnought: 1 },
        galvanized: { dreadnought: 2 },
      }),
    ).toEqual([
      ["dreadnought", 1, false, true],
      ["dreadnought", 1, true, true],
    ]);
  });

  it("draws no galvanized entry without tokens, and never more than the units", () => {
    expect(entries({ seat: 0, units: { infantry: 2 } })).toEqual([["infantry", 2, false, false]]);
    expect(entries({ seat: 0, units: { infantry: 1 }, galvanized: { infantry: 3 } })).toEqual([
      ["infantry", 1, false, true],
    ]);
  });
});
