/**
 * A small TrueType reader: enough of the shipped DejaVu fonts (cmap, hmtx, kern, glyf) to turn text into
 * outlines. The map draws every letter as a path because librsvg lays out each SVG <text> through pango,
 * which costs about a third of a millisecond per element: a full board has over a thousand labels and
 * counts, so <text> alone would blow the time budget. Outlines from our own font file also make the image
 * identical on every machine, whatever fonts it has.
 */
import { readFileSync } from "node:fs";

/** One point of a TrueType contour, in font units (y up). */
export interface OutlinePoint {
  x: number;
  y: number;
  onCurve: boolean;
}

export type Contour = OutlinePoint[];

export interface Font {
  readonly unitsPerEm: number;
  readonly ascender: number;
  readonly descender: number;
  glyphIndex(codePoint: number): number;
  advance(glyph: number): number;
  kerning(left: number, right: number): number;
  contours(glyph: number): readonly Contour[];
}

interface Tables {
  [tag: string]: { offset: number; length: number };
}

function readTables(data: Buffer): Tables {
  const tables: Tables = {};
  const count = data.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + 16 * i;
    const tag = data.toString("latin1", record, record + 4);
    tables[tag] = { offset: data.readUInt32BE(record + 8), length: data.readUInt32BE(record + 12) };
  }
  return tables;
}

function table(tables: Tables, tag: string): number {
  const found = tables[tag];
  if (!found) throw new Error(`Font has no ${tag} table`);
  return found.offset;
}

/** cmap format 4 (the Basic Multilingual Plane), which every font we ship has. */
function readCmap(data: Buffer, cmapOffset: number): Map<number, number> {
  const map = new Map<number, number>();
  const count = data.readUInt16BE(cmapOffset + 2);
  for (let i = 0; i < count; i++) {
    const record = cmapOffset + 4 + 8 * i;
    const platform = data.readUInt16BE(record);
    const encoding = data.readUInt16BE(record + 2);
    const sub = cmapOffset + data.readUInt32BE(record + 4);
    if (platform === 3 && encoding === 1 && data.readUInt16BE(sub) === 4) {
      readCmapFormat4(data, sub, map);
      return map;
    }
  }
  throw new Error("Font has no Unicode BMP cmap");
}

function readCmapFormat4(data: Buffer, sub: number, map: Map<number, number>): void {
  const segments = data.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  for (let s = 0; s < segments; s++) {
    const start = data.readUInt16BE(starts + 2 * s);
    const end = data.readUInt16BE(ends + 2 * s);
    const delta = data.readInt16BE(deltas + 2 * s);
    const rangeOffset = data.readUInt16BE(rangeOffsets + 2 * s);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const at = rangeOffsets + 2 * s + rangeOffset + 2 * (code - start);
        const raw = data.readUInt16BE(at);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(code, glyph);
    }
  }
}

/** The horizontal kerning pairs of a format 0 'kern' subtable, keyed left * 65536 + right. */
function readKern(data: Buffer, tables: Tables): Map<number, number> {
  const pairs = new Map<number, number>();
  const kern = tables.kern;
  if (!kern) return pairs;
  const subtables = data.readUInt16BE(kern.offset + 2);
  let sub = kern.offset + 4;
  for (let t = 0; t < subtables; t++) {
    const length = data.readUInt16BE(sub + 2);
    const format = data.readUInt16BE(sub + 4) >> 8;
    if (format === 0) {
      const count = data.readUInt16BE(sub + 6);
      for (let i = 0; i < count; i++) {
        const at = sub + 14 + 6 * i;
        pairs.set(data.readUInt16BE(at) * 65536 + data.readUInt16BE(at + 2), data.readInt16BE(at + 4));
      }
    }
    sub += length;
  }
  return pairs;
}

function readCoordinates(data: Buffer, at: number, flags: number[], short: number, same: number) {
  const values: number[] = [];
  let value = 0;
  let offset = at;
  for (const flag of flags) {
    if (flag & short) {
      const delta = data.readUInt8(offset);
      offset += 1;
      value += flag & same ? delta : -delta;
    } else if (!(flag & same)) {
      value += data.readInt16BE(offset);
      offset += 2;
    }
    values.push(value);
  }
  return { values, end: offset };
}

