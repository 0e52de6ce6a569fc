/**
 * What the renderer reads: the public view of a game (never the full state), plus the seats the game is
 * waiting for. The renderer draws counts of hidden things, never their content, and draws face-down
 * tokens without reading what they are.
 */
import {
  ARTIFACT_TOKEN_OF,
  artifactObjective,
  CUSTODIAN_TOKENS,
  getObjective,
  getSystem,
  type PlanetId,
} from "../content/index.ts";
import { parseLabel } from "../engine/galaxy/hex.ts";
import type { LastMove } from "../engine/lastMove.ts";
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
 * The tokens lying in a system: those the view carries; the Artifact tokens on its planets (SE option 5),
 * face down until turned up (the view never says what a face-down one is); and the Custodians (SE Option
 * 13) on Mecatol Rex while they stand, as one face-up token showing what is left of them.
 */
export function tokensIn(
  view: Pick<MapView, "artifacts" | "custodians">,
  system: MapSystem,
): readonly BoardToken[] {
  const planets = new Set(getSystem(system.tile).planets.map((p) => p.id));
  const artifacts = (view.artifacts ?? [])
    .filter((a) => planets.has(a.planet))
    .map(
      (a): BoardToken =>
        a.artifact === null
          ? { kind: "artifact", faceUp: false, planet: a.planet }
          : { kind: "artifact", faceUp: true, id: ARTIFACT_TOKEN_OF[a.artifact], planet: a.planet },
    );
  const mecatol: PlanetId = "mecatol-rex";
  const custodians = planets.has(mecatol) ? (view.custodians ?? []) : [];
  const guards: BoardToken[] =
    custodians.length === 0
      ? []
      : [
          {
            kind: "custodian",
            faceUp: true,
            id: custodians[0],
            planet: mecatol,
            label: CUSTODIAN_TOKENS.filter((t) => custodians.includes(t.id))
              .map((t) => `${t.value} ${t.effect === "fighterAmbush" ? "Fighters" : "GF"}`)
              .join(", "),
          },
        ];
  const extra = [...artifacts, ...guards];
  return extra.length === 0 ? (system.tokens ?? []) : [...(system.tokens ?? []), ...extra];
}

/** A GameView whose systems may carry tokens. Any GameView is a MapView. */
export type MapView = Omit<GameView, "board"> & { board: Record<PositionLabel, MapSystem> };

/** A Special Objective in play and who holds it (null: nobody now). */
export interface HeldObjective {
  name: string;
  vp: number;
  holder: Seat | null;
}

/** The Special Objectives in play (SE options 14 and 5): the Voice of the Council, then the artifacts turned up. */
export function specialObjectivesHeld(
  view: Pick<GameView, "artifacts" | "voiceOfTheCouncil">,
): HeldObjective[] {
  const voice = getObjective("voice-of-the-council");
  const held: HeldObjective[] =
    view.voiceOfTheCouncil === undefined
      ? []
      : [{ name: voice.name, vp: voice.vp, holder: view.voiceOfTheCouncil }];
  for (const a of view.artifacts ?? []) {
    if (a.artifact === null) continue;
    const objective = artifactObjective(a.artifact);
    held.push({ name: objective.name, vp: objective.vp, holder: a.holder });
  }
  return held;
}

export interface RenderOptions {
  /** The seats the game is waiting for (from `waitingFor(state)`), drawn as "to move". */
  waiting: readonly Seat[];
  /** The last move (engine/lastMove.ts), marked on the map in the mover's colour; absent: no marks. */
  move?: LastMove | null;
  /** Systems to outline plainly: those changed since a player last looked (app/catchUp.ts). */
  changed?: readonly PositionLabel[];
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
