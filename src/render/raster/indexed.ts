/**
 * The map as palette indices: a 256-colour PNG is about a third the size of a truecolour one, and the map
 * is flat colours and their anti-aliased edges, which a palette holds well. The palette is built once per
 * layout: every colour the dynamic layer paints is reserved exactly (with two blends of each over the map,
 * for smooth edges), and the rest goes to the static layer's most common colours. Any other colour is
 * matched to its nearest entry through a 15-bit lookup table filled on demand.
 */

export interface Palette {
  readonly size: number;
  readonly r: Uint8Array;
  readonly g: Uint8Array;
  readonly b: Uint8Array;
  /** Reserved colours ("#RRGGBB") and their index. */
  readonly exact: ReadonlyMap<string, number>;
  /** Index of the entry nearest to a colour. */
  nearest(r: number, g: number, b: number): number;
  /** The nearest entry per 15-bit colour bin, -1 until first asked. */
  readonly lut: Int16Array;
}

/**
 * Palette indices laid out as PNG scanlines: row y starts at y * stride + 1, and the byte before it is
 * the row's filter type (0, none). The buffer then goes to zlib as it is, with no copy.
 */
export interface IndexedImage {
  readonly width: number;
  readonly height: number;
  /** width + 1. */
  readonly stride: number;
  readonly pixels: Uint8Array;
  readonly palette: Palette;
}

export function rgbOf(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

const bin = (r: number, g: number, b: number) => ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);

/** Weighted RGB distance: the eye is most sensitive to green, least to blue. */
function distance(r1: number, g1: number, b1: number, r2: number, g2: number, b2: number): number {
  return 3 * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + 2 * (b1 - b2) ** 2;
}

/** Raw pixels as sharp hands them over: RGB or RGBA, row after row. */
export interface RawPixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
}

/**
 * Each pixel as one little-endian word 0xAABBGGRR, so the loops below compare whole pixels. RGBA from
 * sharp is read in place; RGB is copied once.
 */
function pixelWords(raw: RawPixels): Uint32Array {
  const { data, channels } = raw;
  const count = raw.width * raw.height;
  if (channels === 4 && data.byteOffset % 4 === 0)
    return new Uint32Array(data.buffer, data.byteOffset, count);
  const words = new Uint32Array(count);
  for (let p = 0, i = 0; p < count; p++, i += channels)
    words[p] = data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16);
  return words;
}

/**
 * The static layer's colours by frequency, each 15-bit bin as the average of the pixels in it. Every
 * other row is enough to rank them; runs of one colour are added up before they are binned.
 */
function commonColours(
  raw: RawPixels,
  words: Uint32Array,
): { r: number; g: number; b: number; count: number }[] {
  const count = new Uint32Array(32768);
  const sums = new Float64Array(32768 * 3);
  const flush = (word: number, run: number) => {
    const r = word & 255;
    const g = (word >>> 8) & 255;
    const b = (word >>> 16) & 255;
    const k = bin(r, g, b);
    count[k] = count[k]! + run;
    sums[k * 3] = sums[k * 3]! + r * run;
    sums[k * 3 + 1] = sums[k * 3 + 1]! + g * run;
    sums[k * 3 + 2] = sums[k * 3 + 2]! + b * run;
  };
  for (let y = 0; y < raw.height; y += 2) {
    const start = y * raw.width;
    let word = words[start]!;
    let run = 0;
    for (let i = start; i < start + raw.width; i++) {
      const next = words[i]!;
      if (next !== word) {
        flush(word, run);
        word = next;
        run = 0;
      }
      run++;
    }
    flush(word, run);
  }
  const out: { r: number; g: number; b: number; count: number }[] = [];
  for (let k = 0; k < 32768; k++) {
    const n = count[k]!;
    if (n > 0)
      out.push({
        r: Math.round(sums[k * 3]! / n),
        g: Math.round(sums[k * 3 + 1]! / n),
        b: Math.round(sums[k * 3 + 2]! / n),
        count: n,
      });
  }
  return out.sort((a, b) => b.count - a.count);
}

