/**
 * Writes sample maps (PNG, plus the text summary beside each) for 3, 6 and 8 players at the start of a
 * game and in its middle (round 4's Action Phase of a game the bot plays against itself), and the
 * 8-player game at its end:
 *   npm run render:sample -- --out DIR
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { waitingFor } from "../src/engine/decisions.ts";
import type { GameState } from "../src/engine/state.ts";
import { view } from "../src/engine/view.ts";
import { describeBoard, renderMap } from "../src/render/index.ts";
import { botGame, startState } from "../src/render/samples.ts";

const { values } = parseArgs({ options: { out: { type: "string", default: "render-samples" } } });
const out = values.out!;
mkdirSync(out, { recursive: true });

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
