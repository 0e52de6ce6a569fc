/**
 * Comparing what a player typed with the names the game knows: the same words whatever their case,
 * accents, spacing or punctuation ("jol nar" is "Jol-Nar", "Mecatol  rex" is "Mecatol Rex"), and, when a
 * word matches nothing, the names closest to it for a "did you mean …?".
 */

/** Lower case, accents dropped, letters and digits only: the form two names are compared in. */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/**
 * The edits (a letter added, dropped, changed, or two neighbours swapped) that turn one word into the
 * other; counting stops past `limit`, which is all a suggestion needs to know.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] as number) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length] as number;
}

/** How many edits a typo of a word this long may hold and still be recognised (none in two letters). */
function tolerance(length: number): number {
  return length <= 2 ? 0 : length <= 4 ? 1 : length <= 8 ? 2 : 3;
}

function commonStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}

/**
 * The names closest to `typed` (at most `count`), nearest first: names a few typing slips away, then
 * (unless `slipsOnly`) names it is a part of or that are a part of it. Empty when nothing is near enough.
 */
export function nearest(typed: string, names: readonly string[], count = 3, slipsOnly = false): string[] {
  const key = fold(typed);
  if (key === "") return [];
  const scored: { name: string; score: number; start: number }[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    const folded = fold(name);
    if (folded === "" || seen.has(folded)) continue;
    seen.add(folded);
    const limit = tolerance(Math.min(key.length, folded.length));
    const distance = editDistance(key, folded, limit);
    const start = commonStart(key, folded);
    if (distance <= limit) scored.push({ name, score: distance, start });
    else if (slipsOnly) continue;
    else if (key.length >= 3 && folded.includes(key)) scored.push({ name, score: 10, start });
    else if (folded.length >= 3 && key.includes(folded)) scored.push({ name, score: 11, start });
  }
  // The nearest only: "Lodr" is a slip of Lodor, not of Jord two letters further away.
  const best = Math.min(...scored.map((s) => s.score));
  return scored
    .filter((s) => s.score === best)
    .sort((a, b) => b.start - a.start)
    .slice(0, count)
    .map((s) => s.name);
}

/** " Did you mean X?" (or "X or Y?"), or nothing when no name is close. */
export function didYouMean(typed: string, names: readonly string[], slipsOnly = false): string {
  const found = nearest(typed, names, 3, slipsOnly);
  return found.length === 0 ? "" : ` Did you mean ${orList(found.map((n) => `"${n}"`))}?`;
}

/** "a", "a or b", "a, b or c". */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}
