/**
 * The colour word a player reads ("Letnev (red)") is the colour their pieces are drawn in: eight seats,
 * one per colour, each with a fleet in its own hex; the pixels the fleet adds to that hex are named by
 * hue and lightness alone (not by the palette), and the most common name must be the seat's word.
 */
import { describe, expect, it } from "vitest";
import type { UnitType } from "../../../src/content/index.ts";
import { PLAYER_COLORS, type PlayerColor } from "../../../src/engine/state.ts";
import { view } from "../../../src/engine/view.ts";
import { type MapView, renderMap } from "../../../src/render/index.ts";
import { mapLayout } from "../../../src/render/layout.ts";
import { startState } from "../../../src/render/samples.ts";
import { tableView } from "../../unit/render/fixtures.ts";
import { centreOf, decode, type Pixels } from "./pixels.ts";

/** Empty or planet-free hexes of the fixture's galaxy, one per seat. */
const HEXES = ["000", "102", "104", "106", "203", "204", "206", "210"];
const FLEET: Partial<Record<UnitType, number>> = { dreadnought: 2, carrier: 2, cruiser: 2, destroyer: 2 };

/** The fixture's galaxy with nobody's units, and eight players, each in one of the eight colours. */
function eightColours(withFleets: boolean): MapView {
  const base = tableView();
  const players = view(startState(8, "colour-words"), null).players.map((p, seat) => ({
    ...p,
    color: PLAYER_COLORS[seat] as PlayerColor,
    planets: {},
  }));
  const board = Object.fromEntries(
    Object.entries(base.board).map(([label, system]) => {
      const seat = HEXES.indexOf(label);
      const space = withFleets && seat >= 0 ? [{ seat, units: FLEET }] : [];
      return [label, { ...system, space, planets: {}, commandCounters: [], tokens: [] }];
    }),
  );
  return { ...base, players, board } as MapView;
}

/** A colour's everyday name from its hue and lightness (HSL), the way a reader would call it. */
function colourWord(r: number, g: number, b: number): string {
  const [max, min] = [Math.max(r, g, b) / 255, Math.min(r, g, b) / 255];
  const light = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * light - 1));
  if (light < 0.1) return "black";
  if (light > 0.88 && saturation < 0.3) return "white";
  if (saturation < 0.25 || chroma < 0.2) return "grey";
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const sector =
    max === rr ? ((gg - bb) / chroma + 6) % 6 : max === gg ? (bb - rr) / chroma + 2 : (rr - gg) / chroma + 4;
  const hue = sector * 60;
  if (hue < 15 || hue >= 345) return "red";
  if (hue < 38) return "orange";
  // Between orange and yellow: amber, which a reader could call either, so it counts as neither.
  if (hue < 48) return "amber";
  if (hue < 70) return "yellow";
  if (hue < 170) return "green";
  if (hue < 255) return "blue";
  if (hue < 300) return "purple";
  return "pink";
}

/** How many pixels of each name a box gained between two renders of the same map. */
function addedWords(before: Pixels, after: Pixels, box: { x0: number; y0: number; x1: number; y1: number }) {
  const counts = new Map<string, number>();
  for (let y = Math.max(0, Math.round(box.y0)); y < Math.min(after.height, Math.round(box.y1)); y++) {
    for (let x = Math.max(0, Math.round(box.x0)); x < Math.min(after.width, Math.round(box.x1)); x++) {
      const i = (y * after.width + x) * 3;
      const [r, g, b] = [after.data[i]!, after.data[i + 1]!, after.data[i + 2]!];
      if (r === before.data[i] && g === before.data[i + 1] && b === before.data[i + 2]) continue;
      const word = colourWord(r, g, b);
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}

describe("player colours on the map", () => {
  it("names pure colours the way a reader would", () => {
    expect(colourWord(230, 20, 20)).toBe("red");
    expect(colourWord(240, 130, 20)).toBe("orange");
    // The colours testers saw: "orange" drawn amber, "red" drawn orange, "purple" drawn pink.
    expect(colourWord(230, 159, 0)).toBe("amber");
    expect(colourWord(213, 94, 0)).toBe("orange");
    expect(colourWord(204, 121, 167)).toBe("pink");
    expect(colourWord(240, 220, 40)).toBe("yellow");
    expect(colourWord(30, 160, 80)).toBe("green");
    expect(colourWord(40, 110, 230)).toBe("blue");
    expect(colourWord(110, 30, 170)).toBe("purple");
    expect(colourWord(0, 0, 0)).toBe("black");
    expect(colourWord(244, 244, 244)).toBe("white");
  });

  it("draws each seat's fleet in the colour its word names", async () => {
    const fleets = eightColours(true);
    const layout = mapLayout(fleets);
    const [empty, drawn] = await Promise.all([
      renderMap(eightColours(false), { waiting: [] }).then((m) => decode(m.png)),
      renderMap(fleets, { waiting: [] }).then((m) => decode(m.png)),
    ]);
    const seen: Record<string, string> = {};
    for (const [seat, label] of HEXES.entries()) {
      const c = centreOf(layout, label);
      const words = addedWords(empty, drawn, { x0: c.x - 100, y0: c.y - 90, x1: c.x + 100, y1: c.y + 90 });
      const [word, count] = words[0] ?? ["nothing", 0];
      expect(count, `${label}: ${JSON.stringify(words)}`).toBeGreaterThan(300);
      seen[PLAYER_COLORS[seat] as string] = word;
    }
    expect(seen).toEqual(Object.fromEntries(PLAYER_COLORS.map((c) => [c, c])));
  });
});
