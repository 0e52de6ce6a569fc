/**
 * Golden images: fixed views rendered and compared with the PNGs in test/golden/. Changing a golden is a
 * deliberate act: run `UPDATE_GOLDENS=1 npx vitest run test/integration/render/golden.test.ts`, look at
 * the new image, and commit it with the change that explains it. Besides the fixture table, real boards
 * of bot games at 3, 6 and 8 players in round 4, right after a move (render/samples.ts), each as the full
 * map with the move marked and as the close-up of the system it activated.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { waitingFor } from "../../../src/engine/decisions.ts";
import { view as publicView } from "../../../src/engine/view.ts";
import type { MapView, RenderOptions } from "../../../src/render/index.ts";
import { renderCloseUp, renderMap } from "../../../src/render/index.ts";
import { botGame } from "../../../src/render/samples.ts";
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

interface Case {
  name: string;
  draw: () => Promise<Buffer>;
}

const fixture = (view: () => MapView, waiting: number[]) => async () =>
  (await renderMap(view(), { waiting })).png;

/** A bot game right after a move that activated a system (a battle if the game had one). */
function moved(players: number): { view: MapView; options: RenderOptions } {
  const { state, move } = botGame(players).moved;
  return { view: publicView(state, null), options: { waiting: waitingFor(state), move } };
}

const CASES: Case[] = [
  { name: "table-3p-round4", draw: fixture(tableView, [0]) },
  { name: "table-3p-finished", draw: fixture(finished, []) },
  ...[3, 6, 8].flatMap((n): Case[] => [
    {
      name: `bot-${n}p-move-map`,
      draw: async () => {
        const { view, options } = moved(n);
        return (await renderMap(view, options)).png;
      },
    },
    {
      name: `bot-${n}p-move-closeup`,
      draw: async () => {
        const { view, options } = moved(n);
        const closeUp = await renderCloseUp(view, options);
        if (!closeUp) throw new Error("the sample move activated no system");
        return closeUp.png;
      },
    },
  ]),
];

describe("golden maps", () => {
  it.each(CASES)("$name matches its golden image", { timeout: 120_000 }, async ({ name, draw }) => {
    const png = await draw();
    const file = `${GOLDEN_DIR}${name}.png`;
    if (UPDATE || !existsSync(file)) {
      if (!UPDATE) throw new Error(`No golden for ${name}: run with UPDATE_GOLDENS=1 to create it.`);
      mkdirSync(GOLDEN_DIR, { recursive: true });
      writeFileSync(file, png);
      return;
    }
    const [actual, golden] = await Promise.all([decode(png), decode(await readFile(file))]);
    expect([actual.width, actual.height]).toEqual([golden.width, golden.height]);
    expect(differingShare(actual, golden, CHANNEL_TOLERANCE)).toBeLessThanOrEqual(MAX_DIFFERING_SHARE);
  });
});
