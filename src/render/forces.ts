/**
 * The dynamic galaxy layer, redrawn after every action: control markers (and exhausted planets), unit
 * chips on planets and in space, command counters, and tokens. Face-down tokens are drawn by kind only.
 */
import type { SystemTile } from "../content/index.ts";
import { getSystem } from "../content/index.ts";
import type { Force, LeaderInPlay, PositionLabel, Seat } from "../engine/state.ts";
import type { PlayerView } from "../engine/view.ts";
import type { Canvas } from "./canvas.ts";
import { type ChipForce, type ChipLayout, drawChip, type GlyphDrawer, layoutChip } from "./chips.ts";
import { regular, regularRing } from "./geometry.ts";
import {
  COUNTER_RADIUS,
  counterSlots,
  HEX_HALF_HEIGHT,
  hexHalfWidthAt,
  labelHalfWidth,
  type MapLayout,
  nameBaseline,
  type PlanetSlot,
  type Point,
  spaceTop,
  systemSlots,
} from "./layout.ts";
import { drawLeaders } from "./leaders.ts";
import { drawMines, minesAt } from "./mines.ts";
import { type MapSystem, type MapView, planetOwners, seatLetter, tokensIn } from "./model.ts";
import { inkOf, MAP, type PlayerInk } from "./palette.ts";
import { drawPlanetMarks } from "./tiles.ts";
import { capitalTokens, domainTokens, drawTokens, facilityTokens } from "./tokens.ts";

/** Dynamic layers, bottom to top (chips use three consecutive layers). */
export const DL = {
  veil: 10,
  control: 11,
  marks: 14.1,
  chip: 15,
  counter: 18,
  token: 20,
  leader: 22,
} as const;

interface Context {
  canvas: Canvas;
  view: MapView;
  players: ReadonlyMap<Seat, PlayerView>;
  owners: ReadonlyMap<string, Seat>;
  /** Positions of home systems (their label pill is wider). */
  homes: ReadonlySet<PositionLabel>;
  /** Distant Suns' counters as the public view has them (face-down ones without their face). */
  domain: MapView["distantSuns"];
  /** The Leaders option: the Leaders on the board, by system. */
  leaders: ReadonlyMap<PositionLabel, LeaderInPlay[]>;
}

function leadersBySystem(view: MapView): Map<PositionLabel, LeaderInPlay[]> {
  const by = new Map<PositionLabel, LeaderInPlay[]>();
  for (const leader of view.leaders ?? []) {
    if (leader.at.on !== "planet" && leader.at.on !== "ship") continue;
    by.set(leader.at.position, [...(by.get(leader.at.position) ?? []), leader]);
  }
  return by;
}

export function drawForces(canvas: Canvas, view: MapView, layout: MapLayout): void {
  const ctx: Context = {
    canvas,
    view,
    players: new Map(view.players.map((p) => [p.seat, p])),
    owners: planetOwners(view),
    homes: new Set(view.players.flatMap((p) => (p.home ? [p.home] : []))),
    domain: view.distantSuns,
    leaders: leadersBySystem(view),
  };
  for (const [label, center] of layout.centers) {
    const system = view.board[label];
    if (!system) continue;
    drawSystem(ctx, label, { ...system, tokens: tokensIn(view, system) }, getSystem(system.tile), center);
  }
}

function inkFor(ctx: Context, seat: Seat) {
  return inkOf(ctx.players.get(seat)?.color ?? null);
}

