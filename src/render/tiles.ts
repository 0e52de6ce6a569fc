/**
 * The static galaxy layer: what stays put once the galaxy is laid out (tiles, planets with their printed
 * values, anomalies, wormholes, home systems tinted by their owner, and the position label players type).
 * It is drawn once per layout and cached as pixels.
 */
import type { Planet, SystemTile, WormholeType } from "../content/index.ts";
import { getSystem } from "../content/index.ts";
import type { PositionLabel } from "../engine/state.ts";
import type { PlayerView } from "../engine/view.ts";
import { ANOMALY_NAMES, drawAnomaly, drawRiftSides } from "./anomalies.ts";
import type { Canvas } from "./canvas.ts";
import { fitText, measureText } from "./font/text.ts";
import { circle, circleRing, polygon, rect, rectRing, regular, regularRing } from "./geometry.ts";
import { wormholeRing } from "./glyphs.ts";
import {
  HEX,
  HOME_BADGE,
  hexCorners,
  LABEL_SIZE,
  LABEL_Y,
  labelHalfWidth,
  type MapLayout,
  nameBaseline,
  type PlanetSlot,
  type Point,
  systemSlots,
  type WormholeSlot,
} from "./layout.ts";
import { type MapView, seatLetter } from "./model.ts";
import { inkOf, MAP, mix, TECH_INK } from "./palette.ts";

/** Static layers, bottom to top. */
const L = { fill: 0, art: 1, edge: 2, disc: 3, mark: 4, text: 5 } as const;

const REFRESH_CODES: Readonly<Record<string, string>> = {
  gainTradeGoods: "TG",
  gainShockTroops: "ST",
  gainGroundForces: "GF",
  gainFighters: "FF",
};

/** The home systems' owners, by position: the tile is tinted and badged with their colour and letter. */
function homeOwners(view: MapView): Map<PositionLabel, PlayerView> {
  const owners = new Map<PositionLabel, PlayerView>();
  for (const player of view.players) if (player.home) owners.set(player.home, player);
  return owners;
}

export function drawGalaxy(canvas: Canvas, view: MapView, layout: MapLayout): void {
  const owners = homeOwners(view);
  for (const [label, center] of layout.centers) {
    const tileId = view.galaxy[label];
    if (!tileId) continue;
    drawTile(canvas, label, getSystem(tileId), center, owners.get(label));
  }
}

function tileFill(tile: SystemTile): string {
  if (tile.kind === "mecatolRex") return MAP.mecatolFill;
  if (tile.kind === "empty" || tile.kind === "anomaly") return MAP.emptyFill;
  return MAP.hexFill;
}

function drawTile(
  canvas: Canvas,
  label: PositionLabel,
  tile: SystemTile,
  c: Point,
  owner: PlayerView | undefined,
): void {
  const ink = owner ? inkOf(owner.color) : null;
  canvas.fill(L.fill, ink ? mix(ink.fill, MAP.hexFill, 0.18) : tileFill(tile), [polygon(hexCorners(c))]);
  if (tile.anomaly) {
    drawAnomaly(canvas, L.art, tile.anomaly, c);
    canvas.fill(L.edge, MAP.anomalyEdge, hexRing(c, 96.5, 4));
    canvas.text(L.text, MAP.text, ANOMALY_NAMES[tile.anomaly], c.x, c.y + 72, {
      size: 12,
      weight: "bold",
      anchor: "middle",
    });
    if (tile.anomaly === "gravityRift") drawRiftSides(canvas, L.disc, L.text, c);
  }
  canvas.fill(L.edge, MAP.hexEdge, hexRing(c, HEX, 2));
  if (tile.kind === "mecatolRex") canvas.fill(L.edge, MAP.mecatolEdge, hexRing(c, 96, 4));
  if (ink) {
    canvas.fill(L.edge, ink.fill, hexRing(c, 95.5, 6));
    // A thin line inside the owner's border, so even a black border shows on the dark map.
    canvas.fill(L.edge, ink.edge, hexRing(c, 92, 1.5));
  }
  const slots = systemSlots(tile);
  tile.planets.forEach((planet, i) => {
    const slot = slots.planets[i];
    if (slot) drawPlanet(canvas, planet, slot, c, tile.kind === "mecatolRex");
  });
  tile.wormholes.forEach((type, i) => {
    const slot = slots.wormholes[i];
    if (slot) drawWormhole(canvas, type, slot, c);
  });
  drawLabel(canvas, label, c, owner);
}

/** A hexagon's outline as a ring of the given width, centred on a hexagon of circumradius r. */
function hexRing(c: Point, r: number, width: number) {
  return regularRing(c.x, c.y, r, 6, 0, width);
}

/**
 * The position label players type. A home system's label starts with its owner's seat badge, so whose
 * home it is reads without its colour.
 */
