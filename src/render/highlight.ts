/**
 * What just happened, marked on the board in the mover's colour (issue #22): the system they activated
 * (a wide ring inside its edge), the path of the ships that moved (a line from hex to hex, ending in an
 * arrowhead at the edge of the system they reached), a battle (a burst holding the winner's letter, a
 * dash when nobody is left, a question mark while it is still fought), what was built (a "+n" tag) and the planets taken (a halo outside the
 * control ring). The marks belong to the last move only: the next map marks the next one.
 */
import type { PlanetId } from "../content/index.ts";
import { getSystem } from "../content/index.ts";
import type { LastMove } from "../engine/lastMove.ts";
import type { PositionLabel } from "../engine/state.ts";
import type { Canvas } from "./canvas.ts";
import { measureText } from "./font/text.ts";
import { type Contour, polygon, regularRing, strokeLine } from "./geometry.ts";
import { HEX, type MapLayout, type Point, systemSlots } from "./layout.ts";
import { type MapView, seatLetter } from "./model.ts";
import { inkOf, MAP, type PlayerInk } from "./palette.ts";

/** Layers: the ring and paths under the units, the halo under the control ring, the badges on top. */
const HL = { changed: 8.8, ring: 9, path: 9.3, halo: 10.5, badge: 22 } as const;

/**
 * The systems that changed since a player last looked (app/catchUp.ts): a plain dashed outline just
 * inside each hex's edge, in no player's colour (dashed, so it is never taken for a home system's solid
 * ring in a white player's colour), under the last move's marks.
 */
export function drawChanged(canvas: Canvas, layout: MapLayout, changed: readonly PositionLabel[]): void {
  const r = HEX - 4;
  for (const label of changed) {
    const c = layout.centers.get(label);
    if (!c) continue;
    const corner = (i: number): [number, number] => [
      c.x + r * Math.cos((Math.PI / 3) * i),
      c.y + r * Math.sin((Math.PI / 3) * i),
    ];
    for (let i = 0; i < 6; i++) {
      const [a, b] = [corner(i), corner(i + 1)];
      const at = (t: number): [number, number] => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      for (const [from, to] of DASHES)
        canvas.fill(HL.changed, MAP.changedEdge, strokeLine([at(from), at(to)], 6));
    }
  }
}

/** Three dashes along each side of a hex, the middle one on the side's centre. */
const DASHES: readonly (readonly [number, number])[] = [
  [0.04, 0.24],
  [0.38, 0.62],
  [0.76, 0.96],
];

function inkOfSeat(view: MapView, seat: number): PlayerInk {
  return inkOf(view.players.find((p) => p.seat === seat)?.color ?? null);
}

export function drawLastMove(canvas: Canvas, view: MapView, layout: MapLayout, move: LastMove): void {
  const ink = inkOfSeat(view, move.seat);
  const at = (label: PositionLabel) => layout.centers.get(label);
  if (move.activated) {
    const c = at(move.activated);
    if (c) {
      canvas.fill(HL.ring, ink.edge, regularRing(c.x, c.y, HEX - 7, 6, 0, 11));
      canvas.fill(HL.ring + 0.1, ink.fill, regularRing(c.x, c.y, HEX - 7, 6, 0, 7));
    }
  }
  for (const moved of move.moves) drawPath(canvas, layout, moved.route, ink);
  for (const taken of move.taken) {
    const place = planetPlace(view, layout, taken.planet);
    if (!place) continue;
    // Over the top only: the planet's name and units sit right under it.
    canvas.fill(HL.halo, ink.edge, [arcBand(place.x, place.y, place.r + 11, 5.5)]);
    canvas.fill(HL.halo + 0.1, ink.fill, [arcBand(place.x, place.y, place.r + 11, 3)]);
  }
  drawBuilt(canvas, layout, move, ink);
  for (const battle of move.battles) {
    const place = battle.planet ? planetPlace(view, layout, battle.planet) : null;
    const c = at(battle.position);
    if (!c) continue;
    // A Space Battle on the activation ring's left-hand corner, an invasion at its planet's lower right.
    const [x, y, r] = place
      ? [place.x + place.r * 1.05, place.y + place.r * 0.55, 13]
      : [c.x - 84, c.y - 4, 15];
    const winner = battle.winner === null ? null : inkOfSeat(view, battle.winner);
    // The winner's letter; "–" when nobody is left, "?" while both sides still fight.
    const letter =
      battle.winner !== null ? seatLetter(battle.winner) : battle.standing.length > 0 ? "?" : "–";
    drawBurst(canvas, x, y, r, ink, winner, letter);
  }
}

/** The upper part of a ring (from 200° to 340°, clockwise on screen), `width` wide. */
function arcBand(cx: number, cy: number, r: number, width: number): Contour {
  const outer: [number, number][] = [];
  const inner: [number, number][] = [];
  for (let i = 0; i <= 16; i++) {
    const a = ((200 + (140 * i) / 16) * Math.PI) / 180;
    outer.push([cx + (r + width / 2) * Math.cos(a), cy + (r + width / 2) * Math.sin(a)]);
    inner.push([cx + (r - width / 2) * Math.cos(a), cy + (r - width / 2) * Math.sin(a)]);
  }
  return polygon([...outer, ...inner.reverse()]);
}