function drawSystem(ctx: Context, label: PositionLabel, system: MapSystem, tile: SystemTile, c: Point): void {
  const slots = systemSlots(tile);
  let lowest = -Infinity;
  tile.planets.forEach((planet, i) => {
    const slot = slots.planets[i];
    if (!slot) return;
    // The controller's ring covers the planet's marks: they are drawn again on top of it.
    if (drawControl(ctx, planet.id, slot, c)) drawPlanetMarks(ctx.canvas, DL.marks, planet, slot, c);
    const bottom = drawPlanetForces(ctx, system.planets[planet.id] ?? [], slot, c);
    lowest = Math.max(lowest, bottom);
  });
  drawSpaceForces(ctx, system.space, c, tile.planets.length, lowest);
  drawCounters(ctx, system.commandCounters, counterSlots(labelHalfWidth(label, ctx.homes.has(label))), c);
  const tokens = [
    ...(system.tokens ?? []),
    ...domainTokens(ctx.domain, tile),
    ...facilityTokens(ctx.view, tile),
    ...capitalTokens(ctx.view, tile),
  ];
  if (tokens.length > 0) drawTokens(ctx.canvas, DL.token, tokens, tile, c);
  // SE option 7: the Space Mines in the system; TI1 Borderlands' Mine Fields, drawn alike (mines.ts).
  const mines = minesAt(ctx.view, label);
  if (mines.length > 0) drawMines(ctx.canvas, DL.token, mines, c, (seat) => inkFor(ctx, seat));
  const leaders = ctx.leaders.get(label) ?? [];
  if (leaders.length > 0) drawLeaders(ctx.canvas, DL.leader, leaders, tile, c, (l) => inkFor(ctx, l.seat));
}

/** A ring in the controller's colour with their letter; an exhausted planet is veiled. False if nobody controls it. */
function drawControl(ctx: Context, planetId: string, slot: PlanetSlot, c: Point): boolean {
  const seat = ctx.owners.get(planetId);
  if (seat === undefined) return false;
  const card = ctx.players.get(seat)?.planets[planetId as keyof PlayerView["planets"]];
  drawControlRing(ctx.canvas, seat, inkFor(ctx, seat), slot, c, card?.exhausted ?? false);
  return true;
}

/** The controller's ring round a planet disc, with their seat letter on a badge (both rulesets). */
export function drawControlRing(
  canvas: Canvas,
  seat: Seat,
  ink: PlayerInk,
  slot: PlanetSlot,
  c: Point,
  exhausted: boolean,
): void {
  const [x, y, r] = [c.x + slot.x, c.y + slot.y, slot.r];
  if (exhausted) canvas.circle(DL.veil, MAP.exhaustedVeil, x, y, r, { opacity: 0.55 });
  canvas.circle(DL.control, ink.edge, x, y, r + 3, { stroke: 7 });
  canvas.circle(DL.control + 1, ink.fill, x, y, r + 3, { stroke: 4 });
  const [bx, by] = [x - r * 0.95, y + r * 0.45];
  canvas.circle(DL.control + 2, ink.fill, bx, by, 8.5);
  canvas.circle(DL.control + 2.5, ink.edge, bx, by, 8.5, { stroke: 1.5 });
  canvas.text(DL.control + 3, ink.ink, seatLetter(seat), bx, by + 4, {
    size: 11,
    weight: "bold",
    anchor: "middle",
  });
}

/** How the chips of one ruleset are laid out and drawn: its unit types, glyphs and player colours. */
export interface ChipStyle {
  inkFor: (seat: Seat) => PlayerInk;
  types?: readonly string[];
  glyph?: GlyphDrawer;
}

function chipStyle(ctx: Context): ChipStyle {
  return { inkFor: (seat) => inkFor(ctx, seat) };
}

function stackChips(
  canvas: Canvas,
  style: ChipStyle,
  chips: ChipLayout[],
  centerX: number,
  top: number,
): number {
  let y = top;
  for (const chip of chips) {
    drawChip(canvas, DL.chip, chip, centerX - chip.width / 2, y, style.inkFor(chip.force.seat), style.glyph);
    y += chip.height + 2;
  }
  return y;
}

function drawPlanetForces(ctx: Context, forces: readonly Force[], slot: PlanetSlot, c: Point): number {
  return drawPlanetChips(ctx.canvas, chipStyle(ctx), forces, slot, c);
}

