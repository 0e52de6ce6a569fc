/**
 * Building the TI4 galaxy in turn (LRR setup step 6), as pure checks and one pure step, so the game setup
 * can keep a state and ask each placement as a decision.
 *
 * The rules, in the order they are checked:
 * - Snake order starting with the speaker (digest §2: P1..Pn, then Pn..P1, ...), one tile per turn.
 * - A tile from your own hand, on an open system position (not Mecatol Rex, a Home or a hyperlane).
 * - Ring by ring: every position of ring 1 before ring 2, ring 2 before ring 3.
 * - Where avoidable, no anomaly next to another anomaly, and no wormhole next to a system with the same
 *   wormhole. "Adjacent" counts hyperlane links (LRR 44.1). Our reading of "where avoidable": a placement
 *   that breaks one is refused while another placement open to you this turn (any tile of your hand, any
 *   open position) breaks less; the anomaly rule weighs more than the wormhole rule.
 * Mecatol Rex, the hyperlanes, the Homes and a layout's extra red tiles (the 5-player base layout's tile next
 * to Mecatol Rex, LRR setup step 6) are on the board before the first placement.
 */
import type { Ti4SystemId } from "../../../content/ti4/systems.ts";
import { ti4System } from "../../../content/ti4/systems.ts";
import type { RuleError } from "../../ruleError.ts";
import { isRuleError, ruleError } from "../../ruleError.ts";
import type { PositionLabel } from "../hex.ts";
import { MECATOL_LABEL, parseLabel, ringOfLabel } from "../hex.ts";
import { boardNeighbours, isAnomaly, systemTileAt } from "./board.ts";
import type { Ti4Galaxy, Ti4GalaxySetup, Ti4Layout, Ti4PlacedTile } from "./layouts.ts";
import { ti4CentreTile, ti4GalaxyLayout } from "./layouts.ts";

/** A seat at the table (0-based). */
export type Ti4Seat = number;

export interface Ti4PlacementState {
  readonly setup: Ti4GalaxySetup;
  /** Mecatol Rex, the hyperlanes, the Home tiles given and every system placed so far. */
  readonly galaxy: Ti4Galaxy;
  /** Seats clockwise from the speaker. */
  readonly order: readonly Ti4Seat[];
  /** Each seat's tiles still to place. */
  readonly hands: Readonly<Record<Ti4Seat, readonly Ti4SystemId[]>>;
  /** Tiles placed so far; drives the snake order. */
  readonly turn: number;
}

export interface Ti4Placement {
  readonly tile: Ti4SystemId;
  readonly position: PositionLabel;
}

export interface Ti4PlacementStart {
  readonly setup: Ti4GalaxySetup;
  readonly order: readonly Ti4Seat[];
  /** Hands in `order` (dealTi4Systems). */
  readonly hands: readonly (readonly Ti4SystemId[])[];
  /** Home tiles by position, if known (a Home position may stay empty until factions are chosen). */
  readonly homes?: Readonly<Record<PositionLabel, Ti4SystemId>>;
  /** The layout's extra red tiles by position (dealTi4Systems); required when the layout has any. */
  readonly extraRed?: Readonly<Record<PositionLabel, Ti4SystemId>>;
}

const RULE = "LRR setup step 6";

type Board = { layout: Ti4Layout; neighbours: ReadonlyMap<string, readonly string[]> };
const LAYOUTS = new Map<string, Board>();

/** The layout and its adjacency, kept per setup (the default layout depends on the boxes). */
function boardOf(setup: Ti4GalaxySetup): Board {
  const key = `${setup.players}/${setup.layout ?? "default"}/${setup.boxes.join(",")}`;
  const known = LAYOUTS.get(key);
  if (known) return known;
  const layout = ti4GalaxyLayout(setup);
  if (isRuleError(layout)) throw new Error(`Placement on an impossible setup: ${layout.message}`);
  const board = { layout, neighbours: boardNeighbours(layout.positions, layout.hyperlanes) };
  LAYOUTS.set(key, board);
  return board;
}

/** Why the extra red tiles given do not fit the layout, or null. */
function extraRedError(layout: Ti4Layout, start: Ti4PlacementStart): RuleError | null {
  const given = start.extraRed ?? {};
  const inHand = new Set(start.hands.flat());
  const wrong = Object.keys(given).find((label) => !layout.extraRed.includes(label));
  const bad = layout.extraRed.find((label) => {
    const tile = given[label];
    return tile === undefined || ti4System(tile).back !== "red" || inHand.has(tile);
  });
  const at = wrong ?? bad;
  if (at === undefined) return null;
  const where = layout.extraRed.length > 0 ? layout.extraRed.join(", ") : "no position";
  return ruleError(
    "ERR_TI4_EXTRA_RED",
    RULE,
    `${layout.name} lays one red tile from the box on ${where} before the build; position ${at} does not fit.`,
    { position: at },
  );
}

