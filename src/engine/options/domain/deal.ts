/**
 * Dealing the Domain Counters (RR §24.3, base p.33; SE Options 11 and 12, SE p.11): once the galaxy and
 * the Home Systems are set, one counter face down on every planet outside the Home Systems, Mecatol Rex
 * and the Trade Stations (SE p.7). New Distant Suns adds the SE faces to the mix. Territorial Distant
 * Suns first deals the "low-risk" pile on the planets of the outer ring and of the systems next to a Home
 * System, then mixes what is left of it with the other counters for the remaining planets. A planet left
 * without a counter when the mix runs out stays bare (the largest galaxies may hold more planets).
 */
import {
  type DomainCounterId,
  domainCountersFor,
  getPlanet,
  getSystem,
  type PlanetId,
} from "../../../content/index.ts";
import { neighbourLabels, ringOfLabel } from "../../galaxy/index.ts";
import { type RngState, shuffle } from "../../rng.ts";
import type { GameState, PositionLabel } from "../../state.ts";
import type { Tx } from "../../tx.ts";

/** Every copy of every face in the mix, in content order. */
function counterMix(state: GameState): DomainCounterId[] {
  const faces = domainCountersFor(state.config.boxes, state.config.options.includes("newDistantSuns"));
  return faces.flatMap((face) => Array.from({ length: face.copies }, () => face.id));
}

function isHome(state: GameState, position: PositionLabel): boolean {
  const tile = state.galaxy[position];
  return tile !== undefined && getSystem(tile).kind === "home";
}

/** The planets that take a counter, with their positions, in label order. */
function neutralPlanets(state: GameState): { planet: PlanetId; position: PositionLabel }[] {
  return Object.keys(state.board)
    .sort()
    .filter((position) => {
      const tile = state.galaxy[position];
      return tile !== undefined && !["home", "mecatolRex"].includes(getSystem(tile).kind);
    })
    .flatMap((position) =>
      (Object.keys(state.board[position]?.planets ?? {}) as PlanetId[])
        .filter((planet) => !getPlanet(planet).tradeStation)
        .map((planet) => ({ planet, position })),
    );
}

/** SE Option 12: the outer ring, and the systems next to a Home System. */
function territorial(state: GameState, position: PositionLabel): boolean {
  const outer = Math.max(...Object.keys(state.galaxy).map(ringOfLabel));
  return ringOfLabel(position) === outer || neighbourLabels(position).some((n) => isHome(state, n));
}

/** Deals shuffled counters onto shuffled planets; returns the counters left and the planets left bare. */
function dealOnto(
  planets: readonly PlanetId[],
  counters: readonly DomainCounterId[],
  rng: RngState,
  into: Partial<Record<PlanetId, DomainCounterId>>,
): { left: DomainCounterId[]; bare: PlanetId[]; rng: RngState } {
  const where = shuffle(rng, planets);
  const mixed = shuffle(where.rng, counters);
  where.value.forEach((planet, i) => {
    const counter = mixed.value[i];
    if (counter !== undefined) into[planet] = counter;
  });
  const bare = where.value.slice(mixed.value.length);
  return { left: mixed.value.slice(where.value.length), bare, rng: mixed.rng };
}

export function dealDomainCounters(tx: Tx): void {
  const state = tx.state;
  const planets = neutralPlanets(state);
  const counters: Partial<Record<PlanetId, DomainCounterId>> = {};
  let rest = planets.map((p) => p.planet);
  let mix = counterMix(state);
  let rng = state.rng;
  if (state.config.options.includes("territorialDistantSuns")) {
    const near = planets.filter((p) => territorial(state, p.position)).map((p) => p.planet);
    const lowRisk = mix.filter((id) => DOMAIN_LOW_RISK.has(id));
    const dealt = dealOnto(near, lowRisk, rng, counters);
    rng = dealt.rng;
    // Interpretation: planets the low-risk pile does not cover take counters from the general mix.
    rest = [...rest.filter((p) => !near.includes(p)), ...dealt.bare];
    mix = [...mix.filter((id) => !DOMAIN_LOW_RISK.has(id)), ...dealt.left];
  }
  rng = dealOnto(rest, mix, rng, counters).rng;
  tx.emit({ type: "domainCountersDealt", counters, rng });
  const placed = planets.map((p) => p.planet).filter((p) => counters[p] !== undefined);
  tx.emit({ type: "domainCountersPlaced", planets: placed });
}

const DOMAIN_LOW_RISK: ReadonlySet<DomainCounterId> = new Set(
  domainCountersFor(["base", "se"], true)
    .filter((c) => c.lowRisk)
    .map((c) => c.id),
);

/** A standing check: the counters are dealt once, as the first round begins (the galaxy is whole then). */
export function domainCountersDue(tx: Tx): boolean {
  const state = tx.state;
  if (!state.config.options.includes("distantSuns") || state.distantSuns !== undefined) return false;
  if (state.phase === "setup" || state.phase === "finished") return false;
  dealDomainCounters(tx);
  return true;
}
