/**
 * The Ministers' lasting effects that act at other areas' moments, called from those areas: Commerce when
 * commodities are replenished (the Trade card), Exploration when a planet is gained (invasion). Sciences is
 * the Technology card's (strategic/technology.ts), Policy the status phase's.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { positionOfPlanet, ti4Neighbours } from "../board/galaxy.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { ministerOf } from "./laws.ts";

/** The systems where a seat has units or controls planets. */
function presence(state: Ti4State, seat: Seat): Set<PositionLabel> {
  const out = new Set<PositionLabel>();
  for (const [position, system] of Object.entries(state.board)) {
    const forces = [...system.space, ...Object.values(system.planets).flatMap((f) => f ?? [])];
    if (forces.some((f) => f.seat === seat && Object.values(f.units).some((n) => n))) out.add(position);
  }
  for (const planet of Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[]) {
    const position = positionOfPlanet(state, planet);
    if (position !== null) out.add(position);
  }
  return out;
}

/**
 * LRR 94 (digest "neighbours"): two players are neighbours when both have units or planets in one system
 * or in adjacent systems, wormholes included.
 */
export function neighboursOf(state: Ti4State, seat: Seat): Seat[] {
  const mine = presence(state, seat);
  const near = new Set<PositionLabel>(mine);
  for (const position of mine) for (const n of ti4Neighbours(state, position)) near.add(n);
  return state.players
    .filter((p) => p.seat !== seat && !p.eliminated)
    .filter((p) => [...presence(state, p.seat)].some((position) => near.has(position)))
    .map((p) => p.seat);
}

/** Minister of Commerce: its owner, having replenished commodities, gains 1 trade good per neighbour. */
export function afterCommoditiesReplenished(tx: Tx<Ti4>, seat: Seat): void {
  if (ministerOf(tx.state, "minister_commerce") !== seat) return;
  const amount = neighboursOf(tx.state, seat).length;
  if (amount > 0) tx.emit({ type: "ti4TradeGoodsChanged", seat, amount, reason: "Minister of Commerce" });
}

/** Minister of Exploration: its owner gains 1 trade good for each planet they gain control of. */
export function afterPlanetGained(tx: Tx<Ti4>, seat: Seat): void {
  if (ministerOf(tx.state, "minister_exploration") !== seat) return;
  tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: 1, reason: "Minister of Exploration" });
}
