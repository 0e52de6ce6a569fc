/**
 * A deep copy of plain data (objects, arrays, strings, numbers, booleans, null, undefined), such as the
 * GameState: several times faster than `structuredClone`, which the state does not need, being JSON-shaped
 * (no Maps, Dates, cycles or shared parts that must stay shared: none survives saving and loading).
 */
export function copyData<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyData(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copyData((value as Record<string, unknown>)[key]);
  return out as T;
}
