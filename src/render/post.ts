/**
 * What is posted with an account of play: the full map and, when the last move activated a system, its
 * close-up, each with its description in words (the images' alternative text, for screen readers and for
 * search in the channel; Discord keeps up to 1,024 characters of it).
 */
import { closeUpFrame, renderCloseUp } from "./closeUp.ts";
import { describeCloseUp, describeMove } from "./describe.ts";
import { HEX } from "./layout.ts";
import type { MapView, RenderOptions } from "./model.ts";
import { renderMap } from "./renderMap.ts";
import { PHASE_NAMES } from "./words.ts";

export interface PostedImage {
  png: Buffer;
  description: string;
}

export interface MapPost extends PostedImage {
  closeUp: PostedImage | null;
}

/** Discord's limit on an attachment's description. */
export const DESCRIPTION_LIMIT = 1024;

/** A description cut to Discord's limit (its last character an ellipsis when cut). */
export function clip(text: string): string {
  return text.length <= DESCRIPTION_LIMIT ? text : `${text.slice(0, DESCRIPTION_LIMIT - 1)}…`;
}

export async function renderPost(view: MapView, options: RenderOptions): Promise<MapPost> {
  const [map, closeUp] = await Promise.all([renderMap(view, options), renderCloseUp(view, options)]);
  const round = view.round > 0 ? `round ${view.round}, ` : "";
  const move = options.move ? ` ${describeMove(view, options.move)}` : "";
  const description = clip(`The galaxy, ${round}${PHASE_NAMES[view.phase]}.${move}`);
  const at = options.move?.activated;
  const frame = at ? closeUpFrame(view, at) : null;
  // The activated system and its neighbours (the close-up also shows parts of the hexes beyond).
  const c = at ? frame?.layout.centers.get(at) : undefined;
  const shown =
    frame && c
      ? [...frame.layout.centers]
          .filter(([, p]) => Math.hypot(p.x - c.x, p.y - c.y) < 1.8 * HEX)
          .map(([l]) => l)
      : [];
  return {
    png: map.png,
    description,
    closeUp:
      closeUp && options.move
        ? { png: closeUp.png, description: clip(describeCloseUp(view, options.move, shown)) }
        : null,
  };
}
