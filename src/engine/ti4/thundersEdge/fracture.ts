/**
 * The Fracture (TE rulebook, "The Fracture"): where it goes when it comes into play, how its systems join
 * the galaxy, and the events that put it there. Its seven systems (content fracture.te.ts) are placed in a
 * row off the galaxy's outer ring; they are not adjacent to the systems they touch, and each is on the
 * galaxy's edge (it is the outermost ring). They are reached through ingress tokens: a system with an
 * ingress is adjacent to each Fracture system with an egress, ingress never to ingress by its token, nor
 * egress to egress (`fractureLinks`, read by board/galaxy.ts, the one place adjacency is worked out).
 */
import {
  isTi4FractureSystem,
  TI4_EGRESS_SYSTEMS,
  TI4_FRACTURE_NEUTRAL_UNITS,
  TI4_FRACTURE_SYSTEMS,
  type Ti4FracturePlanetId,
  type Ti4SystemId,
  type Ti4UnitType,
  ti4System,
} from "../../../content/ti4/index.ts";
import { type PositionLabel, ringOfLabel } from "../../galaxy/hex.ts";
import type { Ti4Galaxy } from "../../galaxy/ti4/layouts.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RngState } from "../../rng.ts";
import { systemOn } from "../board/forces.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";

export type Ti4FractureEvent =
  /** TE "Breakthroughs and Synergy": the die a seat rolls on gaining its breakthrough (1 or 10: The Fracture). */
  | { type: "ti4FractureRolled"; seat: Seat; die: number; rng: RngState }
  /** TE "The Fracture": its systems placed, by the seat that brought it into play. */
  | { type: "ti4FractureEntered"; seat: Seat; positions: Record<PositionLabel, Ti4SystemId> }
  /** An ingress token placed in a system (`specialty`: the technology specialty it was placed for). */
  | { type: "ti4IngressPlaced"; seat: Seat | null; position: PositionLabel; specialty?: string };

/**
 * Where The Fracture's systems go, fracture1 first: seven hexes in a row on the ring just outside the
 * galaxy, centred on its southern corner. The rulebook's diagram places it along an edge by player count; we
 * use the southern edge for every count [recalled: the diagram was not at hand], which every layout leaves
 * free of hyperlanes and holds no system of the galaxy.
 */
export function fracturePositions(galaxy: Ti4Galaxy): PositionLabel[] {
  const outer = Math.max(0, ...Object.keys(galaxy).map(ringOfLabel));
  const ring = outer + 1;
  const size = 6 * ring;
  const south = 3 * ring + 1;
  return TI4_FRACTURE_SYSTEMS.map((_, i) => {
    const index = ((south - 3 + i - 1 + size) % size) + 1;
    return String(ring * 100 + index);
  });
}

/** True when The Fracture is in play. */
export function fractureInPlay(state: Pick<Ti4State, "fracture">): boolean {
  return state.fracture !== undefined;
}

/** True when a position holds one of The Fracture's systems. */
export function inFracture(state: Pick<Ti4State, "fracture">, position: PositionLabel): boolean {
  return state.fracture?.positions.includes(position) ?? false;
}

/** The positions of The Fracture's systems printed with an egress. */
export function egressPositions(state: Ti4State): PositionLabel[] {
  return (state.fracture?.positions ?? []).filter((position) => {
    const tile = state.galaxy[position]?.tile;
    return tile !== undefined && (TI4_EGRESS_SYSTEMS as readonly string[]).includes(tile);
  });
}

/**
 * TE "The Fracture": the galaxy's adjacency for a position once The Fracture is in play. `edges` are the
 * systems sharing an edge with it (or a hyperlane); those across The Fracture's border are dropped (its
 * systems are not adjacent to the systems they touch), and an ingress system gains each egress system,
 * and an egress system each ingress system.
 */
export function fractureLinks(
  state: Ti4State,
  position: PositionLabel,
  edges: readonly PositionLabel[],
): PositionLabel[] {
  const fracture = state.fracture;
  if (!fracture) return [...edges];
  const inside = inFracture(state, position);
  const out = edges.filter((p) => inFracture(state, p) === inside);
  const egress = egressPositions(state);
  if (fracture.ingress.includes(position)) out.push(...egress.filter((p) => p !== position));
  if (egress.includes(position)) out.push(...fracture.ingress.filter((p) => p !== position));
  return [...new Set(out)];
}

/**
 * TE "The Fracture": puts it into play for `seat`: its systems placed, then the neutral units printed on
 * its tiles. Ingress tokens are placed after (ingress.ts).
 */
export function bringFractureIntoPlay(tx: Tx<Ti4>, seat: Seat): void {
  const labels = fracturePositions(tx.state.galaxy);
  const positions: Record<PositionLabel, Ti4SystemId> = {};
  TI4_FRACTURE_SYSTEMS.forEach((tile, i) => {
    positions[labels[i] as PositionLabel] = tile;
  });
  tx.emit({ type: "ti4FractureEntered", seat, positions });
  for (const [position, tile] of Object.entries(positions)) {
    if (!isTi4FractureSystem(tile)) continue;
    const printed = TI4_FRACTURE_NEUTRAL_UNITS[tile];
    if (!printed) continue;
    if (Object.keys(printed.space).length > 0)
      tx.emit({ type: "ti4NeutralUnitsPlaced", place: { position }, units: { ...printed.space } });
    for (const [planet, units] of Object.entries(printed.planets) as [
      Ti4FracturePlanetId,
      Partial<Record<Ti4UnitType, number>>,
    ][])
      tx.emit({
        type: "ti4NeutralUnitsPlaced",
        place: { position, planet },
        units: { ...units } as Ti4UnitCounts,
      });
  }
}

export const TI4_FRACTURE_EVENTS = {
  // The die's generator state is folded by the kernel (every event carrying `rng`); nothing else changes.
  ti4FractureRolled(_draft: Ti4State, _e: Extract<Ti4FractureEvent, { type: "ti4FractureRolled" }>) {},
  ti4FractureEntered(draft: Ti4State, e: Extract<Ti4FractureEvent, { type: "ti4FractureEntered" }>) {
    // The galaxy is replaced whole, never changed in place (its adjacency is remembered by the object).
    const galaxy: Record<PositionLabel, { tile: Ti4SystemId }> = { ...draft.galaxy };
    for (const [position, tile] of Object.entries(e.positions)) {
      galaxy[position] = { tile };
      const system = systemOn(draft, position);
      for (const planet of ti4System(tile).planets) system.planets[planet] ??= [];
    }
    draft.galaxy = galaxy;
    draft.fracture = { positions: Object.keys(e.positions), ingress: [] };
  },
  ti4IngressPlaced(draft: Ti4State, e: Extract<Ti4FractureEvent, { type: "ti4IngressPlaced" }>) {
    if (!draft.fracture) throw new Error("an ingress is placed only once The Fracture is in play");
    if (!draft.fracture.ingress.includes(e.position)) draft.fracture.ingress.push(e.position);
  },
};
