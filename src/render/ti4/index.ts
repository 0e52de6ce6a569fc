/** The TI4 map: a TI4 galaxy drawn as a PNG (the table panel, units and tokens come later). */
export { clearTi4MapCache, renderTi4Galaxy, type Ti4MapInput, ti4GalaxyTexts } from "./renderGalaxy.ts";
