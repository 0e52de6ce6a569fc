/**
 * A catch-up's map (issue #23): the systems changed since a player last looked get a plain white outline
 * just inside their hex's edge, in no player's colour; the others are drawn as before.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { HEX, mapLayout } from "../../../src/render/layout.ts";
import { MAP } from "../../../src/render/palette.ts";
import { renderMap } from "../../../src/render/renderMap.ts";
import { tableView } from "./fixtures.ts";

type Rgb = [number, number, number];
type Probe = (x: number, y: number) => Rgb;

function rgb(hex: string): Rgb {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

const near = (a: Rgb, b: Rgb, tolerance = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

async function probeOf(changed?: string[]): Promise<Probe> {
  const map = await renderMap(tableView(), { waiting: [], ...(changed ? { changed } : {}) });
  const { data, info } = await sharp(map.png).raw().toBuffer({ resolveWithObject: true });
  return (x, y) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
}

const centres = mapLayout(tableView()).centers;
/** Points on the outline: the middle of the lower edge and of the upper edge, inside the hex. */
const onOutline = (label: string) => {
  const c = centres.get(label)!;
  const apothem = (HEX - 4) * Math.cos(Math.PI / 6);
  return [
    [c.x, c.y + apothem],
    [c.x, c.y - apothem],
  ] as const;
};

let plain: Probe;
let marked: Probe;

beforeAll(async () => {
  plain = await probeOf();
  marked = await probeOf(["210", "204"]);
});

describe("the systems changed since a player last looked", () => {
  it("are outlined in plain white", () => {
    const white = rgb(MAP.changedEdge);
    for (const label of ["210", "204"])
      for (const [x, y] of onOutline(label))
        expect(near(marked(x, y), white), `${label} at ${x},${y}`).toBe(true);
  });

  it("leave the map as it was without them, and the unchanged systems unmarked", () => {
    const white = rgb(MAP.changedEdge);
    for (const label of ["210", "204", "206"])
      for (const [x, y] of onOutline(label)) expect(near(plain(x, y), white)).toBe(false);
    for (const [x, y] of onOutline("206")) expect(marked(x, y)).toEqual(plain(x, y));
  });
});
