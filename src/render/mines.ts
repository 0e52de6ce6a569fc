/**
 * SE option 7's Space Mine tokens, down the right point of their system's hex: a spiked disc per owner in
 * the owner's colour with his letter (and how many he has there when more than one), the neutral mine of
 * Defend the Jewel grey with an N. The colours are the players' and the tokens' (already in the palette).
 */
import type { Seat } from "../engine/state.ts";
import type { Canvas } from "./canvas.ts";
import { type Contour, circle, circleRing, polygon } from "./geometry.ts";
import type { Point } from "./layout.ts";
import { type MapView, seatLetter } from "./model.ts";
import type { PlayerInk } from "./palette.ts";

const SPIKES = "#E6ECF3";
const NEUTRAL: PlayerInk = { fill: "#3A3F4B", ink: "#E6ECF3", edge: "#E6ECF3" };

/**
 * The owners of the mines in a system, each once in the order first laid, with how many each has. TI1
 * Borderlands' Mine Fields are drawn the same way, in the colour of the player who laid them (a game never
 * has both: content/options.ts), though they go off under anyone's fleet.
 */
export function minesAt(view: MapView, position: string): { owner: Seat | null; count: number }[] {
  const out: { owner: Seat | null; count: number }[] = [];
  const fields = (view.mineFields?.fields ?? []).map((f) => ({ position: f.position, owner: f.layer }));
  for (const mine of [...(view.spaceMines?.mines ?? []), ...fields]) {
    if (mine.position !== position) continue;
    const seen = out.find((m) => m.owner === mine.owner);
    if (seen) seen.count += 1;
    else out.push({ owner: mine.owner, count: 1 });
  }
  return out;
}

/** Eight spikes round the disc. */
function spikes(x: number, y: number): Contour {
  const points = Array.from({ length: 16 }, (_, i) => {
    const r = i % 2 === 0 ? 14 : 8;
    const a = (i * Math.PI) / 8;
    return [x + r * Math.cos(a), y + r * Math.sin(a)] as const;
  });
  return polygon(points);
}

export function drawMines(
  canvas: Canvas,
  layer: number,
  mines: readonly { owner: Seat | null; count: number }[],
  c: Point,
  inkOf: (seat: Seat) => PlayerInk,
): void {
  mines.forEach(({ owner, count }, k) => {
    const x = c.x + 70;
    const y = c.y + 2 + (k - (mines.length - 1) / 2) * 24;
    const ink = owner === null ? NEUTRAL : inkOf(owner);
    canvas.fill(layer, SPIKES, [spikes(x, y)]);
    canvas.fill(layer + 0.3, ink.fill, [circle(x, y, 8)]);
    canvas.fill(layer + 0.5, ink.edge, circleRing(x, y, 8, 1.5));
    const letter = `${owner === null ? "N" : seatLetter(owner)}${count > 1 ? count : ""}`;
    canvas.text(layer + 1, ink.ink, letter, x, y + 4, {
      size: count > 1 ? 9 : 11,
      weight: "bold",
      anchor: "middle",
    });
  });
}
