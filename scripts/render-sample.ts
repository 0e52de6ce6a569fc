/**
 * Writes sample maps (PNG, plus the text summary beside each) for 3, 6 and 8 players at the start of a
 * game and in its middle (round 4's Action Phase of a game the bot plays against itself), and the
 * 8-player game at its end:
 *   npm run render:sample -- --out DIR
 * With `--ruleset ti4`, TI4 galaxies instead: the automatic builder's galaxy for 3, 5 (both layouts) and 6
 * players with a fixed seed, Homes filled with base-game factions (src/render/ti4/samples.ts), as
 * ti4-galaxy-Np.png (ti4-galaxy-5p-base.png for the 5-player base layout); and the map of a 6-player TI4
 * game whose set-up is done (ti4SampleGame) as ti4-map-6p.png with its text summary beside it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { waitingFor } from "../src/engine/decisions.ts";
import type { Ti4LayoutId } from "../src/engine/galaxy/ti4/layouts.ts";
import type { GameState } from "../src/engine/state.ts";
import { view } from "../src/engine/view.ts";
import { describeBoard, renderMap } from "../src/render/index.ts";
import { botGame, startState } from "../src/render/samples.ts";
import { describeTi4Map, renderTi4Galaxy, renderTi4Map } from "../src/render/ti4/index.ts";
import { TI4_SAMPLE_SEED, ti4SampleGalaxy, ti4SampleGame } from "../src/render/ti4/samples.ts";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "render-samples" },
    ruleset: { type: "string", default: "ti3" },
  },
});
const out = values.out!;
if (values.ruleset !== "ti3" && values.ruleset !== "ti4") {
  process.stderr.write(`--ruleset must be ti3 or ti4, not "${values.ruleset}".\n`);
  process.exit(1);
}
mkdirSync(out, { recursive: true });

async function ti4Samples(): Promise<void> {
  const samples: [number, Ti4LayoutId | undefined][] = [
    [3, undefined],
    [5, undefined],
    [5, "5p-base"],
    [6, undefined],
  ];
  for (const [players, layout] of samples) {
    const started = performance.now();
    const map = await renderTi4Galaxy(ti4SampleGalaxy(players, TI4_SAMPLE_SEED, layout));
    const ms = performance.now() - started;
    const name = `ti4-galaxy-${layout ?? `${players}p`}.png`;
    writeFileSync(join(out, name), map.png);
    const kb = (map.png.length / 1024).toFixed(0);
    process.stdout.write(
      `${name} ${map.width}x${map.height} ${kb} KB ${ms.toFixed(0)} ms (seed ${TI4_SAMPLE_SEED})\n`,
    );
  }
  const game = ti4SampleGame(6);
  const started = performance.now();
  const map = await renderTi4Map(game);
  const ms = performance.now() - started;
  writeFileSync(join(out, "ti4-map-6p.png"), map.png);
  writeFileSync(join(out, "ti4-map-6p.txt"), `${describeTi4Map(game)}\n`);
  const kb = (map.png.length / 1024).toFixed(0);
  process.stdout.write(
    `ti4-map-6p.png ${map.width}x${map.height} ${kb} KB ${ms.toFixed(0)} ms (seed ${TI4_SAMPLE_SEED})\n`,
  );
}

if (values.ruleset === "ti4") {
  await ti4Samples();
  process.exit(0);
}

function samples(): { name: string; state: GameState }[] {
  const list: { name: string; state: GameState }[] = [];
  for (const players of [3, 6, 8]) {
    const game = botGame(players);
    list.push({ name: `start-${players}p`, state: startState(players) });
    list.push({ name: `mid-${players}p`, state: game.mid });
    if (players === 8) list.push({ name: `end-${players}p`, state: game.end });
  }
  return list;
}

for (const sample of samples()) {
  const publicView = view(sample.state, null);
  const waiting = waitingFor(sample.state);
  const started = performance.now();
  const map = await renderMap(publicView, { waiting });
  const ms = performance.now() - started;
  writeFileSync(join(out, `${sample.name}.png`), map.png);
  writeFileSync(join(out, `${sample.name}.txt`), `${describeBoard(publicView, waiting)}\n`);
  const kb = (map.png.length / 1024).toFixed(0);
  const at = `round ${sample.state.round} ${sample.state.phase}`;
  process.stdout.write(
    `${sample.name}.png ${map.width}x${map.height} ${kb} KB ${ms.toFixed(0)} ms (${at})\n`,
  );
}
