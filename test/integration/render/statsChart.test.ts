/**
 * The chart of /ti stats (issue #23), read back pixel by pixel: a player's luck bar runs from the zero line
 * to the right (luck) or to the left (bad luck) in the player's colour, as far as its value says; the other
 * side of the zero line stays background; a server's wins run from the left edge in one neutral colour.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PLAYER_INK } from "../../../src/render/index.ts";
import { MAP } from "../../../src/render/palette.ts";
import {
  BAR_CHART_WIDTH,
  type BarChartData,
  barChartHeight,
  barOf,
  renderBarChart,
} from "../../../src/render/statsChart.ts";

const LUCK: BarChartData = {
  title: "Dice luck: hits scored less hits expected",
  signed: true,
  rows: [
    { label: "Alice", value: 1.5, color: "red", note: "+1.5 (6 of 4.5)" },
    { label: "Bob", value: -0.75, color: "blue", note: "−0.8 (2 of 2.8)" },
    { label: "Cara", value: 0, color: "yellow", note: "no dice" },
  ],
};

function rgbOf(hex: string): number[] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 3;
    return [data[i], data[i + 1], data[i + 2]] as number[];
  };
}

const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - (b[i] as number)) <= 12);
const BACKGROUND = rgbOf(MAP.background);

describe("the statistics chart", () => {
  it("draws each player's luck from the zero line, right for luck and left for bad luck", async () => {
    const chart = await renderBarChart(LUCK);
    const meta = await sharp(chart.png).metadata();
    expect([meta.width, meta.height]).toEqual([BAR_CHART_WIDTH, barChartHeight(LUCK)]);
    const at = await pixels(chart.png);
    const alice = barOf(LUCK, 0);
    const bob = barOf(LUCK, 1);
    const red = rgbOf(PLAYER_INK.red.fill);
    const blue = rgbOf(PLAYER_INK.blue.fill);
    // Alice's bar, the longest, fills the right half; halfway along and near its end it is red.
    expect(alice.x1).toBeGreaterThan(alice.x0);
    expect(at((alice.x0 + alice.x1) / 2, alice.y)).toSatisfy((c: number[]) => near(c, red));
    expect(at(alice.x1 - 4, alice.y)).toSatisfy((c: number[]) => near(c, red));
    // Bob's runs left, half as long as Alice's (0.75 of 1.5): blue there, not past its end, nor right of zero.
    expect(bob.x0 - bob.x1).toBeCloseTo((alice.x1 - alice.x0) / 2, 5);
    expect(at((bob.x0 + bob.x1) / 2, bob.y)).toSatisfy((c: number[]) => near(c, blue));
    expect(near(at(bob.x1 - 12, bob.y), blue)).toBe(false);
    expect(near(at(bob.x0 + 20, bob.y), blue)).toBe(false);
    // The control: left of zero on Alice's row is no one's colour.
    expect(near(at(alice.x0 - 40, alice.y), red)).toBe(false);
    expect(chart.description).toBe(
      "Dice luck: hits scored less hits expected. Alice: +1.5 (6 of 4.5); Bob: −0.8 (2 of 2.8); Cara: no dice.",
    );
  });

  it("draws a server's wins from the left edge", async () => {
    const wins: BarChartData = {
      title: "Wins by race",
      signed: false,
      rows: [
        { label: "Sol", value: 2, color: null, note: "2 of 2" },
        { label: "Hacan", value: 1, color: null, note: "1 of 3" },
      ],
    };
    const at = await pixels((await renderBarChart(wins)).png);
    const sol = barOf(wins, 0);
    const hacan = barOf(wins, 1);
    expect(sol.x1 - sol.x0).toBeCloseTo(2 * (hacan.x1 - hacan.x0), 5);
    const neutral = rgbOf("#6FA8DC");
    expect(at(sol.x1 - 4, sol.y)).toSatisfy((c: number[]) => near(c, neutral));
    expect(at(hacan.x1 - 4, hacan.y)).toSatisfy((c: number[]) => near(c, neutral));
    // Past the shorter bar's end, before its note: the background.
    expect(at(hacan.x1 + 5, hacan.y)).toSatisfy((c: number[]) => near(c, BACKGROUND));
  });
});