/** The state before the first placement: Mecatol Rex, the layout's hyperlanes and the Homes given. */
export function startTi4Placement(start: Ti4PlacementStart): Ti4PlacementState | RuleError {
  const layout = ti4GalaxyLayout(start.setup);
  if (isRuleError(layout)) return layout;
  const homes = start.homes ?? {};
  const misplaced = Object.keys(homes).find((label) => !layout.homes.includes(label));
  if (misplaced !== undefined) {
    return ruleError("ERR_TI4_HOME_POSITION", RULE, `Position ${misplaced} is not a Home position.`, {
      position: misplaced,
    });
  }
  if (start.order.length !== start.setup.players || start.hands.length !== start.setup.players) {
    return ruleError(
      "ERR_TI4_SEATS",
      RULE,
      `The galaxy needs ${start.setup.players} seats, each with a hand.`,
    );
  }
  const extraError = extraRedError(layout, start);
  if (extraError) return extraError;
  const galaxy: Record<PositionLabel, Ti4PlacedTile> = {
    [MECATOL_LABEL]: { tile: ti4CentreTile(layout.setup.boxes) },
    ...layout.hyperlanes,
  };
  for (const [label, tile] of Object.entries(start.extraRed ?? {})) galaxy[label] = { tile };
  for (const [label, tile] of Object.entries(homes)) galaxy[label] = { tile };
  const hands: Record<Ti4Seat, readonly Ti4SystemId[]> = {};
  start.order.forEach((seat, i) => {
    hands[seat] = start.hands[i] ?? [];
  });
  return { setup: start.setup, galaxy, order: start.order, hands, turn: 0 };
}

function isOpen(state: Ti4PlacementState, label: PositionLabel): boolean {
  return state.galaxy[label] === undefined;
}

/** The ring being built: the innermost ring with an open system position; null once the galaxy is done. */
export function ti4OpenRing(state: Ti4PlacementState): number | null {
  const open = boardOf(state.setup).layout.systemPositions.filter((label) => isOpen(state, label));
  return open.length === 0 ? null : Math.min(...open.map(ringOfLabel));
}

/** Whose turn it is (snake order from the speaker), or null when every tile is placed. */
export function ti4SeatToPlace(state: Ti4PlacementState): Ti4Seat | null {
  if (ti4OpenRing(state) === null) return null;
  const n = state.order.length;
  const lap = Math.floor(state.turn / n);
  const i = state.turn % n;
  return state.order[lap % 2 === 0 ? i : n - 1 - i] ?? null;
}

/** How badly a placement breaks the "where avoidable" rules: [anomalies touching, wormholes touching]. */
function breaks(state: Ti4PlacementState, tile: Ti4SystemId, position: PositionLabel): [number, number] {
  const placed = ti4System(tile);
  let anomalies = 0;
  let wormholes = 0;
  for (const next of boardOf(state.setup).neighbours.get(position) ?? []) {
    const other = systemTileAt(state.galaxy, next);
    if (other === null) continue;
    if (isAnomaly(placed) && isAnomaly(other)) anomalies++;
    if (placed.wormholes.some((w) => other.wormholes.includes(w))) wormholes++;
  }
  return [anomalies, wormholes];
}

/** Placements that break no rule but the "where avoidable" ones. */
function basicPlacements(state: Ti4PlacementState, seat: Ti4Seat): Ti4Placement[] {
  const ring = ti4OpenRing(state);
  if (ring === null || ti4SeatToPlace(state) !== seat) return [];
  const open = boardOf(state.setup).layout.systemPositions.filter(
    (label) => ringOfLabel(label) === ring && isOpen(state, label),
  );
  const tiles = [...new Set(state.hands[seat] ?? [])];
  return tiles.flatMap((tile) => open.map((position) => ({ tile, position })));
}

function score([anomalies, wormholes]: [number, number]): number {
  return anomalies * 100 + wormholes;
}

/** Every legal placement for a seat now (empty when it is not that seat's turn). */
export function ti4LegalPlacements(state: Ti4PlacementState, seat: Ti4Seat): Ti4Placement[] {
  const options = basicPlacements(state, seat).map((p) => ({
    p,
    s: score(breaks(state, p.tile, p.position)),
  }));
  const best = Math.min(...options.map((o) => o.s));
  return options.filter((o) => o.s === best).map((o) => o.p);
}

