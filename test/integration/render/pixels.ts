/** Decoding rendered PNGs for pixel tests. */
import sharp from "sharp";
import { hexCenter, hexOf } from "../../../src/engine/galaxy/hex.ts";
import { HEX, type MapLayout } from "../../../src/render/layout.ts";

export interface Pixels {
  width: number;
  height: number;
  data: Buffer;
}

export async function decode(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** The centre of a position in the image, from hex.ts geometry around the image's Mecatol Rex. */
export function centreOf(layout: MapLayout, label: string): { x: number; y: number } {
  const origin = layout.centers.get("000")!;
  const offset = hexCenter(hexOf(label), HEX);
  return { x: origin.x + offset.x, y: origin.y + offset.y };
}

/** How many pixels in a box are exactly this colour. */
export function countColour(
  p: Pixels,
  box: { x0: number; y0: number; x1: number; y1: number },
  hex: string,
): number {
  const v = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(v >> 16) & 255, (v >> 8) & 255, v & 255];
  let n = 0;
  for (let y = Math.max(0, Math.round(box.y0)); y < Math.min(p.height, Math.round(box.y1)); y++) {
    for (let x = Math.max(0, Math.round(box.x0)); x < Math.min(p.width, Math.round(box.x1)); x++) {
      const i = (y * p.width + x) * 3;
      if (p.data[i] === r && p.data[i + 1] === g && p.data[i + 2] === b) n++;
    }
  }
  return n;
}

/** Pixels whose channels differ by more than `threshold`, as a fraction of the image. */
export function differingShare(a: Pixels, b: Pixels, threshold: number): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 3) {
    const d = Math.max(
      Math.abs(a.data[i]! - b.data[i]!),
      Math.abs(a.data[i + 1]! - b.data[i + 1]!),
      Math.abs(a.data[i + 2]! - b.data[i + 2]!),
    );
    if (d > threshold) differing++;
  }
  return differing / (a.width * a.height);
}
