/**
 * The game's seeded random generator. Its whole state is four 32-bit numbers kept in the game state, so
 * a saved game continues with the same dice, a replay rolls the same dice, and undo never re-rolls.
 * The algorithm is sfc32 (small fast counter), seeded from a string by a 128-bit string hash.
 * Every function is pure: it returns the values drawn and the generator's next state.
 */

/** Serialisable generator state: four unsigned 32-bit integers. */
export type RngState = readonly [number, number, number, number];

export interface Drawn<T> {
  value: T;
  rng: RngState;
}

/** Derives a generator state from any seed string (the same string always gives the same state). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let state: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Discard the first outputs so that similar seeds diverge at once.
  for (let i = 0; i < 12; i++) state = nextUint32(state).rng;
  return state;
}

/** One raw 32-bit output. */
export function nextUint32(rng: RngState): Drawn<number> {
  let [a, b, c, d] = rng;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return { value: t >>> 0, rng: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] };
}

/** A uniform integer in [0, n), without modulo bias. */
export function nextInt(rng: RngState, n: number): Drawn<number> {
  if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new Error(`nextInt needs 1..2^32, got ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  let state = rng;
  for (;;) {
    const drawn = nextUint32(state);
    state = drawn.rng;
    if (drawn.value < limit) return { value: drawn.value % n, rng: state };
  }
}

/** Rolls `count` ten-sided dice (1..10), the only dice of TI3. */
export function rollD10(rng: RngState, count: number): Drawn<number[]> {
  const values: number[] = [];
  let state = rng;
  for (let i = 0; i < count; i++) {
    const drawn = nextInt(state, 10);
    values.push(drawn.value + 1);
    state = drawn.rng;
  }
  return { value: values, rng: state };
}

/** A shuffled copy of `items` (Fisher-Yates); the input is not changed. */
export function shuffle<T>(rng: RngState, items: readonly T[]): Drawn<T[]> {
  const out = [...items];
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const drawn = nextInt(state, i + 1);
    state = drawn.rng;
    const j = drawn.value;
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return { value: out, rng: state };
}

/** One element chosen uniformly. */
export function pick<T>(rng: RngState, items: readonly T[]): Drawn<T> {
  if (items.length === 0) throw new Error("pick from an empty list");
  const drawn = nextInt(rng, items.length);
  return { value: items[drawn.value] as T, rng: drawn.rng };
}
