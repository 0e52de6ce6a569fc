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

  // Issue #22: the grounds a piece is drawn on, and WCAG's 3:1 for graphics.
  const BOARD = [MAP.background, MAP.hexFill, MAP.emptyFill, MAP.mecatolFill];

  it("gives every colour but black at least 3:1 against the board; black's outline has it instead", () => {
    for (const color of PLAYER_COLORS) {
      const { fill, edge } = PLAYER_INK[color];
      for (const ground of BOARD) {
        const shown = color === "black" ? edge : fill;
        expect(contrast(shown, ground), `${color} on ${ground}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("outlines black and white pieces, and every piece with 3:1 against its own fill", () => {
    expect(PLAYER_INK.black.edge).not.toBe(PLAYER_INK.black.fill);
    expect(PLAYER_INK.white.edge).toBe("#000000");
    for (const color of PLAYER_COLORS) {
      const { fill, edge } = PLAYER_INK[color];
      expect(contrast(fill, edge), color).toBeGreaterThanOrEqual(3);
    }
  });

  // Seats take the colours in order (engine/setup/races.ts), so a game of n players has the first n.
  it.each([3, 4, 5, 6, 7, 8])(
    "keeps the colours of a %i-player game apart under every colour vision",
    (n) => {
      const inGame = PLAYER_COLORS.slice(0, n);
      for (const vision of VISIONS) {
        for (const [i, a] of inGame.entries()) {
          for (const b of inGame.slice(i + 1)) {
            const d = deltaE(PLAYER_INK[a].fill, PLAYER_INK[b].fill, vision);
            expect(d, `${a} / ${b} (${vision})`).toBeGreaterThan(18);
          }
        }
      }
    },
  );
});
