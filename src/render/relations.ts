/**
 * Borderlands, Declarations of War and Peace: the state of relations is shown to all
 * (ti1-borderlands.txt). On each player's card, at the right end of the Strategy Card line, a red "WAR"
 * tag with the badges of the players he is at war with, then a green "PEACE" tag with those he is at peace
 * with; a group with nobody in it is left out. Words and seat letters, not colour alone, tell the two
 * apart, at sizes that read with the map at half size (bold 14 px, badges 24 px).
 */
import type { Seat } from "../engine/state.ts";
import type { Canvas } from "./canvas.ts";
import { measureText } from "./font/text.ts";
import type { MapView } from "./model.ts";

export const RELATION_INK = { war: "#E0533D", peace: "#5FC27E" } as const;
const TAG_SIZE = 14;
const BADGE = 24;
const STEP = BADGE + 3;

/** Who a player is at war and at peace with; null when the game does not play the option, or he is out. */
export interface Relations {
  war: Seat[];
  peace: Seat[];
}

export function relationsOf(view: MapView, seat: Seat): Relations | null {
  if (!view.config.options.includes("classic:declarationsOfWar")) return null;
  if (view.players.find((p) => p.seat === seat)?.eliminated !== false) return null;
  const peace = view.relations?.peace ?? [];
  const atPeace = (other: Seat) =>
    peace.some(([a, b]) => (a === seat && b === other) || (a === other && b === seat));
  const others = view.players.filter((p) => p.seat !== seat && !p.eliminated).map((p) => p.seat);
  return { war: others.filter((o) => !atPeace(o)), peace: others.filter(atPeace) };
}

const tagWidth = (tag: string) => measureText(tag, TAG_SIZE, "bold") + 10;

function groups(relations: Relations): { tag: string; ink: string; seats: Seat[] }[] {
  return [
    { tag: "WAR", ink: RELATION_INK.war, seats: relations.war },
    { tag: "PEACE", ink: RELATION_INK.peace, seats: relations.peace },
  ].filter((g) => g.seats.length > 0);
}

/** How wide the marks are, to leave the line's other contents the rest. */
export function relationsWidth(relations: Relations): number {
  return groups(relations).reduce((sum, g) => sum + tagWidth(g.tag) + 4 + g.seats.length * STEP + 6, 0);
}

/**
 * Draws the marks ending at `right` on the line whose baseline is `baseline`; `badge` draws a seat's
 * badge (the panel's own, so a player looks the same everywhere on it). Returns where they begin.
 */
export function drawRelations(
  canvas: Canvas,
  layers: { mark: number; text: number },
  relations: Relations,
  right: number,
  baseline: number,
  badge: (seat: Seat, x: number, y: number, size: number) => void,
): number {
  const left = right - relationsWidth(relations);
  let x = left;
  for (const group of groups(relations)) {
    const w = tagWidth(group.tag);
    canvas.rect(layers.mark, group.ink, x, baseline - 17, w, 21, 4);
    canvas.text(layers.text, "#000000", group.tag, x + 5, baseline - 1.5, {
      size: TAG_SIZE,
      weight: "bold",
    });
    x += w + 4;
    for (const seat of group.seats) {
      badge(seat, x, baseline - 19, BADGE);
      x += STEP;
    }
    x += 6;
  }
  return left;
}
