/**
 * Cardboard tokens on the board. A face-down token is drawn from its kind alone, a shape with a "?", and
 * its id is never read, so a hidden Domain Counter or Artifact can never leak through the map even if a
 * view carried it by mistake. A face-up token also shows its name.
 */
import type { SystemTile } from "../content/index.ts";
import { ARTIFACT_TOKENS, CUSTODIAN_TOKENS, DOMAIN_COUNTERS, FACILITY_CARDS } from "../content/index.ts";
import type { Canvas } from "./canvas.ts";
import { fitText, measureText } from "./font/text.ts";
import { type Contour, circle, circleRing, regular, regularRing } from "./geometry.ts";
import { type Point, systemSlots } from "./layout.ts";
import type { BoardToken, MapView } from "./model.ts";
import { MAP } from "./palette.ts";

interface TokenLook {
  sides: number;
  rotation: number;
  fill: string;
  edge: string;
  /** A letter drawn on a face-up token instead of its name beside it (Facilities: C, R). */
  mark?: string;
}

const TOKEN_LOOK: Readonly<Record<string, TokenLook>> = {
  domainCounter: { sides: 0, rotation: 0, fill: "#3A3F4B", edge: "#E6ECF3" },
  artifact: { sides: 4, rotation: -90, fill: "#6B4F1D", edge: "#F2D13C" },
  custodian: { sides: 5, rotation: -90, fill: "#2F4F3A", edge: "#BFE3C9" },
  // SE Option 9: the Facility Cards, drawn on their planet (legend: panel.ts).
  colony: { sides: 6, rotation: 0, fill: "#1F4E5F", edge: "#9FE3F5", mark: "C" },
  refinery: { sides: 6, rotation: 0, fill: "#5A3A1A", edge: "#F5B971", mark: "R" },
  // TI1 Borderlands: a Capital Planet's counter, on its planet (legend: panel.ts).
  capitalPlanet: { sides: 3, rotation: -90, fill: "#4A1F5B", edge: "#E3B3F5", mark: "C" },
};
const OTHER_LOOK: TokenLook = { sides: 4, rotation: 45, fill: "#3A3F4B", edge: "#E6ECF3" };

/** The colours tokens are painted in (reserved in the PNG palette). */
export const TOKEN_COLOURS: readonly string[] = [...Object.values(TOKEN_LOOK), OTHER_LOOK].flatMap((l) => [
  l.fill,
  l.edge,
]);

/** The printed name of a face-up token: call it only for a token known to be face up. */
export function faceUpName(token: BoardToken): string {
  const all: readonly { id: string; name: string }[] = [
    ...DOMAIN_COUNTERS,
    ...ARTIFACT_TOKENS,
    ...CUSTODIAN_TOKENS,
    ...FACILITY_CARDS,
  ];
  return all.find((t) => t.id === token.id)?.name ?? token.id ?? token.kind;
}

/** The token's body and its outline: a disc, a diamond, a pentagon or a square by kind. */
function tokenShape(kind: string, x: number, y: number, r: number): { body: Contour; edge: Contour[] } {
  const look = TOKEN_LOOK[kind] ?? OTHER_LOOK;
  if (look.sides === 0) return { body: circle(x, y, r), edge: circleRing(x, y, r, 2) };
  const R = r * 1.2;
  return {
    body: regular(x, y, R, look.sides, look.rotation),
    edge: regularRing(x, y, R, look.sides, look.rotation, 2),
  };
}

/** A token's shape alone, small, for the legend: the kind of token it stands for, not any face. */
export function drawTokenKey(canvas: Canvas, layer: number, kind: string, x: number, y: number): void {
  const look = TOKEN_LOOK[kind] ?? OTHER_LOOK;
  const { body, edge } = tokenShape(kind, x, y, 7);
  canvas.fill(layer, look.fill, [body]);
  canvas.fill(layer + 0.5, look.edge, edge);
  // A lettered token (a Facility) is keyed by its letter too.
  if (look.mark)
    canvas.text(layer + 1, look.edge, look.mark, x, y + 3.5, { size: 10, weight: "bold", anchor: "middle" });
}

