/**
 * Synergy (TE rulebook, "Breakthroughs and Synergy"): a held breakthrough links two technology colours. A
 * technology or a technology specialty of either colour may count as the other, for researching (LRR 90.8,
 * 90.9: technology/research.ts) and for scoring technology-related objectives (objectives/requirements.ts),
 * but one technology counts as one colour at a time, never both. So what one colour has to spare (owned
 * beyond what is needed, a specialty not used) may cover what the other lacks, one for one. The Quantumcore
 * (TE "Relics") gives its holder synergy for every colour: all four are linked, any covering any other.
 */
import { TI4_TECH_COLORS, type Ti4TechColor, ti4Breakthrough } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "./inPlay.ts";
import { holdsRelic } from "./relicsHeld.ts";

/**
 * The colours a seat's synergy links: any one of them may count as any other. A breakthrough links two; The
 * Quantumcore (TE "Relics") links all four.
 */
export type Ti4Synergy = readonly Ti4TechColor[];

/**
 * The colours `seat`'s synergy links, or null (none held, none on the card, no Thunder's Edge): its held
 * breakthrough's two, or every colour while it holds The Quantumcore.
 */
export function synergyOf(state: Ti4State, seat: Seat): Ti4Synergy | null {
  if (!playsThundersEdge(state)) return null;
  if (holdsRelic(state, seat, "quantumcore")) return TI4_TECH_COLORS;
  const held = state.players[seat]?.breakthrough;
  return held ? ti4Breakthrough(held).synergy : null;
}

/**
 * What stays short by colour once `spare` of the linked colours covers `short` of another linked colour
 * (each spare counting once). Without synergy the shortfall is as it was.
 */
export function shortAfterSynergy(
  short: Partial<Record<Ti4TechColor, number>>,
  spare: Partial<Record<Ti4TechColor, number>>,
  synergy: Ti4Synergy | null,
): Partial<Record<Ti4TechColor, number>> {
  if (!synergy) return short;
  const out = { ...short };
  let pool = synergy.reduce((sum, c) => sum + (spare[c] ?? 0), 0);
  for (const to of synergy) {
    const moved = Math.min(pool, out[to] ?? 0);
    if (moved === 0) continue;
    pool -= moved;
    out[to] = (out[to] ?? 0) - moved;
    if (out[to] === 0) delete out[to];
  }
  return out;
}

/**
 * The colour a planet's specialty stands for in a research still short of `missing`: its own colour when
 * needed, else another colour its synergy links to its own (undefined: none needed).
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
    const other = synergy.find((c) => c !== colour && (missing[c] ?? 0) > 0);
    if (other) return other;
  }
  return undefined;
}

/**
 * The most colours in which `owned` (technology colours) reaches `each`, the technologies of the linked
 * colours shared among them as suits best, each counting as one of them.
 */
export function coloursReached(
  owned: readonly (Ti4TechColor | null)[],
  colours: readonly Ti4TechColor[],
  each: number,
  synergy: Ti4Synergy | null,
): number {
  const count = (c: Ti4TechColor) => owned.filter((o) => o === c).length;
  const apart = colours.filter((c) => !synergy?.includes(c) && count(c) >= each).length;
  if (!synergy) return apart;
  const linked = colours.filter((c) => synergy.includes(c));
  const shared = synergy.reduce((sum, c) => sum + count(c), 0);
  return apart + Math.min(linked.length, each > 0 ? Math.floor(shared / each) : linked.length);
}
