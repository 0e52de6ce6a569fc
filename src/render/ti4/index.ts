/** The TI4 map: a TI4 galaxy drawn as a PNG, and the map of a TI4 game (units, tokens, the table panel). */
export { describeTi4Map } from "./describe.ts";
export { renderTi4Post } from "./post.ts";
export { clearTi4MapCache, renderTi4Galaxy, type Ti4MapInput, ti4GalaxyTexts } from "./renderGalaxy.ts";
export { clearTi4FullMapCache, renderTi4Map, ti4MapTexts } from "./renderMap.ts";
