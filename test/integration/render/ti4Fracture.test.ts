/**
 * The TI4 map with The Fracture in play (TE rulebook, "The Fracture", "Neutral Units"), probed by pixel: its
 * systems drawn off the galaxy's edge, the neutral units on them in the neutral grey, and the ingress
 * tokens (and the printed egress) as white discs at the tile's left.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { beginTx } from "../../../src/engine/kernel/tx.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { bringFractureIntoPlay } from "../../../src/engine/ti4/thundersEdge/fracture.ts";
import { NO_COLOR_INK } from "../../../src/render/palette.ts";
import { INGRESS_TOKEN_SLOT } from "../../../src/render/ti4/forces.ts";
import { renderTi4Map, ti4FullLayout } from "../../../src/render/ti4/renderMap.ts";
import { ti4SampleGame } from "../../../src/render/ti4/samples.ts";
import { countColour, decode, type Pixels } from "./pixels.ts";

let state: Ti4State;
let pixels: Pixels;

beforeAll(async () => {
  const tx = beginTx<Ti4>(ti4SampleGame(6), { now: "2026-12-06T00:00:00.000Z" });
  bringFractureIntoPlay(tx, 0);
  tx.emit({ type: "ti4IngressPlaced", seat: 0, position: "000" });
  state = tx.state;
  const map = await renderTi4Map(state);
  pixels = await decode(map.png);
}, 60_000);

function box(x: number, y: number, r: number) {
  return { x0: x - r, y0: y - r, x1: x + r, y1: y + r };
}

describe("TE The Fracture on the TI4 map: pixel probes", () => {
  it("lays The Fracture's seven systems out beside the galaxy", () => {
    const centres = ti4FullLayout(state).galaxy.centers;
    for (const p of state.fracture?.positions ?? []) expect(centres.has(p), p).toBe(true);
  });

  it("draws neutral units in the neutral grey on Styx's system, and none on an empty Fracture system", () => {
    const centres = ti4FullLayout(state).galaxy.centers;
    const [, , empty, styx] = state.fracture?.positions ?? [];
    const grey = NO_COLOR_INK.fill;
    const s = centres.get(styx as string)!;
    expect(countColour(pixels, box(s.x, s.y, 70), grey)).toBeGreaterThan(100);
    const e = centres.get(empty as string)!;
    expect(countColour(pixels, box(e.x, e.y, 70), grey)).toBeLessThan(20);
  });

  it("draws an ingress disc on Mecatol Rex and an egress disc on each egress system, none elsewhere", () => {
    const centres = ti4FullLayout(state).galaxy.centers;
    const disc = (p: string) => {
      const c = centres.get(p)!;
      return countColour(pixels, box(c.x + INGRESS_TOKEN_SLOT.x, c.y + INGRESS_TOKEN_SLOT.y, 8), "#FFFFFF");
    };
    const [, egressLeft, empty, , , egressRight] = state.fracture?.positions ?? [];
    expect(disc("000")).toBeGreaterThan(80);
    expect(disc(egressLeft as string)).toBeGreaterThan(80);
    expect(disc(egressRight as string)).toBeGreaterThan(80);
    expect(disc(empty as string)).toBeLessThan(40);
  });
});
