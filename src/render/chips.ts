/**
 * A unit group ("chip"): one player's units in one place, as a rounded box in the player's colour with
 * the seat letter on an inverted tab (so colour is never the only cue), then one glyph per unit type with
 * its count (a glyph alone is one unit). Damaged units get their own entry with a crack across the glyph.
 * Chips wrap onto more rows when the place is narrow. The unit types and their glyphs default to TI3's;
 * the TI4 map passes its own (ti4/forces.ts).
 */
import type { UnitType } from "../content/index.ts";
import { UNIT_TYPES } from "../content/index.ts";
import type { Seat } from "../engine/state.ts";
import type { Canvas } from "./canvas.ts";
import { measureText } from "./font/text.ts";
import { damageCrack } from "./glyphs.ts";
import { seatLetter } from "./model.ts";
import type { PlayerInk } from "./palette.ts";

export const CHIP_ROW = 18;
const TAB = 13;
const GLYPH = 13;
const COUNT_SIZE = 12;
const PAD = 3;
/** The radius of a galvanize token's dot on a unit glyph. */
const GALVANIZE_DOT = 2.6;

/** One player's units in one place, of either ruleset (TI3's Force, TI4's Ti4Force). */
export interface ChipForce {
  seat: Seat;
  units: Readonly<Partial<Record<string, number>>>;
  damaged?: Readonly<Partial<Record<string, number>>>;
  /** TI4 Thunder's Edge: units carrying a galvanize token (the Last Bastion's), drawn with a dot. */
  galvanized?: Readonly<Partial<Record<string, number>>>;
}

/** Draws one unit type's glyph `size` pixels across; TI3's default draws its own unit glyphs. */
export type GlyphDrawer = (
  canvas: Canvas,
  layer: number,
  color: string,
  type: string,
  cx: number,
  cy: number,
  size: number,
) => void;

const TI3_GLYPH: GlyphDrawer = (canvas, layer, color, type, cx, cy, size) =>
  canvas.unit(layer, color, type as UnitType, cx, cy, size);

interface Entry {
  type: string;
  count: number;
  damaged: boolean;
  galvanized: boolean;
  width: number;
}

export interface ChipLayout {
  force: ChipForce;
  rows: Entry[][];
  width: number;
  height: number;
}

/**
 * The force's entries in a fixed order (biggest ships first), damaged units apart, and galvanized ones apart
 * again: the tokens are shown on undamaged units first (the state counts them by type only; the map's words
 * give the exact counts).
 */
function entries(force: ChipForce, types: readonly string[]): Entry[] {
  const out: Entry[] = [];
  for (const type of types) {
    const total = force.units[type] ?? 0;
    if (total <= 0) continue;
    const damaged = Math.min(force.damaged?.[type] ?? 0, total);
    const whole = total - damaged;
    const galvanized = Math.min(force.galvanized?.[type] ?? 0, total);
    const wholeGalvanized = Math.min(galvanized, whole);
    const damagedGalvanized = galvanized - wholeGalvanized;
    // A single unit is its glyph alone: fewer digits to scan, and more fits on a row.
    const add = (count: number, isDamaged: boolean, isGalvanized: boolean) => {
      if (count <= 0) return;
      out.push({
        type,
        count,
        damaged: isDamaged,
        galvanized: isGalvanized,
        width: GLYPH + 4 + (count > 1 ? measureText(String(count), COUNT_SIZE, "bold") + 1 : 0),
      });
    };
    add(whole - wholeGalvanized, false, false);
    add(wholeGalvanized, false, true);
    add(damaged - damagedGalvanized, true, false);
    add(damagedGalvanized, true, true);
  }
  return out;
}

/** Lays the chip out in rows no wider than maxWidth (a single entry always fits on its own row). */
export function layoutChip(
  force: ChipForce,
  maxWidth: number,
  types: readonly string[] = UNIT_TYPES,
): ChipLayout | null {
  const list = entries(force, types);
  if (list.length === 0) return null;
  const rows: Entry[][] = [[]];
  let used = TAB + PAD;
  let widest = 0;
  for (const entry of list) {
    const row = rows.at(-1)!;
    if (row.length > 0 && used + entry.width > maxWidth) {
      rows.push([entry]);
      used = TAB + PAD + entry.width;
    } else {
      row.push(entry);
      used += entry.width;
    }
    widest = Math.max(widest, used);
  }
  return { force, rows, width: Math.ceil(widest + 1), height: rows.length * CHIP_ROW + 2 };
}

/** Draws a chip with its top-left corner at (x, y). */
export function drawChip(
  canvas: Canvas,
  layer: number,
  chip: ChipLayout,
  x: number,
  y: number,
  ink: PlayerInk,
  glyph: GlyphDrawer = TI3_GLYPH,
): void {
  canvas.rect(layer, ink.fill, x, y, chip.width, chip.height, 4);
  canvas.rect(layer + 0.5, ink.edge, x, y, chip.width, chip.height, 4, { stroke: 1.5 });
  canvas.rect(layer + 1, ink.ink, x + 1, y + 1, TAB - 1, chip.height - 2, 3);
  const letterY = y + chip.height / 2 + 4.3;
  canvas.text(layer + 2, ink.fill, seatLetter(chip.force.seat), x + TAB / 2 + 0.5, letterY, {
    size: 12,
    weight: "bold",
    anchor: "middle",
  });
  chip.rows.forEach((row, r) => {
    let cx = x + TAB + PAD;
    const cy = y + 1 + r * CHIP_ROW + CHIP_ROW / 2;
    for (const entry of row) {
      const gx = cx + GLYPH / 2;
      glyph(canvas, layer + 1, ink.ink, entry.type, gx, cy, GLYPH);
      if (entry.damaged) canvas.fill(layer + 2, ink.fill, damageCrack(gx, cy, GLYPH));
      if (entry.galvanized) {
        // A dot in the chip's ink, rimmed in its fill, on the glyph's top right.
        canvas.circle(layer + 2, ink.fill, gx + GLYPH * 0.42, cy - GLYPH * 0.38, GALVANIZE_DOT + 1.2);
        canvas.circle(layer + 2.5, ink.ink, gx + GLYPH * 0.42, cy - GLYPH * 0.38, GALVANIZE_DOT);
      }
      if (entry.count > 1) {
        canvas.text(layer + 2, ink.ink, String(entry.count), cx + GLYPH + 1, cy + 4.4, {
          size: COUNT_SIZE,
          weight: "bold",
        });
      }
      cx += entry.width;
    }
  });
}
