/**
 * A TI4 planet on its tile: a disc with its resources/influence (LRR 64), its name below, and its marks:
 * technology specialties as diamonds at the disc's top right (as on the TI3 map), its trait as a lettered
 * disc at its bottom left (two for Thunder's Edge's dual-trait planets, two diamonds for its dual
 * specialties), and a gold star at its top left if it is legendary (LRR 53). A space station (TE "Space
 * Stations") is no planet: it is drawn as a steel octagon, not a disc, with the same values and name.
 */
import type { Ti4Planet } from "../../content/ti4/planets.ts";
import type { Ti4System } from "../../content/ti4/systems.ts";
import type { Canvas } from "../canvas.ts";
import { fitText } from "../font/text.ts";
import { circle, circleRing, polygon, regular, regularRing } from "../geometry.ts";
import { planetSlots as layoutPlanetSlots, type PlanetSlot, type Point } from "../layout.ts";
import { MAP } from "../palette.ts";
import { SPECIALTY_INK, TI4_MAP, TRAIT_INK } from "./palette.ts";

/** Static layers, bottom to top (the same stack as the TI3 galaxy, ../tiles.ts). */
export const L = { fill: 0, art: 1, edge: 2, disc: 3, mark: 4, text: 5 } as const;

/** Where a tile's planets go: the TI3 map's slots (Mecatol Rex gets the big disc). */
export function planetSlots(tile: Ti4System, mecatol: boolean): PlanetSlot[] {
  if (mecatol) return [{ x: 0, y: -30, r: 30, column: 150 }];
  return tile.planets.length === 0 ? [] : layoutPlanetSlots(tile.planets.length);
}

/** A five-pointed star, point up. */
function star(x: number, y: number, r: number): number[] {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const a = ((-90 + 36 * i) * Math.PI) / 180;
    const k = i % 2 === 0 ? r : r * 0.45;
    points.push([x + k * Math.cos(a), y + k * Math.sin(a)]);
  }
  return polygon(points);
}

export function drawPlanet(
  canvas: Canvas,
  planet: Ti4Planet,
  slot: PlanetSlot,
  c: Point,
  mecatol: boolean,
  /** Whether to draw it legendary: the card's flag, or Mecatol Rex on Thunder's Edge's tile. */
  legendary: boolean = planet.legendary,
): void {
  const [x, y, r] = [c.x + slot.x, c.y + slot.y, slot.r];
  if (planet.station) {
    canvas.fill(L.disc, TI4_MAP.stationFill, [regular(x, y, r, 8, 22.5)]);
    canvas.fill(L.disc + 0.5, TI4_MAP.stationEdge, regularRing(x, y, r, 8, 22.5, 2));
  } else {
    canvas.fill(L.disc, mecatol ? MAP.mecatolPlanet : MAP.planetFill, [circle(x, y, r)]);
    canvas.fill(L.disc + 0.5, legendary ? TI4_MAP.legendary : MAP.planetEdge, circleRing(x, y, r, 1.5));
  }
  const size = r >= 25 ? 17 : r >= 22 ? 16 : 14;
  canvas.text(L.text, MAP.planetText, `${planet.resources}/${planet.influence}`, x, y + size * 0.36, {
    size,
    weight: "bold",
    anchor: "middle",
  });
  const nameSize = slot.column < 70 ? 11 : 12;
  canvas.text(
    L.text,
    MAP.planetName,
    fitText(planet.name, nameSize, "bold", slot.column - 2),
    x,
    y + r + 16,
    {
      size: nameSize,
      weight: "bold",
      anchor: "middle",
    },
  );
  planet.specialties.forEach((color, i) => {
    const mark = SPECIALTY_INK[color];
    const [mx, my] = [x + r * 0.78 + i * 12, y - r * 0.78];
    canvas.fill(L.mark, mark.fill, [regular(mx, my, 8.8, 4, -90)]);
    canvas.fill(L.mark + 0.3, "#000000", regularRing(mx, my, 8.8, 4, -90, 1));
    canvas.text(L.text, mark.ink, mark.letter, mx, my + 3.6, { size: 10, weight: "bold", anchor: "middle" });
  });
  planet.traits.forEach((trait, i) => {
    const mark = TRAIT_INK[trait];
    const [mx, my] = [x - r * 0.8 - i * 14, y + r * 0.72];
    canvas.circle(L.mark, mark.fill, mx, my, 7.5);
    canvas.circle(L.mark + 0.3, "#000000", mx, my, 7.5, { stroke: 1 });
    canvas.text(L.text, "#000000", mark.letter, mx, my + 3.4, {
      size: 9.5,
      weight: "bold",
      anchor: "middle",
    });
  });
  if (legendary) {
    const [sx, sy] = [x - r * 0.8, y - r * 0.8];
    canvas.fill(L.mark, "#000000", [star(sx, sy, 12)]);
    canvas.fill(L.mark + 0.3, TI4_MAP.legendary, [star(sx, sy, 9.5)]);
  }
}
