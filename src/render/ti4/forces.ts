/**
 * The TI4 map's per-action galaxy layer, drawn as the TI3 map's is (../forces.ts, whose chips, control rings
 * and counters it shares): per system, control of each planet (a ring in the colour of the player holding
 * its card, LRR 25: TI4's control tokens), each player's units as a chip in their colour, the command
 * tokens beside the position label (LRR 20), and the custodians token on Mecatol Rex while it is there
 * (LRR 8), and the Creuss wormhole tokens on the board, each a small wormhole mark in its type's colour on a
 * white rim at the tile's right (engine/ti4/factions/ghostWormholes.ts). TI4's unit types take the TI3 glyphs of their kind; mechs get the star of TI3's heavier ground
 * unit and flagships a diamond of their own.
 */
import { TI4_UNIT_TYPES } from "../../content/ti4/common.ts";
import { TI4_EGRESS_SYSTEMS } from "../../content/ti4/fracture.te.ts";
import { isTi4MecatolRexTile, ti4System } from "../../content/ti4/systems.ts";
import type { PositionLabel } from "../../engine/galaxy/hex.ts";
import type { Seat } from "../../engine/kernel/types.ts";
import type { Ti4Force, Ti4NeutralForce, Ti4State } from "../../engine/ti4/state.ts";
import type { Canvas } from "../canvas.ts";
import type { GlyphDrawer } from "../chips.ts";
import {
  type ChipStyle,
  DL,
  drawCommandCounters,
  drawControlRing,
  drawPlanetChips,
  drawSpaceChips,
} from "../forces.ts";
import { regular, regularRing } from "../geometry.ts";
import { wormholeRing } from "../glyphs.ts";
import { counterSlots, type Point } from "../layout.ts";
import { NO_COLOR_INK, type PlayerInk } from "../palette.ts";
import { AVERNUS_INK, CUSTODIANS_INK, TI4_PLAYER_INK, WORMHOLE_INK } from "./palette.ts";
import { planetSlots } from "./planets.ts";

/** TI4 units drawn with a TI3 glyph of the same kind (every other type has its own TI3 glyph). */
const GLYPH_OF: Readonly<Record<string, Parameters<Canvas["unit"]>[2]>> = {
  infantry: "groundForce",
  mech: "shockTroop",
};

const ti4Glyph: GlyphDrawer = (canvas, layer, color, type, cx, cy, size) => {
  if (type === "flagship") {
    canvas.fill(layer, color, [regular(cx, cy, size * 0.55, 4, -90)]);
    return;
  }
  canvas.unit(layer, color, (GLYPH_OF[type] ?? type) as Parameters<Canvas["unit"]>[2], cx, cy, size);
};

/**
 * TE "Neutral Units": units of no seat, drawn as a force of this stand-in seat in the neutral grey (no
 * player's colour is grey).
 */
const NEUTRAL_SEAT: Seat = -1;

function withNeutral(forces: readonly Ti4Force[], neutral: Ti4NeutralForce | undefined): Ti4Force[] {
  if (!neutral || Object.keys(neutral.units).length === 0) return [...forces];
  return [
    ...forces,
    { seat: NEUTRAL_SEAT, units: neutral.units, ...(neutral.damaged ? { damaged: neutral.damaged } : {}) },
  ];
}

/** Half the width of the TI4 position label's pill (tiles.ts), which the command tokens clear. */
const LABEL_HALF = 17;

/** Which seat holds each planet card (LRR 25: a player controls the planets whose cards they have). */
export function ti4PlanetOwners(state: Ti4State): Map<string, Seat> {
  const owners = new Map<string, Seat>();
  for (const player of state.players)
    for (const planet of Object.keys(player.planets)) owners.set(planet, player.seat);
  return owners;
}

export function ti4InkOf(state: Ti4State, seat: Seat): PlayerInk {
  const color = state.players.find((p) => p.seat === seat)?.color;
  return color ? TI4_PLAYER_INK[color] : NO_COLOR_INK;
}

