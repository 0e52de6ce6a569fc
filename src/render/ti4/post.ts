/** The TI4 map as posted with a game's account: the picture and its description in words. */
import type { Ti4State } from "../../engine/ti4/state.ts";
import { describeTi4Map } from "./describe.ts";
import { renderTi4Map } from "./renderMap.ts";

export async function renderTi4Post(state: Ti4State): Promise<{ png: Buffer; description: string }> {
  const drawn = await renderTi4Map(state);
  return { png: drawn.png, description: describeTi4Map(state) };
}