/** Units on a planet go under its name, in the planet's column; returns the bottom of what was drawn. */
export function drawPlanetChips(
  canvas: Canvas,
  style: ChipStyle,
  forces: readonly ChipForce[],
  slot: PlanetSlot,
  c: Point,
): number {
  // A chip may reach a little past its column, into the gap between planets.
  const chips = forces
    .map((f) => layoutChip(f, slot.column + 14, style.types))
    .filter((chip) => chip !== null);
  if (chips.length === 0) return -Infinity;
  return stackChips(canvas, style, chips, c.x + slot.x, c.y + nameBaseline(slot) + 4) - c.y;
}

function drawSpaceForces(
  ctx: Context,
  forces: readonly Force[],
  c: Point,
  planets: number,
  below: number,
): void {
  drawSpaceChips(ctx.canvas, chipStyle(ctx), forces, c, planets, below);
}

/**
 * Units in space fill the lower part of the hex (the middle of a hex without planets), below whatever the
 * planets needed; each row is as wide as the hex is at that height.
 */
export function drawSpaceChips(
  canvas: Canvas,
  style: ChipStyle,
  forces: readonly ChipForce[],
  c: Point,
  planets: number,
  below: number,
): void {
  const first = planets === 0 ? spaceTop(0) : Math.max(spaceTop(planets), below + 2);
  let y = first;
  const chips: ChipLayout[] = [];
  for (const force of forces) {
    const width = Math.max(100, Math.min(180, 2 * hexHalfWidthAt(y + 18) - 6));
    const chip = layoutChip(force, width, style.types);
    if (!chip) continue;
    chips.push(chip);
    y += chip.height + 2;
  }
  if (chips.length === 0) return;
  const height = y - first;
  const start = planets === 0 ? Math.max(spaceTop(0), 12 - height / 2) : first;
  // Stay inside the hex when the block fits; a very big block spills over the bottom edge rather than
  // covering the planets.
  const floor = planets === 0 ? spaceTop(0) : first - 12;
  stackChips(canvas, style, chips, c.x, c.y + Math.max(Math.min(start, HEX_HALF_HEIGHT - 3 - height), floor));
}

/** Command counters beside the label: up to four, or three and a "+n" counter for the rest. */
function drawCounters(ctx: Context, seats: readonly Seat[], slots: readonly Point[], c: Point): void {
  drawCommandCounters(ctx.canvas, seats, slots, c, (seat) => inkFor(ctx, seat));
}

/** Command counters (TI4: command tokens) as lettered hexagons in their owners' colours (both rulesets). */
export function drawCommandCounters(
  canvas: Canvas,
  seats: readonly Seat[],
  slots: readonly Point[],
  c: Point,
  inkFor: (seat: Seat) => PlayerInk,
): void {
  const shown = seats.length > slots.length ? seats.slice(0, slots.length - 1) : seats;
  shown.forEach((seat, i) => {
    const slot = slots[i]!;
    const ink = inkFor(seat);
    const [x, y] = [c.x + slot.x, c.y + slot.y];
    canvas.fill(DL.counter, ink.fill, [regular(x, y, COUNTER_RADIUS, 6, 0)]);
    canvas.fill(DL.counter + 0.5, ink.edge, regularRing(x, y, COUNTER_RADIUS, 6, 0, 1.5));
    canvas.text(DL.counter + 1, ink.ink, seatLetter(seat), x, y + 4, {
      size: 11,
      weight: "bold",
      anchor: "middle",
    });
  });
  if (shown.length < seats.length) {
    const slot = slots[slots.length - 1]!;
    const [x, y] = [c.x + slot.x, c.y + slot.y];
    canvas.fill(DL.counter, "#000000", [regular(x, y, COUNTER_RADIUS, 6, 0)]);
    canvas.fill(DL.counter + 0.5, MAP.text, regularRing(x, y, COUNTER_RADIUS, 6, 0, 1.5));
    canvas.text(DL.counter + 1, MAP.text, `+${seats.length - shown.length}`, x, y + 4, {
      size: 11,
      weight: "bold",
      anchor: "middle",
    });
  }
}
