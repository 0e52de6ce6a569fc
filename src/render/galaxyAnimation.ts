/**
 * The galaxy round by round (issue #23), posted with a game's result: the public map as it stood at the
 * end of each round, one frame a round, as an animated WebP. Each frame is the posted map (its PNG)
 * brought down to FRAME_WIDTH, so a game of eight rounds stays within a few hundred kilobytes; sharp joins
 * the frames (libvips, in its own threads) with a second between them, and the animation loops.
 */
import { loadSharp } from "./sharp.ts";

/** The frames' width in pixels: the board still reads, the file stays small. */
export const FRAME_WIDTH = 720;
/** How long each round is shown, in milliseconds. */
export const FRAME_DELAY_MS = 1_000;

export interface GalaxyAnimation {
  webp: Buffer;
  description: string;
  frames: number;
}

/** The maps (PNGs, one per round, first round first) as one looping animated WebP. */
export async function renderGalaxyAnimation(maps: readonly Buffer[]): Promise<GalaxyAnimation> {
  const sharp = await loadSharp();
  const first = await sharp(maps[0]).metadata();
  const width = FRAME_WIDTH;
  const height = Math.round((width * (first.height ?? width)) / (first.width ?? width));
  // Every frame the same size (a map grows no larger over a game, but a join needs equal pages).
  const frames = await Promise.all(
    maps.map((png) =>
      sharp(png).resize({ width, height, fit: "contain", background: "#0B1020" }).png().toBuffer(),
    ),
  );
  // A game that ended in its first round has one frame: a still WebP (a join needs two images).
  const joined = frames.length > 1 ? sharp(frames, { join: { animated: true } }) : sharp(frames[0]);
  const webp = await joined
    .webp({ quality: 60, effort: 4, loop: 0, delay: frames.map(() => FRAME_DELAY_MS) })
    .toBuffer();
  const rounds = maps.length;
  return {
    webp,
    frames: rounds,
    description: `The galaxy at the end of each round, ${rounds === 1 ? "one round" : `rounds 1 to ${rounds}`}, a second a round.`,
  };
}