/** The positions where a seat may put one tile of its hand now (the question the set-up asks). */
export function ti4LegalPositions(
  state: Ti4PlacementState,
  seat: Ti4Seat,
  tile: Ti4SystemId,
): PositionLabel[] {
  return ti4LegalPlacements(state, seat)
    .filter((p) => p.tile === tile)
    .map((p) => p.position);
}

function basicError(state: Ti4PlacementState, seat: Ti4Seat, tile: Ti4SystemId, position: string) {
  const ring = ti4OpenRing(state);
  if (ring === null) return ruleError("ERR_TI4_GALAXY_COMPLETE", RULE, "The galaxy is complete.");
  const turn = ti4SeatToPlace(state);
  if (turn !== seat) {
    return ruleError(
      "ERR_TI4_NOT_YOUR_TURN",
      RULE,
      // Seats by the letter the map prints (seat 0 is A), as in the TI3 placement.
      `It is seat ${String.fromCharCode(65 + (turn ?? 0))}'s turn to place a tile (snake order from the speaker).`,
      { seat: turn ?? -1 },
    );
  }
  if (!(state.hands[seat] ?? []).includes(tile)) {
    return ruleError("ERR_TI4_NOT_IN_HAND", RULE, `Tile ${tile} is not among your tiles to place.`, { tile });
  }
  const label = parseLabel(position);
  const { layout } = boardOf(state.setup);
  if (label === null || !layout.positions.includes(label)) {
    return ruleError("ERR_TI4_NO_SUCH_POSITION", RULE, `There is no position ${position} on this board.`, {
      position,
    });
  }
  if (!layout.systemPositions.includes(label)) {
    const what =
      label === MECATOL_LABEL
        ? "Mecatol Rex"
        : layout.homes.includes(label)
          ? "a Home"
          : layout.extraRed.includes(label)
            ? "the red tile laid before the build"
            : "a hyperlane";
    return ruleError("ERR_TI4_FIXED_POSITION", RULE, `Position ${label} is kept for ${what}.`, {
      position: label,
    });
  }
  if (!isOpen(state, label)) {
    return ruleError("ERR_TI4_POSITION_TAKEN", RULE, `Position ${label} already holds a tile.`, {
      position: label,
    });
  }
  if (ringOfLabel(label) !== ring) {
    return ruleError(
      "ERR_TI4_RING_ORDER",
      RULE,
      `Ring ${ring} must be finished first: ${label} is in ring ${ringOfLabel(label)}.`,
      { position: label, ring },
    );
  }
  return null;
}

/** Why a placement is illegal, or null when it is legal. */
export function checkTi4Placement(
  state: Ti4PlacementState,
  seat: Ti4Seat,
  tile: Ti4SystemId,
  position: string,
): RuleError | null {
  const basic = basicError(state, seat, tile, position);
  if (basic) return basic;
  const label = parseLabel(position) as PositionLabel;
  if (ti4LegalPlacements(state, seat).some((p) => p.tile === tile && p.position === label)) return null;
  const [anomalies] = breaks(state, tile, label);
  return anomalies > 0
    ? ruleError(
        "ERR_TI4_ANOMALY_ADJACENT",
        RULE,
        `An anomaly may not go next to another anomaly while you have another choice (position ${label}).`,
        { tile, position: label },
      )
    : ruleError(
        "ERR_TI4_WORMHOLE_ADJACENT",
        RULE,
        `A wormhole may not go next to the same wormhole while you have another choice (position ${label}).`,
        { tile, position: label },
      );
}

function withoutOne(hand: readonly Ti4SystemId[], tile: Ti4SystemId): Ti4SystemId[] {
  const i = hand.indexOf(tile);
  return [...hand.slice(0, i), ...hand.slice(i + 1)];
}

/** Checks and applies one placement. */
export function placeTi4System(
  state: Ti4PlacementState,
  seat: Ti4Seat,
  tile: Ti4SystemId,
  position: string,
): Ti4PlacementState | RuleError {
  const error = checkTi4Placement(state, seat, tile, position);
  if (error) return error;
  const label = parseLabel(position) as PositionLabel;
  return {
    ...state,
    galaxy: { ...state.galaxy, [label]: { tile } },
    hands: { ...state.hands, [seat]: withoutOne(state.hands[seat] ?? [], tile) },
    turn: state.turn + 1,
  };
}
