/**
 * The TI4 map as posted with a game's account: the picture and its description in words, and, when the
 * last move activated a system, its close-up (closeUp.ts) with its own description.
 */
import type { Ti4LastMove } from "../../engine/ti4/lastMove.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import { clip, type PostedImage } from "../post.ts";
import { renderTi4CloseUp, ti4CaptionLines } from "./closeUp.ts";
import { describeTi4CloseUp, describeTi4Map } from "./describe.ts";
import { renderTi4Map } from "./renderMap.ts";

export interface Ti4MapPost extends PostedImage {
  closeUp: PostedImage | null;
}

export async function renderTi4Post(state: Ti4State, move: Ti4LastMove | null = null): Promise<Ti4MapPost> {
  const [drawn, closeUp] = await Promise.all([
    renderTi4Map(state),
    move ? renderTi4CloseUp(state, move) : null,
  ]);
  return {
    png: drawn.png,
    description: clip(describeTi4Map(state)),
    closeUp:
      closeUp && move
        ? {
            png: closeUp.png,
            description: clip(describeTi4CloseUp(state, ti4CaptionLines(state, move), closeUp.near)),
          }
        : null,
  };
}
