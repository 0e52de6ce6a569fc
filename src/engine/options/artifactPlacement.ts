/**
 * Setting up the Artifacts (SE p.9, "Setting up Artifacts"): right after the map is set up, each player in
 * turn, the Speaker first, chooses one planet. Mecatol Rex, the Home Systems and the systems next to one, and
 * a system that already holds a chosen planet are barred. Then the 8 tokens (4 artifacts, 4 blanks) are
 * shuffled and one is laid face down on each chosen planet; the rest go back to the box.
 *
 * Decisions: "adjacent" is by a shared edge, as for every effect but movement (RR §10.4); a Home System
 * itself is barred with its neighbours. A player left with no planet to choose (a crowded galaxy) chooses
 * none [decision: the rulebook does not say]. With Preset Artifacts (the Preset Maps sheet; options/
 * presetArtifacts.ts) the artifacts are laid face up before this step is asked, which then opens no frame.
 */
import type { PlanetId } from "../../content/index.ts";
import { ARTIFACTS } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { FrameRules } from "../flow.ts";
import { NEXUS_POSITION } from "../galaxy/adjacency.ts";
import { labelDistance, neighbourLabels } from "../galaxy/hex.ts";
import { shuffle } from "../rng.ts";
import { type RuleError, ruleError } from "../ruleError.ts";
import { planetValues } from "../rules/planetValues.ts";
import { clockwiseFrom, player } from "../rules/players.ts";
import { planetsAt, positionOfPlanet } from "../rules/units.ts";
import { continueSetup } from "../setup/continueSetup.ts";
import type { ArtifactFace, GameState, PositionLabel, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
import type { ArtifactPlacementFrame } from "./specialObjectiveFrames.ts";

const RULE = "SE p.9 Artifacts";
const MECATOL_REX = "mecatol-rex";
/** SE p.9: four dummy tokens besides the four artifacts. */
const BLANKS = 4;

/** The systems barred to artifacts: each Home System and the systems sharing an edge with it. */
function nearHomes(state: GameState): Set<PositionLabel> {
  const homes = state.players.flatMap((p) => (p.home ? [p.home] : []));
  return new Set(homes.flatMap((home) => [home, ...neighbourLabels(home)]));
}

function chosenSystems(state: GameState): Set<PositionLabel | null> {
  return new Set((state.artifacts ?? []).map((a) => positionOfPlanet(state, a.planet)));
}

/** The planets a player may still choose for an artifact, in board order. */
export function artifactPlanets(state: GameState): PlanetId[] {
  const barred = nearHomes(state);
  const taken = chosenSystems(state);
  return Object.keys(state.board)
    .sort()
    .filter((position) => !barred.has(position) && !taken.has(position))
    .flatMap((position) => planetsAt(state, position))
    .filter((planet) => planet !== MECATOL_REX);
}

/** Why this planet may not take an artifact, in the rule's words; undefined when it may. */
function barredPlanet(state: GameState, planet: PlanetId): RuleError | undefined {
  const refuse = (why: string) =>
    ruleError("ERR_ARTIFACT_PLANET", RULE, `An artifact cannot go on that planet: ${why}.`, { planet });
  const position = positionOfPlanet(state, planet);
  if (position === null) return refuse("it is not on the board");
  if (planet === MECATOL_REX) return refuse("Mecatol Rex is barred");
  if (nearHomes(state).has(position)) return refuse("it is in or next to a Home System");
  if (chosenSystems(state).has(position)) return refuse("its system already holds a chosen planet");
  return undefined;
}

/** The mapSetUp answer: the placement opens once, when the tokens have not been dealt yet. */
export function openArtifactPlacement(tx: Tx): boolean {
  if (tx.state.decks.artifacts !== undefined) return false;
  const order = clockwiseFrom(tx.state, tx.state.speaker);
  tx.emit({ type: "framePushed", frame: { kind: "artifactPlacement", order, index: 0 } });
  return true;
}

export const ARTIFACT_PLACEMENT_RULES: FrameRules<ArtifactPlacementFrame> = {
  decisions(state, frame) {
    const seat = frame.order[frame.index];
    const planets = artifactPlanets(state);
    if (seat === undefined || planets.length === 0) return [];
    const prompt =
      "choose a planet for an Artifact token (not Mecatol Rex, not in or next to a Home System, one per system)";
    return [{ kind: "placeArtifact", seat, simultaneous: false, prompt, choices: planets }];
  },
  advance(tx, frame) {
    if (frame.index < frame.order.length && artifactPlanets(tx.state).length > 0) return false;
    dealArtifacts(tx);
    tx.emit({ type: "framePopped" });
    const refused = continueSetup(tx);
    // Every setting that could refuse was checked when the game was created, so this is a bug.
    if (refused) throw new Error(`setup failed after the artifacts: ${refused.message}`);
    return true;
  },
};

/** The tokens shuffled, one face down on each chosen planet in the order chosen. */
function dealArtifacts(tx: Tx): void {
  const tokens: ArtifactFace[] = [...ARTIFACTS, ...Array.from({ length: BLANKS }, () => "blank" as const)];
  const { value, rng } = shuffle(tx.state.rng, tokens);
  const dealt: Partial<Record<PlanetId, ArtifactFace>> = {};
  (tx.state.artifacts ?? []).forEach((a, i) => {
    dealt[a.planet] = value[i] as ArtifactFace;
  });
  tx.emit({ type: "artifactsDealt", tokens: dealt, rng });
}

export function placeArtifact(
  tx: Tx,
  command: Extract<Command, { type: "placeArtifact" }>,
): RuleError | undefined {
  const refused = barredPlanet(tx.state, command.planet);
  if (refused) return refused;
  const frame = tx.state.stack.at(-1) as ArtifactPlacementFrame;
  tx.emit({ type: "artifactPlanetChosen", seat: command.seat, planet: command.planet });
  tx.emit({ type: "frameReplaced", frame: { ...frame, index: frame.index + 1 } });
  return undefined;
}

/** The bot's choices: the planets nearest its own Home System first (easiest to take), the richest next. */
export function artifactPlanetsFor(state: GameState, seat: Seat): PlanetId[] {
  const home = player(state, seat).home;
  const away = (planet: PlanetId) => {
    const position = positionOfPlanet(state, planet);
    if (position === NEXUS_POSITION) return Number.POSITIVE_INFINITY; // off the board (SE Option 8)
    return home === null || position === null ? 0 : labelDistance(home, position);
  };
  const worth = (planet: PlanetId) => planetValues(state, planet).resources;
  return artifactPlanets(state).sort((a, b) => away(a) - away(b) || worth(b) - worth(a));
}
