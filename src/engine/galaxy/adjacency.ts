/**
 * Which positions are adjacent, and what each Special System does to movement.
 *
 * RR §10.2 / §10.4 (Base p.19, p.29; FAQ p.8): two systems are adjacent when their hexes share an edge, or
 * when both hold the same wormhole letter (Alpha with Alpha, Beta with Beta). Wormhole adjacency counts for
 * movement only (Tactical and Transfer Actions), not for PDS range or other effects; a letter with one end
 * on the board connects nothing.
 *
 * The Wormhole Nexus (SE p.5, p.10, Option 8): a non-hexagonal tile placed OFF the board, "treated like
 * any other system" and "adjacent to every system that contains an Alpha or Beta Wormhole". We give it the
 * pseudo-position "nexus" (it is in no map string and has no label) and, as the content tile does, both
 * wormhole letters: it is then adjacent, through wormholes, to every Alpha and Beta system, and never by
 * an edge. Without the option it does not exist.
 */
import type { AnomalyKind, SystemId, WormholeType } from "../../content/systems.ts";
import { getSystem } from "../../content/systems.ts";
import type { TechId } from "../../content/technologies.ts";
import type { PositionLabel } from "./hex.ts";
import { neighbourLabels } from "./hex.ts";

/** The board: which system tile sits at each position label (positions not yet filled are absent). */
export type Galaxy = Readonly<Record<PositionLabel, SystemId>>;

/** The Wormhole Nexus's place: off the board, so not a hex label. */
export const NEXUS_POSITION = "nexus";

/** A position label, or the off-board Wormhole Nexus. */
export type BoardPosition = PositionLabel | typeof NEXUS_POSITION;

export interface AdjacencyOptions {
  /** SE Option 8: the Wormhole Nexus is in play. */
  readonly wormholeNexus: boolean;
  /** Wormholes that tokens add to a position (Distant Suns "Wormhole Discovery", RR §24.3). */
  readonly extraWormholes?: Readonly<Record<PositionLabel, readonly WormholeType[]>>;
}

export type AdjacencyVia = "edge" | WormholeType;

export interface Adjacency {
  readonly position: BoardPosition;
  readonly via: AdjacencyVia;
}

/** What a wormhole-or-edge question is for: only movement may use wormholes (RR §10.4). */
export type AdjacencyPurpose = "movement" | "other";

/** The system at a position, the Nexus included when its option is on; null if nothing is there. */
export function systemAt(
  galaxy: Galaxy,
  position: BoardPosition,
  options: AdjacencyOptions,
): SystemId | null {
  if (position === NEXUS_POSITION) return options.wormholeNexus ? "wormhole-nexus" : null;
  return galaxy[position] ?? null;
}

/** Every occupied position of the game: the board's, then the Nexus if in play. */
export function galaxyPositions(galaxy: Galaxy, options: AdjacencyOptions): BoardPosition[] {
  const labels: BoardPosition[] = Object.keys(galaxy).sort();
  return options.wormholeNexus ? [...labels, NEXUS_POSITION] : labels;
}

/** The wormhole letters at a position: the tile's own and any token's. */
export function wormholesAt(
  galaxy: Galaxy,
  position: BoardPosition,
  options: AdjacencyOptions,
): WormholeType[] {
  const id = systemAt(galaxy, position, options);
  if (id === null) return [];
  const extra = position === NEXUS_POSITION ? [] : (options.extraWormholes?.[position] ?? []);
  return [...new Set([...getSystem(id).wormholes, ...extra])];
}

function edgeAdjacencies(galaxy: Galaxy, position: BoardPosition): Adjacency[] {
  if (position === NEXUS_POSITION || galaxy[position] === undefined) return [];
  return neighbourLabels(position)
    .filter((label) => galaxy[label] !== undefined)
    .map((label) => ({ position: label, via: "edge" as const }));
}

function wormholeAdjacencies(
  galaxy: Galaxy,
  position: BoardPosition,
  options: AdjacencyOptions,
): Adjacency[] {
  const own = wormholesAt(galaxy, position, options);
  const out: Adjacency[] = [];
  for (const other of galaxyPositions(galaxy, options)) {
    if (other === position) continue;
    const shared = wormholesAt(galaxy, other, options).find((letter) => own.includes(letter));
    if (shared !== undefined) out.push({ position: other, via: shared });
  }
  return out;
}

/**
 * Everything adjacent to a position, each with how: a shared edge first, then a wormhole letter. A
 * position that is both edge- and wormhole-adjacent is listed once, as "edge".
 */
