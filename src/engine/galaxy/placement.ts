/**
 * The player-built galaxy (RR §3.9, Base p.8; SE p.7-8) as pure validators and one pure step. The game
 * setup keeps a PlacementState and asks whose turn it is, which placements are legal, and applies one.
 *
 * The rules, in the order they are checked:
 * - Snake order: clockwise from the first player, one system per turn, reversing after everyone has
 *   placed one (P1..Pn, Pn..P1, P1..).
 * - A system from your own hand, on an open position of the board (not a Home position).
 * - Ring by ring: ring 1 is completed before ring 2, ring 2 before ring 3 (and 3 before 4 in SE's larger
 *   and 7-8 player galaxies). Every open position of the current ring touches the completed ring inside
 *   it, so "adjacent to what is already placed" always holds.
 * - If the system you placed last had no planet, your next must have one if you hold one (if you hold
 *   none you show your hand to prove it: `revealsHand`).
 * - A Special System may not be placed next to another Special System unless there is no other choice:
 *   the placement is refused when another legal placement this turn (any tile of the hand, any open
 *   position) would avoid it. That reading of "no other choice" is ours, as is this one: face-down
 *   systems next to Mecatol Rex are unknown to the players, so they never count as Special here.
 * Home Systems join automatically, without using a turn, as soon as their ring is being built.
 */
import type { SystemId, SystemTile } from "../../content/systems.ts";
import { getSystem } from "../../content/systems.ts";
import type { RuleError } from "../ruleError.ts";
import { isRuleError, ruleError } from "../ruleError.ts";
import type { Galaxy } from "./adjacency.ts";
import type { PositionLabel } from "./hex.ts";
import { MECATOL_LABEL, neighbourLabels, parseLabel, ringOfLabel } from "./hex.ts";
import type { GalaxyLayout, GalaxySetup } from "./layouts.ts";
import { galaxyLayout } from "./layouts.ts";
import { isSpecialSystem } from "./tiles.ts";

/** A seat at the table (0-based, as in the game state). */
export type PlacerSeat = number;

export interface PlacementState {
  readonly setup: GalaxySetup;
  /** Face-up tiles on the board: Mecatol Rex, the systems placed and the Homes that have joined. */
  readonly galaxy: Galaxy;
  /** Systems lying face down next to Mecatol Rex (Base p.32; SE p.8); revealed when the galaxy is done. */
  readonly faceDown: Galaxy;
  /** Home tiles waiting for their ring to open, by position. */
  readonly pendingHomes: Galaxy;
  /** Seats clockwise from the first player (the Speaker). */
  readonly order: readonly PlacerSeat[];
  /** Each seat's private systems still to place. */
  readonly hands: Readonly<Record<PlacerSeat, readonly SystemId[]>>;
  /** The system each seat placed last. */
  readonly lastPlaced: Readonly<Record<PlacerSeat, SystemId>>;
  /** Systems placed so far; drives the snake order. */
  readonly turn: number;
}

export interface Placement {
  readonly tile: SystemId;
  readonly position: PositionLabel;
}

export interface PlacementStart {
  readonly setup: GalaxySetup;
  readonly order: readonly PlacerSeat[];
  /** Hands in `order` (the deal of dealing.ts). */
  readonly hands: readonly (readonly SystemId[])[];
  /** Where the first player put the face-down systems, if the layout has any. */
  readonly faceDown: Galaxy;
  /** Each Home position's tile. */
  readonly homes: Galaxy;
}

const RULE = "RR §3.9 (Base p.8)";

function layoutOf(state: { readonly setup: GalaxySetup }): GalaxyLayout {
  const layout = galaxyLayout(state.setup);
  if (isRuleError(layout)) throw new Error(`Placement on an impossible setup: ${layout.message}`);
  return layout;
}

function isOpen(state: PlacementState, label: PositionLabel): boolean {
  return state.galaxy[label] === undefined && state.faceDown[label] === undefined;
}

/** The ring being built: the innermost ring with an open system position; null when the galaxy is done. */
export function openRing(state: PlacementState): number | null {
  const open = layoutOf(state).systemPositions.filter((label) => isOpen(state, label));
  return open.length === 0 ? null : Math.min(...open.map(ringOfLabel));
}

/** Whose turn it is to place (snake order), or null when every system is placed. */
export function seatToPlace(state: PlacementState): PlacerSeat | null {
  if (openRing(state) === null) return null;
  const n = state.order.length;
  const lap = Math.floor(state.turn / n);
  const i = state.turn % n;
  return state.order[lap % 2 === 0 ? i : n - 1 - i] ?? null;
}