function drawToken(canvas: Canvas, layer: number, token: BoardToken, x: number, y: number): void {
  const look = TOKEN_LOOK[token.kind] ?? OTHER_LOOK;
  const { body, edge } = tokenShape(token.kind, x, y, 10);
  canvas.fill(layer, look.fill, [body]);
  canvas.fill(layer + 0.5, look.edge, edge);
  if (!token.faceUp) {
    canvas.text(layer + 1, look.edge, "?", x, y + 5, { size: 14, weight: "bold", anchor: "middle" });
    return;
  }
  canvas.text(layer + 1, look.edge, look.mark ?? "!", x, y + 5, {
    size: 14,
    weight: "bold",
    anchor: "middle",
  });
  if (look.mark) return;
  // A label (the Custodians' strength) is short and says more than a name cut off: a little more room.
  const name = fitText(token.label ?? faceUpName(token), 10, "bold", token.label ? 120 : 86);
  const w = measureText(name, 10, "bold") + 6;
  canvas.rect(layer, "#000000", x + 12, y - 7, w, 14, 3, { opacity: 0.75 });
  canvas.text(layer + 1, MAP.text, name, x + 15, y + 3.6, { size: 10, weight: "bold" });
}

/** SE Option 9: the Facilities on this tile's planets, as face-up tokens (the view holds them by planet). */
export function facilityTokens(view: MapView, tile: SystemTile): BoardToken[] {
  return tile.planets.flatMap((planet) => {
    const facility = view.facilities?.[planet.id];
    return facility ? [{ kind: facility.kind, faceUp: true, id: facility.kind, planet: planet.id }] : [];
  });
}

/** TI1 Borderlands: the Capital Planets on this tile's planets, as face-up counters. */
export function capitalTokens(view: MapView, tile: SystemTile): BoardToken[] {
  const capitals = view.capitalPlanets?.capitals ?? [];
  return tile.planets.flatMap((planet) =>
    capitals.some((c) => c.planet === planet.id)
      ? [{ kind: "capitalPlanet", faceUp: true, id: "capitalPlanet", planet: planet.id }]
      : [],
  );
}

/**
 * Distant Suns' counters on this tile's planets: a face-down one by its planet alone (the public view does
 * not know its face), a face-up one with its name.
 */
export function domainTokens(domain: MapView["distantSuns"], tile: SystemTile): BoardToken[] {
  if (!domain) return [];
  const here = new Set(tile.planets.map((p) => p.id as string));
  const down = domain.faceDown.filter((planet) => here.has(planet));
  const up = domain.faceUp.filter((c) => here.has(c.planet));
  return [
    ...down.map((planet): BoardToken => ({ kind: "domainCounter", faceUp: false, planet })),
    ...up.map((c): BoardToken => ({ kind: "domainCounter", faceUp: true, id: c.counter, planet: c.planet })),
  ];
}

/** Tokens on a planet sit at the disc's upper left; tokens in space down the hex's left point. */
export function drawTokens(
  canvas: Canvas,
  layer: number,
  tokens: readonly BoardToken[],
  tile: SystemTile,
  c: Point,
): void {
  const slots = systemSlots(tile);
  let inSpace = 0;
  const onPlanet = new Map<string, number>();
  for (const token of tokens) {
    const index = token.planet ? tile.planets.findIndex((p) => p.id === token.planet) : -1;
    const slot = index >= 0 ? slots.planets[index] : undefined;
    if (slot) {
      const k = onPlanet.get(token.planet!) ?? 0;
      onPlanet.set(token.planet!, k + 1);
      drawToken(
        canvas,
        layer,
        token,
        c.x + slot.x - slot.r * 0.85 + k * 8,
        c.y + slot.y - slot.r * 0.85 - k * 4,
      );
    } else {
      drawToken(canvas, layer, token, c.x - 84, c.y + 2 + inSpace * 24);
      inSpace++;
    }
  }
}
