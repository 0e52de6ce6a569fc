/**
 * sharp, loaded in the background as soon as the renderer is imported, after pointing fontconfig at
 * assets/fonts/fonts.conf. The map draws its text as outlines from the shipped font (font/text.ts), so
 * fontconfig is not needed today; pinning it anyway means any text librsvg ever lays out comes from the
 * same DejaVu files on every machine, never from whatever fonts the host has. The import is dynamic so
 * the variable is set before sharp loads.
 */
import type { SharpConstructor } from "sharp";
import { FONT_DIR } from "./font/text.ts";
import { type IndexedImage, indexStatic, type PaletteRequest } from "./raster/indexed.ts";

let loading: Promise<SharpConstructor> | null = null;

export function loadSharp(): Promise<SharpConstructor> {
  loading ??= (async () => {
    process.env.FONTCONFIG_FILE = `${FONT_DIR}fonts.conf`;
    const module = await import("sharp");
    return module.default;
  })();
  return loading;
}

let loaded: SharpConstructor | null = null;
// A failure here resurfaces, with its message, at the first render (which awaits loadSharp itself).
loadSharpOnce().catch(() => {});

/** Keeps the loaded module at hand, so a render can start sharp's work without yielding first. */
async function loadSharpOnce(): Promise<void> {
  loaded = await loadSharp();
}

/** sharp if it has finished loading, else null (then await loadSharp()). */
export function sharpIfLoaded(): SharpConstructor | null {
  return loaded;
}

/**
 * An SVG layer drawn by sharp (librsvg) and indexed on a palette fitted to it (raster/indexed.ts), `width`
 * pixels a row. When sharp has loaded, its work starts before anything yields, so its thread draws while
 * the caller goes on.
 */
export function rasteriseSvg(svg: string, request: PaletteRequest, width?: number): Promise<IndexedImage> {
  const raster = (sharp: SharpConstructor) =>
    sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const ready = sharpIfLoaded();
  const pending = ready ? raster(ready) : loadSharp().then(raster);
  return pending.then(({ data, info }) =>
    indexStatic(
      { data, width: info.width, height: info.height, channels: info.channels === 3 ? 3 : 4 },
      request,
      width,
    ),
  );
}