/** A planet's disc on the map (its centre and radius), if its system is drawn. */
function planetPlace(view: MapView, layout: MapLayout, planet: PlanetId): (Point & { r: number }) | null {
  for (const [label, c] of layout.centers) {
    const tileId = view.galaxy[label];
    if (!tileId) continue;
    const tile = getSystem(tileId);
    const i = tile.planets.findIndex((p) => p.id === planet);
    const slot = i >= 0 ? systemSlots(tile).planets[i] : undefined;
    if (slot) return { x: c.x + slot.x, y: c.y + slot.y, r: slot.r };
  }
  return null;
}

/**
 * A route from hex centre to hex centre, starting a little way out of the first system and ending with an
 * arrowhead at the edge of the last, so neither system's contents are covered.
 */
function drawPath(canvas: Canvas, layout: MapLayout, route: readonly PositionLabel[], ink: PlayerInk): void {
  const points = route.map((label) => layout.centers.get(label)).filter((p): p is Point => p !== undefined);
  if (points.length < 2) return;
  const towards = (a: Point, b: Point, d: number): [number, number] => {
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    return [a.x + ((b.x - a.x) / len) * d, a.y + ((b.y - a.y) / len) * d];
  };
  const last = points.at(-1)!;
  const before = points.at(-2)!;
  const tip = towards(last, before, HEX * 0.78);
  const base = towards(last, before, HEX * 0.78 + 22);
  const line: [number, number][] = [
    towards(points[0]!, points[1]!, 34),
    ...points.slice(1, -1).map((p): [number, number] => [p.x, p.y]),
    base,
  ];
  const [dx, dy] = [tip[0] - base[0], tip[1] - base[1]];
  const head = polygon([
    [tip[0] + dx * 0.15, tip[1] + dy * 0.15],
    [base[0] - dy * 0.75, base[1] + dx * 0.75],
    [base[0] + dy * 0.75, base[1] - dx * 0.75],
  ]);
  canvas.fill(HL.path, ink.edge, strokeLine(line, 10));
  canvas.fill(HL.path, ink.edge, grow(head, 4));
  canvas.fill(HL.path + 0.1, ink.fill, strokeLine(line, 6));
  canvas.fill(HL.path + 0.1, ink.fill, [head]);
  const [sx, sy] = line[0]!;
  canvas.circle(HL.path, ink.edge, sx, sy, 8);
  canvas.circle(HL.path + 0.1, ink.fill, sx, sy, 6);
}

/** A shape grown about its centre so that its farthest point moves out by `by` pixels: its outline. */
function grow(shape: Contour, by: number): Contour[] {
  const n = shape.length / 2;
  let [cx, cy] = [0, 0];
  for (let i = 0; i < shape.length; i += 2) [cx, cy] = [cx + shape[i]! / n, cy + shape[i + 1]! / n];
  let far = 1;
  for (let i = 0; i < shape.length; i += 2)
    far = Math.max(far, Math.hypot(shape[i]! - cx, shape[i + 1]! - cy));
  const scale = 1 + by / far;
  return [shape.map((v, i) => (i % 2 === 0 ? cx + (v - cx) * scale : cy + (v - cy) * scale))];
}

/** "+n" by the right-hand corner of each system where units were built. */
function drawBuilt(canvas: Canvas, layout: MapLayout, move: LastMove, ink: PlayerInk): void {
  const totals = new Map<PositionLabel, number>();
  for (const built of move.built) {
    const n = Object.values(built.units).reduce((sum, k) => sum + (k ?? 0), 0);
    totals.set(built.position, (totals.get(built.position) ?? 0) + n);
  }
  for (const [label, n] of totals) {
    const c = layout.centers.get(label);
    if (!c || n <= 0) continue;
    const text = `+${n}`;
    const w = measureText(text, 15, "bold") + 12;
    const [x, y] = [c.x + 60 - w / 2, c.y + 8];
    canvas.rect(HL.badge, ink.fill, x, y, w, 22, 6);
    canvas.rect(HL.badge + 0.1, ink.edge, x, y, w, 22, 6, { stroke: 2 });
    canvas.text(HL.badge + 0.2, ink.ink, text, x + w / 2, y + 16.5, {
      size: 15,
      weight: "bold",
      anchor: "middle",
    });
  }
}

/** A battle: a twelve-point burst in the mover's colour around a disc with the winner's letter. */
function drawBurst(
  canvas: Canvas,
  x: number,
  y: number,
  size: number,
  mover: PlayerInk,
  winner: PlayerInk | null,
  letter: string,
): void {
  const spikes: [number, number][] = [];
  for (let i = 0; i < 24; i++) {
    const a = (Math.PI / 12) * i - Math.PI / 2;
    const r = i % 2 === 0 ? size : size * 0.68;
    spikes.push([x + r * Math.cos(a), y + r * Math.sin(a)]);
  }
  const burst = polygon(spikes);
  canvas.fill(HL.badge, mover.edge, grow(burst, 3));
  canvas.fill(HL.badge + 0.1, mover.fill, [burst]);
  const disc = winner ?? { fill: "#000000", ink: MAP.text, edge: MAP.text };
  const r = size * 0.55;
  canvas.circle(HL.badge + 0.2, disc.fill, x, y, r);
  canvas.circle(HL.badge + 0.3, disc.edge, x, y, r, { stroke: 1.5 });
  const text = Math.round(size * 0.65);
  canvas.text(HL.badge + 0.4, disc.ink, letter, x, y + text * 0.36, {
    size: text,
    weight: "bold",
    anchor: "middle",
  });
}
