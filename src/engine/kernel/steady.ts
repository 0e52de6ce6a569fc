/**
 * Reads remembered while a state holds still. A bot weighing its candidates, or a rule checking a move,
 * asks the same questions of one state many times (which systems a ship may reach, from where); the
 * answers depend on nothing but that state. Inside `whileSteady` (the kernel's applyCommand and the bot's
 * weighing run in one) a rule may keep such an answer with `remembered`: it is forgotten as soon as any
 * event is folded anywhere (`stateChanged`, called by the one place a state changes, evolve.ts) and when
 * the steady read ends, so a state edited between two commands is read afresh. Outside it, `remembered`
 * computes every time.
 */

let steady = 0;
let memo = new WeakMap<object, Map<string, unknown>>();

/** Runs `read` with remembering on (reads nested in it share the memory). */
export function whileSteady<T>(read: () => T): T {
  steady += 1;
  try {
    return read();
  } finally {
    steady -= 1;
    if (steady === 0) memo = new WeakMap();
  }
}

/** Every remembered read is forgotten: an event changed some state. */
export function stateChanged(): void {
  if (steady > 0) memo = new WeakMap();
}

/** `compute()`, remembered for this state under `key` while reads are steady. */
export function remembered<T>(state: object, key: string, compute: () => T): T {
  if (steady === 0) return compute();
  let known = memo.get(state);
  if (!known) {
    known = new Map();
    memo.set(state, known);
  }
  if (known.has(key)) return known.get(key) as T;
  const value = compute();
  known.set(key, value);
  return value;
}
