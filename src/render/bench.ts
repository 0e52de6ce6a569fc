/**
 * Render timings on full boards, for scripts/bench-render.ts and `npm run bench`. The boards are real: a
 * game the bot plays against itself, drawn in round 4's Action Phase (its busiest moment) and at its end;
 * each figure alternates between the two. Warm renders reuse the cached galaxy layer; cold ones clear it
 * first, as the first render of a new layout would.
 */
import { waitingFor } from "../engine/decisions.ts";
import type { GameState, Seat } from "../engine/state.ts";
import { view } from "../engine/view.ts";
import type { MapView } from "./model.ts";
import { clearMapCache, type RenderedMap, renderMap, renderMapAsSvg } from "./renderMap.ts";
import { botGame } from "./samples.ts";

export interface RenderBench {
  p50WarmMs6p: number;
  p50WarmMs8p: number;
  p95WarmMs8p: number;
  p50ColdMs8p: number;
  pngBytes8p: number;
  widthPx8p: number;
  /**
   * CPU time (all of the process's threads) of the median warm and cold 8-player render: on a machine busy
   * with other work the wall-clock figures above grow, these much less; on an idle machine they are close.
   */
  p50WarmCpuMs8p: number;
  p50ColdCpuMs8p: number;
}

export interface BenchOptions {
  warmRuns?: number;
  coldRuns?: number;
}

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, at)]! * 10) / 10;
}

interface Samples {
  wall: number[];
  cpu: number[];
}

function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

async function timed(run: () => Promise<unknown>, times: number, before?: () => void): Promise<Samples> {
  const samples: Samples = { wall: [], cpu: [] };
  for (let i = 0; i < times; i++) {
    before?.();
    const [start, cpuStart] = [performance.now(), cpuMs()];
    await run();
    samples.wall.push(performance.now() - start);
    samples.cpu.push(cpuMs() - cpuStart);
  }
  return samples;
}

interface Board {
  name: string;
  view: MapView;
  waiting: Seat[];
}

function board(name: string, state: GameState): Board {
  return { name, view: view(state, null), waiting: waitingFor(state) };
}

/** The full boards of a bot game with this many players: its middle and its end. */
export function benchBoards(players: number): Board[] {
  const game = botGame(players);
  const at = (s: GameState) => `round ${s.round} ${s.phase}`;
  return [
    board(`${players}p mid (${at(game.mid)})`, game.mid),
    board(`${players}p end (${at(game.end)})`, game.end),
  ];
}

/** Renders the boards in turn, `times` renders in all. */
function alternating(boards: readonly Board[], times: number, before?: () => void): Promise<Samples> {
  let i = 0;
  return timed(
    () => {
      const b = boards[i++ % boards.length]!;
      return renderMap(b.view, { waiting: b.waiting });
    },
    times,
    before,
  );
}

export async function measureRender(options: BenchOptions = {}): Promise<RenderBench> {
  const warmRuns = options.warmRuns ?? 40;
  const coldRuns = options.coldRuns ?? 10;
  const six = benchBoards(6);
  const eight = benchBoards(8);
  // Warm the process (sharp, fonts, compiled code) on the 6-player boards first.
  await alternating(six, 6);
  const warm6 = await alternating(six, warmRuns);
  const maps: RenderedMap[] = [];
  for (const b of eight) maps.push(await renderMap(b.view, { waiting: b.waiting }));
  const warm8 = await alternating(eight, warmRuns);
  const cold8 = await alternating(eight, coldRuns, clearMapCache);
  return {
    p50WarmMs6p: percentile(warm6.wall, 50),
    p50WarmMs8p: percentile(warm8.wall, 50),
    p95WarmMs8p: percentile(warm8.wall, 95),
    p50ColdMs8p: percentile(cold8.wall, 50),
    pngBytes8p: Math.max(...maps.map((m) => m.png.length)),
    widthPx8p: Math.max(...maps.map((m) => m.width)),
    p50WarmCpuMs8p: percentile(warm8.cpu, 50),
    p50ColdCpuMs8p: percentile(cold8.cpu, 50),
  };
}

/** The alternative: one full SVG through sharp per render, nothing cached. */
export async function measureSvgRender(runs = 10): Promise<{ p50Ms8p: number; pngBytes8p: number }> {
  const [eight] = benchBoards(8);
  const options = { waiting: eight!.waiting };
  const first = await renderMapAsSvg(eight!.view, options);
  const samples = await timed(() => renderMapAsSvg(eight!.view, options), runs);
  return { p50Ms8p: percentile(samples.wall, 50), pngBytes8p: first.png.length };
}