/** Moves the Homes whose ring is open (or all, once the galaxy is done) onto the board. */
function joinHomes(state: PlacementState): PlacementState {
  const ring = openRing(state) ?? Number.POSITIVE_INFINITY;
  const galaxy: Record<PositionLabel, SystemId> = { ...state.galaxy };
  const pendingHomes: Record<PositionLabel, SystemId> = {};
  for (const [label, id] of Object.entries(state.pendingHomes)) {
    if (ringOfLabel(label) <= ring) galaxy[label] = id;
    else pendingHomes[label] = id;
  }
  return { ...state, galaxy, pendingHomes };
}

function startError(message: string, params: Record<string, string | number>): RuleError {
  return ruleError("ERR_GALAXY_SETUP", "RR §3.9; SE p.8", message, params);
}

/** The state before the first placement: Mecatol Rex, the face-down systems and the Homes of open rings. */
export function startPlacement(start: PlacementStart): PlacementState | RuleError {
  const layout = galaxyLayout(start.setup);
  if (isRuleError(layout)) return layout;
  const faceDown = Object.keys(start.faceDown);
  if (
    faceDown.length !== layout.faceDown ||
    faceDown.some((l) => !layout.positions.includes(l) || ringOfLabel(l) !== 1)
  ) {
    return startError(`This galaxy needs ${layout.faceDown} face-down system(s), each next to Mecatol Rex.`, {
      faceDown: layout.faceDown,
    });
  }
  const homes = Object.keys(start.homes);
  if (homes.length !== layout.homes.length || homes.some((l) => !layout.homes.includes(l))) {
    return startError(`The Home Systems go at ${layout.homes.join(", ")}.`, { homes: layout.homes.length });
  }
  const hands: Record<PlacerSeat, readonly SystemId[]> = {};
  start.order.forEach((seat, i) => {
    hands[seat] = start.hands[i] ?? [];
  });
  const state: PlacementState = {
    setup: start.setup,
    galaxy: { [MECATOL_LABEL]: "mecatol-rex" },
    faceDown: start.faceDown,
    pendingHomes: start.homes,
    order: start.order,
    hands,
    lastPlaced: {},
    turn: 0,
  };
  return joinHomes(state);
}

function hasPlanets(id: SystemId): boolean {
  return getSystem(id).planets.length > 0;
}

function touchesSpecial(state: PlacementState, tile: SystemTile, position: PositionLabel): boolean {
  if (!isSpecialSystem(tile)) return false;
  return neighbourLabels(position).some((label) => {
    const id = state.galaxy[label];
    return id !== undefined && isSpecialSystem(getSystem(id));
  });
}

/** Placements that break no rule but the "if you can" ones (planet next, Special apart). */
function basicPlacements(state: PlacementState, seat: PlacerSeat): Placement[] {
  const ring = openRing(state);
  if (ring === null || seatToPlace(state) !== seat) return [];
  const layout = layoutOf(state);
  const open = layout.systemPositions.filter((label) => ringOfLabel(label) === ring && isOpen(state, label));
  const tiles = [...new Set(state.hands[seat] ?? [])];
  return tiles.flatMap((tile) => open.map((position) => ({ tile, position })));
}

/** Base p.8: after a system without planets, a planet system if the hand holds one. */
function planetRuleApplies(state: PlacementState, seat: PlacerSeat): boolean {
  const last = state.lastPlaced[seat];
  return last !== undefined && !hasPlanets(last) && (state.hands[seat] ?? []).some(hasPlanets);
}

function afterPlanetRule(state: PlacementState, seat: PlacerSeat, options: Placement[]): Placement[] {
  return planetRuleApplies(state, seat) ? options.filter((p) => hasPlanets(p.tile)) : options;
}

function afterSpecialRule(state: PlacementState, options: Placement[]): Placement[] {
  const apart = options.filter((p) => !touchesSpecial(state, getSystem(p.tile), p.position));
  return apart.length > 0 ? apart : options;
}

/** Every legal placement for a seat now (empty when it is not that seat's turn). */
export function legalPlacements(state: PlacementState, seat: PlacerSeat): Placement[] {
  return afterSpecialRule(state, afterPlanetRule(state, seat, basicPlacements(state, seat)));
}

