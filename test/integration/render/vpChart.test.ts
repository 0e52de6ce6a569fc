/**
 * The victory points chart posted at the end of a game (issue #23), read back pixel by pixel: each
 * player's points after each round sit where the chart says, in that player's colour; a player's line
 * runs between their dots; the picture is the chart's size and its description names every score.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PLAYER_INK } from "../../../src/render/index.ts";
import {
  CHART_HEIGHT,
  CHART_WIDTH,
  chartPoint,
  renderVpChart,
  type VpChartData,
} from "../../../src/render/vpChart.ts";

const DATA: VpChartData = {
  vpTarget: 10,
  players: [
    { seat: 0, name: "Alice", color: "red", vp: [0, 1, 3, 6, 10] },
    { seat: 1, name: "Bob", color: "blue", vp: [0, 2, 2, 4, 7] },
    { seat: 2, name: "Cara", color: "yellow", vp: [0, 0, 1, 5, 5] },
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

describe("the victory points chart", () => {
  it("puts each player's points after each round at their place, in the player's colour", async () => {
    const chart = await renderVpChart(DATA);
    const meta = await sharp(chart.png).metadata();
    expect([meta.width, meta.height]).toEqual([CHART_WIDTH, CHART_HEIGHT]);
    const at = await pixels(chart.png);
    for (const p of DATA.players) {
      const ink = rgbOf(PLAYER_INK[p.color as keyof typeof PLAYER_INK].fill);
      // Where two players share a point (everyone at the start), the last drawn is on top.
      for (const [round, vp] of p.vp.entries()) {
        if (DATA.players.some((o) => o.seat > p.seat && o.vp[round] === vp)) continue;
        const q = chartPoint(DATA, round, vp);
        expect(at(q.x, q.y), `${p.name} after round ${round}`).toSatisfy((c: number[]) => near(c, ink));
      }
      // Halfway between two dots of a rising line: the line itself.
      const q0 = chartPoint(DATA, 3, p.vp[3] as number);
      const q1 = chartPoint(DATA, 4, p.vp[4] as number);
      expect(at((q0.x + q1.x) / 2, (q0.y + q1.y) / 2)).toSatisfy((c: number[]) => near(c, ink));
    }
    // The control: a point no player reached stays background, not anyone's colour.
    const empty = chartPoint(DATA, 1, 9);
    for (const p of DATA.players)
      expect(near(at(empty.x, empty.y), rgbOf(PLAYER_INK[p.color as keyof typeof PLAYER_INK].fill))).toBe(
        false,
      );
    expect(chart.description).toBe(
      "Victory points at the end of each round, rounds 1 to 4. A Alice: 1, 3, 6, 10 (final 10); B Bob: 2, 2, 4, 7 (final 7); C Cara: 0, 1, 5, 5 (final 5).",
    );
  });
});
