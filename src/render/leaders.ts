/**
 * Leaders on the map (the Leaders option, RR §24.4): a pentagon in its owner's colour with the first two
 * letters of its type, down a planet's right side, or down the hex's right point for those aboard ships.
 * Captives and the dead are not on the board, so they are not drawn. A face-down Leader (Hope's End's
 * variant) that the view does not name shows "?" in place of its type.
 */
import { getLeader, type SystemTile } from "../content/index.ts";
import type { LeaderInPlay } from "../engine/state.ts";
import { FACE_DOWN_LEADER } from "../engine/view.ts";
import type { Canvas } from "./canvas.ts";
import { regular, regularRing } from "./geometry.ts";
import { type Point, systemSlots } from "./layout.ts";
import type { PlayerInk } from "./palette.ts";

/** "Ad", "Ge", "Sc", "Di", "Ag": what a Leader's badge shows; "?" for one face down. */
export function leaderMark(type: string): string {
  if (type === FACE_DOWN_LEADER) return "?";
  return `${type.charAt(0).toUpperCase()}${type.charAt(1)}`;
}

/** The type a badge shows, or the face-down mark when the view does not say which Leader it is. */
export function shownType(leader: LeaderInPlay): string {
  return leader.id === FACE_DOWN_LEADER ? FACE_DOWN_LEADER : getLeader(leader.id).type;
}

/** One Leader's badge, centred on (x, y). */
export function drawLeaderBadge(
  canvas: Canvas,
  layer: number,
  ink: PlayerInk,
  type: string,
  x: number,
  y: number,
): void {
  canvas.fill(layer, ink.fill, [regular(x, y, 11, 5, -90)]);
  canvas.fill(layer + 0.5, ink.edge, regularRing(x, y, 11, 5, -90, 2));
  canvas.text(layer + 1, ink.ink, leaderMark(type), x, y + 3.5, {
    size: 9,
    weight: "bold",
    anchor: "middle",
  });
}

export function drawLeaders(
  canvas: Canvas,
  layer: number,
  leaders: readonly LeaderInPlay[],
  tile: SystemTile,
  c: Point,
  inkFor: (leader: LeaderInPlay) => PlayerInk,
): void {
  const slots = systemSlots(tile);
  let inSpace = 0;
  const onPlanet = new Map<string, number>();
  for (const leader of leaders) {
    const type = shownType(leader);
    const at = leader.at;
    const index = at.on === "planet" ? tile.planets.findIndex((p) => p.id === at.planet) : -1;
    const slot = index >= 0 ? slots.planets[index] : undefined;
    if (at.on === "planet" && slot) {
      const k = onPlanet.get(at.planet) ?? 0;
      onPlanet.set(at.planet, k + 1);
      // Down the planet's right side, clear of the control ring's letter and the tokens on its left.
      const [x, y] = [c.x + slot.x + slot.r + 8, c.y + slot.y - slot.r * 0.55 + k * 21];
      drawLeaderBadge(canvas, layer, inkFor(leader), type, x, y);
    } else if (at.on === "ship") {
      drawLeaderBadge(canvas, layer, inkFor(leader), type, c.x + 84, c.y + 2 + inSpace * 24);
      inSpace++;
    }
  }
}
