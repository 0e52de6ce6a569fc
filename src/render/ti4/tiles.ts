/**
 * One TI4 tile on the map: its ground by kind (a system, an anomaly or empty system, Mecatol Rex, a home
 * system, a hyperlane), the anomaly art of the TI3 map (../anomalies.ts: TI4's four anomalies are TI3's,
 * LRR 9; a tile may be two at once), its planets, its wormholes (LRR 101), the owner faction's short name
 * on a home system, its printed number small at the bottom and the position label players type on top.
 */
import { ti4Faction } from "../../content/ti4/factions.ts";
import { ti4Planet } from "../../content/ti4/planets.ts";
import { TI4_TE_MECATOL_REX } from "../../content/ti4/systems.te.ts";
import type { Ti4System, Ti4Wormhole } from "../../content/ti4/systems.ts";
import { isTi4MecatolRexTile } from "../../content/ti4/systems.ts";
import type { PositionLabel } from "../../engine/galaxy/hex.ts";
import type { Canvas } from "../canvas.ts";
import { measureText } from "../font/text.ts";
import { polygon, regularRing } from "../geometry.ts";
import { wormholeRing } from "../glyphs.ts";
import { HEX, hexCorners, LABEL_Y, type Point } from "../layout.ts";
import { MAP } from "../palette.ts";
import { drawTi4Anomaly, TI4_ANOMALY_NAMES } from "./entropicScar.ts";
import { drawHyperlanes } from "./hyperlanes.ts";
import { TI4_MAP, WORMHOLE_INK } from "./palette.ts";
import { drawPlanet, L, planetSlots } from "./planets.ts";

/** The position label's size: smaller than the TI3 map's, the tile's own contents come first. */
const LABEL_SIZE = 12;

/** Where an anomaly's caption sits on a home system: one line above the faction's name. */
const ANOMALY_HOME_CAPTION_Y = 40;

function hexRing(c: Point, r: number, width: number) {
  return regularRing(c.x, c.y, r, 6, 0, width);
}

function tileFill(tile: Ti4System): string {
  if (isTi4MecatolRexTile(tile.id)) return MAP.mecatolFill;
  if (tile.back === "hyperlane") return TI4_MAP.hyperlaneFill;
  if (tile.back === "green") return TI4_MAP.homeFill;
  if (tile.back === "red") return MAP.emptyFill;
  return MAP.hexFill;
}

/** Wormholes in a row under the planets, or one large mark in the middle of a tile without planets. */
function wormholeSlots(tile: Ti4System): { x: number; y: number; r: number }[] {
  const n = tile.wormholes.length;
  if (tile.planets.length === 0) {
    return tile.wormholes.map((_, i) => ({ x: (i - (n - 1) / 2) * 50, y: -20, r: 22 }));
  }
  return tile.wormholes.map((_, i) => ({ x: (i - (n - 1) / 2) * 38, y: 34, r: 15 }));
}

function drawWormhole(
  canvas: Canvas,
  type: Ti4Wormhole,
  slot: { x: number; y: number; r: number },
  c: Point,
) {
  const [x, y] = [c.x + slot.x, c.y + slot.y];
  const ink = WORMHOLE_INK[type];
  canvas.circle(L.disc, "#000000", x, y, slot.r);
  canvas.fill(L.mark, ink.color, wormholeRing(x, y, slot.r));
  const size = Math.round(slot.r * 1.2);
  canvas.text(L.text, ink.color, ink.letter, x, y + size * 0.36, { size, weight: "bold", anchor: "middle" });
}

function drawLabel(canvas: Canvas, label: PositionLabel, c: Point): void {
  const y = c.y + LABEL_Y;
  const half = 17;
  canvas.rect(L.mark, MAP.labelFill, c.x - half, y - 8.5, 2 * half, 17, 4);
  canvas.rect(L.mark + 0.5, MAP.hexEdge, c.x - half, y - 8.5, 2 * half, 17, 4, { stroke: 1 });
  canvas.text(L.text, MAP.labelText, label, c.x, y + 4.3, {
    size: LABEL_SIZE,
    weight: "bold",
    anchor: "middle",
  });
}