function readSimpleGlyph(data: Buffer, at: number, contourCount: number): Contour[] {
  const ends: number[] = [];
  for (let c = 0; c < contourCount; c++) ends.push(data.readUInt16BE(at + 10 + 2 * c));
  const pointCount = (ends.at(-1) ?? -1) + 1;
  const instructions = data.readUInt16BE(at + 10 + 2 * contourCount);
  let offset = at + 12 + 2 * contourCount + instructions;
  const flags: number[] = [];
  while (flags.length < pointCount) {
    const flag = data.readUInt8(offset++);
    flags.push(flag);
    if (flag & 8) {
      const repeat = data.readUInt8(offset++);
      for (let r = 0; r < repeat; r++) flags.push(flag);
    }
  }
  const xs = readCoordinates(data, offset, flags, 2, 16);
  const ys = readCoordinates(data, xs.end, flags, 4, 32);
  const contours: Contour[] = [];
  let first = 0;
  for (const end of ends) {
    const contour: Contour = [];
    for (let p = first; p <= end; p++) {
      contour.push({ x: xs.values[p]!, y: ys.values[p]!, onCurve: (flags[p]! & 1) === 1 });
    }
    contours.push(contour);
    first = end + 1;
  }
  return contours;
}

type GlyphReader = (glyph: number) => readonly Contour[];

/** A composite glyph (accented letters): its parts, each moved and scaled by its own transform. */
function readCompositeGlyph(data: Buffer, at: number, read: GlyphReader): Contour[] {
  const out: Contour[] = [];
  let offset = at + 10;
  for (;;) {
    const flags = data.readUInt16BE(offset);
    const part = data.readUInt16BE(offset + 2);
    offset += 4;
    const words = (flags & 1) !== 0;
    const dx = words ? data.readInt16BE(offset) : data.readInt8(offset);
    const dy = words ? data.readInt16BE(offset + 2) : data.readInt8(offset + 1);
    offset += words ? 4 : 2;
    let [a, b, c, d] = [1, 0, 0, 1];
    const f2dot14 = (o: number) => data.readInt16BE(o) / 16384;
    if (flags & 8) {
      a = d = f2dot14(offset);
      offset += 2;
    } else if (flags & 0x40) {
      [a, d] = [f2dot14(offset), f2dot14(offset + 2)];
      offset += 4;
    } else if (flags & 0x80) {
      [a, b, c, d] = [f2dot14(offset), f2dot14(offset + 2), f2dot14(offset + 4), f2dot14(offset + 6)];
      offset += 8;
    }
    // Only the "offsets are x/y values" form appears in DejaVu; point matching is not supported.
    const shiftX = flags & 2 ? dx : 0;
    const shiftY = flags & 2 ? dy : 0;
    for (const contour of read(part)) {
      out.push(
        contour.map((p) => ({
          x: a * p.x + c * p.y + shiftX,
          y: b * p.x + d * p.y + shiftY,
          onCurve: p.onCurve,
        })),
      );
    }
    if (!(flags & 0x20)) return out;
  }
}

export function loadFont(path: string): Font {
  const data = readFileSync(path);
  const tables = readTables(data);
  const head = table(tables, "head");
  const hhea = table(tables, "hhea");
  const hmtx = table(tables, "hmtx");
  const loca = table(tables, "loca");
  const glyf = table(tables, "glyf");
  const longLoca = data.readInt16BE(head + 50) === 1;
  const metricsCount = data.readUInt16BE(hhea + 34);
  const cmap = readCmap(data, table(tables, "cmap"));
  const kern = readKern(data, tables);
  const cache = new Map<number, readonly Contour[]>();

  const glyphOffset = (glyph: number): [number, number] =>
    longLoca
      ? [data.readUInt32BE(loca + 4 * glyph), data.readUInt32BE(loca + 4 * glyph + 4)]
      : [data.readUInt16BE(loca + 2 * glyph) * 2, data.readUInt16BE(loca + 2 * glyph + 2) * 2];

  const contours = (glyph: number): readonly Contour[] => {
    const cached = cache.get(glyph);
    if (cached) return cached;
    const [start, end] = glyphOffset(glyph);
    let result: Contour[] = [];
    if (end > start) {
      const count = data.readInt16BE(glyf + start);
      result =
        count >= 0
          ? readSimpleGlyph(data, glyf + start, count)
          : readCompositeGlyph(data, glyf + start, contours);
    }
    cache.set(glyph, result);
    return result;
  };

  return {
    unitsPerEm: data.readUInt16BE(head + 18),
    ascender: data.readInt16BE(hhea + 4),
    descender: data.readInt16BE(hhea + 6),
    glyphIndex: (codePoint) => cmap.get(codePoint) ?? 0,
    advance: (glyph) => data.readUInt16BE(hmtx + 4 * Math.min(glyph, metricsCount - 1)),
    kerning: (left, right) => kern.get(left * 65536 + right) ?? 0,
    contours,
  };
}
