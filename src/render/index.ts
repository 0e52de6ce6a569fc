/**
 * The map renderer: the galaxy and the table as one PNG after every action, and the same board in words.
 * Input is the public view (`view(state, null)`) and the seats the game waits for (`waitingFor(state)`),
 * so nothing secret can reach the image.
 */
export { describeBoard } from "./describe.ts";
export type { BoardToken, MapSystem, MapView, RenderOptions } from "./model.ts";
export { PLAYER_INK } from "./palette.ts";
export { clearMapCache, mapSvg, type RenderedMap, renderMap } from "./renderMap.ts";