export function drawTi4Forces(
  canvas: Canvas,
  state: Ti4State,
  centers: ReadonlyMap<PositionLabel, Point>,
): void {
  const owners = ti4PlanetOwners(state);
  const style: ChipStyle = {
    inkFor: (seat) => (seat === NEUTRAL_SEAT ? NO_COLOR_INK : ti4InkOf(state, seat)),
    types: TI4_UNIT_TYPES,
    glyph: ti4Glyph,
  };
  for (const [label, c] of centers) {
    const placed = state.galaxy[label];
    const system = state.board[label];
    if (!placed) continue;
    const tile = ti4System(placed.tile);
    const mecatol = isTi4MecatolRexTile(tile.id);
    const slots = planetSlots(tile, mecatol);
    let lowest = -Infinity;
    tile.planets.forEach((planet, i) => {
      const slot = slots[i];
      if (!slot) return;
      const seat = owners.get(planet);
      if (seat !== undefined) {
        const card = state.players.find((p) => p.seat === seat)?.planets[planet];
        drawControlRing(canvas, seat, style.inkFor(seat), slot, c, card?.exhausted ?? false);
      }
      const onPlanet = withNeutral(system?.planets[planet] ?? [], system?.neutral?.planets?.[planet]);
      const bottom = drawPlanetChips(canvas, style, onPlanet, slot, c);
      lowest = Math.max(lowest, bottom);
      if (mecatol && state.custodiansOnMecatol)
        drawCustodians(canvas, c.x + slot.x - slot.r, c.y + slot.y - slot.r);
    });
    if (!system) continue;
    drawSpaceChips(
      canvas,
      style,
      withNeutral(system.space, system.neutral?.space),
      c,
      tile.planets.length,
      lowest,
    );
    drawCommandCounters(canvas, system.commandTokens, counterSlots(LABEL_HALF), c, style.inkFor);
  }
  drawCreussWormholes(canvas, state, centers);
  drawIngressTokens(canvas, state, centers);
  drawBreaches(canvas, state, centers);
  drawAvernus(canvas, state, centers);
}

/** Where the Avernus planet token is drawn, from the tile's centre (low right, clear of the other tokens). */
export const AVERNUS_TOKEN_SLOT = { x: 58, y: 30, r: 15 } as const;

/**
 * TE Stellar Genesis (the Muaat's breakthrough): the Avernus planet token, a molten disc marked "A" with its
 * values (2/0) under it, in the system that holds it; its controller's ring around it.
 */
function drawAvernus(canvas: Canvas, state: Ti4State, centers: ReadonlyMap<PositionLabel, Point>): void {
  const c = state.avernus === undefined ? undefined : centers.get(state.avernus);
  if (!c) return;
  const { r } = AVERNUS_TOKEN_SLOT;
  const [x, y] = [c.x + AVERNUS_TOKEN_SLOT.x, c.y + AVERNUS_TOKEN_SLOT.y];
  const seat = ti4PlanetOwners(state).get("avernus");
  canvas.circle(DL.token, seat === undefined ? "#000000" : ti4InkOf(state, seat).fill, x, y, r + 3);
  canvas.circle(DL.token + 0.2, AVERNUS_INK, x, y, r);
  canvas.text(DL.token + 1, "#FFFFFF", "A", x, y + r * 0.45, {
    size: Math.round(r * 1.2),
    weight: "bold",
    anchor: "middle",
  });
  canvas.text(DL.token + 1, "#FFFFFF", "2/0", x, y + r + 13, { size: 11, weight: "bold", anchor: "middle" });
}

/** Where a Crimson breach token is drawn, from the tile's centre (low left, clear of the other tokens). */
export const BREACH_TOKEN_SLOT = { x: -58, y: 22, r: 13 } as const;

/**
 * TE Incursion: each Crimson breach token, a disc marked "B": red when active, grey when inactive.
 */
function drawBreaches(canvas: Canvas, state: Ti4State, centers: ReadonlyMap<PositionLabel, Point>): void {
  for (const [position, side] of Object.entries(state.breaches ?? {})) {
    const c = centers.get(position);
    if (!c || side === undefined) continue;
    const { r } = BREACH_TOKEN_SLOT;
    const [x, y] = [c.x + BREACH_TOKEN_SLOT.x, c.y + BREACH_TOKEN_SLOT.y];
    canvas.circle(DL.token, "#000000", x, y, r + 2);
    canvas.circle(DL.token + 0.2, side === "active" ? "#C0392B" : "#8A8A8A", x, y, r);
    canvas.text(DL.token + 1, "#FFFFFF", "B", x, y + r * 0.45, {
      size: Math.round(r * 1.2),
      weight: "bold",
      anchor: "middle",
    });
  }
}