/** Draws a placed tile; `rotation` (steps of 60 degrees clockwise) turns a hyperlane's lanes. */
export function drawTi4Tile(
  canvas: Canvas,
  label: PositionLabel,
  tile: Ti4System,
  rotation: number,
  c: Point,
): void {
  const mecatol = isTi4MecatolRexTile(tile.id);
  // Thunder's Edge's Mecatol Rex carries a legendary planet icon (TE rulebook, "Expansion Integration").
  const teMecatol = tile.id === TI4_TE_MECATOL_REX.tile;
  canvas.fill(L.fill, tileFill(tile), [polygon(hexCorners(c))]);
  if (tile.back === "hyperlane") drawHyperlanes(canvas, tile, rotation, c);
  for (const anomaly of tile.anomalies) drawTi4Anomaly(canvas, L.art, anomaly, c);
  if (tile.anomalies.length > 0) {
    canvas.fill(L.edge, MAP.anomalyEdge, hexRing(c, 96.5, 4));
    const caption = tile.anomalies.map((a) => TI4_ANOMALY_NAMES[a]).join(" + ");
    // A home system on an anomaly (the Last Bastion's nebula) keeps the bottom line for the faction's name, so
    // the caption moves up a line.
    const y = tile.homeOf === null ? c.y + 66 : c.y + ANOMALY_HOME_CAPTION_Y;
    canvas.text(L.text, MAP.text, caption, c.x, y, { size: 12, weight: "bold", anchor: "middle" });
  }
  canvas.fill(L.edge, MAP.hexEdge, hexRing(c, HEX, 2));
  if (mecatol) canvas.fill(L.edge, MAP.mecatolEdge, hexRing(c, 96, 4));
  if (tile.back === "green") canvas.fill(L.edge, TI4_MAP.homeEdge, hexRing(c, 96, 4));
  const slots = planetSlots(tile, mecatol);
  tile.planets.forEach((id, i) => {
    const slot = slots[i];
    if (slot) drawPlanet(canvas, ti4Planet(id), slot, c, mecatol, teMecatol || ti4Planet(id).legendary);
  });
  const holes = wormholeSlots(tile);
  tile.wormholes.forEach((type, i) => {
    drawWormhole(canvas, type, holes[i]!, c);
  });
  if (tile.homeOf !== null) {
    const name = ti4Faction(tile.homeOf).shortName;
    // Over anomaly art the name sits on a plate, else its green is lost in the art's colours.
    if (tile.anomalies.length > 0) {
      const half = measureText(name, 15, "bold") / 2 + 5;
      canvas.rect(L.mark, MAP.labelFill, c.x - half, c.y + 48, 2 * half, 19, 4);
    }
    canvas.text(L.text, TI4_MAP.homeText, name, c.x, c.y + 62, {
      size: 15,
      weight: "bold",
      anchor: "middle",
    });
  }
  canvas.text(L.text, TI4_MAP.tileNumber, tile.id, c.x, c.y + 81, {
    size: 10,
    weight: "bold",
    anchor: "middle",
  });
  drawLabel(canvas, label, c);
}

/** A Home position whose faction is not chosen yet: a home-coloured hex saying whose seat it is. */
export function drawOpenHome(canvas: Canvas, label: PositionLabel, seat: number, c: Point): void {
  canvas.fill(L.fill, TI4_MAP.homeFill, [polygon(hexCorners(c))]);
  canvas.fill(L.edge, MAP.hexEdge, hexRing(c, HEX, 2));
  canvas.fill(L.edge, TI4_MAP.homeEdge, hexRing(c, 96, 4));
  canvas.text(L.text, TI4_MAP.homeText, `Home, seat ${seat}`, c.x, c.y + 5, {
    size: 15,
    weight: "bold",
    anchor: "middle",
  });
  drawLabel(canvas, label, c);
}
