/**
 * Synergy (TE rulebook, "Breakthroughs and Synergy"): a held breakthrough links two technology colours. A
 * technology or a technology specialty of either colour may count as the other, for researching (LRR 90.8,
 * 90.9: technology/research.ts) and for scoring technology-related objectives (objectives/requirements.ts),
 * but one technology counts as one colour at a time, never both. So what one colour has to spare (owned
 * beyond what is needed, a specialty not used) may cover what the other lacks, one for one.
 */
import { type Ti4TechColor, ti4Breakthrough } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "./inPlay.ts";

export type Ti4Synergy = readonly [Ti4TechColor, Ti4TechColor];

/** The two colours `seat`'s held breakthrough links, or null (none held, none on the card, no Thunder's Edge). */
export function synergyOf(state: Ti4State, seat: Seat): Ti4Synergy | null {
  if (!playsThundersEdge(state)) return null;
  const held = state.players[seat]?.breakthrough;
  return held ? ti4Breakthrough(held).synergy : null;
}

/**
 * What stays short by colour once `spare` of one synergy colour covers `short` of the other (each spare
 * counting once). Without synergy the shortfall is as it was.
 */
export function shortAfterSynergy(
  short: Partial<Record<Ti4TechColor, number>>,
  spare: Partial<Record<Ti4TechColor, number>>,
  synergy: Ti4Synergy | null,
): Partial<Record<Ti4TechColor, number>> {
  if (!synergy) return short;
  const out = { ...short };
  const [a, b] = synergy;
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const moved = Math.min(spare[from] ?? 0, out[to] ?? 0);
    if (moved > 0) out[to] = (out[to] ?? 0) - moved;
    if (out[to] === 0) delete out[to];
  }
  return out;
}

/**
 * The colour a planet's specialty stands for in a research still short of `missing`: its own colour when
 * needed, else the other colour of the synergy when its own is one of them (undefined: none needed).
 */
export function specialtyStandsFor(
  specialties: readonly Ti4TechColor[],
  missing: Partial<Record<Ti4TechColor, number>>,
  synergy: Ti4Synergy | null,
): Ti4TechColor | undefined {
  const own = specialties.find((c) => (missing[c] ?? 0) > 0);
  if (own || !synergy) return own;
  for (const colour of specialties) {
    if (!synergy.includes(colour)) continue;
    const other = colour === synergy[0] ? synergy[1] : synergy[0];
    if ((missing[other] ?? 0) > 0) return other;
  }
  return undefined;
}

/**
 * The most colours in which `owned` (technology colours) reaches `each`, the technologies of the synergy's
 * two colours shared between them as suits best, each counting as one of the two.
 */
export function coloursReached(
  owned: readonly (Ti4TechColor | null)[],
  colours: readonly Ti4TechColor[],
  each: number,
  synergy: Ti4Synergy | null,
): number {
  const count = (c: Ti4TechColor) => owned.filter((o) => o === c).length;
  const reached = (counts: Record<string, number>) => colours.filter((c) => (counts[c] ?? 0) >= each).length;
  const plain = Object.fromEntries(colours.map((c) => [c, count(c)]));
  if (!synergy) return reached(plain);
  const [a, b] = synergy;
  const shared = count(a) + count(b);
  let best = 0;
  for (let toA = 0; toA <= shared; toA++)
    best = Math.max(best, reached({ ...plain, [a]: toA, [b]: shared - toA }));
  return best;
}
