/**
 * SE Option 5, Artifacts (SE p.9-10): 8 tokens, 4 of them artifacts, lie face down on planets the players
 * chose at set-up (artifactPlacement.ts). Whoever gains control of such a planet turns its token up: a blank
 * is discarded; an artifact stays face up for good, and its Special Objective with 1 VP goes to whoever
 * controls its planet, moving with every change of control (taken from its holder, or lost when the planet
 * turns neutral). Artifacts are never moved or destroyed. While he holds artifacts a player's VP never drop
 * below their number (RR §22 [sourced: UTIL]).
 *
 * Control can change in many ways (landings, invasions, Trade Stations, cards, directives, elimination), so
 * the tokens are squared with control by a standing check of the driver loop (flow.ts), right after the
 * events that changed it, whatever rule emitted them; a VP gained this way wins the game at once when it
 * reaches the target (RR §22: reaching the target wins at once).
 */
import type { EvolveTable } from "../evolve.ts";
import { answers } from "../hooks/index.ts";
import type { RuleModule } from "../module.ts";
import { controllerOf } from "../rules/tactical/control.ts";
import { checkVictory } from "../rules/victory.ts";
import type { GameState, PlayerState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
import {
  ARTIFACT_PLACEMENT_RULES,
  artifactPlanetsFor,
  openArtifactPlacement,
  placeArtifact,
} from "./artifactPlacement.ts";

/** An option withholds every VP this player would gain now (the Homeworlds variant, RR §24.6). */
export function vpWithheld(state: GameState, seat: Seat): boolean {
  return answers(state, "victoryPointsWithheld").some((withheld) => withheld(state, seat) !== undefined);
}

/** How many artifacts a player holds: his VP never drop below this number. */
export function artifactsHeld(state: GameState, seat: Seat): number {
  return (state.artifacts ?? []).filter((a) => a.holder === seat).length;
}

/**
 * The standing check: a face-down token on a planet someone controls is turned up, and an artifact whose
 * holder is not its planet's controller changes hands. One change per call; the driver calls again.
 */
export function artifactsFollowTheirPlanets(tx: Tx): boolean {
  const { artifacts, decks, phase } = tx.state;
  if (!artifacts || !decks.artifacts || phase === "finished") return false;
  for (const token of artifacts) {
    const controller = controllerOf(tx.state, token.planet);
    if (token.artifact === null) {
      if (controller === null) continue;
      const face = decks.artifacts[token.planet];
      const artifact = face === undefined || face === "blank" ? null : face;
      tx.emit({ type: "artifactRevealed", seat: controller, planet: token.planet, artifact });
      return true;
    }
    // The Homeworlds variant: a player who may gain no VP now cannot take the card; the holder who lost
    // the planet loses it all the same, and it waits for a controller who may.
    const claimant = controller !== null && !vpWithheld(tx.state, controller) ? controller : null;
    if (token.holder === claimant) continue;
    tx.emit({ type: "artifactHeld", artifact: token.artifact, seat: claimant, from: token.holder });
    if (claimant !== null) checkVictory(tx, claimant);
    return true;
  }
  return false;
}

function seatOf(state: GameState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`no player at seat ${seat}`);
  return p;
}

const ARTIFACT_EVOLVE: EvolveTable<
  "artifactPlanetChosen" | "artifactsDealt" | "artifactRevealed" | "artifactHeld"
> = {
  artifactPlanetChosen: (s, e) => {
    s.artifacts = [...(s.artifacts ?? []), { planet: e.planet, artifact: null, holder: null }];
  },
  artifactsDealt: (s, e) => {
    s.decks.artifacts = { ...e.tokens };
    s.artifacts ??= [];
  },
  artifactRevealed: (s, e) => {
    if (s.decks.artifacts) delete s.decks.artifacts[e.planet];
    const tokens = s.artifacts ?? [];
    const token = tokens.find((a) => a.planet === e.planet);
    if (!token) throw new Error(`no Artifact token on ${e.planet}`);
    // SE p.9: a blank is discarded once revealed.
    if (e.artifact === null) s.artifacts = tokens.filter((a) => a !== token);
    else token.artifact = e.artifact;
  },
  artifactHeld: (s, e) => {
    const token = (s.artifacts ?? []).find((a) => a.artifact === e.artifact);
    if (!token) throw new Error(`the artifact ${e.artifact} is not on the board`);
    token.holder = e.seat;
    if (e.from !== null) seatOf(s, e.from).vp = Math.max(0, seatOf(s, e.from).vp - 1);
    if (e.seat !== null) seatOf(s, e.seat).vp += 1;
  },
};

export const ARTIFACTS_OPTION = {
  id: "option:artifacts",
  option: "artifacts",
  commands: { placeArtifact },
  events: ARTIFACT_EVOLVE,
  frames: { artifactPlacement: ARTIFACT_PLACEMENT_RULES },
  standing: [artifactsFollowTheirPlanets],
  hooks: {
    mapSetUp: openArtifactPlacement,
    victoryPointFloor: artifactsHeld,
  },
  bot: {
    placeArtifact: (state, d) =>
      artifactPlanetsFor(state, d.seat).map((planet) => ({ type: "placeArtifact", seat: d.seat, planet })),
  },
} satisfies RuleModule;