/** Where an ingress token is drawn, from the tile's centre (left, clear of the Creuss tokens at right). */
export const INGRESS_TOKEN_SLOT = { x: -58, y: -22, r: 13 } as const;

/**
 * TE "The Fracture": each ingress token, a white disc marked "I" at the tile's left; each Fracture system
 * printed with an egress gets the same disc marked "E".
 */
function drawIngressTokens(
  canvas: Canvas,
  state: Ti4State,
  centers: ReadonlyMap<PositionLabel, Point>,
): void {
  const fracture = state.fracture;
  if (!fracture) return;
  const egress = fracture.positions.filter((p) => {
    const tile = state.galaxy[p]?.tile;
    return tile !== undefined && (TI4_EGRESS_SYSTEMS as readonly string[]).includes(tile);
  });
  const marks: [PositionLabel, string][] = [
    ...fracture.ingress.map((p): [PositionLabel, string] => [p, "I"]),
    ...egress.map((p): [PositionLabel, string] => [p, "E"]),
  ];
  for (const [position, letter] of marks) {
    const c = centers.get(position);
    if (!c) continue;
    const { r } = INGRESS_TOKEN_SLOT;
    const [x, y] = [c.x + INGRESS_TOKEN_SLOT.x, c.y + INGRESS_TOKEN_SLOT.y];
    canvas.circle(DL.token, "#000000", x, y, r + 2);
    canvas.circle(DL.token + 0.2, "#FFFFFF", x, y, r);
    canvas.text(DL.token + 1, "#000000", letter, x, y + r * 0.45, {
      size: Math.round(r * 1.2),
      weight: "bold",
      anchor: "middle",
    });
  }
}

/** Where the first Creuss wormhole token of a system is drawn, from the tile's centre; more go below it. */
export const CREUSS_TOKEN_SLOT = { x: 58, y: -22, r: 13, step: 30 } as const;

/** The Creuss wormhole tokens on the board, in their types' colours. */
function drawCreussWormholes(
  canvas: Canvas,
  state: Ti4State,
  centers: ReadonlyMap<PositionLabel, Point>,
): void {
  const count = new Map<PositionLabel, number>();
  for (const [token, position] of Object.entries(state.creussWormholes ?? {})) {
    const c = position === undefined ? undefined : centers.get(position);
    if (!c || position === undefined) continue;
    const ink = WORMHOLE_INK[token as keyof typeof WORMHOLE_INK];
    const i = count.get(position) ?? 0;
    count.set(position, i + 1);
    const { r } = CREUSS_TOKEN_SLOT;
    const [x, y] = [c.x + CREUSS_TOKEN_SLOT.x, c.y + CREUSS_TOKEN_SLOT.y + i * CREUSS_TOKEN_SLOT.step];
    canvas.circle(DL.token, "#FFFFFF", x, y, r + 2);
    canvas.circle(DL.token + 0.2, "#000000", x, y, r);
    canvas.fill(DL.token + 0.5, ink.color, wormholeRing(x, y, r));
    canvas.text(DL.token + 1, ink.color, ink.letter, x, y + r * 0.45, {
      size: Math.round(r * 1.2),
      weight: "bold",
      anchor: "middle",
    });
  }
}

/** LRR 8: the custodians token, a pentagon marked "C" at the upper left of Mecatol Rex. */
function drawCustodians(canvas: Canvas, x: number, y: number): void {
  canvas.fill(DL.token, CUSTODIANS_INK.fill, [regular(x, y, 14, 5, -90)]);
  canvas.fill(DL.token + 0.5, CUSTODIANS_INK.edge, regularRing(x, y, 14, 5, -90, 2));
  canvas.text(DL.token + 1, CUSTODIANS_INK.edge, "C", x, y + 5, {
    size: 14,
    weight: "bold",
    anchor: "middle",
  });
}