function drawLabel(canvas: Canvas, label: PositionLabel, c: Point, owner: PlayerView | undefined): void {
  const half = labelHalfWidth(label, owner !== undefined);
  const y = c.y + LABEL_Y;
  canvas.rect(L.mark, MAP.labelFill, c.x - half, y - 10.5, 2 * half, 21, 5);
  canvas.rect(L.mark + 0.5, MAP.hexEdge, c.x - half, y - 10.5, 2 * half, 21, 5, { stroke: 1 });
  const textX = owner ? c.x + HOME_BADGE / 2 : c.x;
  canvas.text(L.text, MAP.labelText, label, textX, y + 5.5, {
    size: LABEL_SIZE,
    weight: "bold",
    anchor: "middle",
  });
  if (!owner) return;
  const ink = inkOf(owner.color);
  const bx = c.x - half + HOME_BADGE / 2;
  canvas.circle(L.mark + 0.6, ink.fill, bx, y, 9.5);
  canvas.circle(L.mark + 0.7, ink.edge, bx, y, 9.5, { stroke: 1.5 });
  canvas.text(L.text, ink.ink, seatLetter(owner.seat), bx, y + 4.3, {
    size: 12,
    weight: "bold",
    anchor: "middle",
  });
}

function drawWormhole(canvas: Canvas, type: WormholeType, slot: WormholeSlot, c: Point): void {
  const [x, y] = [c.x + slot.x, c.y + slot.y];
  const color = type === "alpha" ? MAP.wormholeAlpha : MAP.wormholeBeta;
  canvas.circle(L.disc, "#000000", x, y, slot.r);
  canvas.fill(L.mark, color, wormholeRing(x, y, slot.r));
  const size = Math.round(slot.r * 1.2);
  canvas.text(L.text, color, type === "alpha" ? "α" : "β", x, y + size * 0.36, {
    size,
    weight: "bold",
    anchor: "middle",
  });
}

function drawPlanet(canvas: Canvas, planet: Planet, slot: PlanetSlot, c: Point, mecatol: boolean): void {
  const [x, y, r] = [c.x + slot.x, c.y + slot.y, slot.r];
  const fill = mecatol ? MAP.mecatolPlanet : planet.tradeStation ? MAP.tradeStationFill : MAP.planetFill;
  // A Trade Station is a station, not a world: a rounded square instead of a disc.
  const body = planet.tradeStation ? rect(x - r, y - r, 2 * r, 2 * r, r * 0.3) : circle(x, y, r);
  const edge = planet.tradeStation
    ? rectRing(x - r, y - r, 2 * r, 2 * r, r * 0.3, 1.5)
    : circleRing(x, y, r, 1.5);
  canvas.fill(L.disc, fill, [body]);
  canvas.fill(L.disc + 0.5, MAP.planetEdge, edge);
  const size = r >= 25 ? 17 : r >= 22 ? 16 : 14;
  const values = `${planet.resources}/${planet.influence}`;
  canvas.text(L.text, MAP.planetText, values, x, y + size * 0.36, { size, weight: "bold", anchor: "middle" });
  const nameSize = slot.column < 70 ? 11 : 12;
  const name = fitText(planet.name, nameSize, "bold", slot.column - 2);
  canvas.text(L.text, MAP.planetName, name, x, c.y + nameBaseline(slot), {
    size: nameSize,
    weight: "bold",
    anchor: "middle",
  });
  drawPlanetMarks(canvas, L.mark, planet, slot, c);
}

/**
 * A planet's small marks: its technology specialties (diamonds at the disc's top right) and its SE refresh
 * ability (a "↻2TG" tag at its top left: what it gives when exhausted in the Status Phase). The static
 * layer draws them for every planet; the dynamic layer draws them again over a controlled planet's ring,
 * which would otherwise cover them. Layers used: `layer` to `layer + 0.6`.
 */
export function drawPlanetMarks(
  canvas: Canvas,
  layer: number,
  planet: Planet,
  slot: PlanetSlot,
  c: Point,
): void {
  const [x, y, r] = [c.x + slot.x, c.y + slot.y, slot.r];
  planet.specialties.forEach((color, i) => {
    const mark = TECH_INK[color];
    const [mx, my] = [x + r * 0.78 + i * 12, y - r * 0.78];
    canvas.fill(layer, mark.fill, [regular(mx, my, 8.8, 4, -90)]);
    canvas.fill(layer + 0.3, "#000000", regularRing(mx, my, 8.8, 4, -90, 1));
    canvas.text(layer + 0.6, mark.ink, mark.letter, mx, my + 3.6, {
      size: 10,
      weight: "bold",
      anchor: "middle",
    });
  });
  if (!planet.refresh) return;
  const [right, cy] = [x - r * 0.8, y - r * 0.85];
  const text = `↻${planet.refresh.amount}${REFRESH_CODES[planet.refresh.effect] ?? ""}`;
  const w = measureText(text, 10, "bold") + 6;
  canvas.rect(layer, "#000000", right - w + 6, cy - 7, w, 14, 4);
  canvas.rect(layer + 0.3, MAP.planetEdge, right - w + 6, cy - 7, w, 14, 4, { stroke: 1 });
  canvas.text(layer + 0.6, MAP.text, text, right - w / 2 + 6, cy + 3.6, {
    size: 10,
    weight: "bold",
    anchor: "middle",
  });
}
