/**
 * The shipped DejaVu Sans, registered with Skia under a family name no host font has, so every letter the
 * Skia rendition draws comes from these files and never from whatever fonts the machine has.
 */
import { GlobalFonts, type SKRSContext2D } from "@napi-rs/canvas";
import { FONT_DIR, type FontWeight } from "./font/text.ts";

const FAMILY = "Mecatol DejaVu Sans";

const FACES = [
  ["DejaVuSans.ttf", "normal"],
  ["DejaVuSans-Bold.ttf", "bold"],
] as const;

for (const [file, weight] of FACES) {
  if (!GlobalFonts.registerFromPath(`${FONT_DIR}${file}`, FAMILY, { weight })) {
    throw new Error(`Could not load the map's font ${FONT_DIR}${file}`);
  }
}

/** The CSS font shorthand for a size and weight in the shipped family. */
export function cssFont(size: number, weight: FontWeight = "regular"): string {
  return `${weight === "bold" ? "bold " : ""}${size}px "${FAMILY}"`;
}

/**
 * Text drawn the same way everywhere: a fixed language (the default follows the host's), kerning on,
 * baselines alphabetic (as the drawing code gives them).
 */
export function prepareText(ctx: SKRSContext2D): void {
  ctx.lang = "en";
  ctx.fontKerning = "normal";
  ctx.textBaseline = "alphabetic";
}
