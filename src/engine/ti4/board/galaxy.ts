/**
 * The galaxy of a TI4 game as its rules read it: the system tile at a position, its planets, and which
 * systems are adjacent (LRR 6): sharing an edge, joined by a hyperlane, or holding matching wormholes
 * (LRR 101: alpha with alpha, beta with beta). The Creuss's delta wormhole and abilities that make other
 * systems adjacent are their own modules' and add to this through `extraNeighbours` later.
 */
import {
  isTi4MecatolRexTile,
  TI4_AVERNUS_PLANET,
  TI4_THUNDERS_EDGE_PLANET,
  type Ti4PlanetId,
  type Ti4System,
  type Ti4SystemId,
  type Ti4Wormhole,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import { boardNeighbours, hyperlanesOf, isHyperlane, systemTileAt } from "../../galaxy/ti4/board.ts";
import type { Ti4Galaxy } from "../../galaxy/ti4/layouts.ts";
import { remembered } from "../../kernel/steady.ts";
import type { Seat } from "../../kernel/types.ts";
import { wormholesAllJoined, wormholesClosedToMovement } from "../agenda/laws.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { fractureLinks } from "../thundersEdge/fracture.ts";
import { isSpaceStation, trulyPlanets } from "../thundersEdge/stationCard.ts";

/** The system tile at a position (null: no tile, or a hyperlane). */
export function systemAt(state: Ti4State, position: PositionLabel): Ti4System<Ti4SystemId> | null {
  const placed = state.galaxy[position];
  if (!placed || isHyperlane(placed)) return null;
  return systemTileAt(state.galaxy, position);
}

/**
 * The planets of the system at a position: those its tile prints but a space station's card (TE "Space
 * Stations": no structures or ground forces go on it, it is not a planet; `stationsAt` names those), and
 * Thunder's Edge where the completed expedition placed it (TE rulebook, "Thunder's Edge Expedition") and
 * Avernus where Stellar Genesis placed it (TE "Breakthroughs and Synergy"); a
 * purged planet (Conventions of War Abandoned) is gone.
 */
export function planetsAt(state: Ti4State, position: PositionLabel): readonly Ti4PlanetId[] {
  const purged = state.purged?.planets ?? [];
  const printed = trulyPlanets(systemAt(state, position)?.planets ?? []).filter((p) => !purged.includes(p));
  const edge = state.thundersEdge;
  const edgePlanet = TI4_THUNDERS_EDGE_PLANET as Ti4PlanetId;
  const withEdge =
    edge?.position === position && !purged.includes(edgePlanet) ? [...printed, edgePlanet] : printed;
  // The Avernus planet token where Stellar Genesis put it (TE "Breakthroughs and Synergy").
  const avernus = TI4_AVERNUS_PLANET as Ti4PlanetId;
  return state.avernus === position && !purged.includes(avernus) ? [...withEdge, avernus] : withEdge;
}

/** The space stations of the system at a position (TE "Space Stations"). */
export function stationsAt(state: Ti4State, position: PositionLabel): readonly Ti4PlanetId[] {
  return (systemAt(state, position)?.planets ?? []).filter(isSpaceStation);
}

/** Every system position of the galaxy (hyperlanes left out). */
export function systemPositions(state: Ti4State): PositionLabel[] {
  return Object.keys(state.galaxy).filter((label) => systemAt(state, label) !== null);
}

/** The position of the system that holds a planet in this game, or null. */
export function positionOfPlanet(state: Ti4State, planet: Ti4PlanetId): PositionLabel | null {
  for (const position of Object.keys(state.galaxy))
    if (planetsAt(state, position).includes(planet)) return position;
  return null;
}

export function mecatolPosition(state: Ti4State): PositionLabel | null {
  for (const [position, placed] of Object.entries(state.galaxy))
    if (isTi4MecatolRexTile(placed.tile)) return position;
  return null;
}

// The galaxy never changes after set-up: its adjacency is worked out once per galaxy seen.
const EDGES = new Map<string, ReadonlyMap<PositionLabel, readonly PositionLabel[]>>();

function keyOf(galaxy: Ti4Galaxy): string {
  return Object.entries(galaxy)
    .map(([label, placed]) => `${label}:${placed.tile}:${placed.rotation ?? 0}`)
    .sort()
    .join(",");
}

/**
 * The same galaxy object read again (movement asks in its hottest loops): no key to build. A galaxy is
 * replaced whole when a tile is placed, never changed in place (setup/evolve.ts).
 */
const BY_GALAXY = new WeakMap<Ti4Galaxy, ReadonlyMap<PositionLabel, readonly PositionLabel[]>>();

function edgeNeighbours(galaxy: Ti4Galaxy): ReadonlyMap<PositionLabel, readonly PositionLabel[]> {
  const known = BY_GALAXY.get(galaxy);
  if (known) return known;
  const key = keyOf(galaxy);
  let found = EDGES.get(key);
  if (!found) {
    found = boardNeighbours(Object.keys(galaxy), hyperlanesOf(galaxy));
    if (EDGES.size > 64) EDGES.clear();
    EDGES.set(key, found);
  }
  BY_GALAXY.set(galaxy, found);
  return found;
}

/** The wormholes of the system at a position: its tile's, and those abilities add (hooks/movement.ts). */
export function wormholesAt(state: Ti4State, position: PositionLabel): readonly Ti4Wormhole[] {
  return remembered(state, `wormholes:${position}`, () => wormholesOf(state, position));
}

function wormholesOf(state: Ti4State, position: PositionLabel): readonly Ti4Wormhole[] {
  const tile = systemAt(state, position)?.wormholes ?? [];
  const added = hookAnswers(state, "extraWormholes").flatMap((extra) => extra(state, position));
  return added.length === 0 ? tile : [...new Set([...tile, ...added])];
}

/**
 * LRR 6, 101.2: the systems one player's units may move to from a position: the galaxy's neighbours, those
 * an ability of theirs joins to it (hook `extraAdjacency`), and the systems sharing a wormhole their
 * abilities add (hook `movementWormholes`), unless a law closes wormholes to movement. Movement and
 * retreats read this one.
 */
export function ti4NeighboursFor(state: Ti4State, seat: Seat, position: PositionLabel): PositionLabel[] {
  // A bot asks this for every step of every route it weighs (kernel/steady.ts).
  return remembered(state, `neighboursFor:${seat}:${position}`, () => neighboursFor(state, seat, position));
}

function neighboursFor(state: Ti4State, seat: Seat, position: PositionLabel): PositionLabel[] {
  // TE Sundered: no wormhole but an epsilon one for this seat.
  const epsilonOnly = hookAnswers(state, "onlyEpsilonWormholes").some((only) => only(state, seat));
  const out = new Set(ti4Neighbours(state, position, { movement: true, epsilonOnly }));
  for (const extra of hookAnswers(state, "extraAdjacency"))
    for (const other of extra(state, seat, position)) if (other !== position) out.add(other);
  const added = hookAnswers(state, "movementWormholes");
  if (added.length === 0 || wormholesClosedToMovement(state) || epsilonOnly || severed(state, position))
    return [...out];
  const wormholes = (at: PositionLabel) => [
    ...wormholesAt(state, at),
    ...added.flatMap((answer) => answer(state, seat, at)),
  ];
  const mine: readonly Ti4Wormhole[] = wormholes(position).filter((w) => w === "alpha" || w === "beta");
  if (mine.length > 0)
    for (const other of systemPositions(state))
      if (other !== position && !severed(state, other) && wormholes(other).some((w) => mine.includes(w)))
        out.add(other);
  return [...out];
}

/** TE Sever: the wormholes of `position` do nothing for movement. */
function severed(state: Ti4State, position: PositionLabel): boolean {
  return hookAnswers(state, "wormholesSevered").some((cut) => cut(state, position));
}

/**
 * LRR 6.1, 101.2: the systems adjacent to a position, by edge, hyperlane or matching wormhole. With
 * Wormhole Reconstruction in play every alpha or beta wormhole matches every other one; `movement` asks
 * for the adjacency units move by, which Enforced Travel Ban strips of alpha and beta wormholes.
 */
export function ti4Neighbours(
  state: Ti4State,
  position: PositionLabel,
  options: { movement?: boolean; epsilonOnly?: boolean } = {},
): PositionLabel[] {
  const movement = options.movement === true;
  const epsilonOnly = options.epsilonOnly === true;
  return remembered(state, `neighbours:${movement}:${epsilonOnly}:${position}`, () =>
    neighbours(state, position, movement, epsilonOnly),
  );
}

function neighbours(
  state: Ti4State,
  position: PositionLabel,
  movement: boolean,
  epsilonOnly: boolean,
): PositionLabel[] {
  const edges = (edgeNeighbours(state.galaxy).get(position) ?? []).filter((p) => systemAt(state, p) !== null);
  // TE "The Fracture": its systems join the galaxy only through ingress and egress.
  const out = new Set(fractureLinks(state, position, edges));
  // Systems an effect makes adjacent for everyone (hook systemsJoined: Cosmic Phenomenae's entropic scars).
  for (const joined of hookAnswers(state, "systemsJoined"))
    for (const p of joined(state, position)) out.add(p);
  // LRR 101: alpha and beta wormholes, unless a law closes them to movement; the delta wormhole joins the
  // Creuss Gate to what holds another delta (the Creuss flagship); a gamma wormhole (a Creuss token) joins
  // any other gamma; Thunder's Edge's epsilon joins any other epsilon. `epsilonOnly`: the Crimson's
  // Sundered, for whom no other wormhole works; a severed system's wormholes do nothing for movement (Sever).
  const alphaBeta = (w: Ti4Wormhole) => w === "alpha" || w === "beta";
  const closed = movement && wormholesClosedToMovement(state);
  const joined = wormholesAllJoined(state) && !epsilonOnly;
  const cut = (at: PositionLabel) => movement && severed(state, at);
  const mine: readonly Ti4Wormhole[] = cut(position)
    ? []
    : wormholesAt(state, position).filter((w) =>
        epsilonOnly
          ? w === "epsilon"
          : w === "delta" || w === "gamma" || w === "epsilon" || (alphaBeta(w) && !closed),
      );
  if (mine.length > 0)
    for (const other of systemPositions(state)) {
      if (cut(other)) continue;
      const theirs = wormholesAt(state, other);
      const match =
        theirs.some((w) => mine.includes(w)) || (joined && mine.some(alphaBeta) && theirs.some(alphaBeta));
      if (other !== position && match) out.add(other);
    }
  out.delete(position);
  return [...out];
}
