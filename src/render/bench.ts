/**
 * Render timings on full boards, for scripts/bench-render.ts and `npm run bench`. The boards are real: a
 * game the bot plays against itself, drawn in round 4's Action Phase (its busiest moment) and at its end;
 * each figure alternates between the two. Warm renders reuse the cached galaxy layer; cold ones clear it
 * first, as the first render of a new layout would. Several renderers (ours and the Skia renditions) are
 * measured in one run, taking turns render by render.
 */
import { waitingFor } from "../engine/decisions.ts";
import type { LastMove } from "../engine/lastMove.ts";
import type { GameState, Seat } from "../engine/state.ts";
import { view } from "../engine/view.ts";
import { clearCloseUpCache, renderCloseUp } from "./closeUp.ts";
import type { MapView, RenderOptions } from "./model.ts";
import { clearMapCache, type RenderedMap, renderMap } from "./renderMap.ts";
import { botGame } from "./samples.ts";
import { clearSkiaCache, renderMapSkia } from "./skiaMap.ts";

export interface RenderBench {
  p50WarmMs6p: number;
  p50WarmMs8p: number;
  p95WarmMs8p: number;
  p50ColdMs8p: number;
  /** The bigger PNG of the two boards of each size. */
  pngBytes3p: number;
  pngBytes6p: number;
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

async function timed(run: () => Promise<unknown>, times: number): Promise<Samples> {
  const samples: Samples = { wall: [], cpu: [] };
  for (let i = 0; i < times; i++) {
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
  /** The last move, marked on the map as it is when posted. */
  move: LastMove | null;
}

function board(name: string, state: GameState, move: LastMove | null): Board {
  return { name, view: view(state, null), waiting: waitingFor(state), move };
}

/** The full boards of a bot game with this many players: its middle and its end. */
export function benchBoards(players: number): Board[] {
  const game = botGame(players);
  const at = (s: GameState) => `round ${s.round} ${s.phase}`;
  return [
    board(`${players}p mid (${at(game.mid)})`, game.mid, game.midMove),
    board(`${players}p end (${at(game.end)})`, game.end, game.endMove),
  ];
}

/** A way to draw a map, and how to make its next render of a layout cold. */
export interface Renderer {
  render(view: MapView, options: RenderOptions): Promise<RenderedMap>;
  clearCache(): void;
}

/** The renderer the bot posts with (palette PNG painted by our own rasteriser). */
export const CURRENT: Renderer = { render: renderMap, clearCache: clearMapCache };
/** The same drawing on Skia (@napi-rs/canvas), its truecolour PNG written by Skia. */
export const SKIA: Renderer = { render: (v, o) => renderMapSkia(v, o), clearCache: clearSkiaCache };
/** Skia's frame mapped to a palette fixed per layout and written by fast-png (skiaPalette.ts). */
export const SKIA_PALETTE: Renderer = {
  render: (v, o) => renderMapSkia(v, o, "fixedPalette"),
  clearCache: clearSkiaCache,
};

/**
 * Renders the boards in turn, `times` renders per renderer. With several renderers they take turns
 * render by render, so a change in the machine's load falls on all of them alike.
 */
async function alternating(
  renderers: readonly Renderer[],
  boards: readonly Board[],
  times: number,
  cold = false,
): Promise<Samples[]> {
  const samples = renderers.map(() => ({ wall: [] as number[], cpu: [] as number[] }));
  for (let i = 0; i < times; i++) {
    const b = boards[i % boards.length]!;
    for (const [k, renderer] of renderers.entries()) {
      if (cold) renderer.clearCache();
      const one = await timed(() => renderer.render(b.view, { waiting: b.waiting, move: b.move }), 1);
      samples[k]!.wall.push(...one.wall);
      samples[k]!.cpu.push(...one.cpu);
    }
  }
  return samples;
}

/** The figures of each renderer, measured in the same run on the same boards. */
export async function measureRenderers(
  renderers: readonly Renderer[],
  options: BenchOptions = {},
): Promise<RenderBench[]> {
  const warmRuns = options.warmRuns ?? 40;
  const coldRuns = options.coldRuns ?? 10;
  const three = benchBoards(3);
  const six = benchBoards(6);
  const eight = benchBoards(8);
  // Warm the process (sharp, Skia, fonts, compiled code) on the 6-player boards first.
  await alternating(renderers, six, 6);
  const warm6 = await alternating(renderers, six, warmRuns);
  const largest = async (renderer: Renderer, boards: readonly Board[]) => {
    const maps: RenderedMap[] = [];
    for (const b of boards) maps.push(await renderer.render(b.view, { waiting: b.waiting, move: b.move }));
    return {
      bytes: Math.max(...maps.map((m) => m.png.length)),
      width: Math.max(...maps.map((m) => m.width)),
    };
  };
  type Largest = Awaited<ReturnType<typeof largest>>;
  const sizes: { three: Largest; six: Largest; eight: Largest }[] = [];
  for (const renderer of renderers) {
    sizes.push({
      three: await largest(renderer, three),
      six: await largest(renderer, six),
      eight: await largest(renderer, eight),
    });
  }
  const warm8 = await alternating(renderers, eight, warmRuns);
  const cold8 = await alternating(renderers, eight, coldRuns, true);
  return renderers.map((_, k) => ({
    p50WarmMs6p: percentile(warm6[k]!.wall, 50),
    p50WarmMs8p: percentile(warm8[k]!.wall, 50),
    p95WarmMs8p: percentile(warm8[k]!.wall, 95),
    p50ColdMs8p: percentile(cold8[k]!.wall, 50),
    pngBytes3p: sizes[k]!.three.bytes,
    pngBytes6p: sizes[k]!.six.bytes,
    pngBytes8p: sizes[k]!.eight.bytes,
    widthPx8p: sizes[k]!.eight.width,
    p50WarmCpuMs8p: percentile(warm8[k]!.cpu, 50),
    p50ColdCpuMs8p: percentile(cold8[k]!.cpu, 50),
  }));
}

/** One renderer on the 8-player mid-game board, `runs` warm renders: for one-off comparisons. */
export async function measureOne(
  render: Renderer["render"],
  runs = 10,
): Promise<{ p50Ms8p: number; p50CpuMs8p: number; pngBytes8p: number }> {
  const [eight] = benchBoards(8);
  const options = { waiting: eight!.waiting, move: eight!.move };
  const first = await render(eight!.view, options);
  const samples = await timed(() => render(eight!.view, options), runs);
  return {
    p50Ms8p: percentile(samples.wall, 50),
    p50CpuMs8p: percentile(samples.cpu, 50),
    pngBytes8p: first.png.length,
  };
}

/**
 * The close-up posted beside the map (closeUp.ts), on the 8-player bot game right after a move: warm
 * renders reuse its cached galaxy layer, the first of each system is cold.
 */
export async function measureCloseUp(options: BenchOptions = {}): Promise<{
  p50WarmMsCloseUp: number;
  p50WarmCpuMsCloseUp: number;
  p50ColdMsCloseUp: number;
  pngBytesCloseUp: number;
}> {
  const { state, move } = botGame(8).moved;
  const shown = view(state, null);
  const render = () => renderCloseUp(shown, { waiting: waitingFor(state), move });
  const first = await render();
  const warm = await timed(render, options.warmRuns ?? 40);
  const cold = await timed(async () => {
    clearCloseUpCache();
    await render();
  }, options.coldRuns ?? 10);
  return {
    p50WarmMsCloseUp: percentile(warm.wall, 50),
    p50WarmCpuMsCloseUp: percentile(warm.cpu, 50),
    p50ColdMsCloseUp: percentile(cold.wall, 50),
    pngBytesCloseUp: first?.png.length ?? 0,
  };
}
