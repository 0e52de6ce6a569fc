/**
 * SE "Preset Artifacts" (the Preset Maps sheet): a group playing Artifacts on a preset map may wish the
 * artifacts' places known from the start. The sheet leaves it to the group ("you may wish ... if you decide
 * to do this"), so it is an option of its own, which needs Artifacts and Preset Maps [decision]. Then the
 * four blanks go back to the box and, once the galaxy is laid out, one artifact is laid face up in each
 * system the map marks (asked of `presetArtifactSystems`, answered by options/presetMaps.ts), on its
 * planet with the fewest resources, then the lower influence, a remaining tie broken at random. Nobody
 * chooses a planet (SE p.9's placement is skipped). From then on the artifacts are held and lost as in any
 * game with Artifacts (options/artifacts.ts).
 *
 * [decision] Which artifact goes to which marked system is drawn at random: the sheet names none. A marked
 * system with no planet (none of our maps marks one) takes no artifact, and that artifact stays in the box.
 * Printed values are compared, as the sheet compares the planets of a tile.
 */
import { ARTIFACTS, type Artifact, getPlanet, type PlanetId } from "../../content/index.ts";
import { answers } from "../hooks/index.ts";
import type { RuleModule } from "../module.ts";
import { pick, type RngState, shuffle } from "../rng.ts";
import { planetsAt } from "../rules/units.ts";
import type { GameState, PositionLabel } from "../state.ts";
import type { Tx } from "../tx.ts";

/** The planets of a system that may take its artifact: the fewest resources, then the lower influence. */
export function poorestPlanets(state: GameState, position: PositionLabel): PlanetId[] {
  const worth = (planet: PlanetId) => {
    const { resources, influence } = getPlanet(planet);
    return [resources, influence] as const;
  };
  const planets = planetsAt(state, position);
  const low = (i: 0 | 1, among: PlanetId[]) => {
    const least = Math.min(...among.map((p) => worth(p)[i]));
    return among.filter((p) => worth(p)[i] === least);
  };
  return planets.length === 0 ? [] : low(1, low(0, planets));
}

/** The systems the map marks, each with its planet (ties drawn), and the artifacts dealt onto them. */
function presetArtifactPlanets(state: GameState): {
  tokens: Partial<Record<PlanetId, Artifact>>;
  rng: RngState;
} {
  const systems = answers(state, "presetArtifactSystems").flatMap((marked) => [...marked(state)]);
  let rng = state.rng;
  const planets: PlanetId[] = [];
  for (const position of systems) {
    const poorest = poorestPlanets(state, position);
    if (poorest.length === 0) continue;
    const drawn = pick(rng, poorest);
    rng = drawn.rng;
    planets.push(drawn.value);
  }
  const dealt = shuffle(rng, ARTIFACTS);
  const tokens: Partial<Record<PlanetId, Artifact>> = {};
  planets.slice(0, ARTIFACTS.length).forEach((planet, i) => {
    tokens[planet] = dealt.value[i] as Artifact;
  });
  return { tokens, rng: dealt.rng };
}

/**
 * `mapSetUp`: the artifacts laid face up once, before the Artifacts' own placement is asked; that placement
 * then finds the tokens dealt and opens no frame (options/artifactPlacement.ts). Sets up no frame itself.
 */
function layPresetArtifacts(tx: Tx): boolean {
  if (tx.state.decks.artifacts !== undefined) return false;
  tx.emit({ type: "presetArtifactsLaid", ...presetArtifactPlanets(tx.state) });
  return false;
}

export const PRESET_ARTIFACTS = {
  id: "option:presetArtifacts",
  option: "presetArtifacts",
  events: {
    presetArtifactsLaid: (s, e) => {
      const laid = Object.entries(e.tokens) as [PlanetId, Artifact][];
      s.artifacts = laid.map(([planet, artifact]) => ({ planet, artifact, holder: null }));
      // SE Preset Artifacts: the dummies are boxed, so no face-down token is left to deal.
      s.decks.artifacts = {};
    },
  },
  hooks: { mapSetUp: layPresetArtifacts },
} satisfies RuleModule;
