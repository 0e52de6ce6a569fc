import { describe, expect, it } from "vitest";
import { PLAYER_COLORS } from "../../../src/engine/state.ts";
import { MAP, PLAYER_INK } from "../../../src/render/palette.ts";
import { contrast, deltaE, type Vision } from "./colourVision.ts";

const VISIONS: Vision[] = ["normal", "protanopia", "deuteranopia", "tritanopia"];

describe("player colours", () => {
  it("has one ink for each of the state's eight colour names", () => {
    expect(Object.keys(PLAYER_INK).sort()).toEqual([...PLAYER_COLORS].sort());
  });

  // CIE76 distance 15 is far beyond a just-noticeable difference (about 2.3): told apart at a glance.
  it.each(VISIONS)("keeps every pair of colours apart under %s", (vision) => {
    for (const [i, a] of PLAYER_COLORS.entries()) {
      for (const b of PLAYER_COLORS.slice(i + 1)) {
        expect(deltaE(PLAYER_INK[a].fill, PLAYER_INK[b].fill, vision), `${a} / ${b}`).toBeGreaterThan(15);
      }
    }
  });

  it("writes seat letters and counts on a piece with at least WCAG AA contrast", () => {
    for (const color of PLAYER_COLORS) {
      expect(contrast(PLAYER_INK[color].fill, PLAYER_INK[color].ink), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("outlines every piece so it stands out from the map, dark colours included", () => {
    for (const color of PLAYER_COLORS) {
      const { fill, edge } = PLAYER_INK[color];
      const best = Math.max(contrast(fill, MAP.hexFill), contrast(edge, MAP.hexFill));
      expect(best, color).toBeGreaterThanOrEqual(3);
    }
  });
});
