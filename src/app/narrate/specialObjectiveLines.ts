/**
 * The public lines of the Special Objectives' options: the Artifacts' planets chosen, tokens turned up and
 * artifacts changing hands (SE option 5); the vote for the Voice of the Council (SE option 14).
 */
import { type Artifact, artifactObjective } from "../../content/index.ts";
import type { Ctx, LineTable } from "./context.ts";
import { planetName, plural } from "./names.ts";

const artifactName = (artifact: Artifact) => artifactObjective(artifact).name;

/** "+1 VP for Cara, -1 VP for Bob": who gains and who loses with a Special Objective. */
function vpChange(seat: number | null, from: number | null, c: Ctx): string {
  const parts = [
    ...(seat !== null ? [`+1 VP for ${c.who(seat)}`] : []),
    ...(from !== null ? [`−1 VP for ${c.who(from)}`] : []),
  ];
  return parts.join(", ");
}

export const SPECIAL_OBJECTIVE_LINES = {
  artifactPlanetChosen: (e, c) => `◆ ${c.who(e.seat)} chooses ${planetName(e.planet)} for an Artifact token.`,
  // Hidden from everyone: what each face-down token is.
  artifactsDealt: null,
  artifactRevealed: (e, c) =>
    e.artifact === null
      ? `◆ ${c.who(e.seat)} turns up the Artifact token on ${planetName(e.planet)}: a blank, discarded.`
      : `◆ ${c.who(e.seat)} turns up the Artifact token on ${planetName(e.planet)}: the ${artifactName(e.artifact)}!`,
  presetArtifactsLaid: (e) => {
    const laid = Object.entries(e.tokens).map(
      ([planet, artifact]) => `the ${artifactName(artifact as Artifact)} on ${planetName(planet)}`,
    );
    return `◆ The artifacts lie face up where the preset map marks them: ${laid.join(", ")}.`;
  },
  artifactHeld: (e, c) => {
    const name = artifactName(e.artifact);
    const change = vpChange(e.seat, e.from, c);
    if (e.seat === null) return `${c.who(e.from)} loses the ${name} with its planet (${change}).`;
    if (e.from === null) return `🏆 ${c.who(e.seat)} claims the ${name} (${change}).`;
    return `🏆 ${c.who(e.seat)} takes the ${name} from ${c.who(e.from)} (${change}).`;
  },
  councilVoteCalled: (e, c) => `📜 ${c.who(e.seat)} calls a vote for the Voice of the Council.`,
  councilVotesCast: (e, c) =>
    e.choice === null
      ? `${c.who(e.seat)} abstains.`
      : `🗳 ${c.who(e.seat)} casts ${plural(e.votes, "vote")} for ${c.who(e.choice)} as Voice of the Council.`,
  voiceOfTheCouncilElected: (e, c) => {
    const tally = Object.entries(e.tally)
      .map(([seat, votes]) => `${c.who(Number(seat))} ${votes}`)
      .join(", ");
    const counted = tally ? ` (${tally})` : "";
    if (e.from === e.seat) return `🏆 ${c.who(e.seat)} stays Voice of the Council${counted}.`;
    if (e.withheld !== undefined) {
      const lost = e.from === null ? "" : `; ${vpChange(null, e.from, c)}`;
      return `${c.who(e.seat)} wins the vote for the Voice of the Council${counted} but cannot take it: ${e.withheld}. Nobody holds it now${lost}.`;
    }
    return `🏆 ${c.who(e.seat)} becomes Voice of the Council${counted}: ${vpChange(e.seat, e.from, c)}.`;
  },
} satisfies Partial<LineTable>;
