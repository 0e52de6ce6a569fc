/**
 * The static layers a renderer keeps between renders (the galaxy of a layout, a close-up's hexes), each
 * drawn once and reused: the most recently used `size` are kept, and a drawing that fails is forgotten.
 */
import type { IndexedImage } from "./raster/indexed.ts";

export interface LayerCache {
  /** The layer under `key`, drawn by `draw` the first time (or again once it has fallen out). */
  layer(key: string, draw: () => Promise<IndexedImage>): Promise<IndexedImage>;
  clear(): void;
}

export function layerCache(size: number): LayerCache {
  const cache = new Map<string, Promise<IndexedImage>>();
  return {
    layer(key, draw) {
      let layer = cache.get(key);
      if (layer) cache.delete(key);
      else {
        layer = draw();
        // A failed drawing must not stay cached.
        layer.catch(() => cache.delete(key));
      }
      cache.set(key, layer);
      while (cache.size > size) cache.delete(cache.keys().next().value as string);
      return layer;
    },
    clear: () => cache.clear(),
  };
}
