/**
 * Writes sample maps (PNG, plus the text summary beside each) for 3, 6 and 8 players, at the start and in
 * the middle of a game, and a full 8-player board:
 *   npm run render:sample -- --out DIR
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { waitingFor } from "../src/engine/decisions.ts";
import type { GameState } from "../src/engine/state.ts";
import { view } from "../src/engine/view.ts";
import { describeBoard, renderMap } from "../src/render/index.ts";
import { fullBoardState, midGameState, startState } from "../src/render/samples.ts";

const { values } = parseArgs({ options: { out: { type: "string", default: "render-samples" } } });
const out = values.out!;
mkdirSync(out, { recursive: true });

/** Hand-built states carry the start's frame stack, so their "to move" is chosen here instead. */
function samples(): { name: string; state: GameState; waiting: number[] }[] {
  const list: { name: string; state: GameState; waiting: number[] }[] = [];
  for (const players of [3, 6, 8]) {
    const start = startState(players);
    list.push({ name: `start-${players}p`, state: start, waiting: waitingFor(start) });
    const mid = midGameState(players);
    list.push({ name: `mid-${players}p`, state: mid, waiting: [(mid.speaker + 2) % players] });
  }
  list.push({ name: "full-8p", state: fullBoardState(8), waiting: [2] });
  return list;
}

for (const sample of samples()) {
  const publicView = view(sample.state, null);
  const started = performance.now();
  const map = await renderMap(publicView, { waiting: sample.waiting });
  const ms = performance.now() - started;
  writeFileSync(join(out, `${sample.name}.png`), map.png);
  writeFileSync(join(out, `${sample.name}.txt`), `${describeBoard(publicView, sample.waiting)}\n`);
  const kb = (map.png.length / 1024).toFixed(0);
  process.stdout.write(`${sample.name}.png ${map.width}x${map.height} ${kb} KB ${ms.toFixed(0)} ms\n`);
}
