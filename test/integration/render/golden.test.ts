/**
 * Golden images: fixed views rendered and compared with the PNGs in test/golden/. Changing a golden is a
 * deliberate act: run `UPDATE_GOLDENS=1 npx vitest run test/integration/render/golden.test.ts`, look at
 * the new image, and commit it with the change that explains it.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { MapView } from "../../../src/render/index.ts";
import { renderMap } from "../../../src/render/index.ts";
import { tableView } from "../../unit/render/fixtures.ts";
import { decode, differingShare } from "./pixels.ts";

const GOLDEN_DIR = fileURLToPath(new URL("../../golden/", import.meta.url));
const UPDATE = process.env.UPDATE_GOLDENS === "1";

/** Room for a different librsvg or zlib build: a few anti-aliased edge pixels, nothing visible. */
const CHANNEL_TOLERANCE = 40;
const MAX_DIFFERING_SHARE = 0.002;

function finished(): MapView {
  const base = tableView();
  return {
    ...base,
    phase: "finished",
    winners: [1],
    players: base.players.map((p) => ({ ...p, eliminated: p.seat === 2 })),
  };
}

const CASES: { name: string; view: () => MapView; waiting: number[] }[] = [
  { name: "table-3p-round4", view: tableView, waiting: [0] },
  { name: "table-3p-finished", view: finished, waiting: [] },
];

describe("golden maps", () => {
  it.each(CASES)("$name matches its golden image", async ({ name, view, waiting }) => {
    const map = await renderMap(view(), { waiting });
    const file = `${GOLDEN_DIR}${name}.png`;
    if (UPDATE || !existsSync(file)) {
      if (!UPDATE) throw new Error(`No golden for ${name}: run with UPDATE_GOLDENS=1 to create it.`);
      mkdirSync(GOLDEN_DIR, { recursive: true });
      writeFileSync(file, map.png);
      return;
    }
    const [actual, golden] = await Promise.all([decode(map.png), decode(await readFile(file))]);
    expect([actual.width, actual.height]).toEqual([golden.width, golden.height]);
    expect(differingShare(actual, golden, CHANNEL_TOLERANCE)).toBeLessThanOrEqual(MAX_DIFFERING_SHARE);
  });
});
