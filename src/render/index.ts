/**
 * The map renderer: the galaxy and the table as one PNG after every action, the close-up of the system
 * just activated, and the same board in words. Input is the public view (`view(state, null)`), the seats
 * the game waits for (`waitingFor(state)`) and the last move read off the public log (`lastMove`), so
 * nothing secret can reach the image.
 */
export { renderCloseUp } from "./closeUp.ts";
export { describeBoard, describeMove } from "./describe.ts";
export { FRAME_DELAY_MS, FRAME_WIDTH, renderGalaxyAnimation } from "./galaxyAnimation.ts";
export type { BoardToken, MapSystem, MapView, RenderOptions } from "./model.ts";
export { PLAYER_INK } from "./palette.ts";
export { type MapPost, type PostedImage, renderPost } from "./post.ts";
export { clearMapCache, mapSvg, type RenderedMap, renderMap } from "./renderMap.ts";
export { type BarChartData, renderBarChart } from "./statsChart.ts";
export { renderVpChart, type VpChartData } from "./vpChart.ts";
