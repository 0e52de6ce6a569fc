/**
 * The four Research Teams (base game laws, elect a planet: Biotic, Cybernetic and Propulsion an industrial
 * one, Warfare a hazardous one). The card is attached to the elected planet (LRR 12); when that planet's
 * controller researches a technology (LRR 90), they may exhaust the card to ignore 1 prerequisite of its
 * colour, as a ready planet's specialty stands for one (LRR 90.9). The card is readied with every other
 * card in the status phase (LRR 81.6). The research command names the teams it exhausts (`teams`).
 */
import type { Ti4AgendaId, Ti4PlanetId, Ti4TechColor } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4State } from "../state.ts";
import { LASTING_ONLY, type Ti4AgendaEffect } from "./effect.ts";
import { lawOf } from "./laws.ts";

export const RESEARCH_TEAM_COLOURS = {
  rt_biotic: "biotic",
  rt_cybernetic: "cybernetic",
  rt_propulsion: "propulsion",
  rt_warfare: "warfare",
} as const satisfies Partial<Record<Ti4AgendaId, Ti4TechColor>>;

type Team = keyof typeof RESEARCH_TEAM_COLOURS;

function isTeam(agenda: string): agenda is Team {
  return agenda in RESEARCH_TEAM_COLOURS;
}

/** The Research Teams `seat` may exhaust now: in play, ready, attached to a planet it controls. */
export function readyResearchTeams(state: Ti4State, seat: Seat): { agenda: Team; colour: Ti4TechColor }[] {
  const planets = state.players[seat]?.planets ?? {};
  return (Object.keys(RESEARCH_TEAM_COLOURS) as Team[]).flatMap((agenda) => {
    const law = lawOf(state, agenda);
    if (!law || law.exhausted || !law.elected || !planets[law.elected as Ti4PlanetId]) return [];
    return [{ agenda, colour: RESEARCH_TEAM_COLOURS[agenda] }];
  });
}

/**
 * The teams a research names, checked against what it still misses by colour (`missing` is lowered for
 * each one used); a refusal naming the card's rule otherwise.
 */
export function useResearchTeams(
  state: Ti4State,
  seat: Seat,
  teams: readonly string[],
  missing: Partial<Record<Ti4TechColor, number>>,
): RuleError | undefined {
  const ready = readyResearchTeams(state, seat);
  for (const [i, team] of teams.entries()) {
    const mine = ready.find((r) => r.agenda === team);
    if (!isTeam(team) || !mine || teams.indexOf(team) !== i)
      return ruleError(
        "ERR_TI4_NO_RESEARCH_TEAM",
        "Research Team, LRR 90",
        `${team} is not a ready Research Team attached to a planet you control.`,
        { team },
      );
    if ((missing[mine.colour] ?? 0) === 0)
      return ruleError(
        "ERR_TI4_SPECIALTY_NOT_NEEDED",
        "Research Team, LRR 90.8",
        `This research needs no ${mine.colour} prerequisite that ${team} could stand for.`,
        { team },
      );
    missing[mine.colour] = (missing[mine.colour] ?? 0) - 1;
  }
  return undefined;
}

export const RESEARCH_TEAM_EFFECTS: Record<Team, Ti4AgendaEffect> = {
  rt_biotic: LASTING_ONLY,
  rt_cybernetic: LASTING_ONLY,
  rt_propulsion: LASTING_ONLY,
  rt_warfare: LASTING_ONLY,
};
