/**
 * What the renderer reads: the public view of a game (never the full state), plus the seats the game is
 * waiting for. The renderer draws counts of hidden things, never their content, and draws face-down
 * tokens without reading what they are.
 */
import { CUSTODIAN_TOKENS, type PlanetId } from "../content/index.ts";
import { parseLabel } from "../engine/galaxy/hex.ts";
import type { PositionLabel, Seat, SystemState } from "../engine/state.ts";
import type { GameView, PlayerView } from "../engine/view.ts";

/**
 * A cardboard token on the board (Domain Counters, Artifacts, Custodians). The state has no field for them
 * yet; when `board[pos].tokens` arrives the renderer already draws it. A face-down token is drawn by its
 * kind alone: its `id`, if present at all, is never read.
 */
export interface BoardToken {
  kind: "domainCounter" | "artifact" | "custodian" | (string & {});
  faceUp: boolean;
  /** What a face-up token shows. */
  id?: string;
  /** The planet it lies on; absent for a token in the space area. */
  planet?: PlanetId;
  /** What a face-up token shows instead of its printed name (the Custodians' strength). */
  label?: string;
}

export type MapSystem = SystemState & { tokens?: readonly BoardToken[] };

/**
 * The tokens drawn in a system: its own, and the Custodians (SE Option 13) on Mecatol Rex while they stand,
 * as one face-up token showing what is left of them (the state keeps their tokens in `custodians`).
 */
export function tokensIn(view: MapView, system: MapSystem): readonly BoardToken[] {
  const planet: PlanetId = "mecatol-rex";
  const custodians = planet in system.planets ? (view.custodians ?? []) : [];
  if (custodians.length === 0) return system.tokens ?? [];
  const label = CUSTODIAN_TOKENS.filter((t) => custodians.includes(t.id))
    .map((t) => `${t.value} ${t.effect === "fighterAmbush" ? "Fighters" : "GF"}`)
    .join(", ");
  const id = custodians[0];
  return [...(system.tokens ?? []), { kind: "custodian", faceUp: true, id, planet, label }];
}

/** A GameView whose systems may carry tokens. Any GameView is a MapView. */
export type MapView = Omit<GameView, "board"> & { board: Record<PositionLabel, MapSystem> };

export interface RenderOptions {
  /** The seats the game is waiting for (from `waitingFor(state)`), drawn as "to move". */
  waiting: readonly Seat[];
}

/** Seat 0 is A, seat 1 is B, ...: the letter every piece of that player carries. */
export function seatLetter(seat: Seat): string {
  return String.fromCharCode(65 + seat);
}

/** How many of a hidden thing a player holds: a number in the public view, a list in the owner's view. */
export function hiddenCount(
  player: PlayerView,
  key: "actionCards" | "secretObjectives" | "politicalCards",
): number {
  const value = player.secret[key];
  return typeof value === "number" ? value : value.length;
}

/** Which seat holds each planet card (a planet is controlled when it is in a player's `planets`). */
export function planetOwners(view: MapView): Map<string, Seat> {
  const owners = new Map<string, Seat>();
  for (const player of view.players) {
    for (const planet of Object.keys(player.planets)) owners.set(planet, player.seat);
  }
  return owners;
}

/**
 * Labels of the placed systems on hexes, ring by ring, clockwise. A position that is not a hex label (the
 * off-board Wormhole Nexus, should the state ever hold it) is left out.
 */
export function placedLabels(view: MapView): PositionLabel[] {
  return Object.keys(view.galaxy)
    .filter((label) => parseLabel(label) === label)
    .sort((a, b) => Number(a) - Number(b));
}