/** The first basic rule a placement breaks, or null. */
function basicError(
  state: PlacementState,
  seat: PlacerSeat,
  tile: SystemId,
  position: string,
): RuleError | null {
  const ring = openRing(state);
  if (ring === null)
    return ruleError("ERR_GALAXY_COMPLETE", RULE, "The galaxy is complete: there is nothing left to place.");
  const turn = seatToPlace(state);
  if (turn !== seat) {
    return ruleError(
      "ERR_GALAXY_NOT_YOUR_TURN",
      RULE,
      // Seats by the letter the map prints (seat 0 is A): players never see seat numbers.
      `It is seat ${String.fromCharCode(65 + (turn ?? 0))}'s turn to place a system (snake order).`,
      {
        seat: turn ?? -1,
      },
    );
  }
  if (!(state.hands[seat] ?? []).includes(tile)) {
    return ruleError(
      "ERR_GALAXY_NOT_IN_HAND",
      RULE,
      `${getSystem(tile).name} is not among your systems to place.`,
      { tile },
    );
  }
  const label = parseLabel(position);
  const layout = layoutOf(state);
  if (label === null || !layout.positions.includes(label)) {
    return ruleError("ERR_GALAXY_NO_SUCH_POSITION", RULE, `There is no position ${position} on this board.`, {
      position,
    });
  }
  return positionError(state, layout, label, ring);
}

function positionError(
  state: PlacementState,
  layout: GalaxyLayout,
  label: PositionLabel,
  ring: number,
): RuleError | null {
  if (layout.homes.includes(label)) {
    return ruleError("ERR_GALAXY_HOME_POSITION", RULE, `Position ${label} is kept for a Home System.`, {
      position: label,
    });
  }
  if (!isOpen(state, label)) {
    return ruleError("ERR_GALAXY_POSITION_TAKEN", RULE, `Position ${label} already holds a system.`, {
      position: label,
    });
  }
  if (ringOfLabel(label) !== ring) {
    return ruleError(
      "ERR_GALAXY_RING_ORDER",
      RULE,
      `Ring ${ring} must be completed first: ${label} is in ring ${ringOfLabel(label)}.`,
      {
        position: label,
        ring,
      },
    );
  }
  return null;
}

/** Why a placement is illegal, or null when it is legal. */
export function checkPlacement(
  state: PlacementState,
  seat: PlacerSeat,
  tile: SystemId,
  position: string,
): RuleError | null {
  const basic = basicError(state, seat, tile, position);
  if (basic) return basic;
  const label = parseLabel(position) as PositionLabel;
  const same = (p: Placement) => p.tile === tile && p.position === label;
  const planetOk = afterPlanetRule(state, seat, basicPlacements(state, seat));
  if (!planetOk.some(same)) {
    return ruleError(
      "ERR_GALAXY_PLANET_NEXT",
      RULE,
      "Your last system had no planet, so this one must have a planet: you hold a planet system.",
      { tile, position: label },
    );
  }
  if (!afterSpecialRule(state, planetOk).some(same)) {
    return ruleError(
      "ERR_GALAXY_SPECIAL_ADJACENT",
      RULE,
      `A Special System may not be placed next to another Special System while you have another choice (position ${label}).`,
      { tile, position: label },
    );
  }
  return null;
}

/** Base p.8: placing a system without planets right after another one means showing your hand. */
export function revealsHand(state: PlacementState, seat: PlacerSeat, tile: SystemId): boolean {
  const last = state.lastPlaced[seat];
  return last !== undefined && !hasPlanets(last) && !hasPlanets(tile);
}

function withoutOne(hand: readonly SystemId[], tile: SystemId): SystemId[] {
  const i = hand.indexOf(tile);
  return [...hand.slice(0, i), ...hand.slice(i + 1)];
}

/** Checks and applies one placement; Homes whose ring opens join the board. */
export function placeSystem(
  state: PlacementState,
  seat: PlacerSeat,
  tile: SystemId,
  position: string,
): PlacementState | RuleError {
  const error = checkPlacement(state, seat, tile, position);
  if (error) return error;
  const label = parseLabel(position) as PositionLabel;
  return joinHomes({
    ...state,
    galaxy: { ...state.galaxy, [label]: tile },
    hands: { ...state.hands, [seat]: withoutOne(state.hands[seat] ?? [], tile) },
    lastPlaced: { ...state.lastPlaced, [seat]: tile },
    turn: state.turn + 1,
  });
}

/** The finished galaxy with the face-down systems turned face up (Base p.32; SE p.8); null if unfinished. */
export function revealedGalaxy(state: PlacementState): Galaxy | null {
  if (openRing(state) !== null) return null;
  return { ...state.galaxy, ...state.pendingHomes, ...state.faceDown };
}
