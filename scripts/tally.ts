/** Counting helpers the content reports share (content-report.ts, content-report-ti4.ts). */

/** How many items fall under each key. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

/** The total of a number read from each item. */
export function sum<T>(items: readonly T[], n: (item: T) => number): number {
  return items.reduce((a, i) => a + n(i), 0);
}