/** Reserved colours, then two blends over `ground` of those that need them, without repeats. */
function reservedEntries(
  reserved: readonly string[],
  blended: readonly string[],
  ground: string,
): [number, number, number][] {
  const [gr, gg, gb] = rgbOf(ground);
  const seen = new Set<number>();
  const out: [number, number, number][] = [];
  const add = (r: number, g: number, b: number) => {
    const key = (r << 16) | (g << 8) | b;
    if (!seen.has(key)) {
      seen.add(key);
      out.push([r, g, b]);
    }
  };
  for (const hex of reserved) add(...rgbOf(hex));
  for (const hex of blended) {
    const [r, g, b] = rgbOf(hex);
    for (const t of [1 / 3, 2 / 3])
      add(Math.round(gr + (r - gr) * t), Math.round(gg + (g - gg) * t), Math.round(gb + (b - gb) * t));
  }
  return out;
}

export interface PaletteRequest {
  /** Colours that must be exact. */
  exact: readonly string[];
  /** Colours painted over `ground` whose anti-aliased edges deserve in-between entries. */
  blended: readonly string[];
  ground: string;
}

function buildPalette(
  common: readonly { r: number; g: number; b: number }[],
  request: PaletteRequest,
): Palette {
  const reserved = request.exact;
  const entries = reservedEntries(reserved, request.blended, request.ground).slice(0, 160);
  const exact = new Map<string, number>();
  for (const hex of reserved) {
    const [r, g, b] = rgbOf(hex);
    const i = entries.findIndex(([er, eg, eb]) => er === r && eg === g && eb === b);
    if (i >= 0) exact.set(hex.toUpperCase(), i);
  }
  for (const c of common) {
    if (entries.length >= 256) break;
    // Skip a colour an entry already matches closely; it would only waste a slot.
    if (!entries.some(([r, g, b]) => distance(r, g, b, c.r, c.g, c.b) < 12)) entries.push([c.r, c.g, c.b]);
  }
  const size = entries.length;
  const [r, g, b] = [new Uint8Array(256), new Uint8Array(256), new Uint8Array(256)];
  entries.forEach(([er, eg, eb], i) => {
    r[i] = er;
    g[i] = eg;
    b[i] = eb;
  });
  const lut = new Int16Array(32768).fill(-1);
  const nearest = (cr: number, cg: number, cb: number): number => {
    const k = bin(cr, cg, cb);
    let found = lut[k]!;
    if (found < 0) {
      const [br, bg, bb] = [(cr & 248) | 4, (cg & 248) | 4, (cb & 248) | 4];
      let best = Infinity;
      for (let i = 0; i < size; i++) {
        const d = distance(br, bg, bb, r[i]!, g[i]!, b[i]!);
        if (d < best) [best, found] = [d, i];
      }
      lut[k] = found;
    }
    return found;
  };
  return { size, r, g, b, exact, nearest, lut };
}

/**
 * The static layer's pixels as palette indices, in scanline layout (see IndexedImage). Most pixels equal
 * their left neighbour, so the last match is reused.
 */
function indexWords(
  words: Uint32Array,
  width: number,
  height: number,
  outWidth: number,
  palette: Palette,
): Uint8Array {
  const out = new Uint8Array((outWidth + 1) * height);
  let lastWord = -1;
  let last = 0;
  for (let y = 0; y < height; y++) {
    const row = y * (outWidth + 1) + 1;
    const start = y * width;
    for (let x = 0; x < width; x++) {
      const word = words[start + x]!;
      if (word !== lastWord) {
        last = palette.nearest(word & 255, (word >>> 8) & 255, (word >>> 16) & 255);
        lastWord = word;
      }
      out[row + x] = last;
    }
  }
  return out;
}

/**
 * The static layer as an indexed image `width` wide: a palette fitted to the raster's colours, and the
 * raster's pixels as indices on the left (the rest is left for our own painting).
 */
export function indexStatic(raw: RawPixels, request: PaletteRequest, width = raw.width): IndexedImage {
  const words = pixelWords(raw);
  const palette = buildPalette(commonColours(raw, words), request);
  const pixels = indexWords(words, raw.width, raw.height, width, palette);
  return { width, height: raw.height, stride: width + 1, pixels, palette };
}
