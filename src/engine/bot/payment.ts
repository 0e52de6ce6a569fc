/**
 * What the bot can spend and how it pays: the resources of its ready planets (and Trade Goods), and the
 * cheapest set of planets covering a cost (RR §16 resources). Used for production, new docks and
 * card productions.
 */
import { planetValues } from "../rules/planetValues.ts";
import type { GameState, Seat } from "../state.ts";

export function resourcesReady(state: GameState, seat: Seat): number {
  const p = state.players[seat];
  if (!p) return 0;
  let sum = 0;
  for (const [id, card] of Object.entries(p.planets))
    if (card && !card.exhausted) sum += planetValues(state, id).resources;
  return sum + Math.floor(p.tradeGoods / 2);
}

/** The cheapest set of ready planets worth at least `cost` resources, then Trade Goods for the rest. */
export function payFor(
  state: GameState,
  seat: Seat,
  cost: number,
): { planets: string[]; tradeGoods: number } | null {
  const p = state.players[seat];
  if (!p) return null;
  if (cost <= 0) return { planets: [], tradeGoods: 0 };
  const ready = Object.entries(p.planets)
    .filter(([, card]) => card && !card.exhausted)
    .map(([id]) => ({ id, value: planetValues(state, id).resources }))
    .filter((x) => x.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, 14);
  // best[sum] = the fewest planets reaching exactly `sum` resources.
  const best = new Map<number, string[]>([[0, []]]);
  for (const planet of ready) {
    for (const [sum, ids] of [...best]) {
      const next = sum + planet.value;
      const had = best.get(next);
      if (!had || had.length > ids.length + 1) best.set(next, [...ids, planet.id]);
    }
  }
  const sums = [...best.keys()].sort((a, b) => a - b);
  const enough = sums.find((s) => s >= cost);
  if (enough !== undefined) return { planets: best.get(enough) as string[], tradeGoods: 0 };
  const most = sums.at(-1) ?? 0;
  const tradeGoods = cost - most;
  if (tradeGoods > p.tradeGoods) return null;
  return { planets: best.get(most) as string[], tradeGoods };
}
