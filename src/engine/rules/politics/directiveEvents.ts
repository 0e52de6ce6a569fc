/**
 * How the directives' own events change the state (RR §20). No rule checks here.
 */
import type { EvolveTable } from "../../evolve.ts";

export const DIRECTIVE_EVOLVE: EvolveTable<
  "planetReleased" | "objectiveMarkersCleared" | "directiveLotDrawn"
> = {
  // Dispute Resolution: the planet card goes back to nobody; the planet is neutral.
  planetReleased: (s, e) => {
    for (const p of s.players) delete p.planets[e.planet];
  },
  // Recognize Accomplishments: nobody counts as having scored it now; the players keep their VP and the
  // record of what they scored.
  objectiveMarkersCleared: (s, e) => {
    const objective = s.objectives.find((o) => o.id === e.objective);
    if (!objective) throw new Error(`objective ${e.objective} is not face up`);
    objective.scoredBy = [];
  },
  // Only the generator moves on (evolve takes the event's rng).
  directiveLotDrawn: () => {},
};