export function adjacencies(galaxy: Galaxy, position: BoardPosition, options: AdjacencyOptions): Adjacency[] {
  const edges = edgeAdjacencies(galaxy, position);
  const byEdge = new Set(edges.map((a) => a.position));
  const holes = wormholeAdjacencies(galaxy, position, options).filter((a) => !byEdge.has(a.position));
  return [...edges, ...holes];
}

/** The adjacent positions; wormholes count only when the purpose is movement (RR §10.4). */
export function adjacentPositions(
  galaxy: Galaxy,
  position: BoardPosition,
  options: AdjacencyOptions,
  purpose: AdjacencyPurpose = "movement",
): BoardPosition[] {
  return adjacencies(galaxy, position, options)
    .filter((a) => purpose === "movement" || a.via === "edge")
    .map((a) => a.position);
}

export function areAdjacent(
  galaxy: Galaxy,
  a: BoardPosition,
  b: BoardPosition,
  options: AdjacencyOptions,
  purpose: AdjacencyPurpose = "movement",
): boolean {
  return adjacentPositions(galaxy, a, options, purpose).includes(b);
}

/** What a Special System does to ships and combat, for the movement and combat rules to read. */
export interface AnomalyRules {
  readonly anomaly: AnomalyKind;
  /** A player may place a Command Counter in it with a Tactical or Transfer Action. */
  readonly canActivate: boolean;
  /** Ships may end their movement in it (arriving in the activated system). */
  readonly canEndMovement: boolean;
  /** Ships may pass through it without stopping. */
  readonly canMoveThrough: boolean;
  /** A technology that lets its owner's ships pass through (never stop) anyway. */
  readonly moveThroughWith: TechId | null;
  /** Ships leaving it have this movement value, whatever their own. */
  readonly movementLeaving: number | null;
  /** Added to the defender's combat rolls in a Space Battle here. */
  readonly defenderCombatBonus: number;
  /** PDS may fire at ships in it. */
  readonly pdsMayTarget: boolean;
  /** Fighters roll combat dice here (they may still be taken as casualties). */
  readonly fightersRoll: boolean;
  /** False for kinds with no tile in base + SE. */
  readonly inBaseOrSe: boolean;
  readonly rule: string;
  /** Why ships cannot pass through (code, rule, words with {p} for the position), if not the RR §11 text. */
  readonly noPassage?: readonly [string, string, string];
}

const ORDINARY = {
  movementLeaving: null,
  defenderCombatBonus: 0,
  pdsMayTarget: true,
  fightersRoll: true,
  moveThroughWith: null,
  inBaseOrSe: true,
} as const;

/** RR §11. Race abilities (Muaat may pass through Supernovas, SE race sheet) are the race's rule, not here. */
export const ANOMALY_RULES: Readonly<Record<AnomalyKind, AnomalyRules>> = {
  asteroidField: {
    ...ORDINARY,
    anomaly: "asteroidField",
    canActivate: false,
    canEndMovement: false,
    canMoveThrough: false,
    moveThroughWith: "antimass-deflectors",
    rule: "RR §11 (Base p.18-19); Antimass Deflectors",
  },
  nebula: {
    ...ORDINARY,
    anomaly: "nebula",
    canActivate: true,
    canEndMovement: true,
    canMoveThrough: false,
    movementLeaving: 1,
    defenderCombatBonus: 1,
    rule: "RR §11 (Base p.18-19)",
  },
  supernova: {
    ...ORDINARY,
    anomaly: "supernova",
    canActivate: false,
    canEndMovement: false,
    canMoveThrough: false,
    rule: "RR §11 (Base p.18-19)",
  },
  ionStorm: {
    ...ORDINARY,
    anomaly: "ionStorm",
    canActivate: true,
    canEndMovement: true,
    canMoveThrough: false,
    // SE tech text: with Maneuvering Jets "your ships do not have to stop when entering an Ion Storm".
    moveThroughWith: "maneuvering-jets",
    pdsMayTarget: false,
    fightersRoll: false,
    rule: "SE p.6 (Ion Storms); Maneuvering Jets",
  },
  gravityRift: {
    // Shards of the Throne only (RR §11): no base + SE tile shows one, so nothing here is played.
    ...ORDINARY,
    anomaly: "gravityRift",
    canActivate: true,
    canEndMovement: true,
    canMoveThrough: true,
    inBaseOrSe: false,
    rule: "RR §11: Shards of the Throne, out of scope",
  },
};

/** The Special System rules of the system at a position, or null for an ordinary system. */
export function anomalyRulesAt(
  galaxy: Galaxy,
  position: BoardPosition,
  options: AdjacencyOptions,
): AnomalyRules | null {
  const id = systemAt(galaxy, position, options);
  const anomaly = id === null ? null : getSystem(id).anomaly;
  return anomaly === null ? null : ANOMALY_RULES[anomaly];
}
